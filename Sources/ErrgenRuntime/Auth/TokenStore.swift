import Foundation

/// Where the app keeps the session's tokens between launches: the Keychain in an app,
/// memory in tests (``InMemoryTokenStore``).
///
/// A generated client whose spec has a `session` refreshes by itself; this and what
/// happens at logout are all the app supplies (see ``StoredSession``).
public protocol TokenStore: Sendable {
    /// The stored token, or `nil` when signed out; read when the client is made.
    func load() -> BearerToken?
    /// Keeps `token`: after a sign-in, and after every refresh.
    func save(_ token: BearerToken)
    /// Forgets the token: at logout.
    func clear()
}

/// A ``TokenStore`` in memory, for tests and previews.
public final class InMemoryTokenStore: TokenStore, @unchecked Sendable {
    private let lock = NSLock()
    private var token: BearerToken?

    /// - Parameter token: the token to start with, or `nil`.
    public init(token: BearerToken? = nil) {
        self.token = token
    }

    public func load() -> BearerToken? { lock.withLock { token } }
    public func save(_ token: BearerToken) { lock.withLock { self.token = token } }
    public func clear() { lock.withLock { token = nil } }
}

/// The ``AuthSession`` of a spec's `session`: refreshes with the closure the generated
/// client gives (a call of the spec's refresh endpoint), keeps tokens in a ``TokenStore``,
/// tells the app's ``SessionHooks`` of each refresh, and at logout clears the store and
/// runs the app's hook.
///
/// A refresh that answers without a new refresh token keeps the old one. Without a
/// refresh token there is nothing to exchange: the session ends (``RefreshRejected``).
public struct StoredSession: AuthSession {
    private let tokenStore: any TokenStore
    private let exchange: @Sendable (_ refreshToken: String) async throws -> BearerToken
    private let hooks: SessionHooks
    private let onSessionEnd: @Sendable (SessionEnd) async -> Void

    /// - Parameters:
    ///   - tokenStore: where tokens are kept.
    ///   - hooks: told of each refresh that succeeded or failed; nothing by default.
    ///   - onSessionEnd: the app's logout flow (show sign-in), after the store is cleared;
    ///     runs once per ended session.
    ///   - exchange: sends the refresh token to the refresh endpoint, returns the new token.
    public init(
        tokenStore: some TokenStore,
        hooks: SessionHooks = SessionHooks(),
        onSessionEnd: @escaping @Sendable (SessionEnd) async -> Void,
        exchange: @escaping @Sendable (_ refreshToken: String) async throws -> BearerToken
    ) {
        self.tokenStore = tokenStore
        self.hooks = hooks
        self.onSessionEnd = onSessionEnd
        self.exchange = exchange
    }

    public func refresh(_ rejected: BearerToken) async throws -> BearerToken {
        do {
            guard let refreshToken = rejected.refreshToken else { throw RefreshRejected("no refresh token") }
            var fresh = try await exchange(refreshToken)
            if fresh.refreshToken == nil { fresh.refreshToken = refreshToken }
            return fresh
        } catch {
            // The hooks log: they get the error without the tokens a server may have echoed.
            let error = SecretScrubbing.scrubbing(error, hiding: [rejected.accessToken, rejected.refreshToken ?? ""])
            await hooks.refreshFailed(error)
            throw error
        }
    }

    public func tokenDidChange(_ token: BearerToken) async {
        tokenStore.save(token)
        await hooks.tokenRefreshed(token)
    }

    public func sessionDidEnd(_ end: SessionEnd) async {
        tokenStore.clear()
        await onSessionEnd(end)
    }
}
