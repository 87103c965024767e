/// Rejects input that is not UTF-8 before libyaml sees it, with the place of the first bad byte.
///
/// libyaml would also accept UTF-16; a spec must be one thing on every machine.
enum UTF8Check {
    static func firstProblem(in bytes: [UInt8], file: String) -> DiagnosticList? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return problem("the file is UTF-16; errgen reads UTF-8 only (save it as UTF-8)", at: 1, 1, file)
        }
        // Most specs are all ASCII, or nearly: skip to the first byte that is not, and
        // count lines only when a problem has been found (the slow walk below).
        guard let firstNonASCII = bytes.withUnsafeBufferPointer({ $0.firstIndex { $0 >= 0x80 } }) else { return nil }
        if isValid(bytes, from: firstNonASCII) { return nil }
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00..<0x80: length = 1
            case 0xC2..<0xE0: length = 2
            case 0xE0..<0xF0: length = 3
            case 0xF0..<0xF5: length = 4
            default: length = 0
            }
            guard length > 0, index + length <= bytes.count,
                bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
                isShortestForm(bytes, index, length)
            else {
                let hex = String(byte, radix: 16, uppercase: true)
                return problem(
                    "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); errgen reads UTF-8 only",
                    at: line, column, file)
            }
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return nil
    }

    /// Whether `bytes` from `start` on is valid UTF-8, without keeping count of lines.
    private static func isValid(_ bytes: [UInt8], from start: Int) -> Bool {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            switch byte {
            case 0xC2..<0xE0: length = 2
            case 0xE0..<0xF0: length = 3
            case 0xF0..<0xF5: length = 4
            default: return false
            }
            guard index + length <= bytes.count, isShortestForm(bytes, index, length) else { return false }
            for next in (index + 1)..<(index + length) where bytes[next] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }

    /// Rejects overlong encodings, surrogates and code points past U+10FFFF.
    private static func isShortestForm(_ bytes: [UInt8], _ index: Int, _ length: Int) -> Bool {
        guard length > 2 else { return true }
        let second = bytes[index + 1]
        switch (length, bytes[index]) {
        case (3, 0xE0): return second >= 0xA0
        case (3, 0xED): return second < 0xA0
        case (4, 0xF0): return second >= 0x90
        case (4, 0xF4): return second < 0x90
        default: return true
        }
    }

    private static func problem(_ message: String, at line: Int, _ column: Int, _ file: String) -> DiagnosticList {
        var diagnostics = DiagnosticList()
        diagnostics.error(message, at: SourceLocation(file: file, line: line, column: column))
        return diagnostics
    }
}
