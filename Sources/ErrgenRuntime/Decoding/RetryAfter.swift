import Foundation

/// Reads a `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an
/// HTTP-date in any of the three formats a server may send.
public enum RetryAfter {
    /// How far ahead the runtime acts on a time a server names: 24 hours.
    ///
    /// A `Retry-After` of a day or more, and a maintenance end a day or more away, mean
    /// "not now": the client does not wait that long before a retry (whatever the policy's
    /// `max_backoff`), does not pause for it (see ``PauseState``), and a payload field read
    /// from the header holds no number, so a message shows its fallback text ("Try again
    /// later") rather than a 19-digit number of seconds. The app still gets the error at once.
    public static let horizon: Duration = .seconds(86_400)

    /// The wait the header asks for, counted from `now`: `.zero` for a date in the
    /// past, `nil` when the header is neither seconds nor a date (`-1`, `1.5`, `soon`),
    /// which a client treats as no header at all.
    ///
    /// A wait of ``horizon`` or more (`99999999999999999999`, a date in 9999) reads as
    /// ``horizon``: a server asking for a very long wait is not ignored, and no wait it
    /// names overflows a `Duration`, a `Date` or an `Int` afterwards, in the runtime or
    /// in app code that sleeps for it (`Task.sleep(for:)` traps on `Int64.max` seconds).
    public static func parse(_ value: String, now: Date) -> Duration? {
        let text = trimmed(value)
        if let seconds = delaySeconds(text) { return min(seconds, horizon) }
        guard let date = HTTPDate.parse(text, now: now) else { return nil }
        return wait(until: date, now: now)
    }

    /// The wait from `now` until `date`, in `0...horizon`; checked as a `Double` before
    /// it becomes a `Duration`, which traps on a number of seconds beyond `Int64`.
    static func wait(until date: Date, now: Date) -> Duration {
        let seconds = date.timeIntervalSince(now)
        guard seconds > 0 else { return .zero }  // also NaN, from an app's odd `now`
        return seconds < horizon.timeInterval ? .seconds(seconds) : horizon
    }

    /// Whether the client acts on a server's wait: it is shorter than ``horizon``.
    static func isWithinHorizon(_ wait: Duration) -> Bool {
        wait < horizon
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
        return .seconds(Int64(text) ?? Int64.max)  // only an overflow fails: all digits; `parse` caps it
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
