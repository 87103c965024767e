/// How a spec writes dates on the wire: `module.date_format` and a property's `date_format`.
public enum DateFormat: String, Sendable, CaseIterable {
    /// `2025-03-01T09:30:00Z`; reading also accepts fractional seconds.
    case iso8601
    /// `2025-03-01T09:30:00.250Z`, milliseconds; reading also accepts none.
    case iso8601Fractional = "iso8601_fractional"
    /// A JSON number of seconds since 1970 (`1740821400`, `1740821400.25`).
    case unixSeconds = "unix_seconds"
    /// A JSON integer of milliseconds since 1970 (`1740821400250`).
    case unixMilliseconds = "unix_milliseconds"
}
