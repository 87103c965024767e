internal import ErrgenMock
import Foundation

/// `errgen mock` inside a test process: the spec served on a free port of 127.0.0.1, with
/// its scenarios, coverage and request journal in reach of the test's own code.
///
/// Link it from a test target only (the app links ``ErrgenRuntime`` alone), and start one
/// mock per test or per suite:
///
/// ```swift
/// import ErrgenMockTesting
/// import Testing
///
/// @Test func aRateLimitedOrderIsRetried() async throws {
///     try await ErrgenMockServer.with(specs: specsFolder, scenarios: scenarioFile, scenario: "rate-limited") { mock in
///         let client = ShopClient(baseURL: mock.baseURL)
///         _ = try await client.orders.place(order)
///         #expect(mock.requests(to: "Orders.place").count == 2)
///     }
/// }
/// ```
///
/// It answers exactly as `errgen mock` does: the same spec check, scenario file, admin
/// endpoints (`/__errgen/…`) and coverage. A mistake in the spec or the scenario file throws
/// ``ErrgenMockError`` with each `file:line:column: error: …`.
public final class ErrgenMockServer: Sendable {
    /// What `errgen mock`'s flags set, for a mock in a test.
    public struct Options: Sendable {
        /// Seeds the made-up values and the rates of faults: the same seed, the same answers.
        public var seed: UInt64 = 0
        /// Seconds an issued access token is accepted for.
        public var tokenLifetime: Double = 3600
        /// Accept any bearer token, not only those the mock issued.
        public var acceptsAnyToken = false
        /// The path the app's base URL ends in; `nil`: the path of the spec's first server.
        public var basePath: String? = nil
        /// Seconds a `stall` fault holds a connection before it closes.
        public var stallSeconds: Double = 60

        public init() {}
    }

    /// The base URL the app's client takes: `http://127.0.0.1:<port>` and the base path (`/api`).
    public let baseURL: URL
    /// `http://127.0.0.1:<port>`: the admin endpoints (`/__errgen/…`) are under it.
    public let serverURL: URL
    private let server: MockServer

    private init(server: MockServer) {
        self.server = server
        serverURL = server.url
        baseURL = URL(string: server.url.absoluteString + server.responder.options.basePath) ?? server.url
    }

    /// Starts the mock of the spec folder `specs` on a free port.
    ///
    /// - Parameters:
    ///   - specs: the spec folder, as `errgen mock` takes it.
    ///   - scenarios: a scenario file (see "Testing error paths").
    ///   - scenario: the scenario that answers from the start; `nil`: the spec's own answers.
    /// - Throws: ``ErrgenMockError`` when an input has a mistake or no port can be listened on.
    public static func start(
        specs: URL, scenarios: URL? = nil, scenario: String? = nil, options: Options = Options()
    ) async throws(ErrgenMockError) -> ErrgenMockServer {
        var responderOptions = MockResponder.Options()
        responderOptions.seed = options.seed
        responderOptions.tokenLifetime = options.tokenLifetime
        responderOptions.acceptsAnyToken = options.acceptsAnyToken
        responderOptions.stallSeconds = options.stallSeconds
        let responder: MockResponder
        do {
            responder = try MockSetup.responder(
                specFolder: specs.path, scenarioFile: scenarios?.path, scenario: scenario, basePath: options.basePath,
                options: responderOptions
            ).responder
        } catch {
            throw ErrgenMockError(error)
        }
        do {
            return ErrgenMockServer(server: try await MockServer.start(responder: responder))
        } catch {
            throw ErrgenMockError(error)
        }
    }

    /// Starts a mock, runs `body` with it, and stops it however `body` ends.
    public static func with<Result: Sendable>(
        specs: URL, scenarios: URL? = nil, scenario: String? = nil, options: Options = Options(),
        _ body: (ErrgenMockServer) async throws -> Result
    ) async throws -> Result {
        let mock = try await start(specs: specs, scenarios: scenarios, scenario: scenario, options: options)
        do {
            let result = try await body(mock)
            await mock.stop()
            return result
        } catch {
            await mock.stop()
            throw error
        }
    }

    /// Stops listening and closes every connection.
    public func stop() async {
        await server.stop()
    }

    /// The base URL whose requests the scenario `name` answers, whatever scenario is active:
    /// `http://127.0.0.1:<port>/scenario/<name>/api`. Two clients of one mock can so play two
    /// scenarios at once.
    public func baseURL(scenario name: String) -> URL {
        let segment = name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? name
        return URL(string: "\(serverURL.absoluteString)/scenario/\(segment)\(server.responder.options.basePath)")
            ?? baseURL
    }

    /// The active scenario; `nil`: the spec's own answers.
    public var scenario: String? { server.responder.activeScenario }

    /// Makes `name` the active scenario, its sequences started again; `nil` goes back to the
    /// spec's own answers, as `POST /__errgen/scenario` does.
    ///
    /// - Throws: ``ErrgenMockError`` (``ErrgenMockError/Reason/unknownScenario``) when the
    ///   scenario file has no `name`.
    public func use(scenario name: String?) throws(ErrgenMockError) {
        guard server.responder.activate(scenario: name) else {
            throw ErrgenMockError(
                .unknownScenario(name ?? "", known: server.responder.scenarios.map(\.name)))
        }
    }

    /// Clears what `parts` names, as `POST /__errgen/reset?clear=…` does.
    public func reset(_ parts: MockReset = .all) {
        server.responder.reset(parts.parts)
    }

    /// Every request the app sent since the start or the last reset of the journal, oldest
    /// first (the last 1,000 are kept).
    public var requests: [RecordedRequest] { server.responder.journal.entries.map(RecordedRequest.init) }

    /// The requests that `endpoint` (`Service.endpoint`, as the spec names it) served.
    public func requests(to endpoint: String) -> [RecordedRequest] {
        requests.filter { $0.endpoint == endpoint }
    }

    /// What the mock has served since the start or the last reset of the coverage.
    public var coverage: MockCoverage {
        MockCoverage(CoverageReport(snapshot: server.responder.coverage.snapshot, api: server.responder.api))
    }

    /// A new access and refresh token the API accepts, as `POST /__errgen/token` gives: for a
    /// test that starts signed in.
    public func issueToken() -> (access: String, refresh: String) {
        server.responder.session.issue()
    }
}
