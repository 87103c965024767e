/// `errgen lint --translations`: per locale, how many of the spec's texts (each
/// `message`, `title`, `failure_reason` and `recovery_suggestion` of each entry) are
/// translated, need review, are missing (and fall back), and how many translations of
/// the spec folder's string catalog are stale (their key is no text of the spec).
/// Read from the checked spec, whose texts hold the catalog's translations.
package struct TranslationReport: Sendable, Equatable {
    package struct Row: Sendable, Equatable {
        package var locale: String
        package var translated = 0
        package var needsReview = 0
        package var missing = 0
        package var stale = 0
    }

    package var sourceLocale: String
    package var texts = 0
    /// One per locale of `module.locales` after the first, in that order.
    package var rows: [Row]

    package init(spec: Spec) {
        sourceLocale = spec.module.fallbackLocale
        let locales = spec.module.locales.map(\.value).filter { $0 != spec.module.fallbackLocale }
        rows = locales.map { Row(locale: $0) }
        let names = GeneratedNames(spec: spec)
        var keys = Set<String>()
        for (entry, caseName) in zip(spec.errors, names.caseNames) {
            for kind in ErrorSpec.Text.allCases {
                guard let text = entry[text: kind] else { continue }
                self.texts += 1
                if let caseName { keys.insert(names.catalogKey(caseName: caseName, text: kind.name)) }
                for index in rows.indices {
                    switch text.translation(for: rows[index].locale)?.origin {
                    case nil: rows[index].missing += 1
                    case .catalog(.needsReview)?: rows[index].needsReview += 1
                    case .spec?, .catalog?: rows[index].translated += 1
                    }
                }
            }
        }
        for entry in spec.stringCatalog?.entries ?? [] where !keys.contains(entry.key.value) {
            for localization in entry.localizations {
                guard let index = rows.firstIndex(where: { $0.locale == localization.locale.value }) else { continue }
                switch localization.content {
                case .unit(let unit): if unit.state != .new, !unit.value.isEmpty { rows[index].stale += 1 }
                case .plural: rows[index].stale += 1
                case .other: continue
                }
            }
        }
    }

    /// `translations: 30 texts in en`, then one line per other locale:
    /// `  vi: 28 translated, 1 needs review, 1 missing, 0 stale`.
    package var lines: [String] {
        ["translations: \(texts) text\(texts == 1 ? "" : "s") in \(sourceLocale)"]
            + rows.map {
                "  \($0.locale): \($0.translated) translated, \($0.needsReview) needs review, \($0.missing) missing, \($0.stale) stale"
            }
    }
}
