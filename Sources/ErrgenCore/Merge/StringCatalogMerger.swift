/// The Merge stage, between Decode and Check: the spec folder's string catalog
/// (`Localizable.xcstrings`) merged into the texts, so a translation from the catalog is
/// checked, counted and generated as one written in the spec.
///
/// The spec owns the source texts (the first locale of `module.locales`): the catalog's
/// text in that locale is never read as one. A translation in both places with different
/// texts is a warning, and the catalog's is used: it is where translators work.
enum StringCatalogMerger {
    /// The spec with the catalog's translations in its texts, and what was wrong with them.
    static func merge(_ spec: Spec, names: GeneratedNames) -> (spec: Spec, diagnostics: DiagnosticList) {
        var diagnostics = DiagnosticList()
        let merged = merge(spec, names: names, diagnostics: &diagnostics)
        return (merged, diagnostics)
    }

    private static func merge(_ spec: Spec, names: GeneratedNames, diagnostics: inout DiagnosticList) -> Spec {
        guard let catalog = spec.stringCatalog, !spec.hasUnreadableFiles else { return spec }
        let sourceLocale = spec.module.fallbackLocale
        if let language = catalog.sourceLanguage, language.value != sourceLocale {
            diagnostics.error(
                "sourceLanguage '\(language.value)' is not the first locale of module.locales ('\(sourceLocale)'), the language of the spec's texts; translations made from another language are not read",
                at: language.location)
            // As a spec file that cannot be read: every translation would be reported missing.
            var unread = spec
            unread.hasUnreadableFiles = true
            return unread
        }
        var merged = spec
        var merger = CatalogMerger(spec: spec)
        var entries: [String: Int] = [:]
        for (index, entry) in catalog.entries.enumerated() where entries[entry.key.value] == nil {
            entries[entry.key.value] = index
        }
        var used = Set<String>()
        for index in spec.errors.indices {
            guard let caseName = names.caseNames[index] else { continue }
            for text in ErrorSpec.Text.allCases {
                guard var localized = spec.errors[index][text: text] else { continue }
                let key = names.catalogKey(caseName: caseName, text: text.name)
                guard let entry = entries[key].map({ catalog.entries[$0] }) else { continue }
                used.insert(key)
                merger.merge(
                    entry, into: &localized, what: "the \(text.specKey) of '\(spec.errors[index].code.value)'",
                    fields: spec.errors[index].fields)
                merged.errors[index][text: text] = localized
            }
        }
        for entry in catalog.entries where !used.contains(entry.key.value) {
            merger.diagnostics.warning(
                "'\(entry.key.value)' is no text of the spec (was its entry renamed or removed?); errgen leaves it out of the catalog it writes",
                at: entry.key.location)
        }
        diagnostics.append(contentsOf: merger.diagnostics)
        return merged
    }
}
