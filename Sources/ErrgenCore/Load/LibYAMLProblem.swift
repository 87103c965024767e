import CYAML

/// Says libyaml's syntax errors in words a spec author understands, at libyaml's problem mark.
enum LibYAMLProblem {
    static func diagnostic(for parser: yaml_parser_t, bytes: [UInt8], file: String) -> DiagnosticList {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        let location: SourceLocation
        if parser.error == YAML_READER_ERROR {
            location = Self.location(ofOffset: Int(parser.problem_offset), in: bytes, file: file)
        } else {
            location = SourceLocation(
                file: file, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
        }
        // A tab where a token should start is almost always indentation: say so, whatever libyaml's words.
        if parser.error == YAML_SCANNER_ERROR, byte(atLine: location.line, column: location.column, in: bytes) == 0x09 {
            var diagnostics = DiagnosticList()
            diagnostics.error(
                "invalid YAML: a tab is used for indentation or spacing here; YAML allows spaces only", at: location)
            return diagnostics
        }
        var context = ""
        if let text = parser.context.map({ String(cString: $0) }) {
            let mark = parser.context_mark
            context = " (\(text) that starts at line \(mark.line + 1), column \(mark.column + 1))"
        }
        var diagnostics = DiagnosticList()
        diagnostics.error("invalid YAML: \(explanation(of: problem))\(context)", at: location)
        return diagnostics
    }

    /// libyaml's problem texts, with what usually causes them.
    static func explanation(of problem: String) -> String {
        switch problem {
        case "mapping values are not allowed in this context":
            "a ':' is not allowed here (quote a value that contains ': ', or check the indentation)"
        case "did not find expected key":
            "expected a 'key: value' line here (check the indentation of this line and the one before)"
        case "did not find expected '-' indicator":
            "expected a '- item' line here (check the indentation of the list)"
        case "did not find expected node content":
            "expected a value here"
        case "found character that cannot start any token":
            "this character cannot start a value (quote the value; YAML does not allow tabs for indentation)"
        case "found a tab character that violates indentation",
            "found a tab character where an indentation space is expected":
            "a tab is used for indentation; YAML allows spaces only"
        case "found unexpected end of stream":
            "the file ends inside a quoted string or a bracket (a closing quote or bracket is missing)"
        case "did not find expected ',' or ']'":
            "expected ',' or ']' in this [list]"
        case "did not find expected ',' or '}'":
            "expected ',' or '}' in this {mapping}"
        case "could not find expected ':'":
            "expected ':' after this key"
        case "found unknown escape character":
            "unknown escape sequence in a double-quoted string (write '\\\\' for a backslash)"
        case "control characters are not allowed":
            "control characters are not allowed in YAML text (write them as escapes in double quotes, such as \"\\t\")"
        case "block sequence entries are not allowed in this context":
            "a '- item' is not allowed here (check the indentation)"
        case "found undefined tag handle":
            "unknown tag handle; errgen specs do not use tags"
        default:
            problem
        }
    }

    /// The first byte of the character at a 1-based line and column, if there is one.
    private static func byte(atLine line: Int, column: Int, in bytes: [UInt8]) -> UInt8? {
        var currentLine = 1
        var currentColumn = 1
        for byte in bytes where byte & 0xC0 != 0x80 {
            if currentLine == line, currentColumn == column { return byte }
            if currentLine > line { return nil }
            if byte == 0x0A {
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
        }
        return nil
    }

    private static func location(ofOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) where byte & 0xC0 != 0x80 {
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
