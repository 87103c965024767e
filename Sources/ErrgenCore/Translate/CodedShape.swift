import ErrgenVocabulary

/// A type as the runtime's `Coded` wrappers decode and encode it: `[Coded<DecimalCoding>]`
/// for `[Decimal]`, with the expressions that turn one into the other.
struct CodedShape {
    let type: String
    let unwrap: (String) -> String
    let wrap: (String) -> String
}

extension CodedShape {
    /// The coded form of a type, or `nil` when `JSONDecoder` reads it as the spec means.
    static func of(_ type: TypeRef, dateFormat: DateFormat?, _ names: GeneratedNames) -> CodedShape? {
        switch type {
        case .primitive(let primitive):
            let coding: RuntimeType
            switch (primitive, dateFormat) {
            case (.decimal, _): coding = .decimalCoding
            case (.date, .iso8601?): coding = .iso8601DateCoding
            case (.date, .iso8601Fractional?): coding = .iso8601FractionalDateCoding
            case (.date, .unixSeconds?): coding = .unixSecondsDateCoding
            case (.date, .unixMilliseconds?): coding = .unixMillisecondsDateCoding
            default: return nil
            }
            let coded = "\(names.runtime(.coded))<\(names.runtime(coding))>"
            return CodedShape(type: coded, unwrap: { "\($0).value" }, wrap: { "\(coded)(\($0))" })
        case .model, .json:
            return nil
        case .array(let element):
            guard let inner = of(element, dateFormat: dateFormat, names) else { return nil }
            return CodedShape(
                type: "[\(inner.type)]", unwrap: { "\($0).map { \(inner.unwrap("$0")) }" },
                wrap: { "\($0).map { \(inner.wrap("$0")) }" })
        case .dictionary(let value):
            guard let inner = of(value, dateFormat: dateFormat, names) else { return nil }
            return CodedShape(
                type: "[\(names.standard(.string)): \(inner.type)]",
                unwrap: { "\($0).mapValues { \(inner.unwrap("$0")) }" },
                wrap: { "\($0).mapValues { \(inner.wrap("$0")) }" })
        case .optional(let wrapped):
            guard let inner = of(wrapped, dateFormat: dateFormat, names) else { return nil }
            return CodedShape(
                type: inner.type + "?", unwrap: { "\($0).map { \(inner.unwrap("$0")) }" },
                wrap: { "\($0).map { \(inner.wrap("$0")) }" })
        }
    }
}
