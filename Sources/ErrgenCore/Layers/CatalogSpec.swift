// The catalog sections of a spec: errors, client_errors, fallbacks. Codes, categories and
// client failures are the runtime's own types, so generator and runtime share one vocabulary.

import ErrgenVocabulary

/// Text in each locale; `{name}` placeholders already split out.
package struct LocalizedText: Sendable {
    package struct Translation: Sendable {
        package var locale: Located<String>
        package var text: String
        package var segments: [TextSegment]
        package var location: SourceLocation
        /// Where the text comes from: the spec, or the spec folder's string catalog
        /// with its review state there (merged in by the Merge stage).
        package var origin = Origin.spec
    }

    package enum Origin: Sendable, Equatable {
        case spec
        case catalog(TranslationCatalog.State)
    }

    package var translations: [Translation]
    package var location: SourceLocation
    /// Locales whose text has a mistake (already reported): present, so not "missing".
    package var unreadableLocales: [String] = []

    package func translation(for locale: String) -> Translation? {
        translations.first { $0.locale.value == locale }
    }

    /// The text used for a locale that has none: the fallback locale's, else the first
    /// one written. `nil` only for a text with no translation at all, which the checker
    /// rejects, so generated code never has to invent one.
    package func fallbackTranslation(_ fallbackLocale: String) -> Translation? {
        translation(for: fallbackLocale) ?? translations.first
    }
}

package enum TextSegment: Sendable, Hashable {
    case literal(String)
    /// `{name}`.
    case placeholder(String)
    /// `{name, date}`, `{name ?? a few}`, `{count, plural, one {# item} other {# items}}`.
    /// Indirect: a placeholder with a style is rare, and stored inline its five fields
    /// would make every segment several times larger.
    indirect case formatted(FormattedPlaceholder)
    /// `#` inside a plural variant: the number the variant was chosen for.
    case pluralNumber

    /// The field names the segment fills, its plural variants' included.
    package var placeholderNames: [String] {
        var names: [String] = []
        appendPlaceholderNames(to: &names)
        return names
    }

    /// Into one array for a whole text: an array for each segment and for each level of
    /// plural variants, joined up, cost the checker 60,000 of them on L.
    fileprivate func appendPlaceholderNames(to names: inout [String]) {
        switch self {
        case .literal, .pluralNumber:
            return
        case .placeholder(let name):
            names.append(name)
        case .formatted(let placeholder):
            names.append(placeholder.name)
            for variant in placeholder.variants {
                for segment in variant.segments { segment.appendPlaceholderNames(to: &names) }
            }
        }
    }
}

extension [TextSegment] {
    /// Every field name the segments fill, in order, nested ones included (may repeat).
    package var placeholderNames: [String] {
        var names: [String] = []
        for segment in self { segment.appendPlaceholderNames(to: &names) }
        return names
    }

    /// Whether the segments fill the field `name`, plural variants included:
    /// `placeholderNames.contains(name)`, without listing them.
    package func fills(_ name: String) -> Bool {
        contains { segment in
            switch segment {
            case .literal, .pluralNumber: false
            case .placeholder(let filled): filled == name
            case .formatted(let placeholder):
                placeholder.name == name || placeholder.currency == .field(name)
                    || placeholder.variants.contains { $0.segments.fills(name) }
            }
        }
    }

    /// Whether the segments fill any field: `placeholderNames` is not empty, without listing them.
    package var hasPlaceholders: Bool {
        contains { segment in
            switch segment {
            case .placeholder, .formatted: true
            case .literal, .pluralNumber: false
            }
        }
    }
}

/// A placeholder with a style, plural variants or a fallback for a `nil` value.
package struct FormattedPlaceholder: Sendable, Hashable {
    package enum Style: String, Sendable, Hashable, CaseIterable {
        case number, currency, date, time, datetime, relative, plural
    }

    package struct Variant: Sendable, Hashable {
        package var category: PluralCategory
        package var segments: [TextSegment]
    }

    package var name: String
    /// `nil` for `{name ?? text}`: the field's type decides.
    package var style: Style?
    /// The plural variants, in the order written (only with `plural`).
    package var variants: [Variant] = []
    /// The text shown when the field's value is `nil` (`{name ?? text}`).
    package var fallback: String?
    /// The currency of `{amount, currency: VND}` (only with `currency`).
    package var currency: Currency?

    /// A currency fixed by the text (`VND`, an ISO 4217 code in capitals), or the entry's
    /// field that holds the server's code (`{amount, currency: currency_code}`).
    package enum Currency: Sendable, Hashable {
        case code(String)
        case field(String)

        /// As written after `currency:`.
        package var written: String {
            switch self {
            case .code(let code): code
            case .field(let name): name
            }
        }
    }
    /// The placeholder as written, braces included.
    package var source: String
}

package struct ErrorSpec: Sendable {
    package var code: Located<WireCode>
    /// The spec's `name:`, when it gives one.
    package var name: Located<String>?
    package var status: Located<Int>?
    package var category: ErrorCategory
    package var summary: String?
    package var title: LocalizedText?
    package var message: LocalizedText?
    package var failureReason: LocalizedText?
    package var recoverySuggestion: LocalizedText?
    package var fields: [FieldSpec] = []
    package var retry: Located<String>?
    package var problemType: Located<String>?
    /// `renamed_from`: the wire codes this entry had before, which still decode as it.
    package var renamedFrom: [Located<WireCode>] = []
    /// `deprecated`: the entry is on its way out.
    package var deprecation: Deprecation?
    /// Where the entry's key is written.
    package var location: SourceLocation
}

extension ErrorSpec {
    /// The texts an entry may have, in the order errgen writes them (`allCases`).
    package enum Text: CaseIterable, Sendable {
        case message, title, failureReason, recoverySuggestion

        /// Its name in a catalog key and in Swift: `failureReason`.
        package var name: String {
            switch self {
            case .message: "message"
            case .title: "title"
            case .failureReason: "failureReason"
            case .recoverySuggestion: "recoverySuggestion"
            }
        }

        /// Its key in the spec: `failure_reason`.
        package var specKey: String {
            switch self {
            case .message: "message"
            case .title: "title"
            case .failureReason: "failure_reason"
            case .recoverySuggestion: "recovery_suggestion"
            }
        }
    }

    /// The entry's text of that kind.
    package subscript(text text: Text) -> LocalizedText? {
        get {
            switch text {
            case .message: message
            case .title: title
            case .failureReason: failureReason
            case .recoverySuggestion: recoverySuggestion
            }
        }
        set {
            switch text {
            case .message: message = newValue
            case .title: title = newValue
            case .failureReason: failureReason = newValue
            case .recoverySuggestion: recoverySuggestion = newValue
            }
        }
    }
}

package struct FieldSpec: Sendable {
    package enum Source: Sendable, Hashable {
        case details([String])
        case body([String])
        case header(String)
    }

    package var name: Located<String>
    package var type: Located<TypeRef>
    package var source: Source
    /// What the value means (`summary:` of the long form), for translators.
    package var summary: String? = nil
    /// `renamed_from`: the keys (the last of the key path, or the header) the field was read
    /// at before, in the same place; read when the current one is absent.
    package var renamedFrom: [Located<String>] = []
    /// `deprecated`: the field is on its way out.
    package var deprecation: Deprecation? = nil
}

extension FieldSpec.Source {
    /// The same place with its last key (or its header) replaced: where a previous key was read.
    package func renamed(to key: String) -> Self {
        switch self {
        case .details(let path): .details(path.dropLast() + [key])
        case .body(let path): .body(path.dropLast() + [key])
        case .header: .header(key)
        }
    }

    /// The last key of the key path, or the header: what `renamed_from` names.
    package var key: String {
        switch self {
        case .details(let path), .body(let path): path.last ?? ""
        case .header(let name): name
        }
    }
}

extension FieldSpec {
    /// Where the field is read, then where it was read before (`renamed_from`), in order.
    package var sources: [Source] {
        [source] + renamedFrom.map { source.renamed(to: $0.value) }
    }
}

package struct ClientErrorsSpec: Sendable {
    package var entries: [(kind: ClientFailure, code: Located<ErrorReference>)] = []
    package var location: SourceLocation?

    package func code(for kind: ClientFailure) -> Located<ErrorReference>? {
        entries.first { $0.kind == kind }?.code
    }
}

/// A code or name that refers to a catalog entry, as written in an endpoint,
/// `client_errors` or `fallbacks`.
package struct ErrorReference: Sendable, Hashable, CustomStringConvertible {
    package var text: String
    package var isPlain: Bool

    package var description: String { text }
}

package enum StatusMatch: Sendable, Hashable, Comparable, CustomStringConvertible {
    case exact(Int)
    /// `4xx` is `.statusClass(4)`.
    case statusClass(Int)

    package var description: String {
        switch self {
        case .exact(let status): String(status)
        case .statusClass(let digit): "\(digit)xx"
        }
    }
}

package struct FallbackSpec: Sendable {
    package var status: Located<StatusMatch>
    package var code: Located<ErrorReference>
}
