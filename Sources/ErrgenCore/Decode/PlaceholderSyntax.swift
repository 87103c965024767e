import ErrgenVocabulary

/// `Try again in {retry_after} seconds.` -> literal and placeholder segments.
/// `{{` and `}}` are literal braces. A placeholder may have a style (`{opens_at, date}`,
/// `{amount, currency: VND}`),
/// plural variants (`{count, plural, one {# item} other {# items}}`, ICU's syntax) and a
/// fallback for a `nil` value (`{remaining ?? a few}`).
enum PlaceholderSyntax {
    static func segments(of text: String) -> Result<[TextSegment], SyntaxProblem> {
        var rest = text[...]
        return segments(&rest, inVariant: false)
    }

    /// Segments up to the end of the text, or, in a plural variant, up to and including
    /// the `}` that closes it. In a variant `#` is the number (`##` a literal `#`), and a
    /// brace is always syntax: `{` opens a placeholder, `}` closes the variant.
    private static func segments(_ rest: inout Substring, inVariant: Bool) -> Result<[TextSegment], SyntaxProblem> {
        var segments: [TextSegment] = []
        var literal = ""
        func flush() {
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
        }
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "{" where !inVariant && rest.first == "{":
                rest = rest.dropFirst()
                literal.append("{")
            case "}" where !inVariant && rest.first == "}":
                rest = rest.dropFirst()
                literal.append("}")
            case "}" where inVariant:
                flush()
                return .success(segments)
            case "#" where inVariant && rest.first == "#":
                rest = rest.dropFirst()
                literal.append("#")
            case "#" where inVariant:
                flush()
                segments.append(.pluralNumber)
            case "{":
                guard let close = rest.firstIndex(of: "}") else {
                    return .failure(SyntaxProblem(message: "a '{' has no closing '}' (write '{{' for a literal brace)"))
                }
                let name = String(rest[..<close])
                flush()
                if isPlaceholderName(name) {
                    segments.append(.placeholder(name))
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                switch formatted(&rest) {
                case .success(let placeholder): segments.append(.formatted(placeholder))
                case .failure(let problem): return .failure(problem)
                }
            case "}":
                return .failure(SyntaxProblem(message: "a '}' has no opening '{' (write '}}' for a literal brace)"))
            default:
                literal.append(character)
            }
        }
        if inVariant { return .failure(SyntaxProblem(message: "a plural variant's '{' has no closing '}'")) }
        flush()
        return .success(segments)
    }

    /// `name, style`, `name ?? fallback` or `name, plural, one {…} other {…}` and the
    /// closing `}`, just after the opening `{`.
    private static func formatted(_ rest: inout Substring) -> Result<FormattedPlaceholder, SyntaxProblem> {
        let start = rest.startIndex
        let whole = rest.base
        func skipSpaces() { rest = rest.drop { $0 == " " } }
        func word() -> String {
            let taken = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest[taken.endIndex...]
            return String(taken)
        }
        func notAPlaceholder() -> SyntaxProblem {
            let shown = rest.firstIndex(of: "}").map { String(whole[start..<$0]) } ?? String(whole[start...])
            return SyntaxProblem(
                message: "'{\(shown)}' is not a placeholder; placeholders are field names such as {retry_after}, "
                    + "{name, style}, {count, plural, one {…} other {…}} or {name ?? fallback} (write '{{' for a literal brace)"
            )
        }
        skipSpaces()
        let name = word()
        guard isPlaceholderName(name) else { return .failure(notAPlaceholder()) }
        var placeholder = FormattedPlaceholder(name: name, style: nil, source: "")
        skipSpaces()
        if rest.first == "," {
            rest = rest.dropFirst()
            skipSpaces()
            let styleName = word()
            guard let style = FormattedPlaceholder.Style(rawValue: styleName) else {
                let styles = FormattedPlaceholder.Style.allCases.map(\.rawValue).joined(separator: ", ")
                let hint = DidYouMean.hint(for: styleName, among: FormattedPlaceholder.Style.allCases.map(\.rawValue))
                return .failure(
                    SyntaxProblem(
                        message: "placeholder {\(name)} has no style '\(styleName)'\(hint); the styles are \(styles)"))
            }
            placeholder.style = style
            skipSpaces()
            if style == .currency {
                // `{amount, currency: VND}` fixes the currency; `{amount, currency: code}` reads it from a field.
                var written = ""
                if rest.first == ":" {
                    rest = rest.dropFirst()
                    skipSpaces()
                    written = word()
                    skipSpaces()
                }
                if written.utf8.count == 3, written.utf8.allSatisfy({ (65...90).contains($0) }) {
                    placeholder.currency = .code(written)
                } else if isPlaceholderName(written) {
                    placeholder.currency = .field(written)
                } else {
                    return .failure(
                        SyntaxProblem(
                            message:
                                "placeholder {\(name)} has style 'currency', which needs an ISO 4217 code in capitals "
                                + "({\(name), currency: USD}) or the field that holds one ({\(name), currency: currency_code})"
                        ))
                }
            }
            if style == .plural {
                guard rest.first == "," else { return .failure(notAPlaceholder()) }
                rest = rest.dropFirst()
                skipSpaces()
                while let first = rest.first, first.isLetter {
                    let categoryName = word()
                    guard let category = PluralCategory(rawValue: categoryName) else {
                        return .failure(
                            SyntaxProblem(
                                message: "placeholder {\(name)} has no plural category '\(categoryName)'"
                                    + DidYouMean.hint(for: categoryName, among: PluralCategory.allCases.map(\.rawValue))
                                    + "; the categories are "
                                    + "zero, one, two, few, many and other"))
                    }
                    guard !placeholder.variants.contains(where: { $0.category == category }) else {
                        return .failure(
                            SyntaxProblem(message: "placeholder {\(name)} has two '\(categoryName)' variants"))
                    }
                    skipSpaces()
                    guard rest.first == "{" else { return .failure(notAPlaceholder()) }
                    rest = rest.dropFirst()
                    switch segments(&rest, inVariant: true) {
                    case .success(let segments):
                        placeholder.variants.append(.init(category: category, segments: segments))
                    case .failure(let problem): return .failure(problem)
                    }
                    skipSpaces()
                }
                guard placeholder.variants.contains(where: { $0.category == .other }) else {
                    return .failure(
                        SyntaxProblem(
                            message: "placeholder {\(name)} has no 'other' variant, the form every language uses"))
                }
            }
        }
        if rest.hasPrefix("??") {
            rest = rest.dropFirst(2)
            let text = rest.prefix { $0 != "}" && $0 != "{" }
            rest = rest[text.endIndex...]
            placeholder.fallback = trimmingSpaces(text)
        }
        guard rest.first == "}" else {
            if rest.isEmpty {
                return .failure(SyntaxProblem(message: "a '{' has no closing '}' (write '{{' for a literal brace)"))
            }
            return .failure(notAPlaceholder())
        }
        rest = rest.dropFirst()
        placeholder.source = "{" + String(whole[start..<rest.startIndex])
        return .success(placeholder)
    }

    /// `text` without the spaces and tabs at its ends: exactly what Foundation's
    /// `CharacterSet.whitespaces` holds, which errgen trimmed with before: Unicode's space
    /// separators (Zs), U+0009, and U+200B (a space separator until Unicode 4.0.1, and
    /// still in Foundation's set).
    static func trimmingSpaces(_ text: Substring) -> String {
        let isSpace = { (scalar: Unicode.Scalar) in
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else {
            return ""
        }
        return String(scalars[first...last])
    }

    static func isPlaceholderName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
