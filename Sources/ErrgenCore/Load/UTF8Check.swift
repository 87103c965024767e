/// Rejects input that is not UTF-8 before libyaml sees it, with the place of the first bad byte.
///
/// libyaml would also accept UTF-16; a spec must be one thing on every machine.
enum UTF8Check {
    static func firstProblem(in bytes: [UInt8], file: String) -> DiagnosticList? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return problem("the file is UTF-16; errgen reads UTF-8 only (save it as UTF-8)", at: 1, 1, file)
        }
        guard let bad = firstInvalidByte(in: bytes, bytes.indices) else { return nil }
        // Found: only now are lines counted, and columns in code points (every byte before
        // `bad` is valid, so each byte that does not continue a sequence starts one).
        let before = bytes[..<bad]
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = 1 + before.count { $0 == 0x0A }
        let column = 1 + bytes[lineStart..<bad].count { $0 & 0xC0 != 0x80 }
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        return problem(
            "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); errgen reads UTF-8 only", at: line, column, file)
    }

    /// Whether `range` of a file is UTF-8 on its own, for a piece of a large file that
    /// parses alone (`YAMLSplit`): cut at line starts, the pieces of a valid file are valid.
    static func isValid(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        firstInvalidByte(in: bytes, range) == nil
    }

    /// Where the first byte in `range` that does not begin a valid UTF-8 sequence is; `nil`
    /// for a valid file. Most specs are all ASCII, or nearly: ASCII bytes are stepped over
    /// eight at a time without decoding (on L, a tenth of the instructions byte by byte).
    static func firstInvalidByte(in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        // The walk reads through a pointer, which no release build checks: the range is, here.
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "a range outside the file")
        return bytes.withUnsafeBufferPointer { firstInvalidByte(in: $0, range) }
    }

    private static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawBufferPointer(bytes)
        var index = range.lowerBound
        while index < range.upperBound {
            if index + 8 <= range.upperBound, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & highBits == 0 {
                index += 8
                continue
            }
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
            default: return index
            }
            guard index + length <= range.upperBound, isShortestForm(bytes, index, length),
                bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
            else { return index }
            index += length
        }
        return nil
    }

    /// Rejects overlong encodings, surrogates and code points past U+10FFFF.
    private static func isShortestForm(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int, _ length: Int) -> Bool {
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
