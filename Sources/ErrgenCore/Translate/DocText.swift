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
    /// `Deprecated: Use CARD_DECLINED.`, and `Sunset: 2027-06-30.` when it has one: what a doc
    /// says of an entry with `deprecated:`.
    static func deprecated(_ deprecation: Deprecation) -> String {
        let sunset = deprecation.sunset.map { " Sunset: \($0.value)." } ?? ""
        guard let message = deprecation.message else { return "Deprecated." + sunset }
        return "Deprecated: \(message)" + (message.last.map { ".!?".contains($0) } == true ? "" : ".") + sunset
    }

    /// `- Warning: Deprecated: Use CARD_DECLINED.`: the callout of a declaration that cannot
    /// carry `@available(*, deprecated)`, as the generated code itself uses it.
    static func deprecationWarning(_ deprecation: Deprecation) -> String {
        "- Warning: " + deprecated(deprecation)
    }

    /// `` `A` `` or `` `A`, `B` ``: previous names in a doc line.
    static func codeList(_ names: [String]) -> String {
        names.map { "`\($0)`" }.joined(separator: ", ")
    }
}
