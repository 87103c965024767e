/// Localizable.xcstrings: the catalog's texts for translators, in Xcode's string
/// catalog format (extraction state manual, each key's comment from `summary` and the
/// summaries and types of the fields its placeholders show,
/// positional `%1$@` placeholders, the spec's locales); a text with one plural
/// placeholder as Xcode's plural variations (`CatalogFormat` owns the text form).
///
/// Translations read from the spec folder's own catalog keep their review state there;
/// those written in the spec are `translated`. The app itself reads the texts from the
/// generated Swift; this file is where translators and Xcode's tooling see them.
struct StringCatalogTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> TranslatedFile {
        // Each text's key now; its value when the renderer writes it.
        var keys: [String] = []
        var texts: [(entry: CatalogEntry, kind: ErrorSpec.Text)] = []
        for entry in context.catalog {
            for kind in ErrorSpec.Text.allCases where entry.spec[text: kind] != nil {
                keys.append(names.catalogKey(caseName: entry.caseName, text: kind.name))
                texts.append((entry, kind))
            }
        }
        // The spec folder's catalog by key (the first of a key written twice).
        let read = Dictionary(
            (spec.stringCatalog?.entries ?? []).map { ($0.key.value, $0) }, uniquingKeysWith: { first, _ in first })
        let strings = JSONValue.generatedObject(keys: keys) { [self, keys, texts] index in
            // The entry's spec read in place: a copy of it retained each of its references.
            let catalogEntry = texts[index].entry
            let text = catalogEntry.spec[text: texts[index].kind]!
            return entry(
                text, read: read[keys[index]], comment: comment(catalogEntry.spec, text),
                fields: catalogEntry.spec.fields)
        }
        let catalog = JSONValue.object([
            .init("sourceLanguage", .string(spec.module.fallbackLocale)),
            .init("strings", strings),
            .init("version", .string("1.0")),
        ])
        return .json(name: OutputFileSet.strings, catalog)
    }

    private func entry(_ text: LocalizedText, read: TranslationCatalog.Entry?, comment: String, fields: [FieldSpec])
        -> JSONValue
    {
        // Placeholders are numbered by their first appearance in the fallback locale's
        // text, so a translation may reorder them.
        let fallback = text.fallbackTranslation(spec.module.fallbackLocale)
        let order = CatalogFormat.placeholderOrder(fallback?.segments ?? [])
        // One translation per locale: the decoder rejects a locale written twice.
        var localizations: [JSONValue.Member] = []
        for locale in spec.module.locales.map(\.value) {
            if let translation = text.translation(for: locale) {
                let state: TranslationCatalog.State
                switch translation.origin {
                case .spec: state = .translated
                case .catalog(let read): state = read
                }
                if let plural = CatalogFormat.variationPlural(translation.segments),
                    let variations = CatalogFormat.variations(
                        translation.segments, order: order, number: number(plural.name, order: order, fields: fields))
                {
                    let members = variations.map {
                        JSONValue.Member(
                            $0.category.rawValue, .object([.init("stringUnit", Self.unit(state, $0.value))]))
                    }
                    localizations.append(
                        .init(locale, .object([.init("variations", .object([.init("plural", .object(members))]))])))
                } else {
                    localizations.append(
                        .init(
                            locale,
                            .object([
                                .init(
                                    "stringUnit",
                                    Self.unit(state, CatalogFormat.string(translation.segments, order: order)))
                            ])))
                }
            } else if case .plural(let forms)? = read?.localization(locale)?.content {
                // Plural forms errgen could not use (the text has no plural, or more than one) are kept as they are.
                let variations = forms.map {
                    JSONValue.Member(
                        $0.category, .object([.init("stringUnit", Self.unit($0.unit.state, $0.unit.value))]))
                }
                localizations.append(
                    .init(locale, .object([.init("variations", .object([.init("plural", .object(variations))]))])))
            }
        }
        return .object([
            .init("comment", .string(comment)),
            .init("extractionState", .string("manual")),
            .init("localizations", .object(localizations)),
        ])
    }

    /// The plural's number in a variation: `%1$lld`, or `%1$lf` for a `Double` or `Float` field.
    private func number(_ plural: String, order: [String], fields: [FieldSpec]) -> String {
        let type = fields.first { $0.name.value == plural }?.type.value.nonOptional
        let isDouble = type == .primitive(.double) || type == .primitive(.float)
        return CatalogFormat.numberSpecifier(plural, order: order, isDouble: isDouble)
    }

    /// The entry's summary, then one line per placeholder, in the order they are numbered:
    /// `%1$@ is {seconds} (Int?): seconds until the next try.`, from the field's summary;
    /// a plural's number in its variations is `%1$lld`.
    private func comment(_ error: ErrorSpec, _ text: LocalizedText) -> String {
        var lines = [error.summary ?? "Code \(error.code.value)"]
        let source = text.fallbackTranslation(spec.module.fallbackLocale)?.segments ?? []
        let order = CatalogFormat.placeholderOrder(source)
        let plural = CatalogFormat.variationPlural(source)?.name
        for (index, name) in order.enumerated() {
            guard let field = error.fields.first(where: { $0.name.value == name }) else { continue }
            let meaning = field.summary.map { ": " + $0 } ?? ""
            let specifier = name == plural ? number(name, order: order, fields: error.fields) : "%\(index + 1)$@"
            lines.append("\(specifier) is {\(name)} (\(field.type.value))\(Self.currencyNote(name, source))\(meaning)")
        }
        return lines.joined(separator: "\n")
    }

    /// `, an amount in VND` or `, an amount in the currency {fee_currency}`, for a placeholder
    /// with the currency style, so the translator knows the value is money.
    private static func currencyNote(_ name: String, _ segments: [TextSegment]) -> String {
        for segment in segments {
            guard case .formatted(let placeholder) = segment, placeholder.name == name,
                let currency = placeholder.currency
            else { continue }
            switch currency {
            case .code(let code): return ", an amount in \(code)"
            case .field(let field): return ", an amount in the currency {\(field)}"
            }
        }
        return ""
    }

    private static func unit(_ state: TranslationCatalog.State, _ value: String) -> JSONValue {
        .object([.init("state", .string(state.rawValue)), .init("value", .string(value))])
    }
}
