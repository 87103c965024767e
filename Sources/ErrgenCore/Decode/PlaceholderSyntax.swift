/// `Try again in {retry_after} seconds.` -> literal and placeholder segments.
/// `{{` and `}}` are literal braces.
enum PlaceholderSyntax {
    static func segments(of text: String) -> Result<[TextSegment], SyntaxProblem> {
        // Most texts have no brace at all: one literal, without walking their characters.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return .success(text.isEmpty ? [] : [.literal(text)])
        }
        var segments: [TextSegment] = []
        var literal = ""
        var characters = text[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "{" where characters.first == "{":
                characters = characters.dropFirst()
                literal.append("{")
            case "}" where characters.first == "}":
                characters = characters.dropFirst()
                literal.append("}")
            case "{":
                guard let close = characters.firstIndex(of: "}") else {
                    return .failure(SyntaxProblem(message: "a '{' has no closing '}' (write '{{' for a literal brace)"))
                }
                let name = String(characters[..<close])
                guard isPlaceholderName(name) else {
                    return .failure(SyntaxProblem(message: "'{\(name)}' is not a placeholder; placeholders are field names such as {retry_after} (write '{{' for a literal brace)"))
                }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(name))
                characters = characters[characters.index(after: close)...]
            case "}":
                return .failure(SyntaxProblem(message: "a '}' has no opening '{' (write '}}' for a literal brace)"))
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return .success(segments)
    }

    static func isPlaceholderName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
