import ErrgenMock
import ErrgenRuntime
import FinFlowAPI
import Foundation
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The FinFlow client against `errgen mock` on 127.0.0.1, in process: the mock and the client
/// share a clock the test moves, and the client sleeps on a clock that only records.
struct MockHarness {
    let server: MockServer
    let api: APIClient<FinFlowError>
    let client: FinFlowClient
    let tokenStore: InMemoryTokenStore
    let sessionEnds: TestSupport.Locked<Int>
    let sleeps: RecordingClock
    let now: TestNow

    var mock: MockResponder { server.responder }

    /// - Parameters:
    ///   - scenarios: a scenario file's text; `scenario` is the active one.
    ///   - timeout: each attempt's timeout, instead of the spec's (30 s): short for the stall fault.
    static func start(scenarios yaml: String? = nil, scenario: String? = nil, timeout: Double? = nil)
        async throws -> MockHarness
    {
        let now = TestNow()
        var options = MockResponder.Options()
        options.basePath = "/api"
        options.stallSeconds = 3
        let scenarios = try yaml.map { try ReferenceSpec.scenarios($0) } ?? []
        let responder = MockResponder(api: ReferenceSpec.api, scenarios: scenarios, options: options, now: now.function)
        responder.activeScenario = scenario
        let server = try await MockServer.start(responder: responder)
        let baseURL = server.url.appendingPathComponent("api")
        // A session the mock issued: the app signed in before the test starts.
        let tokens = responder.session.issue()
        let tokenStore = InMemoryTokenStore(
            token: BearerToken(accessToken: tokens.access, refreshToken: tokens.refresh))
        let sleeps = RecordingClock()
        var configuration = APIClientConfiguration(
            maintenanceEndField: .details(["ends_at"]), clock: sleeps, now: now.function)
        if let timeout { configuration.middlewares = [AttemptTimeout(seconds: timeout)] }
        let sessionEnds = TestSupport.Locked(0)
        configuration.authenticator = FinFlowClient.authenticator(
            baseURL: baseURL, configuration: configuration, tokenStore: tokenStore
        ) { _ in sessionEnds.withLock { $0 += 1 } }
        let api = APIClient<FinFlowError>(baseURL: baseURL, configuration: configuration)
        return MockHarness(
            server: server, api: api, client: FinFlowClient(client: api), tokenStore: tokenStore,
            sessionEnds: sessionEnds, sleeps: sleeps, now: now)
    }

    /// How often the mock served an endpoint (`Profile.myProfile`).
    func served(_ endpoint: String) -> Int { mock.coverage.snapshot.endpoints[endpoint] ?? 0 }

    /// The error a call throws; `nil` when it succeeds.
    func error<T>(_ call: () async throws -> T) async -> FinFlowError? {
        do {
            _ = try await call()
            return nil
        } catch {
            return error as? FinFlowError
        }
    }
}

/// Sets each attempt's timeout, over the endpoint's.
struct AttemptTimeout: ClientMiddleware {
    let seconds: Double

    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        var request = request
        request.timeoutInterval = seconds
        return request
    }
}
