import ErrgenCore
import ErrgenMock
import ErrgenRuntime
import Foundation

/// `errgen mock` of the reference spec, in process on 127.0.0.1, playing one scenario:
/// the server of the flows whose answers come from the catalog, with no hand-written body.
struct MockedAPI {
    let server: MockServer

    /// The app's base URL: the spec's server path on the mock.
    var baseURL: URL { server.url.appendingPathComponent("api") }
    var mock: MockResponder { server.responder }

    static let api: MockAPI = {
        let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("specs")
        let (checked, diagnostics) = try! Generator.lint(folder: specs.path)
        precondition(!diagnostics.hasErrors, "specs/ has errors")
        return MockAPI(checked: checked)
    }()

    /// Starts the mock with `scenarios` (a scenario file's text) and `scenario` active.
    static func start(_ scenarios: String, scenario: String) async throws -> MockedAPI {
        let (decoded, diagnostics) = ScenarioDecoder.decode(Array(scenarios.utf8), file: "scenarios.yaml", api: api)
        if diagnostics.hasErrors { throw ScenarioError(lines: diagnostics.sorted.map(\.description)) }
        var options = MockResponder.Options()
        options.basePath = "/api"
        let responder = MockResponder(api: api, scenarios: decoded, options: options)
        responder.activeScenario = scenario
        return MockedAPI(server: try await MockServer.start(responder: responder))
    }

    /// A session the mock issued, as the app holds after signing in.
    func issuedToken() -> (access: String, refresh: String) { mock.session.issue() }

    /// The same, as the app's token store keeps it.
    func signedIn() -> BearerToken {
        let issued = issuedToken()
        return BearerToken(accessToken: issued.access, refreshToken: issued.refresh)
    }

    /// How often the mock served `Service.endpoint`.
    func served(_ endpoint: String) -> Int { mock.coverage.snapshot.endpoints[endpoint] ?? 0 }

    func stop() async { await server.stop() }

    struct ScenarioError: Error, CustomStringConvertible {
        var lines: [String]
        var description: String { lines.joined(separator: "\n") }
    }
}
