/// A text's form in the string catalog, both ways: each placeholder a positional `%1$@`,
/// numbered in the order the source locale's text first uses them (so a translation may
/// reorder them), and a literal `%` as `%%`.
public enum CatalogFormat {
    /// The placeholders of the source text, in the order they are numbered.
    public static func placeholderOrder(_ segments: [TextSegment]) -> [String] {
        var order: [String] = []
        for case .placeholder(let name) in segments where !order.contains(name) { order.append(name) }
        return order
    }

    /// `Try again in %1$@ seconds.`
    public static func string(_ segments: [TextSegment], order: [String]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text.utf8.contains(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .placeholder(let name): "%\((order.firstIndex(of: name) ?? order.count) + 1)$@"
            }
        }.joined()
    }

    /// A translation's value back as text and placeholders: `%N$@` is the N-th placeholder
    /// of `order`, `%@` the next one, `%%` a `%`. Anything else after a `%` is a mistake,
    /// described in the error.
    public static func segments(_ value: String, order: [String]) -> Result<[TextSegment], FormatMistake> {
        var segments: [TextSegment] = []
        var literal = ""
        var next = 0
        var scalars = value.unicodeScalars[...]
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
            // `%@` or `%N$@`; the specifier is what a mistake quotes.
            var specifier = "%"
            var digits = ""
            while let digit = scalars.first, ("0"..."9").contains(digit) {
                digits.unicodeScalars.append(digit)
                scalars.removeFirst()
            }
            specifier += digits
            let position: Int
            if digits.isEmpty {
                guard scalars.first == "@" else { return .failure(.unknown(specifier + (scalars.first.map { String($0) } ?? ""))) }
                scalars.removeFirst()
                position = next + 1
            } else {
                guard scalars.first == "$" else { return .failure(.unknown(specifier + (scalars.first.map { String($0) } ?? ""))) }
                scalars.removeFirst()
                specifier += "$"
                guard scalars.first == "@" else { return .failure(.unknown(specifier + (scalars.first.map { String($0) } ?? ""))) }
                scalars.removeFirst()
                position = Int(digits) ?? 0
            }
            guard (1...max(order.count, 1)).contains(position), position <= order.count else {
                return .failure(.outOfRange(digits.isEmpty ? "%@" : "%\(digits)$@", count: order.count))
            }
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
            segments.append(.placeholder(order[position - 1]))
            next = position
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return .success(segments)
    }

    /// The text as the spec would write it: `{name}` placeholders, literal braces doubled.
    public static func specText(_ segments: [TextSegment]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(of: "}", with: "}}")
            case .placeholder(let name): "{\(name)}"
            }
        }.joined()
    }

    public enum FormatMistake: Error, Sendable, Equatable {
        /// `%d`, `%s`, a lone `%`...
        case unknown(String)
        /// `%3$@` where the source text has two placeholders.
        case outOfRange(String, count: Int)
    }
}
