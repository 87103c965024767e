/// The constraints of a property's or parameter's long form (`max_length`, `minimum`, `pattern`...).
extension SpecDecoder {
    /// Each constraint `fields` sets: a length or count a whole number of at least 0, a bound
    /// any number, a pattern any text. Whether it fits the type is Check's (`checkConstraints`).
    mutating func constraints(_ fields: KeyedFields) -> ValueConstraints {
        var result = ValueConstraints()
        for kind in ValueConstraints.Kind.allCases {
            guard let node = fields[kind.rawValue] else { continue }
            let what = "'\(kind.rawValue)'"
            switch kind {
            case .pattern:
                if let text = reader.nonEmptyString(node, what) { result[kind] = Located(text, at: node.location) }
            case .minimum, .maximum:
                if let scalar = node.scalar, scalar.isPlain, Self.isNumber(scalar.value) {
                    result[kind] = Located(scalar.value, at: node.location)
                } else {
                    reader.error("\(what) must be a number, found \(node.kindDescription)", at: node.location)
                }
            case .minLength, .maxLength, .minItems, .maxItems:
                guard let value = reader.integer(node, what) else { continue }
                guard value >= 0 else {
                    reader.error("\(what) must be at least 0, found \(value)", at: node.location)
                    continue
                }
                result[kind] = Located(String(value), at: node.location)
            }
        }
        return result
    }

    /// `10`, `-0.5`, `1e3`: a finite number as YAML writes one (not `.inf`, not `nan`).
    static func isNumber(_ text: String) -> Bool {
        guard let value = Double(text), value.isFinite else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }
    }
}
