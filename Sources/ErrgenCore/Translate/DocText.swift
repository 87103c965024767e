import ErrgenVocabulary

/// A text as a doc comment shows it: as the spec writes it, but a plural placeholder as its
/// `other` form with `#` as the field (`{count} items`), since ICU's plural syntax reads
/// poorly in prose.
enum DocText {
    static func readable(_ translation: LocalizedText.Translation) -> String {
        guard translation.segments.contains(where: isPlural) else { return translation.text }
        return readable(translation.segments, number: nil)
    }

    private static func readable(_ segments: [TextSegment], number: String?) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .placeholder(let name): "{\(name)}"
            case .pluralNumber: number.map { "{\($0)}" } ?? "#"
            case .formatted(let placeholder):
                if placeholder.style == .plural,
                    let form = placeholder.variants.first(where: { $0.category == .other }) ?? placeholder.variants.last
                {
                    readable(form.segments, number: placeholder.name)
                } else {
                    placeholder.source
                }
            }
        }.joined()
    }

    private static func isPlural(_ segment: TextSegment) -> Bool {
        if case .formatted(let placeholder) = segment { return placeholder.style == .plural }
        return false
    }
}

extension DocText {
    /// `Deprecated: Use CARD_DECLINED.`, the doc line of an entry with `deprecated:`.
    static func deprecated(_ deprecation: Deprecation) -> String {
        guard let message = deprecation.message else { return "Deprecated." }
        return "Deprecated: \(message)" + (message.last.map { ".!?".contains($0) } == true ? "" : ".")
    }

    /// `` `A` `` or `` `A`, `B` ``: previous names in a doc line.
    static func codeList(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
