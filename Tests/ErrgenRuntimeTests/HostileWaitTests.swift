import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 40, point 1: nothing a server sends traps. Two rows of its table:
///
/// - high, "one response header crashes the app": a 503 (maintenance) whose `Retry-After`
///   is `99999999999999999999` or `9223372036854775807` trapped in the pause timer
///   (`Duration.components`: "Not enough bits to represent the passed value");
/// - low, "extreme waits reach the user": a maintenance `ends_at` in 9999 paused every
///   call until `resume()`, and a huge wait was shown as a 19-digit number.
///
/// The horizon is ``RetryAfter/horizon``, a day: a wait or an end that far or further is
/// "not now" (no wait, no pause, no number). Against a local server; the client's clock
/// is a `ManualClock`, so no test waits for real.
@Suite("Issue 40: one response header crashes the app; extreme waits reach the user")
struct HostileWaitTests {
    static func call(_ client: APIClient<TestError>) async -> TestError? {
        await failure(from: client) { try await client.send(TestEndpoint(), expecting: MovieListResponse.self) }
    }

    /// A server that answers every call with `status`, `body` and `Retry-After: retryAfter`.
    static func server(_ status: HTTPStatusCode, _ body: String, retryAfter: String? = nil) async throws -> TestServer {
        try await TestServer.start { _, _ in
            .json(status, body, headers: retryAfter.map { [HTTPHeader("Retry-After"): $0] } ?? [:])
        }
    }

    static let maintenance = #"{"error":{"code":"MAINTENANCE"}}"#

    @Test(
        "a 503 maintenance with a Retry-After of a day or more neither traps nor pauses",
        arguments: [
            "99999999999999999999", "9223372036854775807", "9223372036854775808", "18446744073709551616",
            String(repeating: "9", count: 400), "86400", "Fri, 31 Dec 9999 23:59:59 GMT",
            "Friday, 31-Dec-49 23:59:59 GMT", "Fri Dec 31 23:59:59 9999",
        ])
    func maintenanceRetryAfterBeyondTheHorizonDoesNotTrapOrPause(retryAfter: String) async throws {
        let server = try await Self.server(.serviceUnavailable, Self.maintenance, retryAfter: retryAfter)
        defer { Task { await server.stop() } }
        let now = TestNow()
        let client = makeClient(server: server, clock: ManualClock()) { $0.now = now.function }

        let error = try #require(await Self.call(client))

        #expect(error.code == .maintenance)
        #expect(error.context.retryAfter == RetryAfter.horizon, "read as the horizon, not as Int64.max seconds")
        #expect(client.pauseState == .running, "not now: no pause")
        #expect(await Self.call(client)?.code == .maintenance)
        #expect(server.requestCount == 2, "the next call went out")
    }

    @Test("a 503 maintenance with a Retry-After under a day still pauses until its end")
    func maintenanceRetryAfterWithinTheHorizonPauses() async throws {
        let server = try await Self.server(.serviceUnavailable, Self.maintenance, retryAfter: "86399")
        defer { Task { await server.stop() } }
        let now = TestNow()
        let client = makeClient(server: server, clock: ManualClock()) { $0.now = now.function }

        _ = await Self.call(client)

        #expect(client.pauseState == .maintenance(until: now.now.addingTimeInterval(86_399)))
        _ = await Self.call(client)
        #expect(server.requestCount == 1)
    }

    /// `TestNow` is 2025-06-15T15:06:40Z: the first two ends are a day or more away.
    @Test(
        "a maintenance ends_at a day or more away does not pause every call until resume()",
        arguments: ["9999-12-31T23:59:59Z", "2025-06-16T15:06:40Z", "2099-01-01T00:00:00Z"])
    func maintenanceEndsAtBeyondTheHorizonDoesNotPause(endsAt: String) async throws {
        let server = try await Self.server(
            .serviceUnavailable, #"{"error":{"code":"MAINTENANCE","details":{"ends_at":"\#(endsAt)"}}}"#)
        defer { Task { await server.stop() } }
        let now = TestNow()
        let client = makeClient(server: server, clock: ManualClock()) {
            $0.now = now.function
            $0.maintenanceEndField = .details(["ends_at"])
        }

        _ = await Self.call(client)
        _ = await Self.call(client)

        #expect(client.pauseState == .running)
        #expect(server.requestCount == 2)
    }

    @Test("a maintenance ends_at under a day away pauses until then")
    func maintenanceEndsAtWithinTheHorizonPauses() async throws {
        let server = try await Self.server(
            .serviceUnavailable, #"{"error":{"code":"MAINTENANCE","details":{"ends_at":"2025-06-16T15:06:39Z"}}}"#)
        defer { Task { await server.stop() } }
        let now = TestNow()
        let client = makeClient(server: server, clock: ManualClock()) {
            $0.now = now.function
            $0.maintenanceEndField = .details(["ends_at"])
        }

        _ = await Self.call(client)

        #expect(client.pauseState == .maintenance(until: now.now.addingTimeInterval(86_399)))
    }

    /// Even a policy whose `max_backoff` is longer than a day does not wait a day's `Retry-After`.
    @Test("a 429 with a Retry-After of a day or more is not waited, whatever the policy's max_backoff")
    func rateLimitBeyondTheHorizonIsNotWaited() async throws {
        let server = try await Self.server(
            .tooManyRequests, #"{"error":{"code":"RATE_LIMITED"}}"#, retryAfter: "99999999999999999999")
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)
        let policy = RetryPolicy(maxAttempts: 3, maxBackoff: .seconds(3 * 86_400), jitter: .none)

        let error = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: policy)) })

        #expect(clock.sleeps == [])
        #expect(server.requestCount == 1)
        guard case .rateLimited(let retryAfter, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(retryAfter == nil, "no 19-digit number for a message")
        #expect(!error.message(locale: "en").contains("9223372036854775807"))
    }

    @Test("a wait under a day is still the server's, to the second")
    func aWaitWithinTheHorizonIsKept() {
        let policy = RetryPolicy(maxAttempts: 3, maxBackoff: .seconds(3 * 86_400))
        #expect(policy.retries(afterServerWait: .seconds(86_399)))
        #expect(!policy.retries(afterServerWait: RetryAfter.horizon))
        #expect(!policy.retries(afterServerWait: .seconds(Int64.max)))
    }

    /// What app code does with the wait an error carries: the pause timer's round trip
    /// through `TimeInterval` trapped on `Int64.max` seconds (so does `Task.sleep(for:)`),
    /// and an `Int` of seconds must fit 32 bits on watchOS.
    @Test(
        "the wait an error carries is safe for app arithmetic",
        arguments: ["99999999999999999999", "9223372036854775807", "Fri, 31 Dec 9999 23:59:59 GMT"])
    func theCarriedWaitIsSafeForArithmetic(header: String) throws {
        let wait = try #require(RetryAfter.parse(header, now: Date(timeIntervalSince1970: 1_750_000_000)))
        #expect(Duration.seconds(Double(wait.components.seconds)) == wait)
        #expect(wait.components.seconds <= Int64(Int32.max), "fits a 32-bit Int")
    }
}
