import ErrgenVocabulary

/// A text's form in the string catalog, both ways: each placeholder a positional `%1$@`,
/// numbered in the order the source locale's text first uses them (so a translation may
/// reorder them), and a literal `%` as `%%`. A text whose source has one plural
/// placeholder is written as Xcode's plural variations: per category the whole sentence,
/// the plural's number (`#`) as `%N$lld` (`%N$lf` for a `Double`).
package enum CatalogFormat {
    /// The placeholders of the source text, in the order they are numbered: every field
    /// name it fills, plural variants' included, the first time it appears.
    package static func placeholderOrder(_ segments: [TextSegment]) -> [String] {
        var order: [String] = []
        for name in segments.placeholderNames where !order.contains(name) { order.append(name) }
        return order
    }

    /// The text's only plural placeholder at its top level, which the catalog writes as
    /// plural variations; `nil` for a text with none or more than one (one string).
    package static func variationPlural(_ segments: [TextSegment]) -> FormattedPlaceholder? {
        let plurals = segments.compactMap { segment -> FormattedPlaceholder? in
            guard case .formatted(let placeholder) = segment, placeholder.style == .plural else { return nil }
            return placeholder
        }
        return plurals.count == 1 ? plurals.first : nil
    }

    /// `%1$lld` (`%1$lf` for a `Double` field): the plural's number in a variation.
    package static func numberSpecifier(_ plural: String, order: [String], isDouble: Bool) -> String {
        "%\((order.firstIndex(of: plural) ?? order.count) + 1)$" + (isDouble ? "lf" : "lld")
    }

    /// The plural variations of a text with one plural placeholder: per category it
    /// writes, in CLDR's order, the whole sentence with that variant in place of the
    /// placeholder. `nil` for a text `variationPlural` does not find.
    package static func variations(_ segments: [TextSegment], order: [String], number: String) -> [(
        category: PluralCategory, value: String
    )]? {
        guard let plural = variationPlural(segments) else { return nil }
        return plural.variants.sorted { $0.category < $1.category }.map { variant in
            let whole = segments.flatMap { segment -> [TextSegment] in
                if case .formatted(let placeholder) = segment, placeholder == plural { return variant.segments }
                return [segment]
            }
            return (variant.category, string(whole, order: order, number: number))
        }
    }

    /// `Try again in %1$@ seconds.`: a styled placeholder, or a plural written as one
    /// string, is one `%N$@` argument (its filled text); a plural's `#` is `number`.
    package static func string(_ segments: [TextSegment], order: [String], number: String = "#") -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text.utf8.contains(UInt8(ascii: "%")) ? text.replacing("%", with: "%%") : text
            case .placeholder(let name): "%\((order.firstIndex(of: name) ?? order.count) + 1)$@"
            case .formatted(let placeholder): "%\((order.firstIndex(of: placeholder.name) ?? order.count) + 1)$@"
            case .pluralNumber: number
            }
        }.joined()
    }

    /// A translation's value back as text and placeholders: `%N$@` is the N-th placeholder
    /// of `order`, `%@` the next one, `%%` a `%`. Each placeholder is read as the source
    /// text first writes it, style and fallback kept (`{opens_at, date ?? soon}`); a
    /// plural's `%N$@` is its plain value.
    ///
    /// With `plural` (reading one variation of the text's plural), `%N$lld`, `%N$lf`
    /// (N that plural's number) and `%lld`, `%lf` are its number. Anything else after a
    /// `%` is a mistake, described in the error.
    package static func segments(
        _ value: String, order: [String], source: [TextSegment] = [], plural: String? = nil
    ) -> Result<[TextSegment], FormatMistake> {
        let forms = placeholderForms(source)
        var segments: [TextSegment] = []
        var literal = ""
        var next = 0
        var scalars = value.unicodeScalars[...]
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                literal.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                literal += "%"
                continue
            }
            // `%@`, `%N$@`, and in a variation `%lld`, `%N$lld`...; the specifier is what a mistake quotes.
            var specifier = "%"
            var digits = ""
            while let digit = scalars.first, ("0"..."9").contains(digit) {
                digits.unicodeScalars.append(digit)
                scalars.removeFirst()
            }
            specifier += digits
            if !digits.isEmpty {
                guard scalars.first == "$" else {
                    return .failure(.unknown(specifier + (scalars.first.map { String($0) } ?? "")))
                }
                scalars.removeFirst()
                specifier += "$"
            }
            if let plural, let length = numberConversion(scalars) {
                specifier += String(String.UnicodeScalarView(scalars.prefix(length)))
                scalars.removeFirst(length)
                let position = (order.firstIndex(of: plural) ?? order.count) + 1
                guard digits.isEmpty || Int(digits) == position else {
                    return .failure(.notTheNumber(specifier, plural: plural, position: position))
                }
                flush()
                segments.append(.pluralNumber)
                continue
            }
            guard scalars.first == "@" else {
                return .failure(.unknown(specifier + (scalars.first.map { String($0) } ?? "")))
            }
            scalars.removeFirst()
            let position = digits.isEmpty ? next + 1 : Int(digits) ?? 0
            guard (1...max(order.count, 1)).contains(position), position <= order.count else {
                return .failure(.outOfRange(digits.isEmpty ? "%@" : "%\(digits)$@", count: order.count))
            }
            flush()
            let name = order[position - 1]
            segments.append(forms[name] ?? .placeholder(name))
            next = position
        }
        flush()
        return .success(segments)
    }

    /// `lld` or `lf` at the start: its length.
    private static func numberConversion(_ scalars: Substring.UnicodeScalarView) -> Int? {
        let text = String(String.UnicodeScalarView(scalars.prefix(3)))
        if text.hasPrefix("lld") { return 3 }
        if text.hasPrefix("lf") { return 2 }
        return nil
    }

    /// Per field name, the segment the source first writes for it (walking into plural
    /// variants). A plural is never one: in a string its `%N$@` is the plain value (the
    /// catalog writes a translation with the source's one plural as variations, so a
    /// string is a translation that shows the number without one), and in a variation
    /// the variation is the plural.
    private static func placeholderForms(_ source: [TextSegment]) -> [String: TextSegment] {
        var forms: [String: TextSegment] = [:]
        func walk(_ segments: [TextSegment]) {
            for segment in segments {
                switch segment {
                case .literal, .pluralNumber: continue
                case .placeholder(let name):
                    if forms[name] == nil { forms[name] = segment }
                case .formatted(let placeholder):
                    if placeholder.style == .plural {
                        walk(placeholder.variants.flatMap(\.segments))
                        continue
                    }
                    if forms[placeholder.name] == nil { forms[placeholder.name] = segment }
                    walk(placeholder.variants.flatMap(\.segments))
                }
            }
        }
        walk(source)
        return forms
    }

    /// The text as the spec would write it: `{name}` placeholders, literal braces doubled,
    /// styles, fallbacks and plural variants in their syntax (`#` the number).
    package static func specText(_ segments: [TextSegment], inVariant: Bool = false) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text):
                inVariant
                    ? text.replacing("#", with: "##")
                    : text.replacing("{", with: "{{").replacing("}", with: "}}")
            case .placeholder(let name): "{\(name)}"
            case .formatted(let placeholder): specText(placeholder)
            case .pluralNumber: "#"
            }
        }.joined()
    }

    /// `{opens_at, date ?? soon}`, `{count, plural, one {# item} other {# items}}`.
    package static func specText(_ placeholder: FormattedPlaceholder) -> String {
        var text = "{" + placeholder.name
        if let style = placeholder.style { text += ", " + style.rawValue }
        if let currency = placeholder.currency { text += ": " + currency.written }
        if placeholder.style == .plural {
            text +=
                ","
                + placeholder.variants.map { " \($0.category.rawValue) {\(specText($0.segments, inVariant: true))}" }
                .joined()
        }
        if let fallback = placeholder.fallback { text += " ?? " + fallback }
        return text + "}"
    }

    package enum FormatMistake: Error, Sendable, Equatable {
        /// `%d`, `%s`, a lone `%`...
        case unknown(String)
        /// `%3$@` where the source text has two placeholders.
        case outOfRange(String, count: Int)
        /// `%2$lld` in a variation whose plural's number is `%1$lld`.
        case notTheNumber(String, plural: String, position: Int)
    }
}
