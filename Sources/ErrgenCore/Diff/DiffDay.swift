#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The day `errgen diff` judges a sunset against: the run's day in UTC, unless `--today`
/// gives another (a test's, or a CI run that must not change its verdict overnight).
package enum DiffDay {
    /// `2026-11-29`: the day of `date` in UTC.
    package static func today(_ date: Date = Date()) -> String {
        day(daysSince1970: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The civil day of a count of days since 1970-01-01 (the proleptic Gregorian calendar).
    static func day(daysSince1970 days: Int) -> String {
        // Howard Hinnant's `civil_from_days`: eras of 400 years, March-based years.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func padded(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
}
