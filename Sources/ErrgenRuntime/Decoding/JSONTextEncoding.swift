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
        if encoding == .utf8 { return markLength == 0 ? bytes : Array(bytes.dropFirst(markLength)) }
        guard let text = String(data: Data(bytes.dropFirst(markLength)), encoding: encoding) else { return nil }
        return Array(text.utf8)
    }

    /// The encoding, and how many bytes of byte-order mark come first.
    private static func detect(_ bytes: [UInt8]) -> (String.Encoding, Int) {
        func byte(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        switch (byte(0), byte(1), byte(2), byte(3)) {
        case (0xEF, 0xBB, 0xBF, _): return (.utf8, 3)
        case (0x00, 0x00, 0xFE, 0xFF): return (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): return (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): return (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): return (.utf16LittleEndian, 2)
        case (0x00, 0x00, 0x00, .some): return (.utf32BigEndian, 0)
        case (.some, 0x00, 0x00, 0x00): return (.utf32LittleEndian, 0)
        case (0x00, .some, 0x00, .some), (0x00, .some, nil, nil): return (.utf16BigEndian, 0)
        case (.some, 0x00, .some, 0x00), (.some, 0x00, nil, nil): return (.utf16LittleEndian, 0)
        default: return (.utf8, 0)
        }
    }
}
