/// Doc comment text, as the renderer writes it after `///`.
enum DocComment {
    /// Writes `text` as `///` lines, one per line of the text, each after `indentation`.
    /// Control and bidi characters are shown as `\u{…}` so a comment cannot hide or
    /// reorder code.
    static func write(_ text: String, indentation: [UInt8], into bytes: inout OutputBuffer) {
        // `\r\n` is one Character, and lines split at Characters: it stays in its line, escaped.
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            bytes += indentation
            bytes += (line.isEmpty ? "///\n" : "/// " + escaped(String(line)) + "\n").utf8
        }
    }

    /// `line` with control and bidi characters as `\u{…}`: as it is written. Escaping it again
    /// changes nothing.
    static func escaped(_ line: String) -> String {
        var result = ""
        for scalar in line.unicodeScalars {
            if needsEscape(scalar) {
                result += SwiftLiteral.unicodeEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A control (but a tab), format, separator, unassigned, surrogate or private-use scalar.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control where scalar != "\t", .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
            return true
        default:
            return false
        }
    }
}
