import ErrgenRuntime
import FinFlowAPI
import Foundation

/// The app's side of bearer auth: how to refresh, where tokens go, what happens
/// when the session ends. The runtime makes sure only one refresh runs at a time
/// and calls `sessionDidEnd` once per ended session: it is the app's one logout hook.
///
/// A refresh that fails because the device is offline or the server is struggling
/// keeps the session; only the refresh endpoint's rejection (SESSION_REVOKED, a 400
/// or 401) or a missing refresh token ends it.
///
/// The refresh goes through a client of its own without an authenticator, so a
/// failing refresh can never start another refresh.
public struct FinFlowAuthSession: AuthSession {
    let refreshClient: FinFlowClient
    let tokenStore: any TokenStore
    let navigator: any AppNavigator

    let now: @Sendable () -> Date

    public init(
        baseURL: URL,
        transport: any HTTPTransport,
        tokenStore: any TokenStore,
        navigator: any AppNavigator,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.refreshClient = FinFlowClient(baseURL: baseURL, configuration: APIClientConfiguration(transport: transport))
        self.tokenStore = tokenStore
        self.navigator = navigator
        self.now = now
    }

    public func refresh(_ rejected: BearerToken) async throws -> BearerToken {
        guard let refreshToken = rejected.refreshToken else { throw RefreshRejected("no refresh token") }
        let pair = try await refreshClient.auth.refreshToken(body: FinFlow.RefreshRequest(refreshToken: refreshToken))
        // With its expiry, the token is refreshed shortly before it expires rather than sent to be rejected.
        return BearerToken(
            accessToken: pair.accessToken, refreshToken: pair.refreshToken,
            expiresAt: now().addingTimeInterval(TimeInterval(pair.expiresIn)))
    }

    public func tokenDidChange(_ token: BearerToken) async {
        await tokenStore.save(token)
    }

    /// The app's logout flow: forget the tokens, show sign-in. Runs once per ended session.
    public func sessionDidEnd(_ end: SessionEnd) async {
        await tokenStore.clear()
        await navigator.showSignIn()
    }
}
