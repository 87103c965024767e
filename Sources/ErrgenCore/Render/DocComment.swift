/// Doc comment text, as the renderer writes it after `///`.
enum DocComment {
    /// Text for a `///` comment: one line per line of `text`, with control and
    /// bidi characters shown as `\u{…}` so a comment cannot hide or reorder code.
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
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
}
