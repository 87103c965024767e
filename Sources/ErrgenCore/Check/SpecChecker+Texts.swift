/// Rules for localized texts: locales, missing translations and placeholders.
extension SpecChecker {
    mutating func checkTexts() {
        let locales = TextLocales(spec.module.locales.map(\.value))
        for entry in spec.errors {
            let texts: [(String, LocalizedText?)] = [
                ("message", entry.message), ("title", entry.title), ("failure_reason", entry.failureReason),
                ("recovery_suggestion", entry.recoverySuggestion),
            ]
            let fields = EntryFields(entry.fields)
            for (what, text) in texts {
                guard let text else { continue }
                checkText(text, "the \(what) of '\(entry.code.value)'", fields: fields, locales: locales)
            }
        }
    }

    /// `module.locales`, looked up by name, and listed once for every message that names them.
    private struct TextLocales {
        let ordered: [String]
        let names: Set<String>
        let listed: String

        init(_ locales: [String]) {
            ordered = locales
            names = Set(locales)
            listed = locales.joined(separator: ", ")
        }
    }

    /// An entry's fields by name; their suggestion index is built on the first unknown placeholder.
    private final class EntryFields {
        let byName: [String: FieldSpec]
        private let names: [String]
        private(set) lazy var suggestions: SuggestionIndex = {
            let names = self.names
            return SuggestionIndex(names)
        }()

        init(_ fields: [FieldSpec]) {
            names = fields.map(\.name.value)
            byName = Dictionary(fields.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    private mutating func checkText(_ text: LocalizedText, _ what: String, fields: EntryFields, locales: TextLocales) {
        // `message: {}`: with missing_translation: warning every locale would fall back to
        // a text that does not exist, so an empty text is an error whatever the setting.
        guard !text.translations.isEmpty || !text.unreadableLocales.isEmpty else {
            error("\(what) has no text in any locale; write at least its '\(spec.module.fallbackLocale)' text", at: text.location)
            return
        }
        for translation in text.translations where !locales.names.contains(translation.locale.value) {
            error(
                "locale '\(translation.locale.value)' is not in module.locales (\(locales.listed))\(localeSuggestions.hint(for: translation.locale.value))",
                at: translation.locale.location)
        }
        let written = Set(text.translations.map(\.locale.value)).union(text.unreadableLocales)
        for locale in locales.ordered where !written.contains(locale) {
            let message = "\(what) has no '\(locale)' translation"
            switch spec.module.missingTranslation {
            case .error:
                error(message + " (set module.missing_translation: warning to fall back to '\(spec.module.fallbackLocale)')", at: text.location)
            case .warning:
                diagnostics.warning(message + "; the '\(spec.module.fallbackLocale)' text is used", at: text.location)
            }
        }
        var reference: (locale: String, placeholders: Set<String>)?
        for translation in text.translations {
            var placeholders = Set<String>()
            for case .placeholder(let name) in translation.segments {
                placeholders.insert(name)
                guard let field = fields.byName[name] else {
                    error(
                        "placeholder {\(name)} in \(what) (\(translation.locale.value)) is not a field of the entry\(fields.suggestions.hint(for: name))",
                        at: translation.location)
                    continue
                }
                if !field.type.value.modelNames.isEmpty {
                    error(
                        "placeholder {\(name)} in \(what) has type \(field.type.value), which has no text form; use a field of String, Int, Double, Bool, URL, UUID or Date",
                        at: translation.location)
                }
            }
            if let reference, reference.placeholders != placeholders {
                error(
                    "the \(translation.locale.value) text of \(what) uses \(Self.list(placeholders)) but the \(reference.locale) text uses \(Self.list(reference.placeholders)); every locale must use the same placeholders",
                    at: translation.location)
            } else if reference == nil {
                reference = (translation.locale.value, placeholders)
            }
        }
    }

    private static func list(_ placeholders: Set<String>) -> String {
        placeholders.isEmpty ? "no placeholders" : placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")
    }
}
