/// Percent-encoding for each part of a URL, by RFC 3986, and of a form body, by the WHATWG
/// URL standard, independent of Foundation's platform differences.
@_spi(Generated)
public enum PercentEncoding {
    /// One path segment (a value's ``TextValue``): everything but the unreserved
    /// characters is encoded, so `a/b c` becomes `a%2Fb%20c`.
    public static func pathSegment(_ text: String) -> String {
        encode(text, keeping: unreserved)
    }

    /// A query name or value: also encodes `&`, `=`, `+` and `#`, so values survive
    /// servers that read `+` as a space.
    public static func queryComponent(_ text: String) -> String {
        encode(text, keeping: unreserved)
    }

    /// A name or value of an `application/x-www-form-urlencoded` body, by the WHATWG URL
    /// standard's form serializer (what browsers send for HTML forms): ASCII letters, digits
    /// and `*-._` as they are, a space as `+`, every other UTF-8 byte percent-encoded, so
    /// `a b+c&d=é` becomes `a+b%2Bc%26d%3D%C3%A9`.
    public static func formComponent(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") {
                result += "+"
            } else if formKept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return result
    }

    private static let formKept: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789*-._".utf8)
    )

    private static let unreserved: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    )

    private static func encode(_ text: String, keeping allowed: Set<UInt8>) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if allowed.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return result
    }

    private static let hexDigits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
}
