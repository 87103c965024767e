/// The Swift expression that gives a value's text (for a placeholder, a path segment, a
/// query item or a header), by the value's spec type: `page` for text,
/// `ErrgenRuntime.TextValue.of(page)` for a number, date or optional of one, and lists
/// and dictionaries built from their elements' texts. The runtime's overloads are
/// static functions, so no generated expression calls a member of a standard type
/// that an app could declare too.
enum TextExpression {
    static func of(_ value: String, _ type: TypeRef, _ names: GeneratedNames) -> String {
        let textValue = names.runtime(.textValue)
        switch type {
        case .primitive(.string):
            return value
        case .primitive, .optional(.primitive):
            return "\(textValue).of(\(value))"
        case .optional(let wrapped):
            return "\(value).map { \(of("$0", wrapped, names)) } ?? \"\""
        case .array(.primitive(.string)):
            return "\(textValue).list(\(value))"
        case .array(let element):
            return "\(textValue).list(\(value).map { \(of("$0", element, names)) })"
        case .dictionary(.primitive(.string)):
            return "\(textValue).pairs(\(value))"
        case .dictionary(let element):
            return "\(textValue).pairs(\(value).mapValues { \(of("$0", element, names)) })"
        case .model, .json:
            // An enum: the runtime's overload for `RawRepresentable` writes its raw value.
            // Check rejects a parameter or placeholder whose type holds a model or JSON.
            return "\(textValue).of(\(value))"
        }
    }
}
