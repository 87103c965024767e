import Foundation

/// An HTTP-date (RFC 9110 §5.6.7) in any of its three formats, always GMT:
///
/// - IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT` (a four-digit year, nothing else);
/// - RFC 850: `Sunday, 06-Nov-94 08:49:37 GMT`, whose two-digit year is the latest
///   one not more than 50 years after `now`, as the RFC requires;
/// - asctime: `Sun Nov  6 08:49:37 1994`.
///
/// Runs of spaces count as one. A leap second (`23:59:60`) reads as the second after
/// `:59`. The day name must be a day's name, but is not checked against the date.
enum HTTPDate {
    static func parse(_ text: Substring, now: Date) -> Date? {
        let parts = text.split(separator: " ")
        guard let first = parts.first else { return nil }
        if first.hasSuffix(","), isDayName(first.dropLast()) {
            if parts.count == 6 { return imfFixdate(parts) }
            if parts.count == 4 { return rfc850(parts, now: now) }
            return nil
        }
        if parts.count == 5, isDayName(first) { return asctime(parts) }
        return nil
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT`
    private static func imfFixdate(_ parts: [Substring]) -> Date? {
        guard parts[5] == "GMT", let day = number(parts[1], digits: 1...2), let month = month(parts[2]),
            let year = number(parts[3], digits: 4...4)
        else { return nil }
        return date(year: year, month: month, day: day, time: parts[4])
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`
    private static func rfc850(_ parts: [Substring], now: Date) -> Date? {
        let date = parts[1].split(separator: "-", omittingEmptySubsequences: false)
        guard parts[3] == "GMT", date.count == 3, let day = number(date[0], digits: 1...2), let month = month(date[1]),
            let twoDigitYear = number(date[2], digits: 2...2)
        else { return nil }
        let latest = calendar.date(byAdding: .year, value: 50, to: now) ?? now
        let century = calendar.component(.year, from: now) / 100 * 100
        // The latest year with these last two digits that is not more than 50 years ahead.
        for year in [century + 100 + twoDigitYear, century + twoDigitYear, century - 100 + twoDigitYear] {
            // `29-Feb-00` is a day in 2000 and none in 2100.
            guard let candidate = self.date(year: year, month: month, day: day, time: parts[2]) else { continue }
            if candidate <= latest { return candidate }
        }
        return nil
    }

    /// `Sun Nov  6 08:49:37 1994`
    private static func asctime(_ parts: [Substring]) -> Date? {
        guard let month = month(parts[1]), let day = number(parts[2], digits: 1...2),
            let year = number(parts[4], digits: 4...4)
        else { return nil }
        return date(year: year, month: month, day: day, time: parts[3])
    }

    /// The moment, GMT; `nil` for a day the month does not have or a time out of range.
    private static func date(year: Int, month: Int, day: Int, time: Substring) -> Date? {
        let fields = time.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, let hour = number(fields[0], digits: 2...2),
            let minute = number(fields[1], digits: 2...2),
            let second = number(fields[2], digits: 2...2), hour < 24, minute < 60, second <= 60
        else { return nil }
        let components = DateComponents(
            calendar: calendar, timeZone: calendar.timeZone, year: year, month: month, day: day,
            hour: hour, minute: minute, second: min(second, 59))
        guard components.isValidDate, let date = components.date else { return nil }
        return second == 60 ? date.addingTimeInterval(1) : date
    }

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar
    }()

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let dayNames: Set<String> = [
        "mon", "tue", "wed", "thu", "fri", "sat", "sun",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    private static func isDayName(_ text: Substring) -> Bool {
        dayNames.contains(text.lowercased())
    }

    /// 1 for `Jan`, in any case.
    private static func month(_ text: Substring) -> Int? {
        months.firstIndex(of: text.lowercased()).map { $0 + 1 }
    }

    /// A number of exactly `digits` ASCII digits.
    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count),
            text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(text)
    }
}
