import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenOpenAPIConstructs
import TestSupport
import Testing

/// A `requestBody` the document leaves optional, on the wire: the openapi-constructs golden's
/// `cancelVisits(body: Visit? = nil)` against a local server that reads the exact bytes.
@Suite("Optional bodies on the wire")
struct OptionalBodyWireTests {
    @Test("nil sends no body and no Content-Type; a value is sent as JSON; colliding labels keep their wire names")
    func nilSendsNoBody() async throws {
        let server = try await TestServer.start { _, _ in .json(.noContent, "") }
        defer { Task { await server.stop() } }
        // Through its protocol: the fixture deprecates the operation, and the test must build without warnings.
        let visits: any Zoo.VisitsServiceProtocol = ZooClient(baseURL: server.baseURL).visits

        try await visits.cancelVisits(day: "2026-11-27", day2: nil, day3: "2026-11-20", body: nil)
        try await visits.cancelVisits(
            day: nil, day2: nil, day3: nil, body: Zoo.Visit(day: "2026-11-27", ticket: Zoo.TypeModel(class: "a")))

        let requests = server.requests(to: "/visits/cancellations")
        try #require(requests.count == 2)
        #expect(requests[0].body.isEmpty)
        #expect(requests[0].header("Content-Type") == nil)
        #expect(requests[0].query == ["day": "2026-11-27", "day>": "2026-11-20"])
        #expect(requests[1].header("Content-Type") == "application/json")
        let sent = try JSONSerialization.jsonObject(with: requests[1].body) as? [String: Any]
        #expect(sent?["day"] as? String == "2026-11-27")
    }
}
