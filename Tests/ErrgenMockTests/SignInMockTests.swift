import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// `errgen mock` and the sign-in schemes of a document (issue 42, point 3): API keys are taken
/// when present, an authorization code with PKCE signs in, and the OAuth 2 token endpoints that
/// share one URL answer by the body's grant_type.
@Suite struct SignInMockTests {
    /// The openapi-shop golden: an OAuth 2 password and authorization-code flow at `oauth/token`,
    /// and `GET /stats`, which takes the session's token or a partner's `X-Partner-Key`.
    static func shop(scenarios yaml: String? = nil) throws -> (MockResponder, AdminEndpoint) {
        let folder = ReferenceSpec.repository.appendingPathComponent("Tests/Fixtures/golden/openapi-shop/spec")
        let (checked, diagnostics) = try Generator.lint(folder: folder.path)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let api = MockAPI(checked: checked)
        let scenarios = yaml.map { ScenarioDecoder.decode(Array($0.utf8), file: "scenarios.yaml", api: api) }
        #expect(scenarios?.diagnostics.hasErrors != true, "\(scenarios?.diagnostics.sorted ?? [])")
        var options = MockResponder.Options()
        options.basePath = "/v2"
        let mock = MockResponder(api: api, scenarios: scenarios?.scenarios ?? [], options: options)
        return (mock, AdminEndpoint(responder: mock))
    }

    static func form(_ path: String, _ body: String) -> MockRequest {
        MockRequest(
            method: "POST", path: path, headers: [("Content-Type", "application/x-www-form-urlencoded")],
            body: Data(body.utf8))
    }

    // RFC 7636, appendix B.
    static let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
    static let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"

    @Test("a code issued for a PKCE challenge signs in once, with the verifier that matches it")
    func authorizationCodeWithPKCE() throws {
        let (mock, admin) = try Self.shop()
        func authorize() -> String? {
            let reply = admin.handle(
                MockRequest(
                    method: "POST", path: "/__errgen/authorize",
                    body: Data(#"{"code_challenge": "\#(Self.challenge)", "code_challenge_method": "S256"}"#.utf8)))
            if case .string(let code)? = reply.json?["code"] { return code }
            return nil
        }
        let code = try #require(authorize())
        let exchange = "grant_type=authorization_code&code=\(code)&client_id=shop-ios&code_verifier="

        let signedIn = mock.respond(Self.form("/v2/oauth/token", exchange + Self.verifier))
        #expect(signedIn.status == 200)
        guard case .string(let access)? = signedIn.json?["access_token"] else {
            Issue.record("no access token: \(String(decoding: signedIn.body, as: UTF8.self))")
            return
        }
        #expect(mock.get("/v2/orders", token: access).status == 200, "the exchanged token is one the mock issued")
        #expect(mock.respond(Self.form("/v2/oauth/token", exchange + Self.verifier)).status == 400, "a code is spent")

        let other = try #require(authorize())
        let wrong = mock.respond(
            Self.form("/v2/oauth/token", "grant_type=authorization_code&code=\(other)&code_verifier=not-the-verifier"))
        #expect(wrong.status == 400)
        #expect(wrong.header("X-Errgen-Mock-Reason")?.contains("does not match") == true)
    }

    @Test("a refresh sent to the token URL the sign-in shares is the refresh: its refresh token is spent")
    func refreshSharesTheTokenURL() throws {
        let (mock, _) = try Self.shop()
        let signedIn = mock.respond(Self.form("/v2/oauth/token", "grant_type=authorization_code&code=from-a-browser"))
        guard case .string(let refresh)? = signedIn.json?["refresh_token"] else {
            Issue.record("no refresh token: \(String(decoding: signedIn.body, as: UTF8.self))")
            return
        }
        let body = "grant_type=refresh_token&refresh_token=\(refresh)&client_id=shop-ios"
        #expect(mock.respond(Self.form("/v2/oauth/token", body)).status == 200)
        #expect(
            mock.respond(Self.form("/v2/oauth/token", body)).status == 401, "a refresh token is spent by its refresh")
    }

    @Test("an operation with a partner key as an alternative: the key, or a live token, is enough; neither is a 401")
    func apiKeyAlternative() throws {
        let (mock, _) = try Self.shop()
        #expect(mock.get("/v2/stats").status == 401)
        #expect(
            mock.respond(MockRequest(method: "GET", path: "/v2/stats", headers: [("X-Partner-Key", "any")])).status
                == 200)
        #expect(mock.get("/v2/stats", token: "not-issued").status == 401)
    }

    @Test(
        "429 then 200 on an authorization-code API: the exchanged token is accepted once the scenario lets it through")
    func rateLimitThenSuccessAfterAnExchange() throws {
        let (mock, admin) = try Self.shop(
            scenarios: """
                scenarios:
                  busy:
                    responses:
                      - endpoint: Orders.listOrders
                        steps: [{code: SERVER_ERROR, status: 429, retry_after: 1}, {ok: true}]
                """)
        _ = admin.handle(MockRequest(method: "POST", path: "/__errgen/scenario", body: Data(#"{"name": "busy"}"#.utf8)))
        let signedIn = mock.respond(Self.form("/v2/oauth/token", "grant_type=authorization_code&code=from-a-browser"))
        guard case .string(let access)? = signedIn.json?["access_token"] else {
            Issue.record("no access token: \(String(decoding: signedIn.body, as: UTF8.self))")
            return
        }
        let first = mock.get("/v2/orders", token: access)
        #expect(first.status == 429)
        #expect(first.headers.contains { $0.name == "Retry-After" && $0.value == "1" })
        #expect(mock.get("/v2/orders", token: access).status == 200)
    }

    @Test("the browser step as a redirect: a code for the challenge and the state come back to the app's URI")
    func authorizeRedirectsToTheApp() throws {
        let (mock, admin) = try Self.shop()
        let reply = admin.handle(
            MockRequest(
                method: "GET", path: "/__errgen/authorize",
                query: [
                    ("response_type", "code"), ("client_id", "shop-ios"), ("redirect_uri", "shop://callback?x=1"),
                    ("state", "a b&c"), ("code_challenge", Self.challenge), ("code_challenge_method", "S256"),
                ]))
        #expect(reply.status == 302)
        let location = try #require(reply.header("Location").flatMap(URLComponents.init(string:)))
        #expect(location.scheme == "shop" && location.host == "callback")
        let items = Dictionary(uniqueKeysWithValues: (location.queryItems ?? []).map { ($0.name, $0.value ?? "") })
        #expect(items["x"] == "1")
        #expect(items["state"] == "a b&c")
        let code = try #require(items["code"])
        let exchange = "grant_type=authorization_code&code=\(code)&code_verifier=\(Self.verifier)"
        #expect(mock.respond(Self.form("/v2/oauth/token", exchange)).status == 200)

        let noRedirect = admin.handle(MockRequest(method: "GET", path: "/__errgen/authorize"))
        #expect(noRedirect.status == 400)
        let relative = admin.handle(
            MockRequest(method: "GET", path: "/__errgen/authorize", query: [("redirect_uri", "/callback")]))
        #expect(relative.status == 400)
    }

    @Test("a test can start signed in: /__errgen/token mints a token the API takes")
    func mintedToken() throws {
        let (mock, admin) = try Self.shop()
        let minted = admin.handle(MockRequest(method: "POST", path: "/__errgen/token"))
        #expect(minted.status == 200)
        guard case .string(let access)? = minted.json?["access_token"] else {
            Issue.record("no access token: \(String(decoding: minted.body, as: UTF8.self))")
            return
        }
        #expect(minted.json?["token_type"] == .string("Bearer"))
        #expect(mock.get("/v2/orders", token: access).status == 200)
        #expect(mock.get("/v2/orders", token: "made-up").status == 401)
    }

    @Test("--accept-any-token: any bearer token is taken, none is still a 401")
    func anyToken() throws {
        let folder = ReferenceSpec.repository.appendingPathComponent("Tests/Fixtures/golden/openapi-shop/spec")
        let (checked, _) = try Generator.lint(folder: folder.path)
        var options = MockResponder.Options()
        options.basePath = "/v2"
        options.acceptsAnyToken = true
        let mock = MockResponder(api: MockAPI(checked: checked), options: options)
        #expect(mock.get("/v2/orders", token: "from-the-real-provider").status == 200)
        #expect(mock.get("/v2/orders").status == 401)
    }
}
