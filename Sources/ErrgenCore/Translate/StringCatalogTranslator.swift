/// Localizable.xcstrings: the catalog's texts for translators, in Xcode's string
/// catalog format (extraction state manual, each key's comment from `summary`,
/// positional `%1$@` placeholders, the spec's locales).
///
/// The app itself reads the texts from the generated Swift; this file is where
/// translators and Xcode's tooling see them.
struct StringCatalogTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> TranslatedFile {
        var strings: [JSONValue.Member] = []
        for entry in context.catalog {
            let error = entry.spec
            let texts: [(String, LocalizedText?)] = [
                ("message", error.message), ("title", error.title), ("failureReason", error.failureReason),
                ("recoverySuggestion", error.recoverySuggestion),
            ]
            for (kind, text) in texts {
                guard let text else { continue }
                let key = "\(names.errorType).\(entry.caseName).\(kind)"
                strings.append(JSONValue.Member(key, self.entry(text, comment: error.summary ?? "Code \(error.code.value)", fields: error.fields)))
            }
        }
        let catalog = JSONValue.object([
            .init("sourceLanguage", .string(spec.module.fallbackLocale)),
            .init("strings", .object(strings)),
            .init("version", .string("1.0")),
        ])
        return .json(name: OutputFileSet.strings, catalog)
    }

    private func entry(_ text: LocalizedText, comment: String, fields: [FieldSpec]) -> JSONValue {
        // Placeholders are numbered by their first appearance in the fallback locale's
        // text, so a translation may reorder them.
        let fallback = text.fallbackTranslation(spec.module.fallbackLocale)
        var order: [String] = []
        for name in fallback?.segments.placeholderNames ?? [] where !order.contains(name) { order.append(name) }
        // One translation per locale: the decoder rejects a locale written twice.
        var localizations: [JSONValue.Member] = []
        for translation in text.translations where spec.module.locales.contains(where: { $0.value == translation.locale.value }) {
            if let plural = pluralVariations(translation.segments, order: order, fields: fields) {
                localizations.append(.init(translation.locale.value, .object([.init("variations", .object([.init("plural", .object(plural))]))])))
                continue
            }
            localizations.append(
                .init(
                    translation.locale.value,
                    .object([
                        .init(
                            "stringUnit",
                            .object([
                                .init("state", .string("translated")),
                                .init("value", .string(formatString(translation.segments, order: order))),
                            ]))
                    ])))
        }
        return .object([
            .init("comment", .string(comment)),
            .init("extractionState", .string("manual")),
            .init("localizations", .object(localizations)),
        ])
    }

    /// A text with one plural placeholder as Xcode's plural variations: one string per
    /// category the text writes, the variant in place of the placeholder and its number
    /// (`#`) as `%1$lld` (`%1$lf` for a `Double`). `nil` for a text with no plural, or more
    /// than one, which stays one string.
    private func pluralVariations(_ segments: [TextSegment], order: [String], fields: [FieldSpec]) -> [JSONValue.Member]? {
        let plurals = segments.compactMap { segment -> FormattedPlaceholder? in
            guard case .formatted(let placeholder) = segment, placeholder.style == .plural else { return nil }
            return placeholder
        }
        guard plurals.count == 1, let plural = plurals.first,
            let field = fields.first(where: { $0.name.value == plural.name })
        else { return nil }
        let position = (order.firstIndex(of: plural.name) ?? order.count) + 1
        let number = field.type.value.nonOptional == .primitive(.double) ? "%\(position)$lf" : "%\(position)$lld"
        return plural.variants.sorted { $0.category < $1.category }.map { variant in
            let whole = segments.flatMap { segment -> [TextSegment] in
                if case .formatted(let placeholder) = segment, placeholder == plural { return variant.segments }
                return [segment]
            }
            return .init(
                variant.category.rawValue,
                .object([
                    .init(
                        "stringUnit",
                        .object([.init("state", .string("translated")), .init("value", .string(formatString(whole, order: order, number: number)))]))
                ]))
        }
    }

    /// `Try again in %1$@ seconds.`: literal `%` doubled, placeholders positional; in a
    /// plural variation, `#` is `number`.
    private func formatString(_ segments: [TextSegment], order: [String], number: String = "#") -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text.utf8.contains(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .placeholder(let name): "%\((order.firstIndex(of: name) ?? order.count) + 1)$@"
            // The filled text of a styled placeholder, or a plural's other than the text's only one, as one argument.
            case .formatted(let placeholder): "%\((order.firstIndex(of: placeholder.name) ?? order.count) + 1)$@"
            case .pluralNumber: number
            }
        }.joined()
    }
}
