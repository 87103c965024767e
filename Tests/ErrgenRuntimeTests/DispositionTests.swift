import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 15, point 7: processors typed by the catalog, call sites that tell a
/// cancellation and a handled error from a failure by pattern, and a `wireCode` that
/// is `nil` when the response carried no code.
@Suite struct DispositionTests {
    @Test func aCodeProcessorTakesTheGeneratedCodeAndTheErrorItself() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.forbidden, #"{"error":{"code":"OUT_OF_CREDIT","details":{"balance":12}}}"#)
        }
        defer { Task { await server.stop() } }
        let balances = Locked([Int?]())
        let client = makeClient(server: server) {
            $0.errorProcessors = ErrorProcessorChain(
                for: TestError.self,
                [
                    .code(.outOfCredit) { error in
                        // The catalog's own error: its case and payload, no cast, no wire code.
                        guard case .outOfCredit(let balance, _) = error else { return }
                        balances.withLock { $0.append(balance) }
                    }
                ])
        }

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(method: .post)) })

        #expect(balances.withLock { $0 } == [12])
        guard case .handled(.outOfCredit(let balance, _), let by) = error.disposition else {
            Issue.record("\(error.disposition)")
            return
        }
        #expect(balance == 12)
        #expect(by == "outOfCredit")
    }

    @Test func callSitesMatchCancelledHandledAndUnhandled() async throws {
        let server = try await TestServer.start { request, _ in
            switch request.path {
            case "/api/slow":
                try await Task.sleep(for: .seconds(10))
                return .json(.ok, "{}")
            case "/api/maintenance": return .json(.serviceUnavailable, #"{"error":{"code":"MAINTENANCE"}}"#)
            default:
                return .json(
                    .unprocessableContent,
                    #"{"error":{"code":"VALIDATION_ERROR","details":{"field_errors":{"email":["taken"]}}}}"#)
            }
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) {
            $0.errorProcessors = ErrorProcessorChain(for: TestError.self, [.maintenance { _ in }])
        }

        /// What a screen does with each kind, written as an app would.
        func outcome(of path: String, cancel: Bool = false) async throws -> String {
            let call = Task { await failure(from: client) { try await client.send(TestEndpoint(path: path)) } }
            if cancel {
                try await server.waitForRequests(server.requestCount + 1)
                call.cancel()
            }
            let error = try #require(await call.value)
            switch error.disposition {
            case .cancelled: return "nothing: cancelled"
            case .handled(_, let by): return "nothing: handled by \(by)"
            case .unhandled(.validationError(let fields, _)): return "fields: \(fields?.keys.sorted() ?? [])"
            case .unhandled(let other): return "alert: \(other.code)"
            }
        }

        #expect(try await outcome(of: "/slow", cancel: true) == "nothing: cancelled")
        #expect(try await outcome(of: "/maintenance") == "nothing: handled by maintenance")
        #expect(try await outcome(of: "/validation") == #"fields: ["email"]"#)
    }

    @Test(arguments: [
        (502, "text/html", "<html><body><h1>502 Bad Gateway</h1></body></html>"),
        (500, "application/json", ""),
    ])
    func aResponseWithoutACodeHasNoWireCodeAndSaysItWasClassifiedByStatus(
        status: Int, contentType: String, body: String
    ) {
        let response = TransportResponse(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8))
        let error = TestError(response: response, endpoint: "Test.endpoint")

        #expect(error.wireCode == nil)
        #expect(error.code == .serverError)
        #expect(error.context.classification == .byStatus(status))
    }

    @Test func aResponseWithACodeKeepsIt() {
        let response = TransportResponse(status: 403, body: Data(#"{"error":{"code":5002}}"#.utf8))
        let error = TestError(response: response)

        #expect(error.wireCode == .integer(5002))
        #expect(error.context.classification == .byCode)
    }

    @Test func noResponseIsClassifiedByTheClientFailure() async throws {
        let gone = try await TestServer.start { _, _ in .json(.ok, "{}") }
        await gone.stop()
        let client = makeClient(server: gone)

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint()) })

        #expect(error.code == .noInternet)
        #expect(error.wireCode == nil)
        #expect(error.context.classification == .byClientFailure(.offline))
    }
}
