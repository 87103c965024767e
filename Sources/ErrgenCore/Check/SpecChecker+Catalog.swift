/// Rules for the `errors`, `client_errors` and `fallbacks` sections.
extension SpecChecker {
    /// Case names derivable, not reserved and unique; problem types and NSError codes
    /// unique. Three independent walks of the whole catalog, each with a table of its own,
    /// so they run side by side.
    mutating func checkCatalogNames() {
        let errors = spec.errors
        let caseNames = names.caseNames
        checkInChunks(3, chunkSize: 1) { checker, walk in
            switch walk {
            case 0:
                checker.checkCaseNames(errors, caseNames)
            case 1:
                checker.checkUnique(
                    errors.count, key: { errors[$0].problemType?.value },
                    location: { errors[$0].problemType!.location },
                    describe: { "problem type '\(errors[$0].problemType!.value)'" }
                ) { "\($0) is used by two entries, like \($1)" }
            default:
                // The stable integer codes of CustomNSError must differ too: the runtime's own hash decides.
                checker.checkUnique(
                    errors.count, key: { errors[$0].code.value.stableErrorCode }, location: { errors[$0].location },
                    describe: { "code '\(errors[$0].code.value)'" }
                ) { "\($0) has the same NSError code as \($1); rename one" }
            }
        }
    }

    /// Each entry's case name: one Swift can use, not a member of the generated error
    /// types, and no other entry's.
    private mutating func checkCaseNames(_ errors: [ErrorSpec], _ caseNames: [String?]) {
        // What an entry's case name comes from, for messages only.
        let source = { (index: Int) in
            errors[index].name.map { "name '\($0.value)'" } ?? "code '\(errors[index].code.value)'"
        }
        let place = { (index: Int) in errors[index].name?.location ?? errors[index].location }
        var usable = [Bool](repeating: false, count: errors.count)
        for index in errors.indices {
            guard let caseName = caseNames[index] else {
                let entry = errors[index]
                if let keyword = SwiftIdentifiers.unusableKeyword(
                    from: entry.name?.value ?? entry.code.value.description)
                {
                    error(
                        "\(source(index)) gives the Swift name '\(keyword)', a keyword that cannot be used as a name even in backticks; give the entry another 'name:'",
                        at: place(index))
                } else if let name = entry.name {
                    error(
                        "name '\(name.value)' cannot be made a Swift name; use letters, digits and underscores, not starting with a digit",
                        at: name.location)
                } else {
                    error(
                        "code '\(entry.code.value)' cannot be made a Swift name; give the entry a 'name:' such as ACCOUNT_LOCKED",
                        at: entry.location)
                }
                continue
            }
            if ReservedNames.caseNames.contains(caseName) {
                error(
                    "the Swift name '\(caseName)' (from \(source(index))) is a member of the generated error types; give the entry another 'name:'",
                    at: place(index))
                continue
            }
            usable[index] = true
        }
        checkUnique(errors.count, key: { usable[$0] ? caseNames[$0] : nil }, location: place, describe: source) {
            "\($0) gives the same Swift name as \($1)"
        }
    }

    mutating func checkCatalogEntries() {
        let errors = spec.errors
        let fieldNames = names.fieldNames
        // Each entry is checked on its own, so in chunks on every core.
        checkInChunks(errors.count) { checker, index in
            // The entry's parts, not the entry: a copy of an ErrorSpec retains each of its fields.
            checker.checkCatalogEntry(
                fields: errors[index].fields, retry: errors[index].retry, fieldNames: fieldNames[index])
        }
    }

    private mutating func checkCatalogEntry(fields: [FieldSpec], retry: Located<String>?, fieldNames: [String?]) {
        checkPolicyReference(retry)
        checkSwiftNamesUnique(fields.map(\.name), fieldNames, "field")
        for (field, swiftName) in zip(fields, fieldNames) {
            checkModelReferences(in: field.type)
            guard let swiftName else {
                error("field name '\(field.name.value)' cannot be made a Swift name", at: field.name.location)
                continue
            }
            if ReservedNames.fieldNames.contains(swiftName) {
                error(
                    "field name '\(field.name.value)' is taken by the generated code (\(swiftName)); name the field differently and keep the wire key with 'from: details.\(field.name.value)'",
                    at: field.name.location)
            }
        }
    }

    mutating func checkClientErrorsAndFallbacks() {
        let firstFile = spec.versionLocation ?? spec.errors.first?.location
        if spec.clientErrors.location != nil {
            for (kind, reference) in spec.clientErrors.entries {
                guard let entry = resolve(reference, "client_errors.\(kind.rawValue)") else { continue }
                if let status = entry.status {
                    error(
                        "client_errors.\(kind.rawValue) names '\(entry.code.value)', which has status \(status.value) (at \(status.location)); client errors happen without a response, so the entry must have no status",
                        at: reference.location)
                }
                checkNoRequiredFields(entry, "client_errors.\(kind.rawValue)", at: reference.location)
            }
        } else if let firstFile {
            error(
                "'client_errors' is missing; it needs at least 'other' (the entry raised when a request fails without a response)",
                at: firstFile)
        }
        for fallback in spec.fallbacks {
            guard let entry = resolve(fallback.code, "fallbacks.\(fallback.status.value)") else { continue }
            checkNoRequiredFields(entry, "fallbacks.\(fallback.status.value)", at: fallback.code.location)
        }
        let statuses = Set(spec.fallbacks.map(\.status.value))
        for required in [StatusMatch.statusClass(4), .statusClass(5)] where !statuses.contains(required) {
            let location = spec.fallbacks.first?.status.location ?? firstFile
            if let location {
                error(
                    "'fallbacks' needs '\(required)': the entry for a \(required) response whose code is missing or unknown",
                    at: location)
            }
        }
    }

    /// Fallback and client errors are raised without a payload, so required fields could never be filled.
    private mutating func checkNoRequiredFields(_ entry: ErrorSpec, _ what: String, at location: SourceLocation) {
        for field in entry.fields where !field.type.value.isOptional {
            error(
                "\(what) names '\(entry.code.value)', whose field '\(field.name.value)' is required (at \(field.name.location)); make it optional ('\(field.type.value)?'), because this entry can be raised without a payload",
                at: location)
        }
    }
}
