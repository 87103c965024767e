import ErrgenRuntime
import FinFlowAPI
import FlyingFox
import Foundation
import GoldenParameters
import TestSupport
import Testing

/// Every way a value becomes text: `description`, `debugDescription`, `dump`, interpolation.
private func renderings(_ value: Any) -> [String] {
    var dumped = ""
    dump(value, to: &dumped)
    return [String(describing: value), String(reflecting: value), dumped, "\(value)"]
}

/// Records each rendering of `value` that shows one of `secrets`.
private func rendersNoSecret(_ value: Any, _ secrets: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    for text in renderings(value) {
        for secret in secrets where text.contains(secret) {
            Issue.record("\(secret) shows in: \(text)", sourceLocation: sourceLocation)
        }
    }
}

/// Issue 40, point 6, for generated code: models and routes with `secret` properties or
/// parameters show none in any rendering, a secret header parameter is redacted in the
/// log, and a secret field of one endpoint is redacted on every other, with the session's.
@Suite("Generated secrets in every rendering, and on the wire")
struct SecretRenderingWireTests {
    static let user = FinFlow.UserProfile(
        id: UUID(), email: "an@finflow.vn", fullName: "Nguyễn An", memberSince: Date(timeIntervalSince1970: 0))

    @Test("LoginRequest, TokenPair and what holds them show no secret, and every other property")
    func models() {
        let login = FinFlow.LoginRequest(email: "an@finflow.vn", password: "S-PASSWORD")
        let tokens = FinFlow.TokenPair(accessToken: "S-ACCESS", refreshToken: "S-REFRESH", expiresIn: 3600)
        let secrets = ["S-PASSWORD", "S-ACCESS", "S-REFRESH"]
        for value: Any in [
            login, tokens, FinFlow.RefreshRequest(refreshToken: "S-REFRESH"),
            FinFlow.LoginResponse(tokens: tokens, user: Self.user), [login], Optional(tokens) as Any,
        ] {
            rendersNoSecret(value, secrets)
        }
        #expect(String(describing: login) == #"LoginRequest(email: "an@finflow.vn", password: <redacted>)"#)
        #expect(String(describing: tokens).contains("expiresIn: 3600"))
        #expect(login.password == "S-PASSWORD", "the value itself is untouched")
    }

    @Test("the login route and a route with secret query and header parameters show no secret")
    func routes() {
        let login = FinFlow.AuthRouter.login(body: FinFlow.LoginRequest(email: "an@finflow.vn", password: "S-PASSWORD"))
        rendersNoSecret(login, ["S-PASSWORD"])
        rendersNoSecret(
            FinFlow.AuthRouter.refreshToken(body: FinFlow.RefreshRequest(refreshToken: "S-REFRESH")), ["S-REFRESH"])
        let token = Params.OAuthRouter.token(
            clientAssertion: "S-ASSERTION", xClient: "ios", xSignature: "S-SIGNATURE",
            body: Params.TokenGrant(grantType: "password", username: "an", password: "S-PASSWORD"))
        rendersNoSecret(token, ["S-ASSERTION", "S-SIGNATURE", "S-PASSWORD"])
        let text = String(describing: token)
        #expect(
            text.hasPrefix(#"token(clientAssertion: <redacted>, xClient: Optional("ios"), xSignature: <redacted>"#),
            "\(text)")
        #expect(text.contains(#"username: "an""#))
    }

    @Test("a secret header parameter and a secret query value are redacted in the log")
    func secretParametersOnTheWire() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"access_token": "S-ACCESS", "expires_in": 60}"#)
        }
        defer { Task { await server.stop() } }
        let log = Locked<[String]>([])
        let client = ParamsClient(
            baseURL: server.baseURL, headerValues: ParamsHeaderValues(deviceID: { nil }, appVersion: { nil }),
            configuration: APIClientConfiguration(logHandler: { entry in log.withLock { $0.append("\(entry)") } }))

        _ = try await client.oAuth.token(
            clientAssertion: "S-ASSERTION", xSignature: "S-SIGNATURE",
            body: Params.TokenGrant(grantType: "password", username: "an", password: "S-PASSWORD"))

        let request = try #require(server.requests.first)
        #expect(request.header("X-Signature") == "S-SIGNATURE" && request.query["client_assertion"] == "S-ASSERTION")
        let text = log.withLock { $0.joined(separator: "\n") }
        #expect(!text.contains("S-"), "leaked: \(text)")
        #expect(text.contains("X-Signature: <redacted>") && text.contains("client_assertion=<redacted>"))
    }

    @Test(
        "a 422 that echoes the password and the refresh token on another endpoint is redacted in the log and the error")
    func echoOnAnotherEndpoint() async throws {
        let echo =
            #"{"error": {"code": "VALIDATION_ERROR", "message": "bad", "details": {"field_errors": {}, "Password": "S-PASSWORD", "refresh_token": "S-REFRESH"}}}"#
        let server = try await TestServer.start { _, _ in .json(.unprocessableContent, echo) }
        defer { Task { await server.stop() } }
        let log = Locked<[String]>([])
        let client = FinFlowClient(
            baseURL: server.baseURL,
            configuration: APIClientConfiguration(logHandler: { entry in log.withLock { $0.append("\(entry)") } }))

        let error: FinFlowError
        do {
            _ = try await client.movie.searchMovies(query: "x")
            Issue.record("no error")
            return
        } catch let thrown {
            error = thrown
        }

        #expect(error.code == .validationError)
        let text = log.withLock { $0.joined(separator: "\n") }
        #expect(!text.contains("S-") && text.contains(#""Password":"<redacted>""#), "leaked: \(text)")
        rendersNoSecret(error, ["S-PASSWORD", "S-REFRESH"])
    }

    @Test("a refresh endpoint that echoes the refresh token puts it into no session-ended error and no SessionEnd")
    func echoedRefreshToken() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/auth/refresh" {
                return .json(
                    .badRequest,
                    #"{"error": {"code": "INVALID_GRANT", "message": "refresh token S-REFRESH is not valid", "details": {"refresh_token": "S-REFRESH", "echo": "S-REFRESH"}}}"#
                )
            }
            return .json(.unauthorized, #"{"error": {"code": "UNAUTHORIZED"}}"#)
        }
        defer { Task { await server.stop() } }
        let ends = Locked<[SessionEnd]>([])
        let refreshFailures = Locked<[String]>([])
        let store = InMemoryTokenStore(token: BearerToken(accessToken: "S-ACCESS", refreshToken: "S-REFRESH"))
        var configuration = APIClientConfiguration()
        configuration.authenticator = FinFlowClient.authenticator(
            baseURL: server.baseURL, configuration: configuration, tokenStore: store,
            hooks: SessionHooks(refreshFailed: { error in refreshFailures.withLock { $0.append("\(error)") } }),
            onSessionEnd: { end in ends.withLock { $0.append(end) } })
        let client = FinFlowClient(baseURL: server.baseURL, configuration: configuration)

        let error: FinFlowError
        do {
            _ = try await client.profile.myProfile()
            Issue.record("no error")
            return
        } catch let thrown {
            error = thrown
        }

        #expect(error.category == .requiresLogout)
        #expect(server.requests(to: "/auth/refresh").count == 1)
        rendersNoSecret(error, ["S-REFRESH", "S-ACCESS"])
        let end = try #require(ends.withLock { $0.first })
        rendersNoSecret(end, ["S-REFRESH", "S-ACCESS"])
        rendersNoSecret(refreshFailures.withLock { $0 }, ["S-REFRESH", "S-ACCESS"])
        #expect("\(end)".contains("refresh token <redacted> is not valid"), "\(end)")
    }
}
