import Foundation
import Testing

/// `errgen diff` reports a change of an endpoint's `events` or `terminator` as a response change.
@Suite("errgen diff: event streams")
struct DiffEventsTests {
    static func spec(events: String, terminator: String?) -> String {
        """
        errgen: 1
        module: {name: Shop}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
        models:
          Tick: {price: Double}
        services:
          Market:
            endpoints:
              ticks:
                method: GET
                path: /ticks
                events: \(events)
        """ + (terminator.map { "\n        terminator: \"\($0)\"" } ?? "") + "\n"
    }

    @Test func aChangedEventTypeOrTerminatorIsAResponseChange() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-diff-events-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in [
            ("old", Self.spec(events: "Tick", terminator: nil)),
            ("new", Self.spec(events: "String", terminator: "[DONE]")),
        ] {
            let specs = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
            try text.write(to: specs.appendingPathComponent("errgen.yaml"), atomically: true, encoding: .utf8)
        }

        let result = try await ErrgenProcess.run(["diff", "old", "new", "--fail-on", "none"], in: folder.path)

        #expect(result.stderr == "")
        #expect(
            result.stdout.contains("response-changed: Market.ticks: events Tick -> String until [DONE]"),
            "\(result.stdout)")
    }
}
