/// The string catalog in the spec folder (`Localizable.xcstrings`, the one translators
/// edit), as Decode reads it: per key and locale, a text or plural forms, each with
/// Xcode's review state and the place of its value.
public struct TranslationCatalog: Sendable {
    /// The file name errgen reads in the spec folder (top level only).
    public static let fileName = "Localizable.xcstrings"

    /// Xcode's `state` of a string unit.
    public enum State: String, Sendable, CaseIterable {
        case new
        case translated
        case needsReview = "needs_review"
        case stale
    }

    public struct StringUnit: Sendable {
        public var state: State
        public var value: String
        /// Where the value is written.
        public var location: SourceLocation
    }

    public enum Content: Sendable {
        case unit(StringUnit)
        /// Plural forms by CLDR category (`one`, `other`...), in file order.
        case plural([(category: String, unit: StringUnit)])
        /// Something errgen does not read (device variations, substitutions): kept out of the texts.
        case other
    }

    public struct Localization: Sendable {
        public var locale: Located<String>
        public var content: Content
    }

    public struct Entry: Sendable {
        public var key: Located<String>
        public var comment: String?
        public var localizations: [Localization]

        public func localization(_ locale: String) -> Localization? {
            localizations.first { $0.locale.value == locale }
        }
    }

    public var path: String
    public var sourceLanguage: Located<String>?
    /// Entries in file order.
    public var entries: [Entry] = []

    public init(path: String) {
        self.path = path
    }
}
