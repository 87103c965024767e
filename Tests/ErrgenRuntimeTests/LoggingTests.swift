import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Collects log entries.
final class LogCollector: Sendable {
    private let entries = Locked([HTTPLogEntry]())
    var all: [HTTPLogEntry] { entries.withLock { $0 } }
    var text: String { all.map(\.description).joined(separator: "\n") }
    func handle(_ entry: HTTPLogEntry) { entries.withLock { $0.append(entry) } }
}

/// Issue point 8: the request/response log never carries credentials or secret fields.
@Suite struct LoggingTests {
    @Test func authorizationHeaderIsNeverLogged() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, popularBody) }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) {
            $0.authenticator = BearerAuthenticator(session: TestAuthSession(refreshed: nil), token: oldToken)
            $0.logHandler = { log.handle($0) }
        }

        _ = try await client.send(MovieRouter.popularMovies(page: 1), expecting: MovieListResponse.self)

        #expect(server.requests.first?.header("Authorization") == "Bearer old-access", "the token was sent")
        guard case .request(let request) = log.all.first else {
            Issue.record("no request logged")
            return
        }
        #expect(request.headers.contains(LoggedHeader(name: "Authorization", value: "<redacted>")))
        #expect(!log.text.contains("old-access"))
        #expect(log.text.contains("Fight Club"), "bodies without secrets are logged as they are")
    }

    @Test func secretBodyFieldsAreNeverLogged() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.ok, #"{"access_token":"tok-123","refresh_token":"ref-456","user":{"name":"An"}}"#)
        }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }

        let response = try await client.send(
            AuthRouter.login(LoginRequest(email: "an@example.com", password: "hunter2")), expecting: LoginResponse.self)

        #expect(response.accessToken == "tok-123")
        let sentBody = String(decoding: server.requests.first?.body ?? Data(), as: UTF8.self)
        #expect(sentBody.contains("hunter2"), "the password was sent")
        #expect(log.all.count == 2)
        for secret in ["hunter2", "tok-123", "ref-456"] {
            #expect(!log.text.contains(secret), "\(secret) leaked: \(log.text)")
        }
        #expect(log.text.contains("an@example.com"))
        #expect(log.text.contains(#""password":"<redacted>""#))
        #expect(log.text.contains(#""name":"An""#))
    }

    @Test func everyAttemptIsLogged() async throws {
        let server = try await TestServer.start { _, number in
            number == 1 ? .json(.serviceUnavailable, #"{"error":{"code":"SERVICE_UNAVAILABLE"}}"#) : .json(.ok, "{}")
        }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }

        try await client.send(TestEndpoint(retryPolicy: standardPolicy))

        let statuses = log.all.compactMap { entry -> Int? in
            if case .response(let response) = entry { return response.status }
            return nil
        }
        #expect(statuses == [503, 200])
    }
}
