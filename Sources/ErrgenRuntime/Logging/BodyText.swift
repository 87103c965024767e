import Foundation

/// A body's bytes as the text the log shows, read in the encoding they are written in.
///
/// In order: the `charset` of the body's `Content-Type` (a byte-order mark wins over it);
/// else a byte-order mark, or the zero bytes of UTF-16 or UTF-32 JSON (``JSONTextEncoding``);
/// else UTF-8, a byte that is not UTF-8 shown as `�`. Read as UTF-8 whatever its encoding,
/// a UTF-16 body came out as letters between NUL characters.
enum BodyText {
    /// - Parameters:
    ///   - data: the body.
    ///   - contentType: the body's `Content-Type` header, when it has one.
    static func of(_ data: Data, contentType: String?) -> String {
        if let encoding = declaredEncoding(contentType, of: data), !startsWithByteOrderMark(data),
            let text = String(data: data, encoding: encoding)
        {
            return text
        }
        if let utf8 = JSONTextEncoding.utf8(data) { return String(decoding: utf8, as: UTF8.self) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The encoding the `charset` parameter names (`text/plain; charset="UTF-16LE"`), or
    /// `nil` for none or one the log does not read. `utf-16` and `utf-32` without a mark are
    /// big-endian (RFC 2781) unless the first character's zero bytes say otherwise.
    static func declaredEncoding(_ contentType: String?, of data: Data) -> String.Encoding? {
        guard let contentType else { return nil }
        let parameters = contentType.split(separator: ";").dropFirst()
        guard
            let charset = parameters.lazy.compactMap({ parameter -> String? in
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset"
                else { return nil }
                return pair[1].trimmingCharacters(in: CharacterSet.whitespaces.union(["\""])).lowercased()
            }).first
        else { return nil }
        let littleEndian = data.count >= 2 && data[data.startIndex] != 0 && data[data.startIndex + 1] == 0
        switch charset {
        case "utf-8", "utf8", "us-ascii", "ascii": return .utf8
        case "utf-16": return littleEndian ? .utf16LittleEndian : .utf16BigEndian
        case "utf-16le": return .utf16LittleEndian
        case "utf-16be": return .utf16BigEndian
        case "utf-32": return littleEndian ? .utf32LittleEndian : .utf32BigEndian
        case "utf-32le": return .utf32LittleEndian
        case "utf-32be": return .utf32BigEndian
        case "iso-8859-1", "latin1": return .isoLatin1
        case "windows-1252": return .windowsCP1252
        default: return nil
        }
    }

    private static func startsWithByteOrderMark(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(4))
        return head.starts(with: [0xEF, 0xBB, 0xBF]) || head.starts(with: [0xFE, 0xFF])
            || head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0x00, 0x00, 0xFE, 0xFF])
    }
}
