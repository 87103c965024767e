/// The string catalog's JSON tree -> `TranslationCatalog`: the parts of Xcode's format
/// errgen reads (`sourceLanguage`; per key its `comment` and, per locale, a `stringUnit`,
/// plural `variations`, or a `stringUnit` with one plural `substitutions`), each mistake in their shape reported where it is. Keys errgen
/// does not read (`version`, `extractionState`, `shouldTranslate`...) are left alone, as
/// Xcode writes more of them over time.
enum StringCatalogDecoder {
    static func decode(_ root: JSONNode, path: String, diagnostics: inout DiagnosticList) -> TranslationCatalog {
        var catalog = TranslationCatalog(path: path)
        guard case .object = root.value else {
            shape(
                "the string catalog", "an object with 'sourceLanguage' and 'strings'", root, at: root.location,
                &diagnostics)
            return catalog
        }
        catalog.sourceLanguage = string(root.member("sourceLanguage"), "'sourceLanguage'", parent: root, &diagnostics)
        guard let strings = object(root.member("strings"), "'strings'", parent: root, &diagnostics) else {
            return catalog
        }
        for member in strings {
            let key = member.key.value
            guard object(member.value, "the entry '\(key)'", parent: member.value, &diagnostics) != nil else {
                continue
            }
            var entry = TranslationCatalog.Entry(key: member.key, comment: nil, localizations: [])
            if let comment = member.value.member("comment") {
                entry.comment = string(comment, "the 'comment' of '\(key)'", parent: member.value, &diagnostics)?.value
            }
            if let localizations = member.value.member("localizations"),
                let locales = object(
                    localizations, "the 'localizations' of '\(key)'", parent: member.value, &diagnostics)
            {
                for locale in locales {
                    if let content = content(locale.value, key: key, locale: locale.key.value, &diagnostics) {
                        entry.localizations.append(
                            TranslationCatalog.Localization(locale: locale.key, content: content))
                    }
                }
            }
            catalog.entries.append(entry)
        }
        return catalog
    }

    /// A `stringUnit`, plural `variations`, or something else errgen does not read.
    private static func content(
        _ node: JSONNode, key: String, locale: String, _ diagnostics: inout DiagnosticList
    ) -> TranslationCatalog.Content? {
        let what = "'\(key)' (\(locale))"
        guard object(node, "the localization \(what)", parent: node, &diagnostics) != nil else { return nil }
        if let unit = node.member("stringUnit") {
            guard let unit = stringUnit(unit, what, &diagnostics) else { return nil }
            guard let substitutions = node.member("substitutions") else { return .unit(unit) }
            return substituted(unit, substitutions, what, &diagnostics)
        }
        guard let variations = node.member("variations") else { return .other }
        return plural(variations, what, &diagnostics).map { .plural($0) }
    }

    /// The `one`, `other`... forms of `variations.plural`; `nil` after a diagnostic, and
    /// `[]` for variations by something else (device).
    private static func plural(
        _ variations: JSONNode, _ what: String, _ diagnostics: inout DiagnosticList
    ) -> [(category: String, unit: TranslationCatalog.StringUnit)]? {
        guard object(variations, "the 'variations' of \(what)", parent: variations, &diagnostics) != nil else {
            return nil
        }
        guard let plural = variations.member("plural") else { return [] }
        guard let forms = object(plural, "the 'plural' variations of \(what)", parent: variations, &diagnostics) else {
            return nil
        }
        var units: [(category: String, unit: TranslationCatalog.StringUnit)] = []
        for form in forms {
            let formWhat = "\(what), plural '\(form.key.value)'"
            guard object(form.value, "the plural form \(formWhat)", parent: form.value, &diagnostics) != nil else {
                continue
            }
            guard let unitNode = form.value.member("stringUnit") else {
                shape("the 'stringUnit' of \(formWhat)", "an object", nil, at: form.value.location, &diagnostics)
                continue
            }
            if let unit = stringUnit(unitNode, formWhat, &diagnostics) { units.append((form.key.value, unit)) }
        }
        return units
    }

    /// Xcode's shape for a plural inside a sentence: `"value" : "%#@count@ left"` and, under
    /// `substitutions.count`, the plural forms of the part (`%arg item`, `%arg items`), the
    /// argument's number (`argNum`) and specifier (`formatSpecifier`). One plural
    /// substitution is read as the plural forms of the whole sentence (`%1$lld item left`);
    /// anything else is left out with a warning where it is written.
    private static func substituted(
        _ unit: TranslationCatalog.StringUnit, _ substitutions: JSONNode, _ what: String,
        _ diagnostics: inout DiagnosticList
    ) -> TranslationCatalog.Content? {
        guard let members = object(substitutions, "the 'substitutions' of \(what)", parent: substitutions, &diagnostics)
        else { return nil }
        func skip(_ reason: String) -> TranslationCatalog.Content {
            diagnostics.warning(
                "the substitutions of \(what) are not used: \(reason); write the plural as 'variations' of the whole text, as the catalog errgen writes does",
                at: substitutions.location)
            return .other
        }
        guard members.count == 1, let substitution = members.first else {
            return skip("errgen reads one plural substitution per text")
        }
        let name = substitution.key.value
        let marker = "%#@\(name)@"
        guard unit.value.ranges(of: marker).count == 1 else { return skip("the text does not use '\(marker)' once") }
        guard let variations = substitution.value.member("variations"),
            let forms = plural(variations, what, &diagnostics)
        else {
            return skip("'\(name)' has no plural variations")
        }
        guard !forms.isEmpty else { return skip("'\(name)' varies by something other than a number") }
        let position = substitution.value.member("argNum").flatMap { node -> String? in
            if case .number(let digits) = node.value { return digits + "$" }
            return nil
        }
        var specifier = "lld"
        if let node = substitution.value.member("formatSpecifier"), case .string(let written) = node.value {
            specifier = written
        }
        let number = "%" + (position ?? "") + specifier
        return .plural(
            forms.map { form in
                var whole = form.unit
                whole.value = unit.value.replacing(marker, with: form.unit.value.replacing("%arg", with: number))
                return (form.category, whole)
            })
    }

    private static func stringUnit(_ node: JSONNode, _ what: String, _ diagnostics: inout DiagnosticList)
        -> TranslationCatalog.StringUnit?
    {
        guard object(node, "the 'stringUnit' of \(what)", parent: node, &diagnostics) != nil else { return nil }
        let state = string(node.member("state"), "the 'state' of \(what)", parent: node, &diagnostics)
        let value = string(node.member("value"), "the 'value' of \(what)", parent: node, &diagnostics)
        guard let state, let value else { return nil }
        guard let known = TranslationCatalog.State(rawValue: state.value) else {
            let states = TranslationCatalog.State.allCases.map(\.rawValue).joined(separator: ", ")
            diagnostics.error(
                "the state '\(state.value)' of \(what) is not one of Xcode's (\(states))", at: state.location)
            return nil
        }
        return TranslationCatalog.StringUnit(state: known, value: value.value, location: value.location)
    }

    private static func object(
        _ node: JSONNode?, _ what: String, parent: JSONNode, _ diagnostics: inout DiagnosticList
    ) -> [JSONNode.Member]? {
        if let node, case .object(let members) = node.value { return members }
        shape(what, "an object", node, at: node?.location ?? parent.location, &diagnostics)
        return nil
    }

    private static func string(
        _ node: JSONNode?, _ what: String, parent: JSONNode, _ diagnostics: inout DiagnosticList
    ) -> Located<String>? {
        if let node, case .string(let text) = node.value { return Located(text, at: node.location) }
        shape(what, "a string", node, at: node?.location ?? parent.location, &diagnostics)
        return nil
    }

    /// `the 'value' of 'K' (vi) must be a string, not a number` (or `..., not missing`).
    private static func shape(
        _ what: String, _ expected: String, _ node: JSONNode?, at location: SourceLocation,
        _ diagnostics: inout DiagnosticList
    ) {
        diagnostics.error("\(what) must be \(expected), not \(node?.kind ?? "missing")", at: location)
    }
}
