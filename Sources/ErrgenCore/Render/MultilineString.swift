/// A string literal too long for its line, written as a multi-line literal whose lines end
/// in `\` (a line break that is not part of the text), so the text is exactly the one-line
/// literal's.
extension TextWriter {
    /// `head` and `"""`, the literal's contents cut after spaces and before slashes of its
    /// text (never inside an interpolation), each line as long as fits, then `"""`.
    mutating func multilineString(after head: String, _ literal: StringLiteral) {
        let pieces = Self.slashesLeading(Self.multilineStringPieces(literal))
        line(head + "\"\"\"")
        indent { writer in
            var text = ""
            for piece in pieces {
                if !text.isEmpty, !writer.fits(text + piece + "\\") {
                    writer.line(text + "\\")
                    text = ""
                }
                text += piece
            }
            writer.line(text)
            writer.line("\"\"\"")
        }
    }

    /// The literal's contents as written, cut after each space and slash of its text, read on
    /// characters: a space followed by a combining mark is one character that is not a space.
    /// Escapes (`\\`, `\"`, `\u{202E}`) hold neither, so the escaped text is cut where the text is.
    static func multilineStringPieces(_ literal: StringLiteral) -> [String] {
        var pieces: [String] = []
        var current = ""
        for segment in literal.segments {
            switch segment {
            case .interpolation(let code):
                current += "\\(" + code + ")"
            case .text(let text):
                for character in SwiftLiteral.escapedContents(text) {
                    current.append(character)
                    if character == " " || character == "/" {
                        pieces.append(current)
                        current = ""
                    }
                }
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The pieces with the slash that ends one moved to the start of the next: a path breaks
    /// before a segment (`/notes\` then `/tips`), never between a slash and its name.
    static func slashesLeading(_ pieces: [String]) -> [String] {
        var result: [String] = []
        var carried = ""
        for (index, piece) in pieces.enumerated() {
            var text = carried + piece
            carried = ""
            if index < pieces.count - 1, text.hasSuffix("/") {
                text.removeLast()
                carried = "/"
            }
            // A piece that is only a slash joins the next one.
            if !text.isEmpty { result.append(text) }
        }
        return result
    }
}
