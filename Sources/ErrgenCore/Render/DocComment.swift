/// Doc comment text, as the renderer writes it after `///`. Control and bidi characters
/// are shown as `\u{…}` (`escaped`) so a comment cannot hide or reorder code.
enum DocComment {
    /// Writes one `///` line after `indentation`; `line` is one line of text, already `escaped`.
    static func write(_ line: String, indentation: [UInt8], into bytes: inout OutputBuffer) {
        bytes += indentation
        bytes += (line.isEmpty ? "///\n" : "/// " + line + "\n").utf8
    }

    /// `line` with control and bidi characters as `\u{…}`: as it is written. Escaping it again
    /// changes nothing.
    static func escaped(_ line: String) -> String {
        // Most lines have nothing to escape: kept as they are, not rebuilt a scalar at a time.
        guard line.unicodeScalars.contains(where: needsEscape) else { return line }
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
        // Printable ASCII, most of every comment, is in none of those categories.
        if (0x20..<0x7F).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control where scalar != "\t", .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate,
            .privateUse:
            return true
        default:
            return false
        }
    }
}
