import Foundation

/// The credentials of a signed-in session: what goes in `Authorization: Bearer`,
/// what refreshes it, and when it expires.
///
/// Its description, debug description and `dump` never show the tokens: they end up in logs.
public struct BearerToken: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
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

    /// As ``description``: `String(reflecting:)` and `debugPrint` show no token either.
    public var debugDescription: String { description }

    /// What `dump` shows: each token `<redacted>` (a missing refresh token `nil`), and the expiry.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "accessToken": RedactedValue(), "refreshToken": refreshToken.map { _ in RedactedValue() } as Any,
                "expiresAt": expiresAt as Any,
            ],
            displayStyle: .struct)
    }
}
