import ErrgenVocabulary

/// Rules for localized texts: locales, missing translations and placeholders.
extension SpecChecker {
    mutating func checkTexts() {
        checkPluralRulesExist()
        let locales = TextLocales(spec.module.locales.map(\.value))
        // Each entry's texts are checked on their own: in chunks on every core, each by a
        // copy of this checker, the diagnostics gathered in the catalog's order.
        let errors = spec.errors
        checkInChunks(errors.count) { checker, index in
            // The entry's parts are read in place: a copy of an ErrorSpec retains each of its fields.
            let fields = EntryFields(errors[index].fields)
            let code = errors[index].code.value
            for kind in ErrorSpec.Text.allCases {
                guard let text = errors[index][text: kind] else { continue }
                checker.checkText(text, { "the \(kind.specKey) of '\(code)'" }, fields: fields, locales: locales)
            }
        }
    }

    /// How many names a list may hold and still be searched rather than hashed: a spec has
    /// a few locales and an entry a few fields, and hashing each of L's 20,000 translations'
    /// locale cost more than comparing it with two; a longer list is hashed, so that a text
    /// in a thousand locales or a message of a thousand placeholders costs no more per name.
    static let searchedListLimit = 16

    /// The most locales a message lists: each message that names a locale not listed
    /// repeats the list, so a spec of thousands of locales would make messages of its size.
    static let listedLocaleLimit = LocaleList.limit

    /// The most missing locales of one text reported one by one; more are one diagnostic,
    /// so that a spec of many locales and many texts gets a few lines per text, not one
    /// per text and locale.
    static let missingLocalesListedOneByOne = listedLocaleLimit

    /// `en, vi`, or the first `listedLocaleLimit` and `and 980 more`; `count` when only the first are at hand.
    static func localeList(_ locales: [String], of count: Int? = nil) -> String {
        LocaleList.describe(locales, of: count)
    }

    /// How many of `module.locales` a text has no translation in, and the first of them
    /// (all when there are a few, else up to `listedLocaleLimit`). A text and a spec have a
    /// few locales: searched. With many, the count comes from the text's own translations
    /// and the list stops early, so a spec of many texts and many locales costs their sum,
    /// not their product.
    private static func missingLocales(of text: LocalizedText, among locales: TextLocales) -> (
        count: Int, first: [String]
    ) {
        guard locales.ordered.count > searchedListLimit || text.translations.count > searchedListLimit else {
            let missing = locales.ordered.filter { locale in
                !text.translations.contains(where: { $0.locale.value == locale })
                    && !text.unreadableLocales.contains(locale)
            }
            return (missing.count, missing)
        }
        let present = Set(text.translations.map(\.locale.value) + text.unreadableLocales).filter(locales.contains)
        let count = locales.ordered.count - present.count
        let wanted = count > missingLocalesListedOneByOne ? min(count, listedLocaleLimit) : count
        guard wanted > 0 else { return (0, []) }
        var first: [String] = []
        first.reserveCapacity(wanted)
        // Stops after `wanted` missing ones: every other locale passed on the way is present.
        for locale in locales.ordered where !present.contains(locale) {
            first.append(locale)
            if first.count == wanted { break }
        }
        return (count, first)
    }

    /// `module.locales`, and listed once for every message that names them.
    private struct TextLocales: Sendable {
        let ordered: [String]
        let listed: String
        /// Only for more than `searchedListLimit` locales.
        private let hashed: Set<String>?

        init(_ locales: [String]) {
            ordered = locales
            listed = SpecChecker.localeList(locales)
            hashed = locales.count > SpecChecker.searchedListLimit ? Set(locales) : nil
        }

        func contains(_ locale: String) -> Bool { hashed?.contains(locale) ?? ordered.contains(locale) }
    }

    /// An entry's fields by name, searched when there are a few (see `searchedListLimit`).
    private struct EntryFields {
        let fields: [FieldSpec]
        /// Each name's first field, only for more than `searchedListLimit` fields.
        private let positions: [String: Int]?
        /// Built once per entry, and its trie only for a first unknown placeholder.
        let suggestions: SuggestionIndex

        init(_ fields: [FieldSpec]) {
            self.fields = fields
            positions =
                fields.count > SpecChecker.searchedListLimit
                ? Dictionary(fields.enumerated().map { ($1.name.value, $0) }, uniquingKeysWith: { first, _ in first })
                : nil
            suggestions = SuggestionIndex(fields.map(\.name.value))
        }

        /// The first field of that name, as the checks of the fields' names report the others.
        subscript(name: String) -> FieldSpec? {
            guard let positions else { return fields.first { $0.name.value == name } }
            return positions[name].map { fields[$0] }
        }

        /// `(did you mean 'retry_after_seconds'?)`: a field a few letters away, else one a word away.
        func hint(for name: String) -> String {
            let hint = suggestions.hint(for: name)
            guard hint.isEmpty else { return hint }
            return WordSuggestion.hint(for: name, among: fields.prefix(WordSuggestion.candidateLimit).map(\.name.value))
        }
    }

    /// `what` names the text in messages (`the message of 'E1'`); built for a message only.
    private mutating func checkText(
        _ text: LocalizedText, _ what: () -> String, fields: EntryFields, locales: TextLocales
    ) {
        // `message: {}`: with missing_translation: warning every locale would fall back to
        // a text that does not exist, so an empty text is an error whatever the setting.
        guard !text.translations.isEmpty || !text.unreadableLocales.isEmpty else {
            error(
                "\(what()) has no text in any locale; write at least its '\(spec.module.fallbackLocale)' text",
                at: text.location)
            return
        }
        for translation in text.translations where !locales.contains(translation.locale.value) {
            error(
                "locale '\(translation.locale.value)' is not in module.locales (\(locales.listed))\(localeSuggestions.hint(for: translation.locale.value))",
                at: translation.locale.location)
        }
        let missing = Self.missingLocales(of: text, among: locales)
        let missingMessages =
            missing.count > Self.missingLocalesListedOneByOne
            ? [
                "\(what()) has no translation in \(missing.count) locales of module.locales (\(Self.localeList(missing.first, of: missing.count)))"
            ]
            : missing.first.map { "\(what()) has no '\($0)' translation" }
        for message in missingMessages {
            switch spec.module.missingTranslation {
            case .error:
                error(
                    message
                        + " (set module.missing_translation: warning to fall back to '\(spec.module.fallbackLocale)')",
                    at: text.location)
            case .warning:
                diagnostics.warning(message + "; the '\(spec.module.fallbackLocale)' text is used", at: text.location)
            }
        }
        // A translation may leave out a placeholder its sentence does not need (a warning,
        // so a forgotten one is seen), reorder them, or use another field.
        let source = text.fallbackTranslation(spec.module.fallbackLocale)
        let sourceNames = (source?.segments.placeholderNames ?? []).filter { fields[$0] != nil }
        for translation in text.translations {
            checkSegments(translation.segments, in: translation, what, fields: fields)
            guard let source, translation.locale.value != source.locale.value, !sourceNames.isEmpty else { continue }
            // A text has a few placeholders, searched in place; many are hashed, so lint stays linear.
            let filled = sourceNames.count > Self.searchedListLimit ? Set(translation.segments.placeholderNames) : nil
            let left = sourceNames.filter { !(filled?.contains($0) ?? translation.segments.fills($0)) }
            if !left.isEmpty {
                diagnostics.warning(
                    "the \(translation.locale.value) text of \(what()) leaves out \(Self.list(Set(left))), which the \(source.locale.value) text uses",
                    at: translation.location)
            }
        }
    }

    /// Each placeholder of a translation, plural variants included: a field, whose type
    /// has a text form and suits the style; the plural forms its locale needs; a fallback
    /// for an optional field.
    private mutating func checkSegments(
        _ segments: [TextSegment], in translation: LocalizedText.Translation, _ what: () -> String, fields: EntryFields
    ) {
        let locale = translation.locale.value
        for segment in segments {
            let placeholder: FormattedPlaceholder
            switch segment {
            case .literal, .pluralNumber: continue
            case .placeholder(let name): placeholder = FormattedPlaceholder(name: name, style: nil, source: "")
            case .formatted(let formatted): placeholder = formatted
            }
            let name = placeholder.name
            for variant in placeholder.variants {
                checkSegments(variant.segments, in: translation, what, fields: fields)
            }
            guard let field = fields[name] else {
                error(
                    "placeholder {\(name)} in \(what()) (\(locale)) is not a field of the entry\(fields.hint(for: name))",
                    at: translation.location)
                continue
            }
            let type = field.type.value
            if type.holdsJSON || type.holds(.file) {
                error(
                    "placeholder {\(name)} in \(what()) has type \(type), which has no text form; use a field of \(Self.placeholderTypes)",
                    at: translation.location)
                continue
            }
            if !type.modelNames.isEmpty {
                // A type that is no model (`Integer`) is reported where it is written; this would repeat it.
                guard type.modelNames.allSatisfy(typeNames.contains) else { continue }
                error(
                    "placeholder {\(name)} in \(what()) has type \(type), which has no text form; use a field of \(Self.placeholderTypes)",
                    at: translation.location)
                continue
            }
            if let style = placeholder.style, let needed = Self.neededType(style),
                !needed.types.contains(type.nonOptional)
            {
                error(
                    "placeholder {\(name)} in \(what()) has style '\(style.rawValue)', which needs \(needed.words); '\(name)' is \(type)",
                    at: translation.location)
                continue
            }
            if case .field(let currencyName)? = placeholder.currency {
                guard let currency = fields[currencyName] else {
                    error(
                        "the currency of placeholder {\(name)} in \(what()) (\(locale)), '\(currencyName)', is not a field of the entry"
                            + "\(fields.hint(for: currencyName)); write a field of String or an ISO 4217 code such as USD",
                        at: translation.location)
                    continue
                }
                guard currency.type.value.nonOptional == .primitive(.string) else {
                    error(
                        "the currency of placeholder {\(name)} in \(what()), '\(currencyName)', is \(currency.type.value); a currency code is a field of String",
                        at: translation.location)
                    continue
                }
            }
            if type.isOptional && placeholder.fallback == nil {
                diagnostics.warning(
                    "placeholder {\(name)} in \(what()) (\(locale)) is optional and has no fallback, so a nil value shows as nothing; write {\(name) ?? text}",
                    at: translation.location)
            }
            if placeholder.style == .plural { checkPluralForms(placeholder, in: translation, what) }
        }
    }

    /// The types a placeholder shows: every primitive type (`TextValue`), or an optional of one.
    static let placeholderTypes: String = {
        let names = PrimitiveType.allCases.filter { $0 != .file }.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }()

    /// The types a style formats, and how a diagnostic names them.
    private static func neededType(_ style: FormattedPlaceholder.Style) -> (types: [TypeRef], words: String)? {
        switch style {
        case .number, .currency:
            (
                [
                    .primitive(.int), .primitive(.int64), .primitive(.int32), .primitive(.double), .primitive(.float),
                    .primitive(.decimal),
                ],
                "a field of Int, Int64, Int32, Double, Float or Decimal"
            )
        case .plural:
            (
                [.primitive(.int), .primitive(.int64), .primitive(.int32), .primitive(.double), .primitive(.float)],
                "a field of Int, Int64, Int32, Double or Float"
            )
        case .date, .time, .datetime, .relative: ([.primitive(.date)], "a field of Date")
        }
    }

    /// Every plural category the translation's language uses has a variant (CLDR's rules,
    /// `ErrgenRuntime.PluralRules`); a missing one falls back to `other` when
    /// `missing_translation` is `warning`.
    private mutating func checkPluralForms(
        _ placeholder: FormattedPlaceholder, in translation: LocalizedText.Translation, _ what: () -> String
    ) {
        let locale = translation.locale.value
        let known = PluralRules.categories(forLocale: locale)
        let needed = known ?? [.one, .other]
        let written = Set(placeholder.variants.map(\.category))
        // A variant the language never picks is dead text, often a category from another language.
        if let known {
            let unused = placeholder.variants.map(\.category).filter { !known.contains($0) }
            if !unused.isEmpty {
                diagnostics.warning(
                    "placeholder {\(placeholder.name)} in \(what()) (\(locale)) has \(unused.count == 1 ? "a variant" : "variants") for \(Self.variantList(unused)), which \(locale) "
                        + "numbers never use (\(locale) uses \(known.map(\.rawValue).joined(separator: ", ")))",
                    at: translation.location)
            }
        }
        let missing = needed.filter { !written.contains($0) }
        guard !missing.isEmpty else { return }
        let message =
            "placeholder {\(placeholder.name)} in \(what()) (\(locale)) has no \(Self.variantList(missing)) "
            + "variant, which \(locale) numbers need"
        switch spec.module.missingTranslation {
        case .error:
            error(
                message + " (set module.missing_translation: warning to use 'other' instead)", at: translation.location)
        case .warning:
            diagnostics.warning(message + "; 'other' is used", at: translation.location)
        }
    }

    private static func variantList(_ categories: [PluralCategory]) -> String {
        categories.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }

    /// A locale of `module.locales` whose language errgen has no plural rules for, once,
    /// when some text has plural variants.
    mutating func checkPluralRulesExist() {
        let unknown = spec.module.locales.filter { PluralRules.categories(forLocale: $0.value) == nil }
        // Most specs know the rules of every locale: then no text needs reading.
        guard !unknown.isEmpty else { return }
        let errors = spec.errors
        let usesPlural = errors.indices.contains { index in
            ErrorSpec.Text.allCases.contains { text in
                errors[index][text: text]?.translations.contains { Self.hasPlural($0.segments) } ?? false
            }
        }
        guard usesPlural else { return }
        for locale in unknown {
            diagnostics.warning(
                "errgen has no plural rules for locale '\(locale.value)'; its plural texts use 'one' for 1 and 'other' for every other number",
                at: locale.location)
        }
    }

    private static func hasPlural(_ segments: [TextSegment]) -> Bool {
        segments.contains {
            guard case .formatted(let placeholder) = $0 else { return false }
            return placeholder.style == .plural || hasPlural(placeholder.variants.flatMap(\.segments))
        }
    }

    private static func list(_ placeholders: Set<String>) -> String {
        placeholders.isEmpty ? "no placeholders" : placeholders.sorted().map { "{\($0)}" }.joined(separator: ", ")
    }
}
