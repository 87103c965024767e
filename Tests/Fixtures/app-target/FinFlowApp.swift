// App code as an Xcode 26 app target holds it beside errgen's output (Generated/), in the
// same module, written as the documentation shows and with no isolation annotation of its
// own: AppTargetCompileTests type-checks the two together in every CompileMode. Where the
// docs ask for an annotation (RuntimeGuide, "In a main-actor app target"), it is here too.
import ErrgenRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A screen's model: main-actor isolated (by default in an Xcode 26 app target; written out
/// for a target that is nonisolated by default).
@MainActor final class ProfileViewModel {
    private let client: FinFlowClient
    private let display: any ErrorDisplay
    private(set) var profile: FinFlow.UserProfile?
    private(set) var popular: [FinFlow.Movie] = []

    init(client: FinFlowClient, display: any ErrorDisplay) {
        self.client = client
        self.display = display
    }

    func load() async {
        do {
            profile = try await client.profile.myProfile()
            popular = try await client.movie.popularMovies(page: 1).results
        } catch .rateLimited(let retryAfter, _) {
            print("try again in \(retryAfter ?? 1) s")
        } catch {
            if await display.present(error, locale: "vi") == .retry { await load() }
        }
    }
}

/// Keeps what to show as state; a view renders `current`.
final class ErrorBanner: ErrorDisplay {
    private(set) var current: ErrorPresentation?

    func show(_ presentation: ErrorPresentation) async -> ErrorAction? {
        current = presentation
        return nil
    }
}

/// A stand-in for the app's Keychain wrapper.
final class KeychainTokenStore: TokenStore, @unchecked Sendable {
    private var token: BearerToken?
    func load() -> BearerToken? { token }
    func save(_ token: BearerToken) { self.token = token }
    func clear() { token = nil }
}

/// The app's coordinator.
@MainActor final class Navigator {
    func showLogin() {}
    func showSupport(phone: String?) {}
    func showMaintenance(until: Date?) {}
}

/// Sends an id per attempt, and logs how each attempt ended.
struct Tracing: ClientMiddleware {
    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        var request = request
        request.setValue(UUID().uuidString, forHTTPHeaderField: "X-Trace-ID")
        return request
    }

    func observe(_ outcome: AttemptOutcome) async {
        if let failure = outcome.failure { print("\(outcome.context.endpoint) failed: \(failure)") }
    }
}

/// A test's transport: answers every request with the next canned response.
actor CannedTransport: HTTPTransport {
    private var responses: [TransportResponse]
    private(set) var requests: [URLRequest] = []

    init(_ responses: [TransportResponse]) {
        self.responses = responses
    }

    func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse {
        requests.append(request)
        return responses.count > 1 ? responses.removeFirst() : responses[0]
    }
}

/// Builds the app's client: a session kept in the Keychain, global processors, middleware.
enum AppEnvironment {
    static func makeClient(navigator: Navigator, transport: (any HTTPTransport)? = nil) -> FinFlowClient {
        var configuration = APIClientConfiguration()
        if let transport { configuration.transport = transport }
        configuration.middlewares = [Tracing()]
        configuration.errorProcessors = ErrorProcessorChain(
            for: FinFlowError.self,
            [
                ErrorProcessor(name: "accountLocked") { error in
                    guard case .accountLocked(let supportPhone, _) = error else { return .passed }
                    await navigator.showSupport(phone: supportPhone)
                    return .handled
                },
                .maintenance { error in
                    let endsAt: Date? = if case .maintenance(let endsAt, _) = error { endsAt } else { nil }
                    await navigator.showMaintenance(until: endsAt)
                },
            ])
        let keychain = KeychainTokenStore()
        configuration.authenticator = FinFlowClient.authenticator(
            baseURL: FinFlowServer.production.url, configuration: configuration, tokenStore: keychain
        ) { _ in
            await navigator.showLogin()
        }
        return FinFlowClient(server: .production, configuration: configuration)
    }

    /// A sign-in: the login call, then the session starts with its tokens.
    static func signIn(client: FinFlowClient, authenticator: BearerAuthenticator) async throws(FinFlowError) {
        let response = try await client.auth.login(body: FinFlow.LoginRequest(email: "an@finflow.vn", password: "pw"))
        await authenticator.signIn(
            BearerToken(accessToken: response.tokens.accessToken, refreshToken: response.tokens.refreshToken))
    }

    /// A test's first lines: the client over a canned 5002, the view model loading.
    @MainActor static func testLockedAccount() async {
        let transport = CannedTransport([
            TransportResponse(status: 403, body: Data(#"{"error": {"code": 5002}}"#.utf8))
        ])
        let model = ProfileViewModel(
            client: makeClient(navigator: Navigator(), transport: transport), display: ErrorBanner())
        await model.load()
        _ = await transport.requests.count
    }
}
