/// Doc comment text, as the renderer writes it after `///`.
enum DocComment {
    /// Writes `text` as `///` lines, one per line of the text, each after `indentation`.
    /// Control and bidi characters are shown as `\u{…}` so a comment cannot hide or
    /// reorder code.
    ///
    /// Most lines are printable ASCII, which needs no escaping and no property lookup:
    /// their bytes are copied as they are.
    static func write(_ text: String, indentation: [UInt8], into bytes: inout OutputBuffer) {
        var text = text
        text.withUTF8 { utf8 in
            func emit(_ start: Int, _ end: Int, isPlain: Bool) {
                bytes += indentation
                if start == end {
                    bytes += "///\n".utf8
                    return
                }
                bytes += "/// ".utf8
                if isPlain {
                    bytes += UnsafeBufferPointer(rebasing: utf8[start..<end])
                } else {
                    bytes += escaped(String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)).utf8
                }
                bytes.append(UInt8(ascii: "\n"))
            }
            var start = 0
            var isPlain = true
            for index in 0..<utf8.count {
                let byte = utf8[index]
                // `\r\n` is one Character, and lines split at Characters: it stays in its line, escaped.
                if byte == 0x0A, index == start || utf8[index - 1] != 0x0D {
                    emit(start, index, isPlain: isPlain)
                    start = index + 1
                    isPlain = true
                } else if byte < 0x20 || byte >= 0x7F {
                    isPlain = false
                }
            }
            emit(start, utf8.count, isPlain: isPlain)
        }
    }

    /// Whether every byte of `text` is printable ASCII: a line that needs no escaping and
    /// is as wide as it is long. Read from the string's own buffer, a byte at a time.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// One `///` line of printable ASCII (`isPrintableASCII`), copied as it is: what
    /// `write` makes of it, without looking for line breaks. Nearly every doc line is one.
    static func writePrintableLine(_ line: String, indentation: [UInt8], into bytes: inout OutputBuffer) {
        bytes += indentation
        guard !line.isEmpty else {
            bytes += "///\n".utf8
            return
        }
        bytes += "/// ".utf8
        bytes += line.utf8
        bytes.append(UInt8(ascii: "\n"))
    }

    /// `line` with control and bidi characters as `\u{…}`: as it is written. Escaping it again
    /// changes nothing.
    static func escaped(_ line: String) -> String {
        // Most lines have nothing to escape: kept as they are, not copied a scalar at a time.
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
        // Printable ASCII needs no lookup: no control, format or separator is in it.
        if (0x20..<0x7F).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .control where scalar != "\t", .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
            return true
        default:
            return false
        }
    }
}
