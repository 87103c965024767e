import ErrgenCore

/// A spec's `example` (YAML) as the JSON the mock sends: scalars read as the property's type
/// says (`"12"` stays text for a `String`), lists and mappings as written. A number is sent
/// only when it is a JSON number of its type (`JSONNumberText`).
package enum ExampleValue {
    /// - Parameter mismatch: told of a scalar that is not the number or boolean its type says
    ///   (a scenario file's mistake); the scalar is then read as YAML reads it.
    package static func json(
        _ node: YAMLNode, as type: TypeRef?, mismatch: (_ message: String, _ node: YAMLNode) -> Void = { _, _ in }
    ) -> JSONValue {
        switch node.kind {
        case .sequence(let items):
            var element: TypeRef? = nil
            if case .array(let inner)? = type?.nonOptional { element = inner }
            return .array(items.map { json($0, as: element, mismatch: mismatch) })
        case .mapping(let entries):
            var element: TypeRef? = nil
            if case .dictionary(let inner)? = type?.nonOptional { element = inner }
            return .object(entries.map { .init($0.key.value, json($0.value, as: element, mismatch: mismatch)) })
        case .scalar(let scalar):
            if scalar.isNull { return .null }
            let text = scalar.value
            if case .primitive(let primitive)? = type?.nonOptional {
                switch primitive {
                case .int, .int32, .int64, .double, .float, .decimal:
                    guard let problem = JSONNumberText.problem(text, as: primitive) else { return .number(text) }
                    mismatch(problem, node)
                case .bool:
                    if text == "true" || text == "false" { return .boolean(text == "true") }
                    mismatch("'\(text)' is not true or false", node)
                default:
                    return .string(text)
                }
            }
            // As YAML 1.2's core schema reads a plain scalar.
            if scalar.isPlain {
                if text == "true" || text == "false" { return .boolean(text == "true") }
                // Only JSON's own numbers: `nan`, `.inf` or `0x1F` stay text, so the wire is always JSON.
                if JSONNumberText.isNumber(text), Double(text)?.isFinite == true { return .number(text) }
            }
            return .string(text)
        }
    }
}
