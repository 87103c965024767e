/// Doc comment text, as the renderer writes it after `///`.
enum DocComment {
    /// Calls `body` with each line of `text`, control and bidi characters shown as
    /// `\u{…}` so a comment cannot hide or reorder code.
    ///
    /// Most lines are printable ASCII, which needs no escaping and no property lookup:
    /// those are passed on as they are, without a copy scalar by scalar.
    static func forEachLine(of text: String, _ body: (String) -> Void) {
        var start = text.utf8.startIndex
        var isPlain = true
        var index = start
        let end = text.utf8.endIndex
        while index < end {
            let byte = text.utf8[index]
            // `\r\n` is one Character, and lines split at Characters: it stays in its line, escaped.
            if byte == 0x0A, index == start || text.utf8[text.utf8.index(before: index)] != 0x0D {
                body(line(text[start..<index], isPlain: isPlain))
                start = text.utf8.index(after: index)
                isPlain = true
            } else if byte < 0x20 || byte >= 0x7F {
                isPlain = false
            }
            index = text.utf8.index(after: index)
        }
        body(line(text[start..<end], isPlain: isPlain))
    }

    private static func line(_ line: Substring, isPlain: Bool) -> String {
        if isPlain { return String(line) }
        var result = ""
        for scalar in line.unicodeScalars {
            // Printable ASCII needs no lookup: no control, format or separator is in it.
            if (0x20..<0x7F).contains(scalar.value) {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.properties.generalCategory {
            case .control where scalar != "\t", .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
                result += SwiftLiteral.unicodeEscape(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
