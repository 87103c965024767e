import ErrgenRuntime
import FinFlowAPI
import FlyingFox
import Foundation
import TestSupport
import Testing

/// The spec's `session` on the wire: `FinFlowClient.authenticator(...)` refreshes through the
/// generated `Auth.refreshToken` against a real local server, once for every call in flight.
@Suite("The spec's session on the wire")
struct SessionWireTests {
    static let user =
        #"{"id": "8C2A5F0E-2B5B-4E4B-9A43-0D6E1B5C7A11", "email": "an@finflow.vn", "full_name": "Nguyễn An", "member_since": "2024-01-02T03:04:05Z"}"#
    static let tokens = #"{"access_token": "access-2", "refresh_token": "refresh-2", "expires_in": 3600}"#

    static func error(_ code: String) -> String {
        #"{"error": {"code": "\#(code)", "message": "server text"}}"#
    }

    /// A client wired as an app wires it: the store and the logout hook, nothing else.
    static func client(_ server: TestServer, store: InMemoryTokenStore, endings: Locked<Int>) -> (
        FinFlowClient, BearerAuthenticator
    ) {
        var configuration = APIClientConfiguration(now: { Date(timeIntervalSince1970: 1_000_000) })
        let authenticator = FinFlowClient.authenticator(
            baseURL: server.baseURL, configuration: configuration, tokenStore: store
        ) { _ in
            endings.withLock { $0 += 1 }
        }
        configuration.authenticator = authenticator
        return (FinFlowClient(baseURL: server.baseURL, configuration: configuration), authenticator)
    }

    @Test("20 calls rejected at once cause exactly one refresh, through the refresh endpoint, and all succeed")
    func twentyRejectedCallsShareOneRefresh() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/auth/refresh" { return .json(.ok, Self.tokens) }
            return request.headers[.authorization] == "Bearer access-2"
                ? .json(.ok, Self.user) : .json(.unauthorized, Self.error("UNAUTHORIZED"))
        }
        defer { Task { await server.stop() } }
        let store = InMemoryTokenStore(token: BearerToken(accessToken: "access-1", refreshToken: "refresh-1"))
        let endings = Locked(0)
        let (client, _) = Self.client(server, store: store, endings: endings)

        let emails = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<20 { group.addTask { try await client.profile.myProfile().email } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }

        #expect(emails.count == 20 && emails.allSatisfy { $0 == "an@finflow.vn" })
        let refreshes = server.requests(to: "/auth/refresh")
        #expect(refreshes.count == 1)
        #expect(refreshes.first?.jsonBody?["refresh_token"] as? String == "refresh-1")
        #expect(refreshes.first?.header("Authorization") == nil, "the refresh is sent without the session's token")
        #expect(
            store.load()
                == BearerToken(
                    accessToken: "access-2", refreshToken: "refresh-2",
                    expiresAt: Date(timeIntervalSince1970: 1_000_000 + 3600)))
        #expect(endings.withLock { $0 } == 0)
    }

    @Test("a refresh the server rejects ends the session once: the store is cleared and the logout hook runs once")
    func failedRefreshLogsOutOnce() async throws {
        let server = try await Self.revokingServer()
        defer { Task { await server.stop() } }
        let store = InMemoryTokenStore(token: BearerToken(accessToken: "access-1", refreshToken: "refresh-1"))
        let endings = Locked(0)
        let (client, _) = Self.client(server, store: store, endings: endings)

        let failures = await withTaskGroup(of: FinFlowError?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    do throws(FinFlowError) {
                        _ = try await client.profile.myProfile()
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [FinFlowError?]()) { $0.append($1) }
        }

        #expect(failures.count == 20 && failures.allSatisfy { $0 != nil })
        #expect(server.requests(to: "/auth/refresh").count == 1)
        #expect(endings.withLock { $0 } == 1)
        #expect(store.load() == nil)
    }

    @Test("after a sign-in, the new session refreshes again")
    func signInStartsANewSession() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/auth/refresh" { return .json(.ok, Self.tokens) }
            return request.headers[.authorization] == "Bearer access-2"
                ? .json(.ok, Self.user) : .json(.unauthorized, Self.error("UNAUTHORIZED"))
        }
        defer { Task { await server.stop() } }
        let store = InMemoryTokenStore()
        let endings = Locked(0)
        let (client, authenticator) = Self.client(server, store: store, endings: endings)
        await authenticator.signIn(BearerToken(accessToken: "access-0", refreshToken: "refresh-0"))
        _ = try await client.profile.myProfile()
        #expect(server.requests(to: "/auth/refresh").first?.jsonBody?["refresh_token"] as? String == "refresh-0")
        #expect(store.load()?.accessToken == "access-2")
    }

    // MARK: Issue 26, point 4

    /// What an app wired as the runtime guide and FinFlowApp wire it sees: its processors
    /// (a `requires_logout` one counts, with the endpoints it saw), its call reports, and the hooks.
    final class AppSide: Sendable {
        let processed = Locked([String]())
        let reports = Locked([CallReport]())
        let refreshed = Locked([BearerToken]())
        let refreshFailures = Locked([String]())
        let endings = Locked(0)
    }

    static func appClient(_ server: TestServer, store: InMemoryTokenStore, app: AppSide) -> FinFlowClient {
        var configuration = APIClientConfiguration(
            errorProcessors: ErrorProcessorChain(
                for: FinFlowError.self,
                [
                    .category(.requiresLogout, name: "signIn") { error in
                        app.processed.withLock { $0.append(error.context.endpoint ?? "") }
                    }
                ]),
            callReportHandler: { report in app.reports.withLock { $0.append(report) } },
            clock: RecordingClock(),
            now: { Date(timeIntervalSince1970: 1_000_000) }
        )
        let hooks = SessionHooks(
            tokenRefreshed: { token in app.refreshed.withLock { $0.append(token) } },
            refreshFailed: { error in app.refreshFailures.withLock { $0.append("\(error)") } }
        )
        configuration.authenticator = FinFlowClient.authenticator(
            baseURL: server.baseURL, configuration: configuration, tokenStore: store, hooks: hooks
        ) { _ in
            app.endings.withLock { $0 += 1 }
        }
        return FinFlowClient(baseURL: server.baseURL, configuration: configuration)
    }

    static func tenProfileCalls(_ client: FinFlowClient) async -> [FinFlowError?] {
        await withTaskGroup(of: FinFlowError?.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    do throws(FinFlowError) {
                        _ = try await client.profile.myProfile()
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [FinFlowError?]()) { $0.append($1) }
        }
    }

    /// A server that rejects every call as UNAUTHORIZED and the refresh as SESSION_REVOKED.
    static func revokingServer() async throws -> TestServer {
        try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.unauthorized, Self.error("SESSION_REVOKED")) : .json(.unauthorized, Self.error("UNAUTHORIZED"))
        }
    }

    static func signedIn() -> InMemoryTokenStore {
        InMemoryTokenStore(token: BearerToken(accessToken: "a-1", refreshToken: "r-1"))
    }

    @Test("ten calls waiting on a refresh rejected with SESSION_REVOKED show the processors one error, a call's")
    func processorsSeeOneErrorPerEndedSession() async throws {
        let server = try await Self.revokingServer()
        defer { Task { await server.stop() } }
        let app = AppSide()
        let errors = await Self.tenProfileCalls(Self.appClient(server, store: Self.signedIn(), app: app))

        #expect(
            app.processed.withLock { $0 } == ["Profile.myProfile"],
            "one error, a call's; never the refresh endpoint's own")
        #expect(app.endings.withLock { $0 } == 1)
        #expect(errors.allSatisfy { $0?.category == .requiresLogout })
        #expect(server.requests(to: "/auth/refresh").count == 1)
    }

    @Test("a call of an ended session reports no wire code its own response did not carry")
    func aCallReportsOnlyAWireCodeItsResponseCarried() async throws {
        let server = try await Self.revokingServer()
        defer { Task { await server.stop() } }
        let app = AppSide()
        let errors = await Self.tenProfileCalls(Self.appClient(server, store: Self.signedIn(), app: app))

        for error in errors {
            #expect(error?.code == .sessionRevoked, "the session's end, as the catalog's requires_logout entry")
            #expect(error?.wireCode == nil, "the call's response carried UNAUTHORIZED, not SESSION_REVOKED")
            #expect(error?.context.classification == .bySession)
            #expect(
                (error?.context.underlyingError as? FinFlowError)?.wireCode == .string("SESSION_REVOKED"),
                "the refresh's error underneath")
        }
        let calls = app.reports.withLock { $0 }.filter { $0.endpoint == "Profile.myProfile" }
        #expect(calls.count == 10)
        #expect(calls.allSatisfy { $0.wireCode == nil && $0.code == FinFlowErrorCode.sessionRevoked.wire })
        let refreshes = app.reports.withLock { $0 }.filter { $0.endpoint == "Auth.refreshToken" }
        #expect(refreshes.map(\.wireCode) == [.string("SESSION_REVOKED")], "the refresh's own report carries its code")
    }

    @Test(
        "after a refresh answered 429 with Retry-After: 30, the waiting calls fail as RATE_LIMITED with retryAfter 30")
    func rateLimitedRefreshFailsTheCallsWithItsPayload() async throws {
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.tooManyRequests, Self.error("RATE_LIMITED"), headers: [HTTPHeader("Retry-After"): "30"])
                : .json(.unauthorized, Self.error("UNAUTHORIZED"))
        }
        defer { Task { await server.stop() } }
        let app = AppSide()
        let store = Self.signedIn()
        let client = Self.appClient(server, store: store, app: app)

        let errors = await Self.tenProfileCalls(client)

        for error in errors {
            guard case .rateLimited(let retryAfter, let context)? = error else {
                Issue.record("got \(String(describing: error))")
                continue
            }
            #expect(retryAfter == 30)
            #expect(context.endpoint == "Profile.myProfile")
            #expect(error?.message(locale: "en") == "Too many requests. Try again in 30 seconds.")
            #expect(error?.wireCode == nil, "RATE_LIMITED was the refresh's answer, not the call's")
        }
        #expect(app.endings.withLock { $0 } == 0)
        #expect(store.load()?.accessToken == "a-1", "a transient failure keeps the session")
    }

    @Test("after a refresh answered 200 with a body that does not decode, the waiting calls fail as the decoding error")
    func undecodableRefreshFailsTheCallsAsTheDecodingError() async throws {
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.ok, #"{"unexpected": true}"#) : .json(.unauthorized, Self.error("UNAUTHORIZED"))
        }
        defer { Task { await server.stop() } }
        let app = AppSide()
        let client = Self.appClient(server, store: Self.signedIn(), app: app)

        let errors = await Self.tenProfileCalls(client)

        for error in errors {
            #expect(error?.code == .decodingError)
            #expect(error?.category == .nonRetryable)
            #expect(error?.context.classification == .byClientFailure(.decoding))
            #expect(error?.context.status == 200)
        }
        #expect(app.endings.withLock { $0 } == 0)
    }

    @Test("the hooks hear of each refreshed token and each failed refresh; the refresh's call report is the app's too")
    func hooksHearOfRefreshes() async throws {
        let revoked = Locked(false)
        let server = try await TestServer.start { request, _ in
            let isRevoked = revoked.withLock { $0 }
            if request.path == "/api/auth/refresh" {
                return isRevoked ? .json(.unauthorized, Self.error("SESSION_REVOKED")) : .json(.ok, Self.tokens)
            }
            return !isRevoked && request.headers[.authorization] == "Bearer access-2"
                ? .json(.ok, Self.user) : .json(.unauthorized, Self.error("UNAUTHORIZED"))
        }
        defer { Task { await server.stop() } }
        let app = AppSide()
        let client = Self.appClient(server, store: Self.signedIn(), app: app)

        _ = try await client.profile.myProfile()
        #expect(app.refreshed.withLock { $0.map(\.accessToken) } == ["access-2"])
        #expect(app.refreshFailures.withLock { $0 }.isEmpty)

        // The server revokes the session: the next rejected call's refresh fails, for good.
        revoked.withLock { $0 = true }
        _ = await Self.tenProfileCalls(client)
        #expect(app.refreshFailures.withLock { $0 }.count == 1)
        #expect(app.refreshFailures.withLock { $0 }.first?.contains("SESSION_REVOKED") == true)
        #expect(app.endings.withLock { $0 } == 1)
        #expect(
            app.reports.withLock { $0 }.filter { $0.endpoint == "Auth.refreshToken" }.count == 2,
            "shared, as documented")
    }
}
