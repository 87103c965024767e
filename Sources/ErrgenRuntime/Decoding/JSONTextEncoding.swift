import Foundation

/// The encoding of a JSON text, found as `JSONSerialization` finds it (RFC 8259 §8.1,
/// RFC 4627 §3): a byte-order mark, else the pattern of zero bytes in the first four,
/// since a JSON text starts with two ASCII characters.
enum JSONTextEncoding {
    /// `data` as UTF-8 without a byte-order mark, or `nil` when it is not text in the
    /// encoding it appears to be in.
    static func utf8(_ data: Data) -> [UInt8]? {
        let bytes = [UInt8](data)
        let (encoding, markLength) = detect(bytes)
        if encoding == .utf8 { return Array(bytes.dropFirst(markLength)) }
        guard let text = String(data: Data(bytes.dropFirst(markLength)), encoding: encoding) else { return nil }
        return Array(text.utf8)
    }

    /// The encoding, and how many bytes of byte-order mark come first.
    private static func detect(_ bytes: [UInt8]) -> (String.Encoding, Int) {
        let first = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))  // 0xAA: no zero, no mark
        switch (first[0], first[1], first[2], first[3]) {
        case (0xEF, 0xBB, 0xBF, _) where bytes.count >= 3: return (.utf8, 3)
        case (0x00, 0x00, 0xFE, 0xFF) where bytes.count >= 4: return (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00) where bytes.count >= 4: return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _) where bytes.count >= 2: return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _) where bytes.count >= 2: return (.utf16LittleEndian, 2)
        case (0x00, 0x00, 0x00, _) where bytes.count >= 4: return (.utf32BigEndian, 0)
        case (_, 0x00, 0x00, 0x00) where bytes.count >= 4: return (.utf32LittleEndian, 0)
        case (0x00, _, 0x00, _) where bytes.count >= 4, (0x00, _, _, _) where bytes.count == 2: return (.utf16BigEndian, 0)
        case (_, 0x00, _, 0x00) where bytes.count >= 4, (_, 0x00, _, _) where bytes.count == 2: return (.utf16LittleEndian, 0)
        default: return (.utf8, 0)
        }
    }
}
