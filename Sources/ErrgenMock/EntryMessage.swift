import Foundation
import ErrgenCore
import ErrgenVocabulary

/// A catalog entry's message as a server sends it in the envelope: in the language the
/// request's `Accept-Language` prefers, its placeholders filled with the reply's own field
/// values, so an app that shows the server's text shows what the entry says.
package enum EntryMessage {
    /// The message of `entry`, or `nil` when it has none.
    ///
    /// - Parameters:
    ///   - acceptLanguage: the request's header (`vi-VN, en;q=0.8`); the spec's first
    ///     locale when it names none of the entry's languages.
    ///   - values: the reply's field values by name, for the placeholders.
    package static func text(
        of entry: ErrorSpec, acceptLanguage: String?, fallbackLocale: String, values: [String: JSONValue]
    ) -> String? {
        guard let message = entry.message,
            let translation = translation(of: message, acceptLanguage: acceptLanguage, fallbackLocale: fallbackLocale)
        else { return nil }
        return render(translation.segments, locale: translation.locale.value, values: values, number: nil)
    }

    /// The languages of an `Accept-Language` header, most preferred first (`q=0` and `*` left out).
    ///
    /// `vi-VN, en;q=0.8, fr;q=0.9` is `vi-VN`, `fr`, `en`; ties keep the header's order.
    package static func preferredLanguages(_ header: String?) -> [String] {
        guard let header else { return [] }
        var ranked: [(language: String, quality: Double, position: Int)] = []
        for (position, item) in header.split(separator: ",").prefix(32).enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let language = parts.first, !language.isEmpty, language != "*", language.count <= 35 else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)).flatMap { $0.isFinite ? $0 : nil } ?? 0
            }
            if quality > 0 { ranked.append((language, quality, position)) }
        }
        return ranked.sorted { ($0.quality, -$0.position) > ($1.quality, -$1.position) }.map(\.language)
    }

    /// The translation for the first preferred language the text has (`pt-BR` takes `pt`),
    /// else the fallback locale's.
    static func translation(of text: LocalizedText, acceptLanguage: String?, fallbackLocale: String)
        -> LocalizedText.Translation?
    {
        let locales = text.translations.map(\.locale.value)
        for language in preferredLanguages(acceptLanguage) {
            let index = LocaleMatching.bestIndex(for: language, in: locales)
            // Index 0 is also "no match": take it only when its language is the one asked for.
            if index != 0 || primaryLanguage(locales.first ?? "") == primaryLanguage(language) {
                return text.translations[index]
            }
        }
        return text.fallbackTranslation(fallbackLocale)
    }

    private static func primaryLanguage(_ locale: String) -> String {
        String(locale.lowercased().prefix { $0 != "-" && $0 != "_" })
    }

    /// The text of `segments`: a placeholder is its field's value as text, a plural the
    /// variant the value's category picks in `locale` (`other` when the entry lacks it).
    private static func render(_ segments: [TextSegment], locale: String, values: [String: JSONValue], number: String?)
        -> String
    {
        var output = ""
        for segment in segments {
            switch segment {
            case .literal(let text):
                output += text
            case .placeholder(let name):
                output += values[name].map(plainText) ?? ""
            case .pluralNumber:
                output += number ?? ""
            case .formatted(let placeholder):
                let value = values[placeholder.name].flatMap { $0 == .null ? nil : $0 }
                guard let value else {
                    output += placeholder.fallback ?? ""
                    continue
                }
                guard placeholder.style == .plural else {
                    output += plainText(value)
                    continue
                }
                let digits = plainText(value)
                let category = PluralOperands(digits: digits).map { PluralRules.category(for: $0, locale: locale) }
                let variant =
                    placeholder.variants.first { $0.category == category }
                    ?? placeholder.variants.first { $0.category == .other }
                output += variant.map { render($0.segments, locale: locale, values: values, number: digits) } ?? digits
            }
        }
        return output
    }

    /// A value as it reads in a sentence: a string without its quotes, anything else as JSON.
    private static func plainText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text), .number(let text): text
        default: value.text
        }
    }
}
