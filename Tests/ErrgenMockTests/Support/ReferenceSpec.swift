import ErrgenCore
import ErrgenMock
import Foundation
import TestSupport

/// The reference spec (specs/) as the mock reads it, loaded once.
enum ReferenceSpec {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let api: MockAPI = {
        let (checked, diagnostics) = try! Generator.lint(folder: repository.appendingPathComponent("specs").path)
        precondition(!diagnostics.hasErrors, "specs/ has errors")
        return MockAPI(checked: checked)
    }()

    /// Scenarios from YAML text; a mistake fails the test with its diagnostics.
    static func scenarios(_ yaml: String, file: String = "scenarios.yaml") throws -> [Scenario] {
        let (scenarios, diagnostics) = ScenarioDecoder.decode(Array(yaml.utf8), file: file, api: api)
        if diagnostics.hasErrors { throw ScenarioErrors(lines: diagnostics.sorted.map(\.description)) }
        return scenarios
    }

    /// The reference spec's mock at `/api`, with a scenario file's scenarios and `active` answering.
    static func responder(scenarios yaml: String, active: String) throws -> MockResponder {
        var options = MockResponder.Options()
        options.basePath = "/api"
        let responder = MockResponder(
            api: api, scenarios: try scenarios(yaml), options: options, now: TestNow().function)
        responder.activeScenario = active
        return responder
    }

    /// The diagnostics of a scenario file, one line each.
    static func diagnostics(_ yaml: String) -> [String] {
        ScenarioDecoder.decode(Array(yaml.utf8), file: "scenarios.yaml", api: api).diagnostics.sorted.map(\.description)
    }

    struct ScenarioErrors: Error, CustomStringConvertible {
        var lines: [String]
        var description: String { lines.joined(separator: "\n") }
    }
}

/// A clock the test moves, shared by the mock and the client (token expiry, maintenance ends).
final class TestNow: Sendable {
    private let time = Locked(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { time.withLock { $0 } }
    func advance(_ seconds: Double) { time.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var function: @Sendable () -> Date { { [self] in now } }
}

extension MockResponder {
    /// A request answered without a socket.
    func get(_ path: String, query: [(String, String)] = [], token: String? = nil) -> MockReply {
        respond(
            MockRequest(
                method: "GET", path: path, query: query.map { ($0.0, $0.1) },
                headers: token.map { [("Authorization", "Bearer \($0)")] } ?? []))
    }

    func post(_ path: String, json: String, token: String? = nil) -> MockReply {
        respond(
            MockRequest(
                method: "POST", path: path, headers: token.map { [("Authorization", "Bearer \($0)")] } ?? [],
                body: Data(json.utf8)))
    }
}

extension MockReply {
    var json: JSONValue? { JSONValue.parse(body) }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
