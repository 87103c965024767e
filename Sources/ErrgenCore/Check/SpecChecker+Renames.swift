import ErrgenVocabulary

/// Rules for `renamed_from`: a previous name is not a current one, and no two entries claim
/// the same previous name, in each place names must be unique (the catalog, a model's keys,
/// an enum's values, a service's endpoints, the models).
extension SpecChecker {
    mutating func checkRenames() {
        // A model's previous name becomes a typealias beside it.
        let topLevel = names.topLevelTypeNames
        let namespaceMembers = names.namespaceTypeNames
        for model in spec.models {
            for previous in model.renamedFrom {
                checkTypeName(previous, "previous model", topLevel: topLevel, namespaceMembers: namespaceMembers)
            }
        }
        checkPrevious(
            current: spec.errors.map { (Self.codeKey($0.code.value), $0.code.value.description) },
            previous: spec.errors.map { entry in
                entry.renamedFrom.map { (Self.codeKey($0.value), $0.value.description, $0.location) }
            },
            owners: spec.errors.map { "error '\($0.code.value)'" }, noun: "code")
        for model in spec.models {
            checkPrevious(
                current: model.properties.map { ($0.wireName.value, $0.wireName.value) },
                previous: model.properties.map { property in
                    property.renamedFrom.map { ($0.value, $0.value, $0.location) }
                },
                owners: model.properties.map { "property '\($0.wireName.value)'" }, noun: "key")
        }
        for entry in spec.errors { checkFieldRenames(entry) }
        for enumeration in spec.enums {
            let isInt = enumeration.rawType == .int
            // An Int enum's values compare as numbers (`1` and `+1` are one value).
            let key = { (text: String) in isInt ? ScalarSyntax.integer(text).map(String.init) ?? text : text }
            for value in enumeration.values {
                for previous in value.renamedFrom where isInt && ScalarSyntax.integer(previous.value) == nil {
                    error(
                        "previous value '\(previous.value)' of enum '\(enumeration.name.value)' must be a whole number, as its type is Int",
                        at: previous.location)
                }
            }
            checkPrevious(
                current: enumeration.values.map { (key($0.wire.value), $0.wire.value) },
                previous: enumeration.values.map { value in
                    value.renamedFrom.map { (key($0.value), $0.value, $0.location) }
                },
                owners: enumeration.values.map { "value '\($0.wire.value)'" }, noun: "value")
        }
        for service in spec.services {
            // Compared as Swift names: each previous name becomes a method of the service.
            let key = { (name: String) in SwiftIdentifiers.lowerCamel(name) ?? name }
            checkPrevious(
                current: service.endpoints.map { (key($0.name.value), $0.name.value) },
                previous: service.endpoints.map { endpoint in
                    endpoint.renamedFrom.map { (key($0.value), $0.value, $0.location) }
                },
                owners: service.endpoints.map { "endpoint '\($0.name.value)'" }, noun: "name")
        }
        checkPrevious(
            current: spec.models.map { ($0.name.value, $0.name.value) }
                + spec.enums.map { ($0.name.value, $0.name.value) }
                + spec.unions.map { ($0.name.value, $0.name.value) },
            previous: spec.models.map { model in model.renamedFrom.map { ($0.value, $0.value, $0.location) } },
            owners: spec.models.map { "model '\($0.name.value)'" }, noun: "name")
    }

    /// An error entry's fields: a previous key is read in the field's place, so it is compared
    /// with the places of the entry's fields (a header without regard to case).
    private mutating func checkFieldRenames(_ entry: ErrorSpec) {
        let place = { (source: FieldSpec.Source) -> String in
            switch source {
            case .details(let path): (["details"] + path).joined(separator: ".")
            case .body(let path): (["body"] + path).joined(separator: ".")
            case .header(let name): "header." + name.lowercased()
            }
        }
        for field in entry.fields {
            guard case .header = field.source else { continue }
            for previous in field.renamedFrom where !ScalarSyntax.isHTTPToken(previous.value) {
                error(
                    "previous header '\(previous.value)' of field '\(field.name.value)' is not an HTTP header name",
                    at: previous.location)
            }
        }
        checkPrevious(
            current: entry.fields.map { (place($0.source), $0.source.key) },
            previous: entry.fields.map { field in
                field.renamedFrom.map { (place(field.source.renamed(to: $0.value)), $0.value, $0.location) }
            },
            owners: entry.fields.map { "field '\($0.name.value)' of error '\(entry.code.value)'" }, noun: "key")
    }

    /// `previous[i]` are the names `owners[i]` had; `current` the names in use (keys to compare, as written).
    private mutating func checkPrevious(
        current: [(key: String, written: String)],
        previous: [[(key: String, written: String, location: SourceLocation)]],
        owners: [String], noun: String
    ) {
        guard previous.contains(where: { !$0.isEmpty }) else { return }
        let inUse = Dictionary(current.map { ($0.key, $0.written) }, uniquingKeysWith: { first, _ in first })
        var claimed: [String: (owner: String, location: SourceLocation)] = [:]
        for (names, owner) in zip(previous, owners) {
            for name in names {
                if let written = inUse[name.key] {
                    error(
                        "'renamed_from' of \(owner) names '\(name.written)', which is a current \(noun)\(written == name.written ? "" : " ('\(written)')"); a previous \(noun) must not be in use",
                        at: name.location)
                } else if let first = claimed[name.key] {
                    error(
                        "previous \(noun) '\(name.written)' is claimed by \(owner) and by \(first.owner) (first at \(first.location)); it can decode as only one",
                        at: name.location)
                } else {
                    claimed[name.key] = (owner, name.location)
                }
            }
        }
    }

    /// A wire code as `WireCodeIndex` looks it up: a string that reads as an integer is that integer.
    private static func codeKey(_ code: WireCode) -> String {
        switch code {
        case .integer(let value): String(value)
        case .string(let text): Int(text).map(String.init) ?? text
        }
    }
}
