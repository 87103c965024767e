/// The `Cookie` header of an endpoint's `cookies` parameters, by RFC 6265.
@_spi(Generated)
public enum CookieHeader {
    /// `name=value` pairs joined by `; `, in order, `nil` values left out; `nil` when none
    /// is left. A value's bytes that a cookie cannot hold as they are (space, `"`, `,`,
    /// `;`, `\`, `%`, controls, non-ASCII) are percent-encoded.
    public static func value(_ cookies: [(name: String, value: String?)]) -> String? {
        let pairs = cookies.compactMap { cookie in cookie.value.map { "\(cookie.name)=\(encoded($0))" } }
        return pairs.isEmpty ? nil : pairs.joined(separator: "; ")
    }

    private static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            // RFC 6265's cookie-octet: printable ASCII but space, '"', ',', ';' and '\'; '%' too, as it escapes.
            if byte > 0x20, byte < 0x7F, !excluded.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).paddedToTwo
            }
        }
        return result
    }

    private static let excluded: Set<UInt8> = Set("\",;\\%".utf8)
}

extension String {
    fileprivate var paddedToTwo: String { count == 1 ? "0" + self : self }
}
