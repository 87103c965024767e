import ErrgenCore
import ErrgenMock
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 44, point 4: the mock issues tokens for each OAuth 2 flow a document declares (a
/// password, an authorization code with PKCE, the app's own client credentials, and the
/// refresh), each one checked as a provider would; over the wire too.
@Suite struct SignInFlowsMockTests {
    static let errgen = """
        errgen: 1
        module: {name: Garden}
        openapi: {document: openapi.yaml}
        envelope: {code: code, message: message}
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {401: UNAUTHORIZED, 4xx: BAD_REQUEST, 5xx: SERVER_ERROR}
        errors:
          UNAUTHORIZED: {status: 401, category: reauthenticate, message: Please sign in again.}
          BAD_REQUEST: {status: 400, category: non_retryable, message: The request was not valid.}
          SERVER_ERROR: {status: 500, category: retryable, message: Something went wrong.}
          NETWORK_ERROR: {category: retryable, message: A network error occurred.}
        """

    /// A document whose one operation needs the scheme's token, with `flows`.
    static func document(flows: String) -> String {
        """
        openapi: 3.1.0
        info: {title: Garden, version: "1"}
        servers: [{url: "https://api.garden.example"}]
        security: [{oauth: [plants]}]
        paths:
          /plants:
            get:
              operationId: list-plants
              responses:
                "200":
                  description: The plants.
                  content:
                    application/json:
                      schema: {type: array, items: {type: string}}
        components:
          securitySchemes:
            oauth:
              type: oauth2
              flows:
        \(flows)
        """
    }

    static let allFlows = """
                password: {tokenUrl: oauth/token, scopes: {plants: Tend the plants.}}
                authorizationCode:
                  authorizationUrl: https://auth.garden.example/authorize
                  tokenUrl: oauth/token
                  scopes: {plants: Tend the plants.}
                clientCredentials: {tokenUrl: oauth/token, scopes: {plants: Tend the plants.}}
        """

    static func mock(flows: String = allFlows) throws -> (MockResponder, AdminEndpoint) {
        let (checked, diagnostics) = Generator.lint(sources: [
            SpecSource(path: "errgen.yaml", text: errgen),
            SpecSource(path: "openapi.yaml", text: document(flows: flows)),
        ])
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let mock = MockResponder(api: MockAPI(checked: checked))
        return (mock, AdminEndpoint(responder: mock))
    }

    static func token(_ path: String, _ form: String, to mock: MockResponder, headers: [(String, String)] = [])
        -> MockReply
    {
        mock.respond(
            MockRequest(
                method: "POST", path: path,
                headers: [("Content-Type", "application/x-www-form-urlencoded")] + headers, body: Data(form.utf8)))
    }

    static func string(_ key: String, in reply: MockReply) -> String? {
        if case .string(let value)? = reply.json?[key] { return value }
        return nil
    }

    @Test("password: a user's name and password sign in; a missing password is the validation entry naming it")
    func password() throws {
        let (mock, _) = try Self.mock()
        let signedIn = Self.token("/oauth/token", "grant_type=password&username=ann&password=secret", to: mock)
        #expect(signedIn.status == 200)
        let access = try #require(Self.string("access_token", in: signedIn))
        #expect(Self.string("refresh_token", in: signedIn) != nil)
        #expect(mock.get("/plants", token: access).status == 200)

        let noPassword = Self.token("/oauth/token", "grant_type=password&username=ann", to: mock)
        #expect(noPassword.status == 400)
        #expect(noPassword.header("X-Errgen-Mock-Reason") == "body.password: is required")
    }

    @Test("client credentials: the app's id signs it in, with no refresh token; without an id it is refused")
    func clientCredentials() throws {
        let (mock, _) = try Self.mock()
        let issued = Self.token(
            "/oauth/token", "grant_type=client_credentials&client_id=garden-ios&client_secret=s", to: mock)
        #expect(issued.status == 200)
        let access = try #require(Self.string("access_token", in: issued))
        #expect(issued.json?["refresh_token"] == nil, "RFC 6749, section 4.4.3: no refresh token")
        #expect(mock.get("/plants", token: access).status == 200)

        let basic = Self.token(
            "/oauth/token", "grant_type=client_credentials", to: mock,
            headers: [("Authorization", "Basic Z2FyZGVuLWlvczpz")])
        #expect(basic.status == 200, "the client may authenticate with Basic instead")
        let anonymous = Self.token("/oauth/token", "grant_type=client_credentials", to: mock)
        #expect(anonymous.status == 401)
        #expect(anonymous.header("X-Errgen-Mock-Reason")?.hasPrefix("client_id:") == true)
    }

    @Test("a document whose only flow is client credentials has no session: its token is still one the API takes")
    func clientCredentialsAlone() throws {
        let (mock, _) = try Self.mock(
            flows: "          clientCredentials: {tokenUrl: oauth/token, scopes: {plants: Tend the plants.}}")
        #expect(mock.api.spec.session == nil)
        let issued = Self.token("/oauth/token", "grant_type=client_credentials&client_id=garden-cron", to: mock)
        #expect(issued.status == 200)
        let access = try #require(Self.string("access_token", in: issued))
        #expect(mock.get("/plants", token: access).status == 200)
        #expect(mock.get("/plants", token: "made-up").status == 401)
    }

    @Test("authorization code with PKCE, then a refresh with the client_id; a plain challenge is checked as such")
    func authorizationCodeThenRefresh() throws {
        let (mock, admin) = try Self.mock()
        let verifier = "a-verifier-of-the-app-that-is-long-enough-1234567"
        let redirect = admin.handle(
            MockRequest(
                method: "GET", path: "/__errgen/authorize",
                query: [
                    ("redirect_uri", "garden://done"), ("code_challenge", verifier),
                    ("code_challenge_method", "plain"),
                ]))
        let location = try #require(redirect.header("Location").flatMap(URLComponents.init(string:)))
        let code = try #require(location.queryItems?.first { $0.name == "code" }?.value)
        #expect(
            Self.token("/oauth/token", "grant_type=authorization_code&code=\(code)&code_verifier=wrong", to: mock)
                .status
                == 400)
        let other = admin.handle(
            MockRequest(
                method: "GET", path: "/__errgen/authorize",
                query: [
                    ("redirect_uri", "garden://done"), ("code_challenge", verifier),
                    ("code_challenge_method", "plain"),
                ]))
        let second = try #require(
            other.header("Location").flatMap(URLComponents.init(string:))?.queryItems?.first { $0.name == "code" }?
                .value)
        let exchanged = Self.token(
            "/oauth/token", "grant_type=authorization_code&code=\(second)&code_verifier=\(verifier)", to: mock)
        #expect(exchanged.status == 200)
        let refresh = try #require(Self.string("refresh_token", in: exchanged))
        let refreshed = Self.token(
            "/oauth/token", "grant_type=refresh_token&refresh_token=\(refresh)&client_id=garden-ios", to: mock)
        #expect(refreshed.status == 200)
        let access = try #require(Self.string("access_token", in: refreshed))
        #expect(mock.get("/plants", token: access).status == 200)
    }

    /// Every flow on a real socket: what the app's URLSession sends is what the mock checks.
    @Test func everyFlowOverTheWire() async throws {
        let (mock, _) = try Self.mock()
        let server = try await MockServer.start(responder: mock)
        let outcome: Result<[String: Int], any Error>
        do { outcome = .success(try await Self.signInEveryWay(server.url)) } catch { outcome = .failure(error) }
        await server.stop()
        #expect(
            try outcome.get() == [
                "password": 200, "authorization_code": 200, "wrong verifier": 400, "refresh_token": 200,
                "client_credentials": 200, "plants": 200,
            ])
    }

    private static func signInEveryWay(_ url: URL) async throws -> [String: Int] {
        let session = URLSession(configuration: .ephemeral, delegate: NoRedirects(), delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var statuses: [String: Int] = [:]
        func post(_ form: String) async throws -> (status: Int, json: [String: Any]) {
            var request = URLRequest(url: url.appendingPathComponent("oauth/token"))
            request.httpMethod = "POST"
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(form.utf8)
            let (data, response) = try await session.data(for: request)
            let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, json)
        }
        statuses["password"] = try await post("grant_type=password&username=ann&password=secret").status

        // RFC 7636, appendix B.
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        var authorize = URLComponents(
            url: url.appendingPathComponent("__errgen/authorize"), resolvingAgainstBaseURL: false)
        authorize?.queryItems = [
            URLQueryItem(name: "redirect_uri", value: "garden://done"), URLQueryItem(name: "state", value: "s1"),
            URLQueryItem(name: "code_challenge", value: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"),
            URLQueryItem(name: "code_challenge_method", value: "S256"),
        ]
        func code() async throws -> String {
            let (_, response) = try await session.data(from: try #require(authorize?.url))
            let location = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Location") ?? ""
            return URLComponents(string: location)?.queryItems?.first { $0.name == "code" }?.value ?? ""
        }
        let spoiled = try await code()
        statuses["wrong verifier"] = try await post(
            "grant_type=authorization_code&code=\(spoiled)&code_verifier=\(verifier.dropLast())x"
        ).status
        let exchanged = try await post(
            "grant_type=authorization_code&code=\(try await code())&code_verifier=\(verifier)")
        statuses["authorization_code"] = exchanged.status
        let refresh = exchanged.json["refresh_token"] as? String ?? ""
        let refreshed = try await post("grant_type=refresh_token&refresh_token=\(refresh)&client_id=garden-ios")
        statuses["refresh_token"] = refreshed.status
        let credentials = try await post("grant_type=client_credentials&client_id=garden-cron&client_secret=s")
        statuses["client_credentials"] = credentials.status

        var plants = URLRequest(url: url.appendingPathComponent("plants"))
        plants.setValue(
            "Bearer \(refreshed.json["access_token"] as? String ?? "")", forHTTPHeaderField: "Authorization")
        let (_, listed) = try await session.data(for: plants)
        statuses["plants"] = (listed as? HTTPURLResponse)?.statusCode
        return statuses
    }
}

/// Hands the authorize step's 302 to the test instead of following it to the app's URI.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
