import ErrgenRuntime
import Foundation
import Testing

/// Issue 26: `Retry-After` read as RFC 9110 §10.2.3 and §5.6.7 say: seconds (digits only),
/// the three HTTP-date formats, the 50-year rule for RFC 850's two-digit year, leap
/// seconds; anything else is no header at all.
@Suite struct RetryAfterTests {
    static let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    static func gmt(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0)
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }

    @Test(
        arguments: [
            // delay-seconds
            ("5", Duration.seconds(5)), ("0", .zero), ("007", .seconds(7)), (" \t5\t ", .seconds(5)),
            ("120", .seconds(120)), ("86399", .seconds(86_399)),
            // A day or more, up to more than 64 bits of seconds, is the horizon: not no
            // header, and never a number that overflows (issue 40).
            ("86400", RetryAfter.horizon), ("9223372036854775807", RetryAfter.horizon),
            ("99999999999999999999", RetryAfter.horizon),
            // The three HTTP-date formats, five seconds after `now`.
            ("Sun, 06 Nov 1994 08:49:42 GMT", .seconds(5)),
            ("Sunday, 06-Nov-94 08:49:42 GMT", .seconds(5)),
            ("Sun Nov  6 08:49:42 1994", .seconds(5)),
            ("Sun Nov 6 08:49:42 1994", .seconds(5)),
            ("  Sun, 06 Nov 1994 08:49:42 GMT ", .seconds(5)),
            ("sun, 06 nov 1994 08:49:42 GMT", .seconds(5)),
            // A date in the past: retry now.
            ("Sat, 05 Nov 1994 08:49:42 GMT", .zero),
            // A leap second is the second after :59.
            ("Sun, 06 Nov 1994 08:49:60 GMT", .seconds(23)),
        ] as [(String, Duration)])
    func readsTheRFCsForms(value: String, wait: Duration) {
        #expect(RetryAfter.parse(value, now: Self.now) == wait)
    }

    @Test(arguments: [
        "-1", "-120", "+5", "1.5", "5s", "", "  ", "soon", "0x10", "1e3", "５",
        "Sun, 06 Nov 94 08:49:42 GMT",  // IMF-fixdate takes four digits
        "Sun, 06 Nov 1994 08:49:42 UTC", "Sun, 06 Nov 1994 08:49:42", "06 Nov 1994 08:49:42 GMT",
        "Sun, 31 Feb 1994 08:49:42 GMT", "Sun, 06 Nov 1994 24:00:00 GMT", "Sun, 06 Nov 1994 08:60:00 GMT",
        "Sun, 06 Nov 1994 08:49:61 GMT", "Sun, 06 Nov 1994 8:49:42 GMT", "Sun, 06 Nox 1994 08:49:42 GMT",
        "Funday, 06-Nov-94 08:49:42 GMT", "Sunday, 06-Nov-1994 08:49:42 GMT", "Sun Nov  6 08:49:42 94",
        "Sun, 06 Nov 1994 08:49:42 GMT trailing",
    ])
    func anythingElseIsNoHeader(value: String) {
        #expect(RetryAfter.parse(value, now: Self.now) == nil)
    }

    /// RFC 9110 §5.6.7: a two-digit year more than 50 years ahead is the most recent past
    /// year with those digits; one less far ahead is in the future.
    @Test(arguments: [
        ("56", 2056), ("75", 2075), ("76", 2076), ("77", 1977), ("94", 1994), ("26", 2026), ("00", 2000), ("25", 2025),
    ])
    func rfc850YearsFollowTheFiftyYearRule(digits: String, year: Int) {
        let now = Self.gmt(2026, 11, 26, 12)
        #expect(RetryAfter.httpDate("Thursday, 26-Nov-\(digits) 12:00:00 GMT", now: now) == Self.gmt(year, 11, 26, 12))
    }

    @Test func aLeapSecondIsTheNextSecond() {
        #expect(RetryAfter.httpDate("Sat, 31 Dec 2016 23:59:60 GMT") == Self.gmt(2017, 1, 1))
        #expect(
            RetryAfter.httpDate("Saturday, 31-Dec-16 23:59:60 GMT", now: Self.gmt(2026, 1, 1)) == Self.gmt(2017, 1, 1))
        #expect(RetryAfter.httpDate("Sat Dec 31 23:59:60 2016") == Self.gmt(2017, 1, 1))
    }

    /// A field read from the header is what the client read: no `-1` in a message.
    @Test(
        arguments: [("-1", nil), ("soon", nil), ("120", 120), ("Sun, 06 Nov 1994 08:49:42 GMT", 5)] as [(String, Int?)])
    func aFieldFromTheHeaderIsTheClientsWait(header: String, seconds: Int?) {
        let response = TransportResponse(
            status: 429, headers: ["Retry-After": header], body: Data(#"{"error":{"code":"RATE_LIMITED"}}"#.utf8))
        let error = TestError(response: response, now: Self.now)
        guard case .rateLimited(let retryAfter, let context) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(retryAfter == seconds)
        #expect(context.retryAfter == seconds.map { .seconds($0) })
        #expect(!error.message(locale: "en-US").contains("-1"))
    }

    @Test func aPolicyRetriesOnlyAfterAWaitItAllows() {
        let policy = RetryPolicy(maxAttempts: 3, maxBackoff: .seconds(60))
        #expect(policy.retries(afterServerWait: nil))
        #expect(policy.retries(afterServerWait: .seconds(60)))
        #expect(!policy.retries(afterServerWait: .seconds(61)))
        #expect(
            RetryPolicy(maxAttempts: 3, maxBackoff: .seconds(60), retryAfter: .ignore).retries(
                afterServerWait: .seconds(3600)))
    }
}
