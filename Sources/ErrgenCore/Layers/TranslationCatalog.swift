/// The string catalog in the spec folder (`Localizable.xcstrings`, the one translators
/// edit), as Decode reads it: per key and locale, a text or plural forms, each with
/// Xcode's review state and the place of its value.
package struct TranslationCatalog: Sendable {
    /// The file name errgen reads in the spec folder (top level only).
    package static let fileName = "Localizable.xcstrings"

    /// Xcode's `state` of a string unit.
    package enum State: String, Sendable, CaseIterable {
        case new
        case translated
        case needsReview = "needs_review"
        case stale
    }

    package struct StringUnit: Sendable {
        package var state: State
        package var value: String
        /// Where the value is written.
        package var location: SourceLocation
    }

    package enum Content: Sendable {
        case unit(StringUnit)
        /// Plural forms by CLDR category (`one`, `other`...), in file order.
        case plural([(category: String, unit: StringUnit)])
        /// Something errgen does not read (device variations, substitutions): kept out of the texts.
        case other
    }

    package struct Localization: Sendable {
        package var locale: Located<String>
        package var content: Content
    }

    package struct Entry: Sendable {
        package var key: Located<String>
        package var comment: String?
        package var localizations: [Localization]

        package func localization(_ locale: String) -> Localization? {
            localizations.first { $0.locale.value == locale }
        }
    }

    package var path: String
    package var sourceLanguage: Located<String>?
    /// Entries in file order.
    package var entries: [Entry] = []

    package init(path: String) {
        self.path = path
    }
}
