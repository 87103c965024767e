import ErrgenRuntime
import FinFlowAPI
import Foundation

/// Everything the app's use cases share, wired the way the seed apps wire it:
/// one client, one authenticator, the global error processors in order.
///
/// The session is the spec's (`session:` in specs/errgen.yaml): the generated
/// `FinFlowClient.authenticator` refreshes through `Auth.refreshToken`, once for every
/// call in flight. The app gives only where tokens are kept and its logout flow, which
/// runs once per ended session; no processor shows sign-in.
public struct AppEnvironment: Sendable {
    public let client: FinFlowClient
    public let authenticator: BearerAuthenticator
    public let tokenStore: any TokenStore
    public let profileRepository: ProfileRepository

    /// - Parameters:
    ///   - baseURL: `FinFlowServer.production.url` in the app, a local server in tests.
    ///   - tokenStore: the Keychain in the app; the session starts with its token.
    ///   - configure: a last change to the client's configuration (tests inject clocks).
    public init(
        baseURL: URL,
        navigator: any AppNavigator,
        tokenStore: any TokenStore = InMemoryTokenStore(),
        transport: any HTTPTransport = URLSessionTransport(),
        configure: (inout APIClientConfiguration) -> Void = { _ in }
    ) {
        var configuration = APIClientConfiguration(
            transport: transport,
            errorProcessors: ErrorProcessorChain(
                for: FinFlowError.self,
                [
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
        // The app's logout flow: the store is cleared already; show sign-in.
        let authenticator = FinFlowClient.authenticator(
            baseURL: baseURL, configuration: configuration, tokenStore: tokenStore
        ) { _ in
            await navigator.showSignIn()
        }
        configuration.authenticator = authenticator
        self.client = FinFlowClient(baseURL: baseURL, configuration: configuration)
        self.authenticator = authenticator
        self.tokenStore = tokenStore
        self.profileRepository = ProfileRepository(service: client.profile)
    }
}
