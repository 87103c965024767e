/// `deprecated:` on a code, a model, a property, an enum value or an endpoint (and OpenAPI's
/// `deprecated: true`, with `x-sunset`): the generated declaration is marked
/// `@available(*, deprecated, message:)`, or says so in its doc where Swift cannot carry the
/// attribute, and `errgen docs` and `errgen diff` say so.
package struct Deprecation: Sendable, Hashable {
    /// The message, such as "Use CARD_DECLINED"; `nil` for `deprecated: true`.
    package var message: String?
    /// The day after which the server may stop serving it, `2027-06-30` (`sunset:`): `diff`
    /// reports a removal before that day.
    package var sunset: Located<String>?
    /// Where `deprecated:`'s value is written.
    package var location: SourceLocation

    package init(message: String?, sunset: Located<String>? = nil, at location: SourceLocation) {
        self.message = message
        self.sunset = sunset
        self.location = location
    }

    /// Whether `day` (`YYYY-MM-DD`) is before the sunset: ISO days order as their text does.
    package func isBeforeSunset(_ day: String) -> Bool {
        guard let sunset else { return false }
        return day < sunset.value
    }

    /// `2027-06-30` as a calendar day written `YYYY-MM-DD`, the only form a sunset takes.
    package static func isDay(_ text: String) -> Bool {
        CalendarDay(text) != nil
    }
}
