#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The day `errgen diff` judges a sunset and an accept file's `expires` against: the run's day
/// in UTC, unless `--today` gives another (a test's, or a CI run that must not change its
/// verdict overnight).
package enum DiffDay {
    /// `2026-11-29`: the day of `date` in UTC.
    package static func today(_ date: Date = Date()) -> String {
        CalendarDay(secondsSince1970: date.timeIntervalSince1970).description
    }
}
