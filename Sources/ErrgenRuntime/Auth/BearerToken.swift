/// The credentials of a signed-in session: what goes in `Authorization: Bearer`,
/// and what refreshes it.
public struct BearerToken: Sendable, Hashable, CustomStringConvertible {
    public var accessToken: String
    public var refreshToken: String?

    public init(accessToken: String, refreshToken: String? = nil) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }

    /// Never the tokens themselves: descriptions end up in logs.
    public var description: String { "BearerToken(<redacted>)" }
}
