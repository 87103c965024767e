import Foundation

/// The text a value takes in a localized message: numbers with the separators of the
/// message's locale, dates and times in the user's time zone, and the plural form a
/// number needs.
///
/// Generated messages call it with the locale of the text they fill (`"de"`, `"vi"`), so
/// a German message shows `7,5` and an English one `7.5`, on every platform: Foundation's
/// format styles with an explicit `Locale` and `TimeZone`, never the device's settings.
/// Paths, query items and headers use generated code's `TextValue` instead, which never varies.
public enum MessageValue {
    /// How a placeholder shows a `Date`: `{opens_at, date}` and the others.
    public enum DateStyle: Sendable, Hashable {
        /// `Nov 23, 2025` (en), `23. Nov. 2025` (de).
        case date
        /// `1:13 PM` (en), `13:13` (de).
        case time
        /// `Nov 23, 2025 at 1:13 PM` (en), `23. Nov. 2025, 13:13` (de); a date's default.
        case datetime
        /// `in 2 hours` (en), `in 2 Stunden` (de), `sau 2 giờ nữa` (vi).
        case relative
    }

    /// A date in `locale`'s words, in the time zone of `formatting`.
    public static func date(_ value: Date, _ style: DateStyle, _ locale: String, _ formatting: MessageFormatting)
        -> String
    {
        let locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = formatting.timeZone
        let (date, time): (Date.FormatStyle.DateStyle, Date.FormatStyle.TimeStyle)
        switch style {
        case .date: (date, time) = (.abbreviated, .omitted)
        case .time: (date, time) = (.omitted, .shortened)
        case .datetime: (date, time) = (.abbreviated, .shortened)
        case .relative: return relative(value, to: formatting.now ?? Date(), locale: locale, calendar: calendar)
        }
        return value.formatted(
            Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: formatting.timeZone))
    }

    private static func relative(_ value: Date, to now: Date, locale: Locale, calendar: Calendar) -> String {
        #if canImport(Darwin)
            if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, *) {
                return Date.AnchoredRelativeFormatStyle(
                    anchor: value, presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: calendar
                )
                .format(now)
            }
            let formatter = RelativeDateTimeFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.unitsStyle = .full
            return formatter.localizedString(for: value, relativeTo: now)
        #else
            return Date.AnchoredRelativeFormatStyle(
                anchor: value, presentation: .numeric, unitsStyle: .wide, locale: locale, calendar: calendar
            )
            .format(now)
        #endif
    }

    /// An integer with the locale's grouping: `1,234` in English, `1.234` in German.
    public static func number(_ value: Int, _ locale: String) -> String {
        value.formatted(.number.locale(Locale(identifier: locale)))
    }

    public static func number(_ value: Int64, _ locale: String) -> String {
        value.formatted(.number.locale(Locale(identifier: locale)))
    }

    public static func number(_ value: Int32, _ locale: String) -> String {
        value.formatted(.number.locale(Locale(identifier: locale)))
    }

    /// A decimal with the locale's separators, up to six fraction digits: `7,5` in German.
    public static func number(_ value: Double, _ locale: String) -> String {
        guard value.isFinite else { return TextValue.of(value) }
        return value.formatted(.number.locale(Locale(identifier: locale)))
    }

    /// A `Float` as a `Double` is shown, from the `Float`'s own digits: `0.1`, not the
    /// `0.10000000149011612` of the `Double` it converts to.
    public static func number(_ value: Float, _ locale: String) -> String {
        guard value.isFinite else { return TextValue.of(value) }
        return value.formatted(.number.locale(Locale(identifier: locale)))
    }

    /// A decimal with the locale's separators and every fraction digit it has:
    /// `45,000.5` in English, `45.000,5` in Vietnamese.
    public static func number(_ value: Decimal, _ locale: String) -> String {
        guard value.isFinite else { return TextValue.of(value) }
        return value.formatted(.number.locale(Locale(identifier: locale)))
    }

    /// An amount of money in `locale`'s format for the currency `code` (ISO 4217): `₫50,000`
    /// in English, `50.000 ₫` in Vietnamese, with the currency's own fraction digits.
    ///
    /// The code may come from the server (`{amount, currency: currency_code}`): one that is
    /// not three ASCII letters is no currency, and the text is the plain number and the code
    /// as sent (`1.5 €€€€`), or the number alone for `nil` or an empty code.
    public static func currency(_ value: Decimal, _ code: String?, _ locale: String) -> String {
        guard value.isFinite, let code = isoCode(code) else { return withCode(number(value, locale), code) }
        return value.formatted(.currency(code: code).locale(Locale(identifier: locale)))
    }

    public static func currency(_ value: Double, _ code: String?, _ locale: String) -> String {
        guard value.isFinite, let code = isoCode(code) else { return withCode(number(value, locale), code) }
        return value.formatted(.currency(code: code).locale(Locale(identifier: locale)))
    }

    public static func currency(_ value: Int, _ code: String?, _ locale: String) -> String {
        guard let code = isoCode(code) else { return withCode(number(value, locale), code) }
        return value.formatted(.currency(code: code).locale(Locale(identifier: locale)))
    }

    public static func currency(_ value: Int64, _ code: String?, _ locale: String) -> String {
        guard let code = isoCode(code) else { return withCode(number(value, locale), code) }
        return value.formatted(.currency(code: code).locale(Locale(identifier: locale)))
    }

    public static func currency(_ value: Int32, _ code: String?, _ locale: String) -> String {
        guard let code = isoCode(code) else { return withCode(number(value, locale), code) }
        return value.formatted(.currency(code: code).locale(Locale(identifier: locale)))
    }

    public static func currency(_ value: Float, _ code: String?, _ locale: String) -> String {
        guard value.isFinite, let code = isoCode(code) else { return withCode(number(value, locale), code) }
        return value.formatted(.currency(code: code).locale(Locale(identifier: locale)))
    }

    /// `code` in capitals when it is three ASCII letters, the form of every ISO 4217 code.
    private static func isoCode(_ code: String?) -> String? {
        guard let code, code.utf8.count == 3,
            code.utf8.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) })
        else { return nil }
        return code.uppercased()
    }

    private static func withCode(_ number: String, _ code: String?) -> String {
        guard let code, !code.isEmpty else { return number }
        return number + " " + code
    }

    /// The operands of `value` as `number(_:_:)` shows it, so `1.5` and `2.0`
    /// (shown as `2`) take the plural forms of the digits the user reads.
    public static func operands(_ value: Double) -> PluralOperands? {
        guard value.isFinite else { return nil }
        let digits = value.formatted(.number.locale(Locale(identifier: "en_US_POSIX")).grouping(.never))
        return PluralOperands(digits: digits)
    }

    /// The variant for `value`'s plural category in `locale`; `other` when the text has
    /// no variant for that category.
    public static func plural(
        _ value: Int, _ locale: String, zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String
    ) -> String {
        let category = PluralRules.category(for: PluralOperands(value), locale: locale)
        return variant(category, zero: zero, one: one, two: two, few: few, many: many, other: other)
    }

    public static func plural(
        _ value: Int64, _ locale: String, zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String
    ) -> String {
        let category =
            PluralOperands(digits: String(value)).map { PluralRules.category(for: $0, locale: locale) } ?? .other
        return variant(category, zero: zero, one: one, two: two, few: few, many: many, other: other)
    }

    public static func plural(
        _ value: Int32, _ locale: String, zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String
    ) -> String {
        plural(Int(value), locale, zero: zero, one: one, two: two, few: few, many: many, other: other)
    }

    public static func plural(
        _ value: Float, _ locale: String, zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String
    ) -> String {
        // The digits `number` shows, as for a `Double`, but the `Float`'s own: `0.1`, not `0.10000000149011612`.
        let digits =
            value.isFinite
            ? value.formatted(.number.locale(Locale(identifier: "en_US_POSIX")).grouping(.never)) : ""
        let category = PluralOperands(digits: digits).map { PluralRules.category(for: $0, locale: locale) } ?? .other
        return variant(category, zero: zero, one: one, two: two, few: few, many: many, other: other)
    }

    public static func plural(
        _ value: Double, _ locale: String, zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String
    ) -> String {
        let category = operands(value).map { PluralRules.category(for: $0, locale: locale) } ?? .other
        return variant(category, zero: zero, one: one, two: two, few: few, many: many, other: other)
    }

    private static func variant(
        _ category: PluralCategory, zero: String?, one: String?, two: String?, few: String?, many: String?,
        other: String
    ) -> String {
        let chosen: String? =
            switch category {
            case .zero: zero
            case .one: one
            case .two: two
            case .few: few
            case .many: many
            case .other: other
            }
        return chosen ?? other
    }
}

/// What a message needs besides its locale to show a date: the user's time zone, and the
/// moment `relative` dates count from. Generated `message(in:formatting:)` functions take
/// it; the default is the device's time zone and the current time. Tests pass a fixed one.
public struct MessageFormatting: Sendable, Hashable {
    public var timeZone: TimeZone
    /// The moment `{name, relative}` counts from; `nil` for the current time.
    public var now: Date?

    public init(timeZone: TimeZone = .current, now: Date? = nil) {
        self.timeZone = timeZone
        self.now = now
    }

    /// The device's time zone and the current time.
    public static var current: MessageFormatting { MessageFormatting() }
}
