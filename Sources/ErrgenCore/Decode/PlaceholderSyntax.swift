/// `Try again in {retry_after} seconds.` -> literal and placeholder segments.
/// `{{` and `}}` are literal braces.
enum PlaceholderSyntax {
    static func segments(of text: String) -> Result<[TextSegment], SyntaxProblem> {
        // Most texts have no brace at all: one literal, without walking their characters.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return .success(text.isEmpty ? [] : [.literal(text)])
        }
        // An ASCII text cannot put a combining mark on a brace: its bytes are its characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSegments(of: text) }
        return characterSegments(of: text)
    }

    /// The grammar on Characters, for any text.
    static func characterSegments(of text: String) -> Result<[TextSegment], SyntaxProblem> {
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

    /// `segments(of:)` for an all-ASCII text, byte by byte: the same segments and problems.
    static func asciiSegments(of text: String) -> Result<[TextSegment], SyntaxProblem> {
        let bytes = Array(text.utf8)
        var segments: [TextSegment] = []
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty { segments.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch byte {
            case UInt8(ascii: "{") where next == UInt8(ascii: "{"), UInt8(ascii: "}") where next == UInt8(ascii: "}"):
                literal.append(byte)
                index += 2
            case UInt8(ascii: "{"):
                guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                    return .failure(SyntaxProblem(message: "a '{' has no closing '}' (write '{{' for a literal brace)"))
                }
                let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
                guard isPlaceholderName(name) else {
                    return .failure(SyntaxProblem(message: "'{\(name)}' is not a placeholder; placeholders are field names such as {retry_after} (write '{{' for a literal brace)"))
                }
                flush()
                segments.append(.placeholder(name))
                index = close + 1
            case UInt8(ascii: "}"):
                return .failure(SyntaxProblem(message: "a '}' has no opening '{' (write '}}' for a literal brace)"))
            default:
                literal.append(byte)
                index += 1
            }
        }
        flush()
        return .success(segments)
    }

    static func isPlaceholderName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
