import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// An endpoint that accepts the credential schemes a test lists, as alternatives.
struct SchemeEndpoint: Router {
    var credentialAlternatives: [[CredentialScheme]]
    var queryItems: [QueryItem] = [QueryItem(name: "page", value: "2")]
    var headers: [(name: String, value: String)] = []
    var auth: AuthRequirement = .none

    var endpointName: String { "Test.schemes" }
    var method: ErrgenRuntime.HTTPMethod { .get }
    var path: String { "/schemes" }
    var body: (any Encodable & Sendable)? { nil }
    var timeout: Duration? { nil }
    var resourceTimeout: Duration? { nil }
    var retryPolicy: RetryPolicy { .never }
    var isIdempotent: Bool { true }
    var sendsIdempotencyKey: Bool { false }
    var documentedErrors: [WireCode] { [] }
}

/// The spec's `credentials` on the wire: API keys in a header, a query item or a cookie, HTTP
/// basic and a fixed bearer token, supplied by the app at run time and never logged.
@Suite("Credentials the app supplies")
struct CredentialTests {
    static let headerKey = CredentialScheme(name: "partner", placement: .header("X-Partner"))
    static let queryKey = CredentialScheme(name: "query_key", placement: .query("api_key"))
    static let cookieKey = CredentialScheme(name: "cookie_key", placement: .cookie("sid"))
    static let basic = CredentialScheme(name: "basic", placement: .basic)
    static let bearer = CredentialScheme(name: "static", placement: .bearer)

    /// Sends one call of `endpoint` with `credentials`, and returns what the server got and the log.
    static func call(
        _ endpoint: SchemeEndpoint, _ credentials: [String: Credential], session: Bool = false,
        token: BearerToken? = oldToken
    ) async throws -> (ReceivedRequest, String) {
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) {
            $0.credentials = CredentialProvider(credentials)
            $0.logHandler = { log.handle($0) }
            if session {
                $0.authenticator = BearerAuthenticator(session: TestAuthSession(refreshed: nil), token: token)
            }
        }
        try await client.send(endpoint)
        return (try #require(server.requests.first), log.text)
    }

    @Test("an API key in a header is sent under its name and hidden in the log, whatever the name")
    func headerKeySentAndRedacted() async throws {
        let (request, log) = try await Self.call(
            SchemeEndpoint(credentialAlternatives: [[Self.headerKey]]), ["partner": .apiKey("k-header-123")])
        #expect(request.header("X-Partner") == "k-header-123")
        #expect(!log.contains("k-header-123"), "\(log)")
        #expect(log.contains("X-Partner"))
    }

    @Test("an API key in the query follows the endpoint's own items and is hidden in the log")
    func queryKeySentAndRedacted() async throws {
        let (request, log) = try await Self.call(
            SchemeEndpoint(credentialAlternatives: [[Self.queryKey]]), ["query_key": .apiKey("k q&1")])
        #expect(request.query == ["page": "2", "api_key": "k q&1"])
        #expect(!log.contains("k q&1") && !log.contains("k%20q") && !log.contains("k+q"), "\(log)")
    }

    @Test("an API key in a cookie joins the endpoint's cookies in one Cookie header, hidden in the log")
    func cookieKeySentAndRedacted() async throws {
        let (request, log) = try await Self.call(
            SchemeEndpoint(credentialAlternatives: [[Self.cookieKey]], headers: [("Cookie", "theme=dark")]),
            ["cookie_key": .apiKey("c-789")])
        #expect(request.header("Cookie") == "theme=dark; sid=c-789")
        #expect(!log.contains("c-789"))
    }

    @Test("HTTP basic sends Authorization: Basic base64(user:password), hidden in the log")
    func basicHeader() async throws {
        let (request, log) = try await Self.call(
            SchemeEndpoint(credentialAlternatives: [[Self.basic]]),
            ["basic": .basic(username: "Aladdin", password: "open sesame")])
        // RFC 7617, section 2's example.
        #expect(request.header("Authorization") == "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
        #expect(!log.contains("QWxhZGRpbjpvcGVuIHNlc2FtZQ==") && !log.contains("open sesame"))
    }

    @Test("a fixed bearer token is sent as it is")
    func staticBearer() async throws {
        let (request, _) = try await Self.call(
            SchemeEndpoint(credentialAlternatives: [[Self.bearer]]), ["static": .bearer("pat-1")])
        #expect(request.header("Authorization") == "Bearer pat-1")
    }

    @Test("the first alternative the app has every credential for is sent, and only it")
    func firstAvailableAlternative() async throws {
        let endpoint = SchemeEndpoint(
            credentialAlternatives: [[Self.headerKey, Self.queryKey], [Self.basic], [Self.cookieKey]])
        let (request, _) = try await Self.call(
            endpoint,
            [
                "partner": .apiKey("only-half"), "basic": .basic(username: "u", password: "p"),
                "cookie_key": .apiKey("c"),
            ])
        #expect(request.header("Authorization") == "Basic dTpw")
        #expect(request.header("X-Partner") == nil, "half of an AND is never sent")
        #expect(request.header("Cookie") == nil)
    }

    @Test("a credential of the wrong kind does not make its alternative available")
    func wrongKindSkipsAlternative() async throws {
        let endpoint = SchemeEndpoint(credentialAlternatives: [[Self.basic], [Self.headerKey]])
        let (request, _) = try await Self.call(endpoint, ["basic": .apiKey("x"), "partner": .apiKey("k")])
        #expect(request.header("Authorization") == nil)
        #expect(request.header("X-Partner") == "k")
    }

    @Test("the session's token is an alternative like the others: first when the app is signed in")
    func sessionAlternative() async throws {
        let endpoint = SchemeEndpoint(
            credentialAlternatives: [[CredentialScheme.session], [Self.headerKey]], auth: .bearer)
        let (signedIn, _) = try await Self.call(endpoint, ["partner": .apiKey("k")], session: true)
        #expect(signedIn.header("Authorization") == "Bearer old-access")
        #expect(signedIn.header("X-Partner") == nil)
        let (noSession, _) = try await Self.call(endpoint, ["partner": .apiKey("k")], session: false)
        #expect(noSession.header("Authorization") == nil)
        #expect(noSession.header("X-Partner") == "k")
        let (signedOut, _) = try await Self.call(endpoint, ["partner": .apiKey("k")], session: true, token: nil)
        #expect(signedOut.header("X-Partner") == "k", "a session without a token has no credential to send")
    }

    @Test("with no alternative available the call goes without credentials")
    func noneAvailable() async throws {
        let (request, _) = try await Self.call(SchemeEndpoint(credentialAlternatives: [[Self.headerKey]]), [:])
        #expect(request.header("X-Partner") == nil && request.header("Authorization") == nil)
    }

    @Test("a credential's descriptions hide its secret")
    func credentialDescriptionHidesSecret() {
        let credential = Credential.basic(username: "an", password: "hunter2")
        var dumped = ""
        dump(credential, to: &dumped)
        #expect(!"\(credential)".contains("hunter2") && !dumped.contains("hunter2") && !dumped.contains("an"))
    }
}
