/// Constraints: a schema's `minLength`, `maxLength`, `pattern`, `minimum`, `maximum`, `minItems`
/// and `maxItems`, kept on the property or parameter for `errgen diff` (the Swift ignores them).
extension OpenAPIImporter {
    /// The constraints of `schema` (its `$ref` followed) that fit `type`: a list's own counts,
    /// and its items' lengths, pattern and bounds. One that fits no value of the type (a
    /// `maxLength` of a number) says nothing the server could refuse, and is left out, as is
    /// a pair whose minimum is above its maximum.
    mutating func constraints(of schema: YAMLNode, type: TypeRef) -> ValueConstraints {
        let resolved = files.resolve(schema)?.node ?? schema
        var result = ValueConstraints()
        read(resolved, into: &result, kinds: [.minItems, .maxItems])
        if case .array = type.nonOptional, let items = resolved[.items] {
            read(files.resolve(items)?.node ?? items, into: &result, kinds: Self.valueKinds)
        } else {
            read(resolved, into: &result, kinds: Self.valueKinds)
        }
        let rawTypes = Dictionary(
            imported.enums.map { ($0.name.value, $0.rawType) }, uniquingKeysWith: { first, _ in first })
        let subjects = ValueConstraints.subjects(of: type, rawType: { rawTypes[$0] })
        for kind in ValueConstraints.Kind.allCases where result[kind] != nil {
            if !subjects.contains(kind.subject) { result[kind] = nil }
            if kind.bound == .lower, let counterpart = kind.counterpart,
                let low = result[kind].flatMap({ Double($0.value) }),
                let high = result[counterpart].flatMap({ Double($0.value) }), low > high
            {
                result[kind] = nil
                result[counterpart] = nil
            }
        }
        return result
    }

    /// What constrains one value: a text's or a number's (a list's are its items').
    private static let valueKinds: [ValueConstraints.Kind] = [.minLength, .maxLength, .pattern, .minimum, .maximum]

    private func read(_ schema: YAMLNode, into result: inout ValueConstraints, kinds: [ValueConstraints.Kind]) {
        for kind in kinds {
            guard let node = schema[Self.key(kind)], let scalar = node.scalar, !scalar.isNull else { continue }
            switch kind {
            case .pattern:
                if !scalar.value.isEmpty { result[kind] = Located(scalar.value, at: node.location) }
            case .minimum, .maximum:
                if SpecDecoder.isNumber(scalar.value) { result[kind] = Located(scalar.value, at: node.location) }
            case .minLength, .maxLength, .minItems, .maxItems:
                if let count = Int(scalar.value), count >= 0 {
                    result[kind] = Located(String(count), at: node.location)
                }
            }
        }
    }

    private static func key(_ kind: ValueConstraints.Kind) -> OpenAPIKey {
        switch kind {
        case .minLength: .minLength
        case .maxLength: .maxLength
        case .pattern: .pattern
        case .minimum: .minimum
        case .maximum: .maximum
        case .minItems: .minItems
        case .maxItems: .maxItems
        }
    }
}
