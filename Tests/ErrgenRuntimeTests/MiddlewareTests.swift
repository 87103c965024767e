import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 29, point 5: middlewares adapt every attempt's request and observe its outcome,
/// retries and the repeat after a refresh included, in order, redacted, and a middleware's
/// error becomes a catalog error.
@Suite struct MiddlewareTests {
    static let movies = "/movie/popular"

    // MARK: Signing

    @Test func signingMiddlewareSignsEveryRequestTheRefreshAndItsRepeatIncluded() async throws {
        let server = try await TestServer.start { request, _ in
            let body = try await request.bodyData
            let expected = Signer.signature(
                method: request.method.rawValue, path: request.path,
                authorization: request.headers[.authorization], body: body)
            guard request.headers[HTTPHeader("X-Signature")] == expected else {
                return .json(.badRequest, #"{"error":{"code":"BAD_SIGNATURE"}}"#)
            }
            if request.path == "/api/auth/refresh" { return .json(.ok, tokensBody("fresh")) }
            if request.path == "/api/movie/550/rating" { return .json(.ok, "{}") }
            return request.headers[.authorization] == "Bearer fresh"
                ? .json(.ok, popularBody) : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        let (client, authenticator) = Self.client(server: server, middlewares: [Signer()])

        #expect(await RefreshTests.popular(client) == nil)
        let rating = await failure(from: client) {
            try await client.send(MovieRouter.rateMovie(movieID: 550, rating: RatingRequest(value: 8.5)))
        }
        #expect(rating == nil, "a POST's body and idempotency key are signed as sent")

        #expect(await authenticator.token?.accessToken == "fresh")
        #expect(server.requests(to: "/auth/refresh").count == 1, "the refresh was signed: it succeeded")
        #expect(server.requests(to: Self.movies).count == 2, "rejected with the old token, repeated with the new")
        #expect(server.requests.allSatisfy { $0.header("X-Signature") != nil })

        // The server does check: the same calls unsigned are refused.
        let (unsigned, _) = Self.client(server: server, middlewares: [])
        let refused = try #require(await RefreshTests.popular(unsigned))
        #expect(refused.context.status == 400)
    }

    // MARK: Tracing, once per attempt

    @Test func tracingHeaderHasOneValuePerAttemptAcrossRetries() async throws {
        let server = try await TestServer.start { _, number in
            number == 1
                ? .json(.serviceUnavailable, #"{"error":{"code":"SERVICE_UNAVAILABLE"}}"#) : .json(.ok, popularBody)
        }
        defer { Task { await server.stop() } }
        let tracer = Tracer()
        let client = makeClient(server: server) { $0.middlewares = [tracer] }

        #expect(await RefreshTests.popular(client) == nil)

        #expect(server.requests.map { $0.header("X-Trace") } == ["Movie.popularMovies#1", "Movie.popularMovies#2"])
        #expect(tracer.observed == ["Movie.popularMovies#1 503", "Movie.popularMovies#2 200"])
    }

    @Test func tracingHeaderMarksTheRepeatAfterARefreshAndTracesTheRefresh() async throws {
        let server = try await RefreshTests.server(accepting: { $0 == "Bearer fresh" }) { _ in
            .json(.ok, tokensBody("fresh"))
        }
        defer { Task { await server.stop() } }
        let tracer = Tracer()
        let (client, _) = Self.client(server: server, middlewares: [tracer])

        #expect(await RefreshTests.popular(client) == nil)

        #expect(
            server.requests.map { $0.header("X-Trace") } == [
                "Movie.popularMovies#1", "Auth.refresh#1", "Movie.popularMovies#2 repeat",
            ])
        #expect(
            tracer.observed == ["Movie.popularMovies#1 401", "Auth.refresh#1 200", "Movie.popularMovies#2 repeat 200"])
    }

    // MARK: Order

    @Test func middlewaresAdaptInOrderAndObserveInReverse() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, popularBody) }
        defer { Task { await server.stop() } }
        let events = Locked<[String]>([])
        let client = makeClient(server: server) {
            $0.middlewares = [Chained(name: "A", events: events), Chained(name: "B", events: events)]
        }

        #expect(await RefreshTests.popular(client) == nil)

        #expect(server.requests.first?.header("X-Chain") == "A,B")
        #expect(events.withLock { $0 } == ["adapt A", "adapt B", "observe B 200", "observe A 200"])
    }

    // MARK: Redaction

    @Test func observerSeesNeitherTheBearerTokenNorSecretFields() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/auth/login" {
                return .json(.ok, #"{"access_token":"server-access","refresh_token":"server-refresh"}"#)
            }
            return .json(.ok, popularBody)
        }
        defer { Task { await server.stop() } }
        let recorder = Recorder()
        let authenticator = BearerAuthenticator(
            session: ServerAuthSession(refreshingAt: server.baseURL), token: oldToken)
        let client = makeClient(server: server) {
            $0.authenticator = authenticator
            $0.middlewares = [recorder]
        }

        _ = await failure(from: client) {
            try await client.send(
                AuthRouter.login(LoginRequest(email: "an@example.com", password: "hunter2")),
                expecting: LoginResponse.self)
        }
        #expect(await RefreshTests.popular(client) == nil)

        let seen = recorder.seen
        #expect(seen.count == 4, "adapt and observe, for each of the two calls")
        for text in seen {
            for secret in ["old-access", "hunter2", "server-access", "server-refresh"] {
                #expect(!text.contains(secret), "\(secret) in \(text)")
            }
        }
        #expect(seen.contains { $0.contains(#""password":"<redacted>""#) })
        #expect(seen.contains { $0.contains(#""access_token":"<redacted>""#) })
        #expect(seen.contains { $0.contains("Authorization: <redacted>") })
        #expect(seen.contains { $0.contains("an@example.com") }, "what is not secret is shown")
        // The middleware did get the real request: signing needs it.
        #expect(recorder.rawAuthorizations == [nil, "Bearer old-access"])
    }

    // MARK: A middleware's error

    @Test func middlewareErrorBecomesTheCatalogsClientErrorAndSendsNothing() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, popularBody) }
        defer { Task { await server.stop() } }
        let events = Locked<[String]>([])
        let reports = Locked<[CallReport]>([])
        let client = makeClient(server: server) {
            $0.middlewares = [
                Chained(name: "A", events: events), Throwing(error: SigningKeyUnavailable()),
                Chained(name: "C", events: events),
            ]
            $0.callReportHandler = { report in reports.withLock { $0.append(report) } }
            $0.errorProcessors = ErrorProcessorChain(
                for: TestError.self, [ErrorProcessor(name: "signingAlert") { _ in .handled }])
        }

        let error = try #require(await RefreshTests.popular(client))

        #expect(error.code == .networkError, "client_errors.other")
        #expect(error.context.classification == .byClientFailure(.other))
        #expect(error.context.underlyingError is SigningKeyUnavailable)
        #expect(error.context.endpoint == "Movie.popularMovies")
        #expect(error.context.handledBy == "signingAlert", "the error processors see it")
        #expect(server.requestCount == 0, "nothing sent, and not retried")
        #expect(reports.withLock { $0.map(\.attempts) } == [0])
        #expect(events.withLock { $0 } == ["adapt A", "observe A other"], "C never ran")
    }

    @Test func middlewareErrorIsClassifiedLikeATransportFailure() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, popularBody) }
        defer { Task { await server.stop() } }

        let offline = makeClient(server: server) {
            $0.middlewares = [Throwing(error: URLError(.notConnectedToInternet))]
        }
        #expect(await RefreshTests.popular(offline)?.code == .noInternet)
        let timedOut = makeClient(server: server) { $0.middlewares = [Throwing(error: URLError(.timedOut))] }
        #expect(await RefreshTests.popular(timedOut)?.code == .timeout)

        let reports = Locked<[CallReport]>([])
        let cancelled = makeClient(server: server) {
            $0.middlewares = [Throwing(error: CancellationError())]
            $0.callReportHandler = { report in reports.withLock { $0.append(report) } }
        }
        let error = try #require(await RefreshTests.popular(cancelled))
        guard case .cancelled = error.disposition else {
            Issue.record("got \(error.disposition)")
            return
        }
        #expect(reports.withLock { $0.map(\.outcome) } == [.cancelled])
        #expect(reports.withLock { $0.map(\.attempts) } == [0], "nothing was sent")
        #expect(server.requestCount == 0)
    }

    // MARK: No middleware

    @Test func aMiddlewareThatImplementsNothingChangesNothing() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, popularBody) }
        defer { Task { await server.stop() } }
        let logs = Locked<[String]>([])
        func client(_ middlewares: [any ClientMiddleware]) -> APIClient<TestError> {
            makeClient(server: server) {
                $0.middlewares = middlewares
                $0.logHandler = { entry in logs.withLock { $0.append("\(entry)") } }
            }
        }

        #expect(await RefreshTests.popular(client([])) == nil)
        #expect(await RefreshTests.popular(client([PassThrough()])) == nil)

        let requests = server.requests
        #expect(requests.count == 2)
        #expect(requests[0].headers == requests[1].headers)
        #expect(requests[0].path == requests[1].path && requests[0].query == requests[1].query)
        let entries = logs.withLock { $0 }
        #expect(entries.count == 4)
        #expect(Array(entries[0..<2]) == Array(entries[2..<4]))
        #expect(APIClientConfiguration().middlewares.isEmpty, "none by default")
    }

    /// A client of `server` whose session refreshes through `/auth/refresh` with the
    /// client's own configuration, `forRefresh()`, as a generated client's does.
    static func client(server: TestServer, middlewares: [any ClientMiddleware]) -> (
        APIClient<TestError>, BearerAuthenticator
    ) {
        var configuration = APIClientConfiguration(clock: RecordingClock(), random: FixedRandomSource(value: .max))
        configuration.middlewares = middlewares
        let session = ForRefreshSession(
            client: APIClient(baseURL: server.baseURL, configuration: configuration.forRefresh()))
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        configuration.authenticator = authenticator
        return (APIClient(baseURL: server.baseURL, configuration: configuration), authenticator)
    }
}

// MARK: Middlewares

/// Signs method, path, authorization and body with a shared key, as an HMAC would.
private struct Signer: ClientMiddleware {
    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        var request = request
        let signature = Self.signature(
            method: request.httpMethod ?? "GET", path: request.url?.path ?? "",
            authorization: request.value(forHTTPHeaderField: "Authorization"), body: request.httpBody ?? Data())
        request.setValue(signature, forHTTPHeaderField: "X-Signature")
        return request
    }

    /// FNV-1a (64 bits) of the key and the signed parts: deterministic, and changed by any of them.
    static func signature(method: String, path: String, authorization: String?, body: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let parts = ["shared-key", method, path, authorization ?? ""].map { Data($0.utf8) } + [body]
        for part in parts {
            for byte in part + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}

/// Sends `X-Trace: <endpoint>#<attempt>`, marking the repeat after a refresh, and records outcomes.
private final class Tracer: ClientMiddleware {
    private let outcomes = Locked<[String]>([])
    var observed: [String] { outcomes.withLock { $0 } }

    static func trace(_ attempt: AttemptContext) -> String {
        "\(attempt.endpoint)#\(attempt.attempt)" + (attempt.isRepeatAfterRefresh ? " repeat" : "")
    }

    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        var request = request
        request.setValue(Self.trace(attempt), forHTTPHeaderField: "X-Trace")
        return request
    }

    func observe(_ outcome: AttemptOutcome) async {
        let result = outcome.status.map(String.init) ?? "\(outcome.failure.map { "\($0)" } ?? "?")"
        outcomes.withLock { $0.append("\(Self.trace(outcome.context)) \(result)") }
    }
}

/// Appends its name to `X-Chain` and records when it runs.
private struct Chained: ClientMiddleware {
    let name: String
    let events: Locked<[String]>

    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        events.withLock { $0.append("adapt \(name)") }
        var request = request
        let chain = request.value(forHTTPHeaderField: "X-Chain").map { $0 + "," } ?? ""
        request.setValue(chain + name, forHTTPHeaderField: "X-Chain")
        return request
    }

    func observe(_ outcome: AttemptOutcome) async {
        let result = outcome.status.map(String.init) ?? outcome.failure.map { "\($0)" } ?? "?"
        events.withLock { $0.append("observe \(name) \(result)") }
    }
}

/// Logs what it is shown, the way an app's logging middleware would.
private final class Recorder: ClientMiddleware {
    private let state = Locked((seen: [String](), authorizations: [String?]()))
    var seen: [String] { state.withLock { $0.seen } }
    var rawAuthorizations: [String?] { state.withLock { $0.authorizations } }

    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        let logged = HTTPLogEntry.request(attempt.redacted(request)).description
        state.withLock {
            $0.seen.append(logged)
            $0.authorizations.append(request.value(forHTTPHeaderField: "Authorization"))
        }
        return request
    }

    func observe(_ outcome: AttemptOutcome) async {
        var logged = HTTPLogEntry.request(outcome.request).description
        if let response = outcome.response { logged += "\n" + HTTPLogEntry.response(response).description }
        state.withLock { $0.seen.append(logged) }
    }
}

private struct SigningKeyUnavailable: Error {}

private struct Throwing: ClientMiddleware {
    let error: any Error
    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest { throw error }
}

private struct PassThrough: ClientMiddleware {}

/// Refreshes through `/auth/refresh` with the client it is given.
private final class ForRefreshSession: AuthSession {
    let client: APIClient<TestError>
    init(client: APIClient<TestError>) { self.client = client }

    func refresh(_ rejected: BearerToken) async throws -> BearerToken {
        let tokens = try await client.send(
            RefreshEndpoint(refreshToken: rejected.refreshToken ?? ""), expecting: LoginResponse.self)
        return BearerToken(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken)
    }

    func sessionDidEnd(_ end: SessionEnd) async {}
}
