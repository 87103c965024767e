import ErrgenVocabulary

/// Merges one catalog entry at a time into a text, reporting as it goes.
struct CatalogMerger {
    let sourceLocale: String
    let locales: Set<String>
    let listed: String
    var diagnostics = DiagnosticList()

    init(spec: Spec) {
        sourceLocale = spec.module.fallbackLocale
        locales = Set(spec.module.locales.map(\.value))
        listed = LocaleList.describe(spec.module.locales.map(\.value))
    }

    mutating func merge(
        _ entry: TranslationCatalog.Entry, into text: inout LocalizedText, what: String, fields: [FieldSpec]
    ) {
        let source = text.fallbackTranslation(sourceLocale)
        let order = CatalogFormat.placeholderOrder(source?.segments ?? [])
        // The text's one plural, which the catalog holds as plural variations.
        let plural = source.flatMap { CatalogFormat.variationPlural($0.segments) }
        let isDouble =
            plural.flatMap { plural in fields.first { $0.name.value == plural.name } }?.type.value.nonOptional
            == .primitive(.double)
        let number = plural.map { CatalogFormat.numberSpecifier($0.name, order: order, isDouble: isDouble) } ?? "#"
        // The catalog's source text is the one its translations were made from (Xcode keeps
        // no other record): when the spec's differs now, they all need review.
        var translatedFrom: String?
        if let source {
            switch entry.localization(sourceLocale)?.content {
            case .unit(let unit)?
            where !unit.value.isEmpty && unit.value != CatalogFormat.string(source.segments, order: order):
                translatedFrom = unit.value
            case .plural(let forms)? where plural != nil:
                let written = (CatalogFormat.variations(source.segments, order: order, number: number) ?? []).map {
                    ($0.category.rawValue, $0.value)
                }
                if !forms.elementsEqual(written, by: { $0.category == $1.0 && $0.unit.value == $1.1 }) {
                    translatedFrom = (forms.first { $0.category == "other" } ?? forms.first)?.unit.value
                }
            default:
                break
            }
        }
        for localization in entry.localizations where localization.locale.value != sourceLocale {
            let locale = localization.locale
            guard locales.contains(locale.value) else {
                diagnostics.warning(
                    "locale '\(locale.value)' of '\(entry.key.value)' is not in module.locales (\(listed)); its text is not used",
                    at: locale.location)
                continue
            }
            let unit: TranslationCatalog.StringUnit
            let segments: [TextSegment]
            switch localization.content {
            case .other:
                continue
            case .plural(let forms):
                guard let plural else {
                    diagnostics.warning(
                        "the \(locale.value) text of \(what) has plural forms, but its '\(sourceLocale)' text has no plural placeholder "
                            + "(or more than one), which they would fill; it is not used (write one text)",
                        at: locale.location)
                    continue
                }
                guard
                    let read = readVariations(
                        forms, of: plural, order: order, source: source?.segments ?? [], locale: locale, what: what,
                        number: number)
                else {
                    text.unreadableLocales.append(locale.value)
                    continue
                }
                guard !read.units.isEmpty else { continue }
                // One state for the sentence: the least finished of its forms.
                let states = Set(read.units.map(\.state))
                let state: TranslationCatalog.State =
                    states.contains(.needsReview) ? .needsReview : states.contains(.stale) ? .stale : .translated
                unit = TranslationCatalog.StringUnit(state: state, value: "", location: locale.location)
                segments = [.formatted(read.placeholder)]
            case .unit(let stringUnit):
                unit = stringUnit
                // A unit Xcode added for a translator to fill in is no translation yet.
                guard unit.state != .new, !unit.value.isEmpty else { continue }
                switch CatalogFormat.segments(unit.value, order: order, source: source?.segments ?? []) {
                case .success(let read):
                    segments = read
                case .failure(let mistake):
                    report(mistake, in: "the \(locale.value) text of \(what)", at: unit.location)
                    text.unreadableLocales.append(locale.value)
                    continue
                }
            }
            let state = translatedFrom == nil ? unit.state : .needsReview
            let translation = LocalizedText.Translation(
                locale: Located(locale.value, at: unit.location), text: CatalogFormat.specText(segments),
                segments: segments,
                location: unit.location, origin: .catalog(state))
            if let existing = text.translations.firstIndex(where: { $0.locale.value == locale.value }) {
                let written = text.translations[existing]
                // The same text in both places (a catalog errgen wrote, copied back): the spec's.
                guard
                    Self.catalogForm(written.segments, order: order, number: number)
                        != Self.catalogForm(segments, order: order, number: number)
                else { continue }
                diagnostics.warning(
                    "the \(locale.value) text of \(what) is also in the string catalog (\(unit.location)), as another text; the catalog's is used, delete this one",
                    at: written.location)
                text.translations[existing] = translation
            } else {
                text.translations.append(translation)
            }
            if let translatedFrom {
                diagnostics.warning(
                    "the \(locale.value) text of \(what) needs review: it was translated from the '\(sourceLocale)' text \"\(translatedFrom)\", which the spec has changed; it is used, and marked needs_review in the catalog errgen writes",
                    at: unit.location)
            } else if state == .needsReview {
                diagnostics.warning(
                    "the \(locale.value) text of \(what) needs review: the catalog marks it needs_review; it is used until a translator marks it translated",
                    at: unit.location)
            }
        }
    }

    /// How the catalog errgen writes shows a text: its variations, or its one string.
    private static func catalogForm(_ segments: [TextSegment], order: [String], number: String) -> String {
        guard let variations = CatalogFormat.variations(segments, order: order, number: number) else {
            return CatalogFormat.string(segments, order: order)
        }
        return variations.map { "\($0.category.rawValue): \($0.value)" }.joined(separator: "\n")
    }

    /// A locale's plural variations as the text's plural placeholder, each variant the
    /// whole sentence of its category (the number `.pluralNumber`); `nil` after a mistake,
    /// reported. Forms Xcode added for a translator to fill in are left out.
    private mutating func readVariations(
        _ forms: [(category: String, unit: TranslationCatalog.StringUnit)], of plural: FormattedPlaceholder,
        order: [String],
        source: [TextSegment], locale: Located<String>, what: String, number: String
    ) -> (placeholder: FormattedPlaceholder, units: [TranslationCatalog.StringUnit])? {
        var placeholder = FormattedPlaceholder(name: plural.name, style: .plural, fallback: plural.fallback, source: "")
        var units: [TranslationCatalog.StringUnit] = []
        var readable = true
        for form in forms {
            let formWhat = "the \(locale.value) text (plural '\(form.category)') of \(what)"
            guard let category = PluralCategory(rawValue: form.category) else {
                diagnostics.error(
                    "\(formWhat) is for no plural category\(DidYouMean.hint(for: form.category, among: PluralCategory.allCases.map(\.rawValue))); "
                        + "the categories are zero, one, two, few, many and other",
                    at: form.unit.location)
                readable = false
                continue
            }
            guard form.unit.state != .new, !form.unit.value.isEmpty else { continue }
            switch CatalogFormat.segments(form.unit.value, order: order, source: source, plural: plural.name) {
            case .success(let segments):
                placeholder.variants.append(.init(category: category, segments: segments))
                units.append(form.unit)
            case .failure(let mistake):
                report(mistake, in: formWhat, at: form.unit.location, number: number)
                readable = false
            }
        }
        guard readable else { return nil }
        if !units.isEmpty, !placeholder.variants.contains(where: { $0.category == .other }) {
            diagnostics.error(
                "the \(locale.value) text of \(what) has no 'other' plural form, the form every language uses; it is not used",
                at: locale.location)
            return nil
        }
        placeholder.variants.sort { $0.category < $1.category }
        placeholder.source = CatalogFormat.specText(placeholder)
        return (placeholder, units)
    }

    private mutating func report(
        _ mistake: CatalogFormat.FormatMistake, in what: String, at location: SourceLocation, number: String? = nil
    ) {
        switch mistake {
        case .unknown(let specifier):
            let numberHint = number.map { ", \($0) for the number" } ?? ""
            diagnostics.error(
                "'\(specifier)' in \(what) is not a placeholder errgen writes: write %1$@, %2$@... for the placeholders (numbered as in the '\(sourceLocale)' text)\(numberHint) and %% for a percent sign",
                at: location)
        case .outOfRange(let specifier, let count):
            let placeholders =
                count == 0
                ? "no placeholders"
                : count == 1 ? "one placeholder (%1$@)" : "\(count) placeholders (%1$@ to %\(count)$@)"
            diagnostics.error(
                "'\(specifier)' in \(what) is no placeholder: the '\(sourceLocale)' text has \(placeholders)",
                at: location)
        case .notTheNumber(let specifier, let plural, let position):
            diagnostics.error(
                "'\(specifier)' in \(what) is not the number of {\(plural)}, which is %\(position)$lld (or %lld); write %\(position)$@ for its value as text",
                at: location)
        }
    }
}
