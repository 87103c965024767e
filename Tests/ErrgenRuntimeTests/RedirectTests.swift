import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 40, point 2: credentials stay with their host. The API's server on 127.0.0.1
/// answers with redirects; a second server plays the host they lead to: another port of
/// 127.0.0.1, another address (127.0.0.2), or `localhost`. It records what it receives.
@Suite struct RedirectTests {
    /// Where a redirect leads, as the attacker's server is reached.
    enum Elsewhere: String, CaseIterable, CustomTestStringConvertible {
        case otherPort, otherAddress, localhost

        var testDescription: String { rawValue }
        var host: String { self == .otherAddress ? "127.0.0.2" : "127.0.0.1" }

        /// The attacker's URL for `path`, as the API's redirect names it.
        func url(of server: TestServer, path: String) -> String {
            var components = URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false)!
            if self == .localhost { components.host = "localhost" }
            components.path = path
            return components.string!
        }
    }

    static let statuses = [301, 302, 303, 307, 308]
    static let secretHeaders = ["Authorization", "X-Api-Key", "Idempotency-Key", "Cookie"]

    /// The API (`/api/set-cookie` sets a cookie; every other path redirects with `status`
    /// to the same path on `attacker`), and the attacker, which answers `answer`.
    static func servers(
        _ status: Int, to elsewhere: Elsewhere,
        answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse = { _ in .json(.ok, popularBody) }
    ) async throws -> (api: TestServer, attacker: TestServer, elsewhere: Elsewhere) {
        let attacker = try await TestServer.start(host: elsewhere.host) { request, _ in answer(request) }
        let api = try await TestServer.start { request, _ in
            if request.path == "/api/set-cookie" {
                return HTTPResponse(
                    statusCode: .ok, headers: [HTTPHeader("Set-Cookie"): "sid=cookie-secret; Path=/"] as HTTPHeaders)
            }
            let location = elsewhere.url(of: attacker, path: request.path)
            return HTTPResponse(
                statusCode: HTTPStatusCode(status, phrase: "Redirect"), headers: [.location: location] as HTTPHeaders,
                body: Data("moved".utf8))
        }
        return (api, attacker, elsewhere)
    }

    /// A client that sends every credential the runtime knows: a bearer token, a secret
    /// default header, a `Cookie` header, a cookie from the cookie store (after
    /// `/set-cookie`), and an idempotency key on `rateMovie`.
    static func client(
        _ api: TestServer, policy: RedirectPolicy? = nil, session: ServerAuthSession? = nil,
        configure: (inout APIClientConfiguration) -> Void = { _ in }
    ) async throws -> APIClient<TestError> {
        let client = makeClient(server: api) {
            $0.authenticator = BearerAuthenticator(
                session: session ?? ServerAuthSession(refreshingAt: api.baseURL), token: oldToken)
            $0.defaultHeaders = [
                DefaultHeader(name: "X-Api-Key", value: .text("key-secret")),
                DefaultHeader(name: "Cookie", value: .text("header=cookie-secret")),
            ]
            if let policy { $0.redirectPolicy = policy }
            configure(&$0)
        }
        try await client.send(TestEndpoint(path: "/set-cookie"))
        return client
    }

    static func popular(_ client: APIClient<TestError>) async -> TestError? {
        await failure(from: client) {
            try await client.send(MovieRouter.popularMovies(page: 1), expecting: MovieListResponse.self)
        }
    }

    static func rate(_ client: APIClient<TestError>) async -> TestError? {
        await failure(from: client) {
            try await client.send(MovieRouter.rateMovie(movieID: 550, rating: RatingRequest(value: 8)))
        }
    }

    /// Whatever the credential, none reached the attacker, in any letter case.
    static func expectNoCredential(in request: ReceivedRequest?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let request else { return }
        for name in secretHeaders {
            #expect(request.header(name) == nil, "\(name) went to the other origin", sourceLocation: sourceLocation)
        }
        let everything = request.headers.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
        for secret in ["old-access", "key-secret", "cookie-secret"] {
            #expect(!everything.contains(secret), sourceLocation: sourceLocation)
        }
    }

    // MARK: The default: refused

    @Test(arguments: statuses, Elsewhere.allCases)
    func aRedirectToAnotherOriginIsRefusedByDefault(status: Int, elsewhere: Elsewhere) async throws {
        let (api, attacker, _) = try await Self.servers(status, to: elsewhere)
        defer { Task { await api.stop() } }
        defer { Task { await attacker.stop() } }
        let client = try await Self.client(api)

        let read = try #require(await Self.popular(client))
        let write = try #require(await Self.rate(client))

        for error in [read, write] {
            #expect(error.code == .networkError, "client_errors.other")
            let refused = try #require(error.context.underlyingError as? RedirectRefused)
            #expect(refused.status == status)
            #expect(refused.isCrossOrigin)
            #expect(refused.to.hasPrefix(elsewhere.url(of: attacker, path: "/api/movie")))
        }
        #expect(attacker.requestCount == 0, "nothing reached the other origin")
        // NETWORK_ERROR is retryable, and both endpoints are safe to repeat: a refusal is not retried.
        #expect(api.requests(to: "/movie/popular").count == 1)
        #expect(api.requests(to: "/movie/550/rating").count == 1)
    }

    @Test func aRedirectWithinTheOriginIsFollowedWithItsHeaders() async throws {
        let api = try await TestServer.start { request, _ in
            switch request.path {
            case "/api/set-cookie": HTTPResponse(statusCode: .ok)
            case "/api/movie/popular":
                HTTPResponse(statusCode: .found, headers: [.location: "/api/v2/popular?page=1"] as HTTPHeaders)
            default: .json(.ok, popularBody)
            }
        }
        defer { Task { await api.stop() } }
        let reports = Locked([CallReport]())
        let log = LogCollector()
        let client = try await Self.client(api) {
            $0.callReportHandler = { report in reports.withLock { $0.append(report) } }
            $0.logHandler = { log.handle($0) }
        }

        #expect(await Self.popular(client) == nil)

        let followed = try #require(api.requests(to: "/v2/popular").first)
        #expect(followed.header("Authorization") == "Bearer old-access", "the same origin keeps its credentials")
        #expect(followed.header("X-Api-Key") == "key-secret")
        let final = api.baseURL.absoluteString + "/v2/popular"
        #expect(reports.withLock { $0.last?.redirectedTo } == final, "the report names the URL that answered")
        let responses = log.all.compactMap { entry -> LoggedResponse? in
            if case .response(let response) = entry { return response }
            return nil
        }
        #expect(responses.last?.redirectedTo == final, "without its query")
        #expect(log.text.contains("(redirected to \(final))"))
    }

    @Test func doNotFollowRefusesEvenWithinTheOrigin() async throws {
        let api = try await TestServer.start { request, _ in
            request.path == "/api/test"
                ? HTTPResponse(statusCode: .temporaryRedirect, headers: [.location: "/api/elsewhere"] as HTTPHeaders)
                : .json(.ok, "{}")
        }
        defer { Task { await api.stop() } }
        let client = makeClient(server: api) { $0.redirectPolicy = .doNotFollow }

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint()) })

        let refused = try #require(error.context.underlyingError as? RedirectRefused)
        #expect(
            refused
                == RedirectRefused(
                    status: 307, from: api.baseURL.absoluteString + "/test",
                    to: api.baseURL.absoluteString + "/elsewhere", isCrossOrigin: false))
        #expect(api.requests(to: "/elsewhere").isEmpty)
    }

    // MARK: Followed without credentials

    @Test(arguments: statuses, Elsewhere.allCases)
    func followStrippingCredentialsSendsNoneToTheOtherOrigin(status: Int, elsewhere: Elsewhere) async throws {
        let (api, attacker, _) = try await Self.servers(status, to: elsewhere)
        defer { Task { await api.stop() } }
        defer { Task { await attacker.stop() } }
        let reports = Locked([CallReport]())
        let client = try await Self.client(api, policy: .followStrippingCredentials) {
            $0.callReportHandler = { report in reports.withLock { $0.append(report) } }
        }

        #expect(await Self.popular(client) == nil, "the other origin's answer")
        let rated = await Self.rate(client)

        // The premise: the API itself received every credential, the stored cookie included.
        let sent = try #require(api.requests(to: "/movie/popular").first)
        #expect(sent.header("Authorization") == "Bearer old-access")
        #expect(sent.header("Cookie")?.contains("sid=cookie-secret") == true, "the cookie store's cookie")
        let read = try #require(attacker.requests(to: "/movie/popular").first)
        Self.expectNoCredential(in: read)
        #expect(read.header("Accept") == "application/json", "headers without credentials are kept")
        #expect(
            reports.withLock { $0[1].redirectedTo } == elsewhere.url(of: attacker, path: "/api/movie/popular"),
            "the report names the other origin (without the query)")

        // The POST with an idempotency key: 301, 302 and 303 turn it into a GET without
        // its body; 307 and 308 would send the body to the other origin, so they are refused.
        if [307, 308].contains(status) {
            let error = try #require(rated)
            #expect((error.context.underlyingError as? RedirectRefused)?.isCrossOrigin == true)
            #expect(attacker.requests(to: "/movie/550/rating").isEmpty)
        } else {
            #expect(rated == nil)
            let write = try #require(attacker.requests(to: "/movie/550/rating").first)
            Self.expectNoCredential(in: write)
            #expect(write.body.isEmpty)
        }
    }

    @Test func aCustomPolicySeesEveryRedirectAndMayChangeTheRequest() async throws {
        let (api, attacker, elsewhere) = try await Self.servers(302, to: .otherAddress)
        defer { Task { await api.stop() } }
        defer { Task { await attacker.stop() } }
        let seen = Locked([Redirect]())
        let client = try await Self.client(
            api,
            policy: .custom { redirect in
                seen.withLock { $0.append(redirect) }
                var request = redirect.request
                request.setValue("cdn-token", forHTTPHeaderField: "X-CDN-Token")
                return .followWith(request)
            })

        #expect(await Self.popular(client) == nil)

        let redirect = try #require(seen.withLock { $0.first })
        #expect(redirect.status == 302)
        #expect(redirect.isCrossOrigin)
        #expect(redirect.from.absoluteString == api.baseURL.absoluteString + "/movie/popular?page=1")
        #expect(redirect.to.absoluteString == elsewhere.url(of: attacker, path: "/api/movie/popular"))
        #expect(redirect.request.value(forHTTPHeaderField: "Authorization") == nil, "offered without credentials")
        let received = try #require(attacker.requests.first)
        #expect(received.header("X-CDN-Token") == "cdn-token", "the app's own header went")
        Self.expectNoCredential(in: received)
    }

    // MARK: Who answered

    @Test func anAnswerFromAnotherOriginNeverRefreshesOrEndsTheSession() async throws {
        let answers: [String: String] = [
            "/api/movie/popular": tokenExpired,  // reauthenticate
            "/api/test": #"{"error":{"code":"SESSION_EXPIRED"}}"#,  // requires_logout
        ]
        let (api, attacker, _) = try await Self.servers(302, to: .otherPort) { request in
            .json(.unauthorized, answers[request.path] ?? "{}")
        }
        defer { Task { await api.stop() } }
        defer { Task { await attacker.stop() } }
        let session = ServerAuthSession(refreshingAt: api.baseURL)
        let client = try await Self.client(api, policy: .followStrippingCredentials, session: session)

        let expired = try #require(await Self.popular(client))
        let ended = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(auth: .bearer)) })

        #expect(expired.code == .tokenExpired)
        #expect(ended.code == .sessionExpired)
        #expect(session.refreshCount == 0, "no refresh for another host's 401")
        #expect(session.ends.isEmpty, "nor an end of the session")
        #expect(api.requests(to: "/auth/refresh").isEmpty)
        #expect(api.requests(to: "/movie/popular").count == 1, "and no repeat of the call")
        #expect(expired.context.redirectedTo?.hasPrefix("http://127.0.0.1:") == true)
    }

    @Test func maintenanceFromAnotherOriginDoesNotPauseTheClient() async throws {
        let (api, attacker, _) = try await Self.servers(302, to: .otherAddress) { _ in
            .json(
                .serviceUnavailable, #"{"error":{"code":"MAINTENANCE"}}"#, headers: [HTTPHeader("Retry-After"): "3600"])
        }
        defer { Task { await api.stop() } }
        defer { Task { await attacker.stop() } }
        let client = try await Self.client(api, policy: .followStrippingCredentials)

        let error = try #require(await Self.popular(client))

        #expect(error.code == .maintenance)
        #expect(client.pauseState == .running, "another host cannot stop the app's calls")
    }

    /// FoundationNetworking reads a redirect's own body before it asks the delegate, and
    /// does not apply the resource timeout meanwhile (a 5 s timeout ran for minutes): the
    /// transport's own deadline ends the call.
    @Test(.timeLimit(.minutes(1)))
    func aRedirectWhoseBodyNeverEndsEndsAtTheResourceTimeout() async throws {
        let api = try await TestServer.start { _, _ in
            .repeated(
                HTTPStatusCode(302, phrase: "Found"), RepeatedBytes(count: nil),
                headers: [.location: "/api/elsewhere"] as HTTPHeaders)
        }
        defer { Task { await api.stop() } }
        let client = makeClient(server: api)
        var endpoint = TestEndpoint()
        endpoint.resourceTimeout = .seconds(1)

        let error = try #require(await failure(from: client) { try await client.send(endpoint) })

        #if canImport(FoundationNetworking)
            #expect(error.code == .timeout)
        #else
            // Apple platforms ask on the headers and follow within the origin, to the same endless redirect.
            #expect([.timeout, .networkError].contains(error.code))
        #endif
    }

    /// FoundationNetworking asks the delegate about a 401 with a `Basic` challenge, and
    /// ends the task on no answer but a credential: the 401 must still be the answer.
    @Test(.timeLimit(.minutes(1)))
    func a401WithABasicChallengeIsAnsweredNotLeftHanging() async throws {
        let api = try await TestServer.start { _, _ in
            .json(.unauthorized, tokenExpired, headers: [HTTPHeader("WWW-Authenticate"): #"Basic realm="api""#])
        }
        defer { Task { await api.stop() } }
        let client = makeClient(server: api)

        let error = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(resourceTimeout: .seconds(600))) })

        #expect(error.code == .tokenExpired)
    }
}
