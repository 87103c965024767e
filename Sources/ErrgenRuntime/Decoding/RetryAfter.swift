import Foundation

/// Reads a `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an
/// HTTP-date in any of the three formats a server may send.
public enum RetryAfter {
    /// The wait the header asks for, counted from `now`: `.zero` for a date in the
    /// past, `nil` when the header is neither seconds nor a date (`-1`, `1.5`, `soon`),
    /// which a client treats as no header at all.
    ///
    /// Seconds too many for 64 bits (`99999999999999999999`) read as the longest wait
    /// there is, `Int64.max` seconds: a server asking for a very long wait is not ignored.
    public static func parse(_ value: String, now: Date) -> Duration? {
        let text = trimmed(value)
        if let seconds = delaySeconds(text) { return seconds }
        guard let date = HTTPDate.parse(text, now: now) else { return nil }
        return .seconds(max(0, date.timeIntervalSince(now)))
    }

    /// An HTTP-date in any of its three formats, always GMT; a two-digit year is read
    /// by RFC 9110's 50-year rule counted from `now`.
    public static func httpDate(_ text: String, now: Date = Date()) -> Date? {
        HTTPDate.parse(trimmed(text), now: now)
    }

    /// `delay-seconds = 1*DIGIT`: no sign, no fraction.
    private static func delaySeconds(_ text: Substring) -> Duration? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return .seconds(Int64(text) ?? Int64.max)  // only an overflow fails: all digits
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
}
