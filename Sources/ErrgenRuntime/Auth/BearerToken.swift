import Foundation

/// The credentials of a signed-in session: what goes in `Authorization: Bearer`,
/// what refreshes it, and when it expires.
public struct BearerToken: Sendable, Hashable, CustomStringConvertible {
    /// Sent as `Authorization: Bearer <accessToken>`.
    public var accessToken: String
    /// What ``AuthSession/refresh(_:)`` exchanges for a new token, when the server issues one.
    public var refreshToken: String?
    /// When the access token expires, when known (for example now + OAuth's `expires_in`).
    /// A token with an expiry is refreshed shortly before it (see
    /// ``BearerAuthenticator/init(session:token:refreshBeforeExpiry:refreshLimit:now:)``),
    /// rather than sent to be rejected.
    public var expiresAt: Date?

    /// - Parameters:
    ///   - accessToken: the bearer token.
    ///   - refreshToken: the refresh token, when there is one.
    ///   - expiresAt: when the access token expires, when known.
    public init(accessToken: String, refreshToken: String? = nil, expiresAt: Date? = nil) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// Never the tokens themselves: descriptions end up in logs.
    public var description: String { "BearerToken(<redacted>)" }
}
