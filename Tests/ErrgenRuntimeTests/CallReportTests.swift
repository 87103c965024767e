import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 15, point 8: one report per finished call, with what an app counts its
/// errors by, and nothing secret.
@Suite struct CallReportTests {
    @Test func oneReportPerCallWithCodeStatusAttemptsAndDuration() async throws {
        let server = try await TestServer.start { request, number in
            switch request.path {
            case "/api/flaky":
                number <= 2
                    ? .json(.serviceUnavailable, #"{"error":{"code":"SERVICE_UNAVAILABLE","request_id":"req-9"}}"#)
                    : .json(.ok, "{}")
            case "/api/locked": .json(.forbidden, #"{"error":{"code":5002}}"#)
            case "/api/down": .json(.badGateway, "<html>502</html>")
            default: .json(.serviceUnavailable, #"{"error":{"code":"SERVICE_UNAVAILABLE","request_id":"req-9"}}"#)
            }
        }
        defer { Task { await server.stop() } }
        let reports = Locked([CallReport]())
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock) {
            $0.callReportHandler = { report in reports.withLock { $0.append(report) } }
            $0.errorProcessors = ErrorProcessorChain(
                for: TestError.self, [.code(.accountLocked, name: "support") { _ in }])
        }

        try await client.send(TestEndpoint(path: "/flaky", retryPolicy: standardPolicy))  // 503, 503, 200
        _ = await failure(from: client) {
            try await client.send(TestEndpoint(path: "/unavailable", retryPolicy: standardPolicy))
        }
        _ = await failure(from: client) { try await client.send(TestEndpoint(path: "/locked")) }
        _ = await failure(from: client) { try await client.send(TestEndpoint(path: "/down")) }

        let all = reports.withLock { $0 }
        #expect(all.count == 4)
        #expect(all.map(\.outcome) == [.succeeded, .failed, .failed, .failed])
        #expect(all.map(\.attempts) == [3, 3, 1, 1])
        #expect(all.map(\.httpStatus) == [200, 503, 403, 502])
        #expect(
            all.map(\.duration) == [.seconds(3), .seconds(3), .zero, .zero],
            "waits of 1 s and 2 s, on the client's clock")
        #expect(all.map(\.code) == [nil, .string("SERVICE_UNAVAILABLE"), .integer(5002), .string("SERVER_ERROR")])
        #expect(all[3].wireCode == nil, "the 502 page carried no code")
        #expect(all[3].classification == .byStatus(502))
        #expect(all.map(\.handledBy) == [nil, nil, "support", nil])
        #expect(all[1].category == .retryable)
        #expect(all[1].requestID == "req-9")

        // What an app does with them: count errors by stable code.
        let counts = Dictionary(all.compactMap(\.code).map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts[.integer(5002)] == 1)
    }

    @Test func cancelledAndLocallyFailedCallsAreReportedToo() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/slow" { try await Task.sleep(for: .seconds(10)) }
            return .json(.upgradeRequired, #"{"error":{"code":"UPGRADE_REQUIRED"}}"#)
        }
        defer { Task { await server.stop() } }
        let reports = Locked([CallReport]())
        let client = makeClient(server: server) {
            $0.callReportHandler = { report in reports.withLock { $0.append(report) } }
        }

        let slow = Task { await failure(from: client) { try await client.send(TestEndpoint(path: "/slow")) } }
        try await server.waitForRequests(1)
        slow.cancel()
        _ = await slow.value
        _ = await failure(from: client) { try await client.send(TestEndpoint()) }  // pauses the client
        _ = await failure(from: client) { try await client.send(TestEndpoint()) }  // fails locally

        let all = reports.withLock { $0 }
        #expect(all.map(\.outcome) == [.cancelled, .failed, .failed])
        #expect(all[0].code == nil)
        #expect(all.map(\.failedLocally) == [false, false, true])
        #expect(all.map(\.attempts) == [1, 1, 0])
        #expect(server.requestCount == 2)
    }

    @Test func reportsCarryNoSecrets() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.unauthorized, #"{"error":{"code":"INVALID_CREDENTIALS","message":"wrong password hunter2"}}"#)
        }
        defer { Task { await server.stop() } }
        let reports = Locked([CallReport]())
        let client = makeClient(server: server) {
            $0.callReportHandler = { report in reports.withLock { $0.append(report) } }
            $0.authenticator = BearerAuthenticator(session: TestAuthSession(refreshed: nil), token: oldToken)
        }

        _ = await failure(from: client) {
            try await client.send(
                AuthRouter.login(LoginRequest(email: "a@b.c", password: "hunter2")), expecting: LoginResponse.self)
        }

        let text = reports.withLock { $0.map { "\($0) \(String(reflecting: $0))" }.joined() }
        #expect(!text.contains("hunter2"))
        #expect(!text.contains("old-access"))
        #expect(text.contains("Auth.login"))
    }
}
