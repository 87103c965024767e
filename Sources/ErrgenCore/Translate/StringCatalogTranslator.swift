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
                strings.append(JSONValue.Member(key, self.entry(text, comment: error.summary ?? "Code \(error.code.value)")))
            }
        }
        let catalog = JSONValue.object([
            .init("sourceLanguage", .string(spec.module.fallbackLocale)),
            .init("strings", .object(strings)),
            .init("version", .string("1.0")),
        ])
        return .json(name: OutputFileSet.strings, catalog)
    }

    private func entry(_ text: LocalizedText, comment: String) -> JSONValue {
        // Placeholders are numbered by their first appearance in the fallback locale's
        // text, so a translation may reorder them.
        let fallback = text.fallbackTranslation(spec.module.fallbackLocale)
        var order: [String] = []
        for segment in fallback?.segments ?? [] {
            let name: String
            switch segment {
            case .placeholder(let plain): name = plain
            case .formatted(let placeholder): name = placeholder.name
            case .literal, .pluralNumber: continue
            }
            if !order.contains(name) { order.append(name) }
        }
        // One translation per locale: the decoder rejects a locale written twice.
        var localizations: [JSONValue.Member] = []
        for translation in text.translations where spec.module.locales.contains(where: { $0.value == translation.locale.value }) {
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

    /// `Try again in %1$@ seconds.`: literal `%` doubled, placeholders positional.
    private func formatString(_ segments: [TextSegment], order: [String]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text.utf8.contains(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .placeholder(let name): "%\((order.firstIndex(of: name) ?? order.count) + 1)$@"
            // The filled text of a styled or plural placeholder, as one argument.
            case .formatted(let placeholder): "%\((order.firstIndex(of: placeholder.name) ?? order.count) + 1)$@"
            case .pluralNumber: "#"
            }
        }.joined()
    }
}
