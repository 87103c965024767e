import ErrgenCore
import ErrgenMock
import ErrgenRuntime
import FinFlowAPI
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `errgen mock` answers an endpoint with `events` as a `text/event-stream`, and scenarios
/// cut the stream midway or send an error event; the runtime reads each as the app would.
@Suite struct EventStreamTests {
    /// specs/ plus a service with a stream, so the errors are FinFlow's catalog.
    static let streams = """
        models:
          Tick:
            price: Double
        services:
          Market:
            endpoints:
              ticks:
                method: GET
                path: /ticks
                auth: none
                events: Tick
                terminator: "[DONE]"
        """

    static let scenarios = """
        scenarios:
          two: {responses: [{endpoint: Market.ticks, steps: [{ok: true, events: 2}]}]}
          cut: {responses: [{endpoint: Market.ticks, steps: [{fault: truncated, events: 1}]}]}
          error-event: {responses: [{endpoint: Market.ticks, steps: [{error_event: SERVER_ERROR, events: 2}]}]}
        """

    struct Tick: Decodable, Sendable {
        var price: Double
    }

    struct TicksRouter: Router {
        var endpointName: String { "Market.ticks" }
        var method: ErrgenRuntime.HTTPMethod { .get }
        var path: String { "/ticks" }
        var queryItems: [QueryItem] { [] }
        var headers: [(name: String, value: String)] { [] }
        var body: (any Encodable & Sendable)? { nil }
        var timeout: Duration? { nil }
        var resourceTimeout: Duration? { nil }
        var retryPolicy: RetryPolicy { .never }
        var auth: AuthRequirement { .none }
        var isIdempotent: Bool { true }
        var sendsIdempotencyKey: Bool { false }
        var documentedErrors: [WireCode] { [] }
    }

    static func api() throws -> MockAPI {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-streams-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: ReferenceSpec.repository.appendingPathComponent("specs"), to: folder)
        try streams.write(to: folder.appendingPathComponent("streams.yaml"), atomically: true, encoding: .utf8)
        let (checked, diagnostics) = try Generator.lint(folder: folder.path)
        #expect(diagnostics.sorted.map(\.description) == [])
        return MockAPI(checked: checked)
    }

    /// The events of the scenario's stream, and what reading it threw.
    func read(_ scenario: String) async throws -> (ticks: [Double], error: FinFlowError?) {
        let api = try Self.api()
        let (scenarios, diagnostics) = ScenarioDecoder.decode(
            Array(Self.scenarios.utf8), file: "scenarios.yaml", api: api)
        #expect(diagnostics.sorted.map(\.description) == [])
        var options = MockResponder.Options()
        options.basePath = "/api"
        let responder = MockResponder(api: api, scenarios: scenarios, options: options)
        responder.activeScenario = scenario
        let server = try await MockServer.start(responder: responder)
        defer { Task { await server.stop() } }
        let client = APIClient<FinFlowError>(
            baseURL: server.url.appendingPathComponent("api"),
            configuration: APIClientConfiguration(clock: RecordingClock()))
        var ticks: [Double] = []
        do {
            for try await event in try await client.events(TicksRouter(), as: Tick.self, terminator: "[DONE]") {
                ticks.append(event.value.price)
            }
            return (ticks, nil)
        } catch let error as FinFlowError {
            return (ticks, error)
        }
    }

    @Test func theNormalAnswerIsAStreamOfSynthesizedEventsEndedByTheTerminator() async throws {
        let (ticks, error) = try await read("two")
        #expect(ticks.count == 2)
        #expect(error == nil)
    }

    @Test func aCutStreamIsAClientFailureAfterTheEventsBeforeIt() async throws {
        let (ticks, error) = try await read("cut")
        #expect(ticks.count == 1)
        // A connection lost or a body short of its length, as Foundation reports it: never an end.
        #expect([FinFlowErrorCode.noInternet, .networkError].contains(error?.code), "\(String(describing: error))")
    }

    @Test func anErrorEventIsTheCatalogsErrorAfterTheEventsBeforeIt() async throws {
        let (ticks, error) = try await read("error-event")
        #expect(ticks.count == 2)
        #expect(error?.code == .serverError, "\(String(describing: error))")
    }

    @Test func theStreamIsWhatTheSpecSays() throws {
        let responder = MockResponder(api: try Self.api(), scenarios: [])
        let reply = responder.respond(MockRequest(method: "GET", path: "/ticks"))
        #expect(reply.header("Content-Type") == "text/event-stream")
        let text = reply.bodyText
        #expect(text.hasPrefix("id: 1\ndata: {\"price\":"), "\(text)")
        #expect(text.hasSuffix("\n\ndata: [DONE]\n\n"), "\(text)")
        #expect(text.components(separatedBy: "\n\n").count == 5, "three events, the terminator, the end")
    }

    @Test func theDocumentedStreamScenariosDecode() throws {
        let markdown = try String(contentsOf: DocumentedScenarios.article, encoding: .utf8)
        let start = try #require(markdown.range(of: "```yaml\n# stream-scenarios.yaml\n"))
        let rest = markdown[start.upperBound...]
        let end = try #require(rest.range(of: "\n```"))
        let (scenarios, diagnostics) = ScenarioDecoder.decode(
            Array(rest[..<end.lowerBound].utf8), file: "stream-scenarios.yaml", api: try Self.api())
        #expect(diagnostics.sorted.map(\.description) == [])
        #expect(scenarios.map(\.name) == ["stream-cut", "stream-error"])
    }
}
