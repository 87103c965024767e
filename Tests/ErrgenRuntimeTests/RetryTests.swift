import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue point 3: retries follow the policy, the category and the request's safety,
/// and wait what the policy or the server says, on an injected clock.
@Suite struct RetryTests {
    static let unavailable = #"{"error":{"code":"SERVICE_UNAVAILABLE"}}"#

    /// A 503 with `Retry-After: value` for the first request, 200 after.
    static func unavailableOnce(retryAfter value: String) async throws -> TestServer {
        try await TestServer.start { _, number in
            number == 1
                ? .json(.serviceUnavailable, unavailable, headers: [HTTPHeader("Retry-After"): value])
                : .json(.ok, "{}")
        }
    }

    /// 503 for the first `failures` requests, then 200.
    static func failing(_ failures: Int) async throws -> TestServer {
        try await TestServer.start { _, number in
            number <= failures ? .json(.serviceUnavailable, unavailable) : .json(.ok, popularBody)
        }
    }

    @Test func threeUnavailableThenSuccessWithFourAttempts() async throws {
        let server = try await Self.failing(3)
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)
        let policy = RetryPolicy(
            maxAttempts: 4, initialBackoff: .seconds(1), maxBackoff: .seconds(60), multiplier: 2, jitter: .none)

        let movies = try await client.send(TestEndpoint(retryPolicy: policy), expecting: MovieListResponse.self)

        #expect(movies.results.first?.title == "Fight Club")
        #expect(server.requestCount == 4)
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test func threeUnavailableFailWithThreeAttempts() async throws {
        let server = try await Self.failing(3)
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)

        let error = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: standardPolicy)) })

        #expect(error.code == .serviceUnavailable)
        #expect(server.requestCount == 3)
        #expect(clock.sleeps == [.seconds(1), .seconds(2)])
    }

    @Test func jitterDrawsFromTheInjectedRandomSource() async throws {
        let server = try await Self.failing(2)
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock) { $0.random = FixedRandomSource(value: .max) }
        let policy = RetryPolicy(maxAttempts: 3, initialBackoff: .seconds(2), multiplier: 3, jitter: .equal)

        try await client.send(TestEndpoint(retryPolicy: policy))

        // Equal jitter, highest draw: half of the backoff plus all of the other half,
        // so 2 s then 6 s; the draw came from the injected source, not the system's.
        #expect(clock.sleeps == [.seconds(2), .seconds(6)])
    }

    @Test func retryAfterSecondsIsWaited() async throws {
        let server = try await TestServer.start { _, number in
            number == 1
                ? .json(.tooManyRequests, "{}", headers: [HTTPHeader("Retry-After"): "2"]) : .json(.ok, popularBody)
        }
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)

        _ = try await client.send(MovieRouter.popularMovies(page: 1), expecting: MovieListResponse.self)

        #expect(clock.sleeps == [.seconds(2)])
        #expect(server.requestCount == 2)
    }

    static let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    @Test(arguments: [
        "Sun, 06 Nov 1994 08:49:42 GMT",  // IMF-fixdate
        "Sunday, 06-Nov-94 08:49:42 GMT",  // RFC 850
        "Sun Nov  6 08:49:42 1994",  // asctime
    ])
    func retryAfterDateIsWaitedUntil(date: String) async throws {
        let server = try await Self.unavailableOnce(retryAfter: date)
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock) { $0.now = { Self.now } }

        try await client.send(TestEndpoint(retryPolicy: standardPolicy))

        #expect(clock.sleeps == [.seconds(5)])
    }

    /// A server that asks for longer than the policy waits is not asked again sooner:
    /// the call fails at once, its error carrying the wait (a day at most: issue 40).
    @Test(arguments: [("3600", Duration.seconds(3600)), ("99999999999999999999", RetryAfter.horizon)])
    func retryAfterAboveMaxBackoffEndsTheRetries(header: String, wait: Duration) async throws {
        let server = try await Self.unavailableOnce(retryAfter: header)
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)
        let policy = RetryPolicy(maxAttempts: 2, maxBackoff: .seconds(60), jitter: .none)

        let error = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: policy)) })

        #expect(error.code == .serviceUnavailable)
        #expect(error.context.retryAfter == wait)
        #expect(clock.sleeps == [])
        #expect(server.requestCount == 1)
    }

    /// A `Retry-After` the client cannot read is no header: the policy's backoff, not an
    /// immediate retry.
    @Test(arguments: ["-1", "-120", "soon", "Sun, 06 Nov 94 08:49:42 GMT"])
    func unreadableRetryAfterKeepsTheBackoff(header: String) async throws {
        let server = try await Self.unavailableOnce(retryAfter: header)
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock) { $0.now = { Self.now } }

        try await client.send(TestEndpoint(retryPolicy: standardPolicy))

        #expect(clock.sleeps == [.seconds(1)])
        #expect(server.requestCount == 2)
    }

    @Test func errorsOwnPolicyOverridesTheEndpoints() async throws {
        // RATE_LIMITED's own policy: 3 attempts, 1 s then 2 s, even on a "never" endpoint.
        let server = try await TestServer.start { _, _ in .json(.tooManyRequests, #"{"error":{"code":"RATE_LIMITED"}}"#)
        }
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)

        _ = await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: .never)) }

        #expect(server.requestCount == 3)
        #expect(clock.sleeps == [.seconds(1), .seconds(2)])
    }

    @Test func postWithoutIdempotencyIsSentOnce() async throws {
        let server = try await Self.failing(3)
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)

        let error = try #require(
            await failure(from: client) {
                try await client.send(TestEndpoint(method: .post, retryPolicy: standardPolicy))
            })

        #expect(error.category == .retryable)
        #expect(server.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func postMarkedIdempotentIsRetried() async throws {
        let server = try await Self.failing(1)
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        try await client.send(TestEndpoint(method: .post, retryPolicy: standardPolicy, idempotent: true))

        #expect(server.requestCount == 2)
    }

    @Test func idempotencyKeyIsKeptAcrossAttemptsAndNewPerCall() async throws {
        let server = try await TestServer.start { _, number in
            number == 1 || number == 3 ? .json(.serviceUnavailable, Self.unavailable) : .json(.ok, "{}")
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let rate = MovieRouter.rateMovie(movieID: 550, rating: RatingRequest(value: 8.5))

        try await client.send(rate)
        try await client.send(rate)

        let keys = server.requests.map { $0.header("Idempotency-Key") }
        #expect(keys.count == 4)
        #expect(keys.allSatisfy { $0 != nil })
        #expect(keys[0] == keys[1], "the attempts of one call share a key")
        #expect(keys[2] == keys[3])
        #expect(keys[0] != keys[2], "a new call gets a new key")
        #expect(server.requests.allSatisfy { $0.method == "POST" && $0.path == "/api/movie/550/rating" })
    }

    @Test func nonRetryableErrorIsNeverRetried() async throws {
        let server = try await TestServer.start { _, _ in .json(.notFound, #"{"error":{"code":"NOT_FOUND"}}"#) }
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)

        let error = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: standardPolicy)) })

        #expect(error.code == .notFound)
        #expect(server.requestCount == 1)
        #expect(clock.sleeps.isEmpty)
    }
}
