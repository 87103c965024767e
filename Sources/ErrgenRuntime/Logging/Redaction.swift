/// What the log, a middleware's view of an attempt and a dumped error hide, besides what
/// the runtime always hides: the app's own secret headers and body fields.
///
/// Always hidden, on every endpoint:
/// - the values of `Authorization`, `Proxy-Authorization`, `Cookie` and `Set-Cookie`, and of
///   every header whose name ends in `-key`, `-token` or `-secret` (`X-Api-Key`,
///   `X-Refresh-Token`, `Idempotency-Key`), in any letter case;
/// - the values of headers, query items and body fields the spec marks `secret: true`, and of
///   the session's token fields: a field secret in one model is hidden in every
///   endpoint's bodies, so a 422 that echoes `password` is redacted wherever it comes from;
/// - every query item's value: `?page=<redacted>&token=<redacted>`, in the log and in the
///   text of a transport error (a `URLError` carries the URL it failed on).
///
/// Names are matched without regard to case. Add what only the app knows:
///
/// ```swift
/// var configuration = APIClientConfiguration()
/// configuration.redaction = Redaction(headers: ["X-Session"], fields: ["otp", "pin"])
/// ```
public struct Redaction: Sendable, Hashable {
    /// Header names whose values are hidden on top of the defaults, in any letter case.
    public var headers: Set<String>
    /// Body field names whose values are hidden at any depth of every endpoint's JSON or form
    /// bodies, on top of the spec's `secret: true` properties, in any letter case.
    public var fields: Set<String>

    /// - Parameters:
    ///   - headers: more header names to hide.
    ///   - fields: more body field names to hide.
    public init(headers: Set<String> = [], fields: Set<String> = []) {
        self.headers = headers
        self.fields = fields
    }

    /// The header names whose values are always hidden, lowercased.
    public static let defaultHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// The endings of header names whose values are always hidden, lowercased.
    public static let defaultHeaderSuffixes = ["-key", "-token", "-secret"]

    /// Whether the runtime always hides the value of the header `name`.
    ///
    /// - Parameter name: a header name, in any letter case.
    public static func hidesByDefault(header name: String) -> Bool {
        let name = name.lowercased()
        return defaultHeaders.contains(name) || defaultHeaderSuffixes.contains { name.hasSuffix($0) }
    }
}
