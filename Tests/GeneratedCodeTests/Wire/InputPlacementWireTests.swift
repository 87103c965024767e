import ErrgenRuntime
import FinFlowAPI
import FlyingFox
import Foundation
import GoldenParameters
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 40, point 4: input stays in its place. A path parameter cannot leave its segment,
/// and every header name and value the runtime sends (default headers, header parameters,
/// the idempotency key, the bearer token, what a middleware adds) is checked before
/// sending: a bad one fails the call with nothing sent, never a header dropped on the way.
@Suite("Input stays in its place, on the wire")
struct InputPlacementWireTests {
    static let noteID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let note =
        #"{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "text": "t", "created_at": "2026-01-01T00:00:00Z", "tags": [], "scores": {}}"#
    static let transfer =
        #"{"id": "5B0C6D4E-3F2A-4B1C-9D8E-7F6A5B4C3D2E", "status": "completed", "created_at": "2026-11-22T10:00:00Z"}"#
    static let transferRequest = FinFlow.TransferRequest(
        fromAccount: "acc-1", toAccount: "acc-2", amount: Decimal(string: "125.50")!, currency: "VND")

    static func paramsClient(_ server: TestServer, clock: RecordingClock = RecordingClock()) -> ParamsClient {
        ParamsClient(
            baseURL: server.baseURL,
            headerValues: ParamsHeaderValues(deviceID: { "d" }, appVersion: { "1" }),
            configuration: APIClientConfiguration(clock: clock))
    }

    /// The error a call threw, as its catalog's type.
    static func error<Failure: CatalogError>(_ type: Failure.Type, _ call: () async throws -> Void) async -> Failure? {
        do {
            try await call()
            return nil
        } catch let error as Failure {
            return error
        } catch {
            Issue.record("threw \(error)")
            return nil
        }
    }

    // MARK: Paths

    @Test(
        "a path parameter of . or .. fails the call before sending: /folders/{folder}/notes never reaches /notes",
        arguments: ["..", "."])
    func dotSegmentsAreRefused(folder: String) async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, Self.note) }
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = Self.paramsClient(server, clock: clock)

        let error = try #require(
            await Self.error(ParamsError.self) {
                _ = try await client.notes.note(folder: folder, noteID: Self.noteID, version: 1)
            })

        #expect(error.context.underlyingError as? InvalidPathSegment == InvalidPathSegment(segment: folder))
        #expect(error.context.classification == .byClientFailure(.other))
        #expect(server.requestCount == 0, "nothing is sent, so no server sees the collapsed path")
        #expect(clock.sleeps.isEmpty, "a request that cannot be built is not retried")
    }

    @Test("values that only contain dots, and encoded dots, stay one segment and arrive as they were given")
    func otherDotsArrive() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, Self.note) }
        defer { Task { await server.stop() } }
        let client = Self.paramsClient(server)

        let folders = ["...", "a..", "..b", "%2E%2E", "../x"]
        for folder in folders {
            _ = try await client.notes.note(folder: folder, noteID: Self.noteID, version: 1)
        }

        // FlyingFox decodes the path it received: each value arrived whole, where the folder goes.
        #expect(
            server.requests.map(\.path) == folders.map { "/api/folders/\($0)/notes/\(Self.noteID.uuidString)/v1" })
    }

    @Test("the builder refuses a dot segment however a router spells it, %2E included")
    func builderRefusesEveryDotSegment() {
        let builder = RequestBuilder(baseURL: URL(string: "https://api.example.com/v2")!)
        for (path, segment) in [
            ("/a/../b", ".."), ("/a/./b", "."), ("/a/%2E%2E/b", ".."), ("/a/%2e./b", ".."), ("/a/..", ".."),
        ] {
            var endpoint = PlainRouter()
            endpoint.path = path
            #expect(throws: InvalidPathSegment(segment: segment), "\(path)") { try builder.makeRequest(for: endpoint) }
        }
        for path in ["/a/.../b", "/a/.b/c", "/a/b.", "/a//b"] {
            var endpoint = PlainRouter()
            endpoint.path = path
            #expect(throws: Never.self, "\(path)") { try builder.makeRequest(for: endpoint) }
        }
    }

    // MARK: The idempotency key

    @Test("an idempotency key with CR LF fails a retried POST before sending; it is not sent three times without it")
    func idempotencyKeyWithLineBreak() async throws {
        let server = try await TestServer.start { _, _ in .json(.serviceUnavailable, #"{"error": {"code": "X"}}"#) }
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = FinFlowClient(baseURL: server.baseURL, configuration: APIClientConfiguration(clock: clock))

        let error = try #require(
            await Self.error(FinFlowError.self) {
                _ = try await client.payments.transfer(
                    body: Self.transferRequest, idempotencyKey: IdempotencyKey("k1\r\nX: y"))
            })

        #expect(error.code == .networkError)
        #expect(error.context.underlyingError as? InvalidHeaderValue == InvalidHeaderValue(name: "Idempotency-Key"))
        #expect(server.requestCount == 0)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("a key that makeIdempotencyKey makes is checked too")
    func madeKeyIsChecked() async throws {
        let server = try await TestServer.start { _, _ in .json(.created, Self.transfer) }
        defer { Task { await server.stop() } }
        let client = FinFlowClient(
            baseURL: server.baseURL, configuration: APIClientConfiguration(makeIdempotencyKey: { "k\u{0}" }))

        let error = try #require(
            await Self.error(FinFlowError.self) { _ = try await client.payments.transfer(body: Self.transferRequest) })

        #expect(error.context.underlyingError as? InvalidHeaderValue == InvalidHeaderValue(name: "Idempotency-Key"))
        #expect(server.requestCount == 0)
    }

    // MARK: The bearer token

    @Test("a refreshed token with CR LF is never sent: later calls fail before sending, not unauthenticated")
    func refreshedTokenWithLineBreak() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/auth/refresh" {
                return .json(.ok, #"{"access_token": "a2\r\nX-Evil: 1", "refresh_token": "r2", "expires_in": 3600}"#)
            }
            return .json(.unauthorized, #"{"error": {"code": "UNAUTHORIZED"}}"#)
        }
        defer { Task { await server.stop() } }
        let store = InMemoryTokenStore(token: BearerToken(accessToken: "a1", refreshToken: "r1"))
        var configuration = APIClientConfiguration(now: { Date(timeIntervalSince1970: 1_000_000) })
        configuration.authenticator = FinFlowClient.authenticator(
            baseURL: server.baseURL, configuration: configuration, tokenStore: store, onSessionEnd: { _ in })
        let client = FinFlowClient(baseURL: server.baseURL, configuration: configuration)

        let first = try #require(await Self.error(FinFlowError.self) { _ = try await client.profile.myProfile() })
        let later = try #require(await Self.error(FinFlowError.self) { _ = try await client.profile.myProfile() })

        for error in [first, later] {
            #expect(error.code == .networkError)
            #expect(error.context.underlyingError as? InvalidHeaderValue == InvalidHeaderValue(name: "Authorization"))
        }
        // The first call as it was, the refresh; neither the repeat nor the later call.
        #expect(server.requests.map(\.path) == ["/api/me/profile", "/api/auth/refresh"])
        #expect(server.requests.allSatisfy { $0.header("X-Evil") == nil })
    }

    // MARK: Names and other values

    @Test(
        "a header name that is not an RFC 9110 token is refused before sending",
        arguments: ["X-A: b", "X D", "X-E:", "", "X-É", "X\r\nY"])
    func headerNames(name: String) async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        defer { Task { await server.stop() } }
        let client = FinFlowClient(
            baseURL: server.baseURL,
            configuration: APIClientConfiguration(defaultHeaders: [DefaultHeader(name: name, value: .text("v"))]))

        let error = try #require(await Self.error(FinFlowError.self) { try await client.auth.logout() })

        #expect(error.context.underlyingError as? InvalidHeaderName == InvalidHeaderName(name: name))
        #expect(server.requestCount == 0)
        #expect(!String(describing: InvalidHeaderName(name: name)).contains("\r\n"))
    }

    @Test(
        "a header value with any control character but a tab is refused; Foundation would strip it on the wire",
        arguments: ["a\u{1}b", "a\u{7F}b", "a\u{1B}[31m", "a\rb", "a\nb"])
    func controlCharactersInValues(value: String) async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        defer { Task { await server.stop() } }
        let client = FinFlowClient(
            baseURL: server.baseURL,
            configuration: APIClientConfiguration(defaultHeaders: [
                DefaultHeader(name: "X-Trace", value: .text(value))
            ]))

        let error = try #require(await Self.error(FinFlowError.self) { try await client.auth.logout() })

        #expect(error.context.underlyingError as? InvalidHeaderValue == InvalidHeaderValue(name: "X-Trace"))
        #expect(server.requestCount == 0)
    }

    @Test("a tab, spaces and non-ASCII text are sent as they are")
    func visibleValuesArrive() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        defer { Task { await server.stop() } }
        let client = FinFlowClient(
            baseURL: server.baseURL,
            configuration: APIClientConfiguration(defaultHeaders: [
                DefaultHeader(name: "X-Trace", value: .text("a\tb c")),
                DefaultHeader(name: "X-Name", value: .text("Nguyễn")),
            ]))

        try await client.auth.logout()

        #expect(server.requests.first?.header("X-Trace") == "a\tb c")
        #expect(server.requests.first?.header("X-Name") == "Nguyễn")
    }

    @Test("a header a middleware adds is checked like the runtime's own")
    func middlewareHeadersAreChecked() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        defer { Task { await server.stop() } }
        let client = FinFlowClient(
            baseURL: server.baseURL,
            configuration: APIClientConfiguration(middlewares: [AddsHeader(name: "X-Sig:", value: "v")]))

        let error = try #require(await Self.error(FinFlowError.self) { try await client.auth.logout() })

        #expect(error.context.underlyingError as? InvalidHeaderName == InvalidHeaderName(name: "X-Sig:"))
        #expect(server.requestCount == 0)
    }
}

/// Adds one header to every request.
private struct AddsHeader: ClientMiddleware {
    let name: String
    let value: String

    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        var request = request
        request.setValue(value, forHTTPHeaderField: name)
        return request
    }
}

/// A router whose path a test sets as it likes, as a hand-written router could.
private struct PlainRouter: Router {
    var endpointName = "Test.plain"
    var method = HTTPMethod.get
    var path = "/"
    var queryItems: [QueryItem] = []
    var headers: [(name: String, value: String)] = []
    var body: (any Encodable & Sendable)? = nil
    var timeout: Duration? = nil
    var resourceTimeout: Duration? = nil
    var retryPolicy = RetryPolicy(maxAttempts: 1)
    var auth = AuthRequirement.none
    var isIdempotent = true
    var sendsIdempotencyKey = false
    var documentedErrors: [WireCode] = []
}
