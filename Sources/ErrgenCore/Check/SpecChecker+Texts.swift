/// Rules for localized texts: locales, missing translations and placeholders.
extension SpecChecker {
    mutating func checkTexts() {
        for entry in spec.errors {
            let texts: [(String, LocalizedText?)] = [
                ("message", entry.message), ("title", entry.title), ("failure_reason", entry.failureReason),
                ("recovery_suggestion", entry.recoverySuggestion),
            ]
            for (what, text) in texts {
                guard let text else { continue }
                checkText(text, "the \(what) of '\(entry.code.value)'", fields: entry.fields)
            }
        }
    }

    private mutating func checkText(_ text: LocalizedText, _ what: String, fields: [FieldSpec]) {
        let locales = spec.module.locales.map(\.value)
        // `message: {}`: with missing_translation: warning every locale would fall back to
        // a text that does not exist, so an empty text is an error whatever the setting.
        guard !text.translations.isEmpty || !text.unreadableLocales.isEmpty else {
            error("\(what) has no text in any locale; write at least its '\(spec.module.fallbackLocale)' text", at: text.location)
            return
        }
        for translation in text.translations where !locales.contains(translation.locale.value) {
            error(
                "locale '\(translation.locale.value)' is not in module.locales (\(locales.joined(separator: ", ")))\(DidYouMean.hint(for: translation.locale.value, among: locales))",
                at: translation.locale.location)
        }
        for locale in locales where text.translation(for: locale) == nil && !text.unreadableLocales.contains(locale) {
            let message = "\(what) has no '\(locale)' translation"
            switch spec.module.missingTranslation {
            case .error:
                error(message + " (set module.missing_translation: warning to fall back to '\(spec.module.fallbackLocale)')", at: text.location)
            case .warning:
                diagnostics.warning(message + "; the '\(spec.module.fallbackLocale)' text is used", at: text.location)
            }
        }
        let fieldNames = fields.map(\.name.value)
        var reference: (locale: String, placeholders: Set<String>)?
        for translation in text.translations {
            var placeholders = Set<String>()
            for case .placeholder(let name) in translation.segments {
                placeholders.insert(name)
                guard let field = fields.first(where: { $0.name.value == name }) else {
                    error(
                        "placeholder {\(name)} in \(what) (\(translation.locale.value)) is not a field of the entry\(DidYouMean.hint(for: name, among: fieldNames))",
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
