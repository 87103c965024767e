import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// An app's session as the tests see it: counts refreshes and logouts; a refresh
/// first waits for `refreshGate`, so a test can hold it until every request is rejected.
final class TestAuthSession: AuthSession {
    let refreshed: BearerToken?
    let refreshGate: @Sendable () async throws -> Void
    private let counts = Locked((refreshes: 0, logouts: 0, stored: [BearerToken](), ends: [SessionEnd]()))

    /// - Parameter refreshed: what a refresh returns; `nil` makes it fail.
    init(refreshed: BearerToken?, refreshGate: @escaping @Sendable () async throws -> Void = {}) {
        self.refreshed = refreshed
        self.refreshGate = refreshGate
    }

    var refreshCount: Int { counts.withLock { $0.refreshes } }
    var logoutCount: Int { counts.withLock { $0.logouts } }
    var storedTokens: [BearerToken] { counts.withLock { $0.stored } }
    var ends: [SessionEnd] { counts.withLock { $0.ends } }

    func refresh(_ rejected: BearerToken) async throws -> BearerToken {
        counts.withLock { $0.refreshes += 1 }
        try await refreshGate()
        guard let refreshed else { throw RefreshRejected("the test's refresh token is revoked") }
        return refreshed
    }

    func tokenDidChange(_ token: BearerToken) async { counts.withLock { $0.stored.append(token) } }
    func sessionDidEnd(_ end: SessionEnd) async {
        counts.withLock {
            $0.logouts += 1
            $0.ends.append(end)
        }
    }
}

let oldToken = BearerToken(accessToken: "old-access", refreshToken: "old-refresh")
let newToken = BearerToken(accessToken: "new-access", refreshToken: "new-refresh")
let tokenExpired = #"{"error":{"code":"TOKEN_EXPIRED"}}"#

/// Issue point 5: bearer auth, one shared refresh, and a session that ends cleanly.
@Suite struct AuthTests {
    /// 401 TOKEN_EXPIRED for any token but the new one.
    static func serverAcceptingOnly(_ token: BearerToken) async throws -> TestServer {
        try await TestServer.start { request, _ in
            request.headers[.authorization] == "Bearer \(token.accessToken)"
                ? .json(.ok, popularBody) : .json(.unauthorized, tokenExpired)
        }
    }

    @Test func sendsTheSessionsBearerToken() async throws {
        let server = try await Self.serverAcceptingOnly(oldToken)
        defer { Task { await server.stop() } }
        let authenticator = BearerAuthenticator(session: TestAuthSession(refreshed: nil), token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        _ = try await client.send(MovieRouter.popularMovies(page: 2), expecting: MovieListResponse.self)

        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer old-access"])
        #expect(server.requests.first?.query["page"] == "2")
    }

    @Test func twentyConcurrentRejectionsShareOneRefresh() async throws {
        let server = try await Self.serverAcceptingOnly(newToken)
        defer { Task { await server.stop() } }
        // The refresh waits until all twenty requests have been rejected once.
        let session = TestAuthSession(refreshed: newToken) { try await server.waitForRequests(20) }
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let results = await withTaskGroup(of: Bool.self) { group in
            for page in 1...20 {
                group.addTask {
                    (try? await client.send(MovieRouter.popularMovies(page: page), expecting: MovieListResponse.self))
                        != nil
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        #expect(results == Array(repeating: true, count: 20))
        #expect(session.refreshCount == 1)
        #expect(session.storedTokens == [newToken])
        #expect(await authenticator.token == newToken)
        let authorizations = server.requests.map { $0.header("Authorization") }
        #expect(authorizations.count == 40)
        #expect(authorizations.filter { $0 == "Bearer old-access" }.count == 20)
        #expect(authorizations.filter { $0 == "Bearer new-access" }.count == 20)
    }

    @Test func rejectionOfAnAlreadyReplacedTokenRepeatsWithoutRefreshing() async throws {
        let session = TestAuthSession(refreshed: BearerToken(accessToken: "never-used"))
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let server = try await TestServer.start { request, number in
            if number == 1 {
                // Another part of the app replaced the token while this request was in flight.
                await authenticator.signIn(newToken)
                return .json(.unauthorized, tokenExpired)
            }
            return request.headers[.authorization] == "Bearer new-access"
                ? .json(.ok, popularBody) : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        _ = try await client.send(MovieRouter.popularMovies(page: 1), expecting: MovieListResponse.self)

        #expect(session.refreshCount == 0)
        #expect(server.requests.map { $0.header("Authorization") } == ["Bearer old-access", "Bearer new-access"])
    }

    @Test func failedRefreshEndsTheSessionForEveryWaitingRequestAndLogsOutOnce() async throws {
        let server = try await Self.serverAcceptingOnly(newToken)
        defer { Task { await server.stop() } }
        let session = TestAuthSession(refreshed: nil) { try await server.waitForRequests(20) }
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let errors = await withTaskGroup(of: TestError?.self) { group in
            for page in 1...20 {
                group.addTask {
                    await failure(from: client) {
                        try await client.send(MovieRouter.popularMovies(page: page), expecting: MovieListResponse.self)
                    }
                }
            }
            return await group.reduce(into: [TestError?]()) { $0.append($1) }
        }

        #expect(errors.count == 20)
        #expect(errors.allSatisfy { $0?.code == .sessionExpired && $0?.category == .requiresLogout })
        #expect(errors.allSatisfy { $0?.context.underlyingError is RefreshRejected })
        #expect(session.refreshCount == 1)
        #expect(session.logoutCount == 1)
        #expect(await authenticator.token == oldToken, "a failed refresh never overwrites the token")
        #expect(session.storedTokens.isEmpty)
        #expect(server.requestCount == 20, "nothing is repeated after a failed refresh")

        // A later request rejected with the same token fails at once: no second refresh, no second logout.
        let later = await failure(from: client) {
            try await client.send(MovieRouter.popularMovies(page: 1), expecting: MovieListResponse.self)
        }
        #expect(later?.category == .requiresLogout)
        #expect(session.refreshCount == 1)
        #expect(session.logoutCount == 1)
    }

    @Test func catalogWithoutLogoutEntryMarksTheErrorSessionEnded() async throws {
        let server = try await TestServer.start { _, _ in .json(.unauthorized, #"{"status_code":3}"#) }
        defer { Task { await server.stop() } }
        let session = TestAuthSession(refreshed: nil)
        let client = makeClient(TMDBError.self, server: server) {
            $0.authenticator = BearerAuthenticator(session: session, token: oldToken)
        }

        let error = try #require(
            await failure(from: client) {
                try await client.send(MovieRouter.movieDetail(movieID: 1), expecting: Movie.self)
            })

        #expect(error.code == .authenticationFailed)
        #expect(error.context.sessionEnded)
        #expect(error.category == .requiresLogout)
        #expect(session.logoutCount == 1)
    }

    @Test func failedLoginLeavesTheTokensAlone() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.unauthorized, #"{"error":{"code":"INVALID_CREDENTIALS"}}"#)
        }
        defer { Task { await server.stop() } }
        let session = TestAuthSession(refreshed: newToken)
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        let error = try #require(
            await failure(from: client) {
                try await client.send(
                    AuthRouter.login(LoginRequest(email: "a@b.c", password: "hunter2")), expecting: LoginResponse.self)
            })

        #expect(error.code == .invalidCredentials)
        #expect(await authenticator.token == oldToken)
        #expect(session.refreshCount == 0)
        #expect(server.requests.first?.header("Authorization") == nil, "login sends no credentials")
        #expect(server.requestCount == 1)
    }
}
