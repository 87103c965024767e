import ErrgenRuntime
import FinFlowAPI
import Foundation

/// Everything the app's use cases share, wired the way the seed apps wire it:
/// one client, one authenticator, the global error processors in order.
///
/// Logout has one hook: `FinFlowAuthSession.sessionDidEnd`, which the runtime calls
/// once per ended session. No processor shows sign-in.
public struct AppEnvironment: Sendable {
    public let client: FinFlowClient
    public let authenticator: BearerAuthenticator
    public let tokenStore: any TokenStore
    public let profileRepository: ProfileRepository

    /// - Parameters:
    ///   - baseURL: `FinFlowServer.production.url` in the app, a local server in tests.
    ///   - configure: a last change to the client's configuration (tests inject clocks).
    public init(
        baseURL: URL,
        navigator: any AppNavigator,
        tokenStore: any TokenStore = InMemoryTokenStore(),
        initialToken: BearerToken? = nil,
        transport: any HTTPTransport = URLSessionTransport(),
        configure: (inout APIClientConfiguration) -> Void = { _ in }
    ) {
        let session = FinFlowAuthSession(baseURL: baseURL, transport: transport, tokenStore: tokenStore, navigator: navigator)
        let authenticator = BearerAuthenticator(session: session, token: initialToken)
        var configuration = APIClientConfiguration(
            transport: transport,
            authenticator: authenticator,
            errorProcessors: ErrorProcessorChain(for: FinFlowError.self, [
                .accountLocked(navigator: navigator),
                .maintenance { _ in await navigator.showMaintenance() },
                .forceUpdate { error in
                    let storeURL: URL? = if case .forceUpdate(_, let url, _) = error { url } else { nil }
                    await navigator.showForceUpdate(storeURL: storeURL)
                },
            ]),
            // The spec's MAINTENANCE entry carries `ends_at`: the client stays paused until then.
            maintenanceEndField: .details(["ends_at"])
        )
        configure(&configuration)
        self.client = FinFlowClient(baseURL: baseURL, configuration: configuration)
        self.authenticator = authenticator
        self.tokenStore = tokenStore
        self.profileRepository = ProfileRepository(service: client.profile)
    }
}
