/// Diagnostics of one kind: the same severity and the same message once what varies
/// between mistakes is masked (quoted names, `{placeholders}`, numbers, the did-you-mean
/// hint). `unknown type 'Foo'` and `unknown type 'Bar' (did you mean 'Baz'?)` are one kind.
///
/// Why: one mistake in an anchored node is repeated by every alias of it, and a
/// generated spec can repeat one mistake thousands of times; the list keeps a few of
/// each kind and counts the rest (`DiagnosticList.perKindLimit`).
struct DiagnosticKind: Hashable {
    var severity: Diagnostic.Severity
    /// The message's UTF-8 with quoted text and placeholders emptied (`''`, `{}`), each
    /// run of digits one `#`, and the did-you-mean hint left out. Bytes, not a String:
    /// it is computed for every diagnostic, aliases included.
    var template: [UInt8]

    init(of diagnostic: Diagnostic) {
        severity = diagnostic.severity
        template = Self.template(of: diagnostic.message)
    }

    private static let hint = Array(" (did you mean ''?)".utf8)

    static func template(of message: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(message.utf8.count)
        var closing: UInt8?
        var inNumber = false
        for byte in message.utf8 {
            if let end = closing {
                guard byte == end else { continue }
                closing = nil
                result.append(byte)
                continue
            }
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            defer { inNumber = isDigit }
            if isDigit {
                if !inNumber { result.append(UInt8(ascii: "#")) }
                continue
            }
            result.append(byte)
            if byte == UInt8(ascii: "'") { closing = UInt8(ascii: "'") }
            if byte == UInt8(ascii: "{") { closing = UInt8(ascii: "}") }
        }
        if let start = range(of: hint, in: result) { result.removeSubrange(start..<start + hint.count) }
        return result
    }

    private static func range(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<start + pattern.count].elementsEqual(pattern) { return start }
        }
        return nil
    }
}
