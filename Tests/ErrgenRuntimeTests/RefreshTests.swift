import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 15, points 1, 3 and 4: cancelling a call that waits for the shared refresh,
/// refreshes that fail for now versus for good, proactive refresh and the refresh limit.
/// Every refresh goes to the server's `/auth/refresh`, which counts what it receives.
@Suite struct RefreshTests {
    static let movies = "/movie/popular"

    /// `/auth/refresh` answers through `refresh`; any other path accepts only `accepted`
    /// (`Bearer <token>`) and answers 401 TOKEN_EXPIRED to anything else.
    static func server(
        accepting accepted: @escaping @Sendable (String?) -> Bool,
        refresh: @escaping @Sendable (Int) async throws -> HTTPResponse
    ) async throws -> TestServer {
        let refreshes = Locked(0)
        return try await TestServer.start { request, _ in
            if request.path == "/api/auth/refresh" {
                return try await refresh(
                    refreshes.withLock {
                        $0 += 1
                        return $0
                    })
            }
            return accepted(request.headers[.authorization])
                ? .json(.ok, popularBody) : .json(.unauthorized, tokenExpired)
        }
    }

    static func popular(_ client: APIClient<TestError>, page: Int = 1) async -> TestError? {
        await failure(from: client) {
            try await client.send(MovieRouter.popularMovies(page: page), expecting: MovieListResponse.self)
        }
    }

    // MARK: Point 1

    /// No clock reading: the refresh endpoint is held until after the cancelled call has
    /// ended, so a call that waited for the refresh would never end (the time limit fails it).
    @Test(.timeLimit(.minutes(1)))
    func cancellingACallThatWaitsForTheRefreshEndsItAtOnceAndTheRefreshGoesOn() async throws {
        let gate = Gate()
        let server = try await Self.server(accepting: { $0 == "Bearer fresh" }) { _ in
            try await gate.wait()  // the refresh endpoint is slow: held until the test opens it
            return .json(.ok, tokensBody("fresh"))
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let cancelled = Task { await Self.popular(client, page: 1) }
        let others = (2...3).map { page in Task { await Self.popular(client, page: page) } }
        // Three rejected requests and the one refresh they share have reached the server.
        try await server.waitForRequests(4)
        cancelled.cancel()
        let error = try #require(await cancelled.value, "ends while the refresh is still held")
        guard case .cancelled = error.disposition else {
            Issue.record("got \(error.disposition)")
            return
        }
        #expect(server.requests(to: "/auth/refresh").count == 1)

        gate.open()
        for other in others { #expect(await other.value == nil, "the others get the refreshed token") }
        #expect(session.refreshCount == 1)
        #expect(server.requests(to: "/auth/refresh").count == 1)
        #expect(
            server.requests(to: Self.movies).count == 5, "3 rejected, 2 repeated; the cancelled call sent nothing more")
        #expect(await authenticator.token?.accessToken == "fresh")
    }

    // MARK: Point 3

    static let transientAnswers: [(Int, String, TestErrorCode)] = [
        (503, #"{"error":{"code":"SERVICE_UNAVAILABLE"}}"#, .serviceUnavailable),
        (500, "<html>Internal Server Error</html>", .serverError),
        (429, #"{"error":{"code":"RATE_LIMITED"}}"#, .rateLimited),
    ]

    @Test(arguments: transientAnswers)
    func refreshThatFailsForNowKeepsTokensAndSession(status: Int, body: String, expected: TestErrorCode) async throws {
        let recovered = Locked(false)
        let server = try await Self.server(accepting: { $0 == "Bearer fresh" }) { _ in
            recovered.withLock { $0 }
                ? .json(.ok, tokensBody("fresh")) : .json(HTTPStatusCode(status, phrase: "Test"), body)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let errors = await withTaskGroup(of: TestError?.self) { group in
            for page in 1...5 { group.addTask { await Self.popular(client, page: page) } }
            return await group.reduce(into: [TestError?]()) { $0.append($1) }
        }

        #expect(errors.count == 5)
        for error in errors {
            #expect(error?.code == expected, "the calls fail with the refresh's own error")
            #expect(error?.category == .retryable)
            #expect(error?.context.sessionEnded == false)
            if case .unhandled = error?.disposition {
            } else {
                Issue.record("expected unhandled, got \(String(describing: error?.disposition))")
            }
        }
        #expect(session.ends.isEmpty, "the session goes on")
        #expect(await authenticator.token == oldToken, "the tokens are kept")

        // The refresh endpoint recovers: the next rejected call refreshes again, and succeeds.
        recovered.withLock { $0 = true }
        #expect(await Self.popular(client) == nil)
        #expect(await authenticator.token?.accessToken == "fresh")
        #expect(session.ends.isEmpty)
    }

    @Test func refreshWhileOfflineKeepsTheSession() async throws {
        let server = try await Self.server(accepting: { $0 == "Bearer fresh" }) { _ in .json(.ok, tokensBody("fresh")) }
        defer { Task { await server.stop() } }
        // The refresh goes to a server that is not there: the device is as good as offline.
        let gone = try await TestServer.start { _, _ in .json(.ok, "{}") }
        await gone.stop()
        let session = ServerAuthSession(refreshingAt: gone.baseURL)
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let error = try #require(await Self.popular(client))

        #expect(error.code == .noInternet)
        #expect(error.category == .retryable)
        #expect(session.ends.isEmpty)
        #expect(await authenticator.token == oldToken)
    }

    @Test func refreshThatTimesOutKeepsTheSession() async throws {
        let server = try await Self.server(accepting: { $0 == "Bearer fresh" }) { _ in
            try await Task.sleep(for: .seconds(5))
            return .json(.ok, tokensBody("fresh"))
        }
        defer { Task { await server.stop() } }
        let session = TimingOutSession(client: APIClient(baseURL: server.baseURL))
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let error = try #require(await Self.popular(client))

        #expect(error.code == .timeout)
        #expect(session.ended.withLock { $0 } == false)
        #expect(await authenticator.token == oldToken)
    }

    static let definitiveAnswers: [(Int, String)] = [
        (400, #"{"error":"invalid_grant","error_description":"refresh token revoked"}"#),  // OAuth 2.0
        (401, #"{"error":{"code":"UNAUTHORIZED"}}"#),
        (401, #"{"error":{"code":"SESSION_EXPIRED"}}"#),  // a requires_logout entry
    ]

    @Test(arguments: definitiveAnswers)
    func refreshRejectedForGoodEndsTheSessionOnce(status: Int, body: String) async throws {
        let server = try await Self.server(accepting: { $0 == "Bearer fresh" }) { _ in
            .json(HTTPStatusCode(status, phrase: "Test"), body)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let errors = await withTaskGroup(of: TestError?.self) { group in
            for page in 1...5 { group.addTask { await Self.popular(client, page: page) } }
            return await group.reduce(into: [TestError?]()) { $0.append($1) }
        }

        #expect(errors.allSatisfy { $0?.category == .requiresLogout })
        #expect(session.ends.count == 1)
        if case .refreshRejected(let error as TestError) = session.ends.first {
            #expect(error.context.status == status)
        } else {
            Issue.record("ended as \(String(describing: session.ends.first))")
        }
        #expect(server.requests(to: "/auth/refresh").count == 1)
    }

    // MARK: Point 4

    @Test func tokenAboutToExpireIsRefreshedBeforeTheCallIsSent() async throws {
        let now = TestNow()
        let server = try await Self.server(accepting: { $0 == "Bearer fresh" }) { _ in .json(.ok, tokensBody("fresh")) }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL, lifetime: .seconds(3600), now: now.function)
        let expiring = BearerToken(
            accessToken: "old-access", refreshToken: "old-refresh", expiresAt: now.now.addingTimeInterval(30))
        let authenticator = BearerAuthenticator(
            session: session, token: expiring, refreshBeforeExpiry: .seconds(60), now: now.function)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        #expect(await Self.popular(client) == nil)

        #expect(server.requests.map(\.path) == ["/api/auth/refresh", "/api" + Self.movies], "refreshed first, no 401")
        #expect(server.requests(to: Self.movies).map { $0.header("Authorization") } == ["Bearer fresh"])

        // The fresh token lasts an hour: the next calls are sent as they are.
        now.advance(.seconds(600))
        #expect(await Self.popular(client) == nil)
        #expect(session.refreshCount == 1)
    }

    @Test func theRefreshWindowIsConfigurable() async throws {
        let now = TestNow()
        let server = try await Self.server(accepting: { $0 == "Bearer old-access" || $0 == "Bearer fresh" }) { _ in
            .json(.ok, tokensBody("fresh"))
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL, now: now.function)
        let expiring = BearerToken(
            accessToken: "old-access", refreshToken: "old-refresh", expiresAt: now.now.addingTimeInterval(30))
        let authenticator = BearerAuthenticator(
            session: session, token: expiring, refreshBeforeExpiry: .seconds(10), now: now.function)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        #expect(await Self.popular(client) == nil)
        #expect(session.refreshCount == 0, "30 s left is outside a 10 s window")

        now.advance(.seconds(25))
        #expect(await Self.popular(client) == nil)
        #expect(session.refreshCount == 1, "5 s left is inside it")
        #expect(server.requests.map(\.path) == ["/api" + Self.movies, "/api/auth/refresh", "/api" + Self.movies])
    }

    @Test func refreshLoopEndsTheSessionInsteadOfHammeringTheRefreshEndpoint() async throws {
        // A broken server: every token it issues, it rejects.
        let server = try await Self.server(accepting: { _ in false }) { number in
            .json(.ok, tokensBody("issued-\(number)"))
        }
        defer { Task { await server.stop() } }
        let now = TestNow()
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let authenticator = BearerAuthenticator(
            session: session, token: oldToken, refreshLimit: RefreshLimit(maximumRefreshes: 3, within: .seconds(60)),
            now: now.function)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        var errors: [TestError] = []
        for page in 1...10 {
            if let error = await Self.popular(client, page: page) { errors.append(error) }
            now.advance(.seconds(1))
        }

        #expect(errors.count == 10)
        #expect(server.requests(to: "/auth/refresh").count == 3, "three refreshes, then no more")
        #expect(session.ends.count == 1)
        guard case .tooManyRefreshes(let limit) = session.ends.first else {
            Issue.record("ended as \(session.ends)")
            return
        }
        #expect(limit.maximumRefreshes == 3)
        #expect(errors.suffix(7).allSatisfy { $0.category == .requiresLogout })
    }
}

/// A session whose refresh call has a 200 ms timeout.
final class TimingOutSession: AuthSession {
    let client: APIClient<TestError>
    let ended = Locked(false)

    init(client: APIClient<TestError>) { self.client = client }

    func refresh(_ rejected: BearerToken) async throws -> BearerToken {
        let tokens = try await client.send(
            RefreshEndpoint(refreshToken: "r", timeout: .milliseconds(200)), expecting: LoginResponse.self)
        return BearerToken(accessToken: tokens.accessToken)
    }

    func sessionDidEnd(_ end: SessionEnd) async { ended.withLock { $0 = true } }
}
