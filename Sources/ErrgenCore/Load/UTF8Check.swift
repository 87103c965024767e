/// Rejects input that is not UTF-8 before libyaml sees it, with the place of the first bad byte.
///
/// libyaml would also accept UTF-16; a spec must be one thing on every machine.
enum UTF8Check {
    static func firstProblem(in bytes: [UInt8], file: String) -> DiagnosticList? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return problem("the file is UTF-16; errgen reads UTF-8 only (save it as UTF-8)", at: 1, 1, file)
        }
        guard let bad = firstInvalidByte(in: bytes) else { return nil }
        // Found: only now are lines counted, and columns in code points (every byte before
        // `bad` is valid, so each byte that does not continue a sequence starts one).
        let before = bytes[..<bad]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = 1 + before.count { $0 == 0x0A }
        let column = 1 + bytes[lineStart..<bad].count { $0 & 0xC0 != 0x80 }
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        return problem(
            "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); errgen reads UTF-8 only",
            at: line, column, file)
    }

    /// Where the first sequence the standard library's UTF-8 decoder rejects starts (an
    /// overlong form, a surrogate, a code point past U+10FFFF, a cut-off or stray byte);
    /// `nil` for a valid file.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func problem(_ message: String, at line: Int, _ column: Int, _ file: String) -> DiagnosticList {
        var diagnostics = DiagnosticList()
        diagnostics.error(message, at: SourceLocation(file: file, line: line, column: column))
        return diagnostics
    }
}
