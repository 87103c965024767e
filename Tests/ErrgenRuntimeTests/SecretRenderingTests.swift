import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Every way a value can be turned into text: `description`, `debugDescription`, `dump`.
func renderings(_ value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
}

/// Whether no rendering of `value` holds any of `secrets`; records the one that does.
func rendersNoSecret(_ value: Any, _ secrets: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for text in renderings(value) {
        for secret in secrets where text.contains(secret) {
            Issue.record("\(secret) shows in: \(text)", sourceLocation: sourceLocation)
        }
    }
}

/// Issue 40, point 6: secrets stay secret in every rendering, and the log hides the
/// credential headers of a documented set, every query value, and secret fields in any
/// letter case.
@Suite("Secrets in every rendering")
struct SecretRenderingTests {
    static let token = BearerToken(
        accessToken: "acc-SECRET", refreshToken: "ref-SECRET", expiresAt: Date(timeIntervalSince1970: 0))

    @Test("a bearer token shows no token in its description, debug description or dump, alone or inside another value")
    func bearerToken() {
        rendersNoSecret(Self.token, ["SECRET"])
        rendersNoSecret([Self.token], ["SECRET"])
        rendersNoSecret(Optional(Self.token) as Any, ["SECRET"])
        rendersNoSecret(InMemoryTokenStore(token: Self.token), ["SECRET"])
        var dumped = ""
        dump(Self.token, to: &dumped)
        #expect(dumped.contains("accessToken: <redacted>"))
        #expect(dumped.contains("expiresAt"), "what is not secret is still shown")
    }

    @Test("an authenticator shows its settings, never its token")
    func authenticator() async {
        let authenticator = BearerAuthenticator(session: TestAuthSession(refreshed: nil), token: Self.token)
        rendersNoSecret(authenticator, ["SECRET"])
        #expect(String(describing: authenticator).hasPrefix("BearerAuthenticator(refreshBeforeExpiry: "))
        #expect(await authenticator.token == Self.token, "the token is still there")
    }

    // MARK: The log

    @Test("credential headers of the default set and the app's own are redacted in any letter case, both ways")
    func headerRedaction() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok,
                headers: [
                    HTTPHeader("Set-Cookie"): "sid=S-COOKIE", HTTPHeader("X-Refresh-Token"): "S-REFRESH",
                    .contentType: "application/json", HTTPHeader("X-Request-Id"): "req-1",
                ],
                body: Data(popularBody.utf8))
        }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) {
            $0.logHandler = { log.handle($0) }
            $0.redaction = Redaction(headers: ["x-session"])
            $0.defaultHeaders = [
                DefaultHeader(name: "X-Api-Key", value: .text("S-KEY")),
                DefaultHeader(name: "x-auth-TOKEN", value: .text("S-AUTH")),
                DefaultHeader(name: "X-Client-Secret", value: .text("S-CLIENT")),
                DefaultHeader(name: "Proxy-Authorization", value: .text("S-PROXY")),
                DefaultHeader(name: "X-SESSION", value: .text("S-SESSION")),
                DefaultHeader(name: "X-Trace", value: .text("trace-1")),
            ]
        }

        _ = try await client.send(TestEndpoint(), expecting: MovieListResponse.self)

        #expect(server.requests.first?.header("X-Api-Key") == "S-KEY", "the header was sent")
        #expect(!log.text.contains("S-"), "leaked: \(log.text)")
        #expect(log.text.contains("X-Trace: trace-1") && log.text.contains("X-Request-Id: req-1"))
        #expect(log.text.contains("X-Api-Key: <redacted>") && log.text.contains("X-Refresh-Token: <redacted>"))
    }

    @Test("query values are redacted in the log, names kept")
    func queryRedaction() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, popularBody) }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }
        var endpoint = TestEndpoint()
        endpoint.queryItems = [QueryItem(name: "api_key", value: "S-QUERY"), QueryItem(name: "page", value: "2")]

        _ = try await client.send(endpoint, expecting: MovieListResponse.self)

        #expect(server.requests.first?.query["api_key"] == "S-QUERY")
        guard case .request(let request) = log.all.first else { return #expect(Bool(false)) }
        #expect(request.url.hasSuffix("/test?api_key=<redacted>&page=<redacted>"), "\(request.url)")
    }

    @Test("a transport error's text, dump and failing URL carry no query value")
    func transportErrorText() async throws {
        // A port nothing listens on: the connection is refused, and the URLError names the URL.
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        let closed = server.baseURL
        await server.stop()
        let log = LogCollector()
        var configuration = APIClientConfiguration(clock: RecordingClock())
        configuration.logHandler = { log.handle($0) }
        let client = APIClient<TestError>(baseURL: closed, configuration: configuration)
        var endpoint = TestEndpoint()
        endpoint.queryItems = [QueryItem(name: "token", value: "S-QUERY")]

        let error = try #require(await failure(from: client) { try await client.send(endpoint) })

        #expect(error.context.classification == .byClientFailure(.offline), "\(error)")
        rendersNoSecret(error, ["S-QUERY"])
        let underlying = try #require(error.context.underlyingError as? URLError)
        #expect(underlying.code == .cannotConnectToHost)
        #expect(underlying.failingURL.map { !$0.absoluteString.contains("S-QUERY") } ?? true)
        #expect(!log.text.isEmpty && !log.text.contains("S-QUERY"), "\(log.text)")
        #expect(String(describing: error).contains("token=<redacted>"), "the name stays for diagnosis: \(error)")
    }

    @Test("secret body fields are matched in any letter case")
    func fieldsIgnoreCase() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.ok, #"{"Access_Token":"S-ACCESS","REFRESH_TOKEN":"S-REFRESH","user":"An"}"#)
        }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }

        _ = try? await client.send(
            AuthRouter.login(LoginRequest(email: "an@example.com", password: "x")), expecting: LoginResponse.self)

        #expect(!log.text.contains("S-"), "leaked: \(log.text)")
        #expect(log.text.contains(#""Access_Token":"<redacted>""#))
    }

    @Test("the app's own secret fields are redacted on every endpoint, form bodies included")
    func configuredFields() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"otp":"S-OTP","page":1,"results":[]}"#) }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) {
            $0.logHandler = { log.handle($0) }
            $0.redaction.fields = ["OTP"]
        }

        _ = try await client.send(TestEndpoint(), expecting: MovieListResponse.self)

        #expect(!log.text.contains("S-OTP") && log.text.contains(#""otp":"<redacted>""#), "\(log.text)")
    }

    // MARK: Errors

    @Test("a dumped error shows neither credential headers nor the secret fields the log redacted")
    func dumpedError() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .unprocessableContent,
                headers: [
                    HTTPHeader("Set-Cookie"): "sid=S-COOKIE", HTTPHeader("X-Refresh-Token"): "S-REFRESH",
                    .contentType: "application/json",
                ],
                body: Data(
                    #"{"error":{"code":"VALIDATION_ERROR","details":{"Password":"S-PASSWORD","email":"an@example.com"}}}"#
                        .utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(
                    AuthRouter.login(LoginRequest(email: "an@example.com", password: "S-PASSWORD")),
                    expecting: LoginResponse.self)
            })

        #expect(error.code == .validationError)
        rendersNoSecret(error, ["S-COOKIE", "S-REFRESH", "S-PASSWORD"])
        var dumped = ""
        dump(error, to: &dumped)
        #expect(dumped.contains("an@example.com"), "what is not secret is still there to diagnose: \(dumped)")
        #expect(dumped.contains("Set-Cookie: <redacted>"))
    }

    @Test("a refresh endpoint that echoes the refresh token puts it into no error's text and no SessionEnd")
    func echoedRefreshToken() async throws {
        let echo =
            #"{"error":{"code":"BAD_REQUEST","message":"refresh token old-refresh is not valid","details":{"sent":"old-refresh"}}}"#
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.badRequest, echo)
                : .json(.unauthorized, #"{"error":{"code":"TOKEN_EXPIRED"}}"#)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let client = makeClient(server: server) {
            $0.authenticator = BearerAuthenticator(session: session, token: oldToken)
        }

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(auth: .bearer)) })

        #expect(error.category == .requiresLogout)
        #expect(server.requests(to: "/auth/refresh").count == 1)
        rendersNoSecret(error, ["old-refresh"])
        let end = try #require(session.ends.first)
        rendersNoSecret(end, ["old-refresh"])
        #expect(String(describing: end).contains("refresh token <redacted> is not valid"), "\(end)")
    }
}
