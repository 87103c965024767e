/// What the app supplies for bearer auth: how to refresh, where to keep tokens,
/// and what to do when the session is over.
///
/// The runtime's `BearerAuthenticator` calls these; it guarantees that `refresh`
/// runs once for any number of requests that found the same token rejected, and
/// that `sessionDidEnd` runs once per failed refresh.
public protocol AuthSession: Sendable {
    /// Exchanges a rejected token for a new one (usually with its refresh token).
    ///
    /// Throwing ends the session: the token in use is kept as it is, never
    /// replaced by a half-made one, and `sessionDidEnd` follows.
    func refresh(_ rejected: BearerToken) async throws -> BearerToken

    /// A refresh succeeded: persist `token` (for example in the Keychain).
    func tokenDidChange(_ token: BearerToken) async

    /// A refresh failed: run the app's logout flow. Called once per failed refresh,
    /// however many requests were waiting for it.
    func sessionDidEnd(refreshError: any Error) async
}

extension AuthSession {
    /// Nothing to persist by default.
    public func tokenDidChange(_ token: BearerToken) async {}
}
