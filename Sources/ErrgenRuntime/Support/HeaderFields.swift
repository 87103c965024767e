/// Header lookup without regard to case (RFC 9110 §5.1), without allocating: names
/// are compared byte by byte, ASCII letters folded.
enum HeaderFields {
    static func value(_ name: String, in headers: [String: String]) -> String? {
        if let exact = headers[name] { return exact }
        for (key, value) in headers where equalIgnoringCase(key, name) { return value }
        return nil
    }

    static func equalIgnoringCase(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return zip(a.utf8, b.utf8).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// Whether `text` starts with `prefix` (given in lowercase), ASCII letters folded.
    static func hasPrefixIgnoringCase(_ text: String, lowercasedPrefix prefix: String) -> Bool {
        guard text.utf8.count >= prefix.utf8.count else { return false }
        return zip(text.utf8, prefix.utf8).allSatisfy { lowercased($0) == $1 }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
