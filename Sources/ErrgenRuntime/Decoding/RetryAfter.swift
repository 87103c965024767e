import Foundation

/// Reads a `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an
/// HTTP-date in any of the three formats a server may send.
public enum RetryAfter {
    /// The wait the header asks for, counted from `now`; `.zero` for a date in the
    /// past, `nil` when the header is neither seconds nor a date.
    public static func parse(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(text) {
            return .seconds(max(0, seconds))
        }
        guard let date = httpDate(text) else { return nil }
        return .seconds(max(0, date.timeIntervalSince(now)))
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
