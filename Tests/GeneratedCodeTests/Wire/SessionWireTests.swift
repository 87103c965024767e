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
    static let user = #"{"id": "8C2A5F0E-2B5B-4E4B-9A43-0D6E1B5C7A11", "email": "an@finflow.vn", "full_name": "Nguyễn An", "member_since": "2024-01-02T03:04:05Z"}"#
    static let tokens = #"{"access_token": "access-2", "refresh_token": "refresh-2", "expires_in": 3600}"#

    static func error(_ code: String) -> String {
        #"{"error": {"code": "\#(code)", "message": "server text"}}"#
    }

    /// A client wired as an app wires it: the store and the logout hook, nothing else.
    static func client(_ server: TestServer, store: InMemoryTokenStore, endings: Locked<Int>) -> (FinFlowClient, BearerAuthenticator) {
        var configuration = APIClientConfiguration(now: { Date(timeIntervalSince1970: 1_000_000) })
        let authenticator = FinFlowClient.authenticator(baseURL: server.baseURL, configuration: configuration, tokenStore: store) { _ in
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
        #expect(store.load() == BearerToken(
            accessToken: "access-2", refreshToken: "refresh-2", expiresAt: Date(timeIntervalSince1970: 1_000_000 + 3600)))
        #expect(endings.withLock { $0 } == 0)
    }

    @Test("a refresh the server rejects ends the session once: the store is cleared and the logout hook runs once")
    func failedRefreshLogsOutOnce() async throws {
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.unauthorized, Self.error("SESSION_REVOKED")) : .json(.unauthorized, Self.error("UNAUTHORIZED"))
        }
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
}
