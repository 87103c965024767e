/// Doc comment text, as the renderer writes it after `///`. Control and bidi characters
/// are shown as `\u{…}` (`escaped`) so a comment cannot hide or reorder code.
enum DocComment {
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

extension TextWriter {
    /// `///` lines: one per line of each doc entry, control and bidi characters escaped,
    /// prose longer than the line limit wrapped at spaces (code in ``` fences is not).
    mutating func doc(_ lines: [String]) {
        var inCode = false
        for entry in lines {
            // Measured as written: escapes (`\u{2028}`) are part of a line's width.
            for line in entry.split(separator: "\n", omittingEmptySubsequences: false).map({
                DocComment.escaped(String($0))
            }) {
                if line.hasPrefix("```") { inCode.toggle() }
                if inCode || line.hasPrefix("```") || fits("/// " + line) {
                    docLine(line)
                } else {
                    wrapped(line)
                }
            }
        }
    }

    /// One `///` line; `line` is one line of text, already `escaped`.
    private mutating func docLine(_ line: String) {
        self.line(line.isEmpty ? "///" : "/// " + line)
    }

    /// A doc line broken at spaces, each part as long as fits; a list item's later lines
    /// are indented under its text (`- a` ... `  b`). A word longer than a line stays whole.
    private mutating func wrapped(_ line: String) {
        let lead = String(line.prefix { $0 == " " })
        let rest = line.dropFirst(lead.count)
        let continuation = lead + (rest.hasPrefix("- ") ? "  " : "")
        var current = lead
        for word in rest.split(separator: " ") {
            if current == lead || current == continuation {
                current += word
            } else if fits("/// " + current + " " + word) {
                current += " " + word
            } else {
                docLine(current)
                current = continuation + word
            }
        }
        docLine(current)
    }
}
