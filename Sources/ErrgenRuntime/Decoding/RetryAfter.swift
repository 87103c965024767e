import Foundation

/// Reads a `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an
/// HTTP-date in any of the three formats a server may send.
public enum RetryAfter {
    /// The wait the header asks for, counted from `now`; `.zero` for a date in the
    /// past, `nil` when the header is neither seconds nor a date.
    public static func parse(_ value: String, now: Date) -> Duration? {
        let text = trimmed(value)
        if let seconds = Int(text) {
            return .seconds(max(0, seconds))
        }
        guard let date = httpDate(String(text)) else { return nil }
        return .seconds(max(0, date.timeIntervalSince(now)))
    }

    /// `value` without the spaces and tabs around it (RFC 9110's optional whitespace).
    private static func trimmed(_ value: String) -> Substring {
        let isWhitespace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let utf8 = value.utf8
        guard let first = utf8.firstIndex(where: { !isWhitespace($0) }),
            let last = utf8.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return value[first...last]
    }

    /// The formats of RFC 9110 §5.6.7, the preferred one first.
    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss 'GMT'",  // IMF-fixdate: Sun, 06 Nov 1994 08:49:37 GMT
        "EEEE, dd-MMM-yy HH:mm:ss 'GMT'",  // RFC 850:     Sunday, 06-Nov-94 08:49:37 GMT
        "EEE MMM d HH:mm:ss yyyy",  // asctime:     Sun Nov  6 08:49:37 1994
    ]

    /// An HTTP-date in any of its three formats, always GMT.
    public static func httpDate(_ text: String) -> Date? {
        // asctime pads the day with a space ("Nov  6"); one space parses the same.
        let collapsed = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: collapsed) { return date }
        }
        return nil
    }
}
