/// Rules for the `enums` section: names, values, case names.
extension SpecChecker {
    mutating func checkEnums() {
        let topLevel = names.topLevelTypeNames
        let namespaceMembers = names.namespaceTypeNames
        var models: [String: SourceLocation] = [:]
        for model in spec.models where models[model.name.value] == nil {
            models[model.name.value] = model.name.location
        }
        for (enumeration, caseNames) in zip(spec.enums, names.enumCaseNames) {
            let name = enumeration.name
            if let model = models[name.value] {
                error(
                    "enum '\(name.value)' has the same name as model '\(name.value)' (first at \(model)); rename one",
                    at: name.location)
            } else {
                checkTypeName(name, "enum", topLevel: topLevel, namespaceMembers: namespaceMembers)
            }
            if enumeration.values.isEmpty {
                error("enum '\(name.value)' has no values; list them under 'values'", at: name.location)
            }
            var named: [(key: String, location: SourceLocation, describe: String)] = []
            var wireValues: [(key: String, location: SourceLocation, describe: String)] = []
            for (value, caseName) in zip(enumeration.values, caseNames) {
                let wire = value.wire
                if enumeration.rawType == .int {
                    guard let number = ScalarSyntax.integer(wire.value) else {
                        error(
                            "value '\(wire.value)' of enum '\(name.value)' must be a whole number, as its type is Int",
                            at: wire.location)
                        continue
                    }
                    wireValues.append((String(number), wire.location, "value '\(wire.value)'"))
                }
                let source = value.name.map { "name '\($0.value)'" } ?? "value '\(wire.value)'"
                let location = value.name?.location ?? wire.location
                guard let caseName else {
                    if let keyword = SwiftIdentifiers.unusableKeyword(from: value.name?.value ?? wire.value) {
                        error(
                            "\(source) gives the Swift name '\(keyword)', a keyword that cannot be used as a name even in backticks; give the value a 'name:'",
                            at: location)
                    } else if let name = value.name {
                        error(
                            "name '\(name.value)' cannot be made a Swift name; use letters, digits and underscores, not starting with a digit",
                            at: name.location)
                    } else {
                        error(
                            "value '\(wire.value)' cannot be made a Swift name; give it a 'name:' such as high",
                            at: location)
                    }
                    continue
                }
                if caseName == GeneratedNames.unknownEnumCase {
                    error(
                        "the Swift name '\(caseName)' (from \(source)) is the case that keeps the values the spec does not list; give the value another 'name:'",
                        at: location)
                    continue
                }
                if ReservedNames.enumCaseNames.contains(caseName) {
                    error(
                        "the Swift name '\(caseName)' (from \(source)) is a member of the generated enum; give the value another 'name:'",
                        at: location)
                    continue
                }
                if ReservedNames.optionalCaseNames.contains(caseName) {
                    error(
                        "the Swift name '\(caseName)' (from \(source)) reads as Optional's '.\(caseName)', nil, wherever the enum is optional; give the value another 'name:', such as '\(caseName)Value'",
                        at: location)
                    continue
                }
                named.append((caseName, location, source))
            }
            checkUnique(named) { "\($0) gives the same Swift name as \($1)" }
            // Two spellings of one number (`1`, `+1`); text keys are unique already (a mapping's keys).
            checkUnique(wireValues) { "\($0) is the same number as \($1)" }
        }
    }
}
