import ErrgenRuntime
import FinFlowAPI
import FinFlowApp
import Foundation
import Testing

/// What the app's error presenter shows for errors whose messages hold a number and a
/// date: each in the user's language, the date in the device's time zone.
@Suite("Messages with numbers and dates")
@MainActor
struct MessageFormattingFlowTests {
    func shown(_ error: FinFlowError, locale: String) async -> String? {
        let display = RecordingDisplay()
        await ErrorPresenter(display: display, locale: locale).present(error)
        return display.shown.first?.message
    }

    @Test(
        "a number with the separators of the user's language, and its plural form",
        arguments: [
            ("en", 1200, "Too many requests. Try again in 1,200 seconds."),
            ("en", 1, "Too many requests. Try again in 1 second."),
            ("vi", 1200, "Quá nhiều yêu cầu. Vui lòng thử lại sau 1.200 giây."),
        ])
    func number(locale: String, seconds: Int, expected: String) async {
        #expect(
            await shown(.rateLimited(retryAfter: seconds, context: ErrorContext(status: 429)), locale: locale)
                == expected)
    }

    @Test("a date in the user's language and the device's time zone; a fallback when the server sends none")
    func date() async {
        let endsAt = Date(timeIntervalSince1970: 1_763_900_000)
        // Foundation's own medium date and short time in the device's time zone: the app
        // shows the same words, whatever zone the machine running the test is in.
        func expectedDate(_ locale: String) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = .current
            let style = Date.FormatStyle(
                date: .abbreviated, time: .shortened, locale: Locale(identifier: locale), calendar: calendar,
                timeZone: .current)
            return endsAt.formatted(style)
        }
        let maintenance = FinFlowError.maintenance(endsAt: endsAt, context: ErrorContext(status: 503))
        #expect(
            await shown(maintenance, locale: "en")
                == "We're doing some maintenance. Please come back after \(expectedDate("en")).")
        #expect(
            await shown(maintenance, locale: "vi")
                == "Hệ thống đang bảo trì. Vui lòng quay lại sau \(expectedDate("vi")).")
        #expect(expectedDate("en").contains("2025") && expectedDate("vi").contains("2025"))
        let open = FinFlowError.maintenance(endsAt: nil, context: ErrorContext(status: 503))
        #expect(await shown(open, locale: "vi") == "Hệ thống đang bảo trì. Vui lòng quay lại sau ít phút.")
    }
}
