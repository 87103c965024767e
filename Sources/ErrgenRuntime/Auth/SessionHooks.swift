/// What the app hears of a spec's session besides its end: each refresh that succeeded,
/// and each that failed. Both default to doing nothing.
///
/// ```swift
/// let hooks = SessionHooks(
///     tokenRefreshed: { _ in print("token refreshed") },
///     refreshFailed: { error in print("refresh failed, session ends: \(RefreshFailure.isDefinitive(error))") }
/// )
/// ```
public struct SessionHooks: Sendable {
    /// A refresh returned `token`, already saved in the ``TokenStore``; every call is sent
    /// with it from now on.
    public var tokenRefreshed: @Sendable (BearerToken) async -> Void
    /// A refresh failed with `error`: what the refresh endpoint's call threw, or
    /// ``RefreshRejected`` when there was no refresh token. Runs before the calls that
    /// waited fail; when the failure ends the session (``RefreshFailure/isDefinitive(_:)``),
    /// the store is cleared and the logout flow runs after it.
    public var refreshFailed: @Sendable (any Error) async -> Void

    /// - Parameters:
    ///   - tokenRefreshed: told of each refreshed token, after it is stored.
    ///   - refreshFailed: told of each failed refresh, transient or definitive.
    public init(
        tokenRefreshed: @escaping @Sendable (BearerToken) async -> Void = { _ in },
        refreshFailed: @escaping @Sendable (any Error) async -> Void = { _ in }
    ) {
        self.tokenRefreshed = tokenRefreshed
        self.refreshFailed = refreshFailed
    }
}
