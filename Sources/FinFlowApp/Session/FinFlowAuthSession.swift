import ErrgenRuntime
import FinFlowAPI
import Foundation

/// The app's side of bearer auth: how to refresh, where tokens go, what happens
/// when the session ends. The runtime makes sure only one refresh runs at a time
/// and calls `sessionDidEnd` once.
///
/// The refresh goes through a client of its own without an authenticator, so a
/// failing refresh can never start another refresh.
public struct FinFlowAuthSession: AuthSession {
    let refreshClient: FinFlowClient
    let tokenStore: any TokenStore
    let navigator: any AppNavigator

    public init(baseURL: URL, transport: any HTTPTransport, tokenStore: any TokenStore, navigator: any AppNavigator) {
        self.refreshClient = FinFlowClient(baseURL: baseURL, configuration: APIClientConfiguration(transport: transport))
        self.tokenStore = tokenStore
        self.navigator = navigator
    }

    public func refresh(_ rejected: BearerToken) async throws -> BearerToken {
        guard let refreshToken = rejected.refreshToken else { throw MissingRefreshToken() }
        let pair = try await refreshClient.auth.refreshToken(body: RefreshRequest(refreshToken: refreshToken))
        return BearerToken(accessToken: pair.accessToken, refreshToken: pair.refreshToken)
    }

    public func tokenDidChange(_ token: BearerToken) async {
        await tokenStore.save(token)
    }

    public func sessionDidEnd(refreshError: any Error) async {
        await tokenStore.clear()
        await navigator.showSignIn()
    }
}

/// The session has an access token but no refresh token, so it cannot be renewed.
public struct MissingRefreshToken: Error, Sendable {}
