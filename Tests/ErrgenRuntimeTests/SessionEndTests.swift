import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 15, point 2: logout runs exactly once per ended session, through
/// `AuthSession.sessionDidEnd`; the processors see the end once too, and every other
/// call's error arrives already handled, so no screen shows sign-in twice.
@Suite struct SessionEndTests {
    /// Counts what a `requires_logout` processor sees.
    static func counting(_ seen: Locked<Int>) -> ErrorProcessorChain {
        ErrorProcessorChain(
            for: TestError.self,
            [
                .category(.requiresLogout, name: "signIn") { _ in seen.withLock { $0 += 1 } }
            ])
    }

    static func popular(_ client: APIClient<TestError>, page: Int) async -> TestError? {
        await failure(from: client) {
            try await client.send(MovieRouter.popularMovies(page: page), expecting: MovieListResponse.self)
        }
    }

    @Test func tenConcurrentCallsAndOneLaterEndTheSessionOnce() async throws {
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.badRequest, #"{"error":"invalid_grant"}"#) : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let seen = Locked(0)
        let client = makeClient(server: server) {
            $0.authenticator = BearerAuthenticator(session: session, token: oldToken)
            $0.errorProcessors = Self.counting(seen)
        }

        var errors = await withTaskGroup(of: TestError?.self) { group in
            for page in 1...10 { group.addTask { await Self.popular(client, page: page) } }
            return await group.reduce(into: [TestError?]()) { $0.append($1) }
        }
        errors.append(await Self.popular(client, page: 11))

        #expect(session.ends.count == 1, "the logout hook runs once")
        #expect(seen.withLock { $0 } == 1, "the processors see the end once")
        let handlers = errors.map { error -> String? in
            if case .handled(_, let by) = error?.disposition { return by }
            return nil
        }
        #expect(handlers.filter { $0 == "signIn" }.count == 1)
        #expect(handlers.filter { $0 == SessionEnd.handlerName }.count == 10, "the rest arrive handled by the hook")
        #expect(errors.allSatisfy { $0?.category == .requiresLogout })
        #expect(server.requests(to: "/auth/refresh").count == 1)
    }

    @Test func withoutProcessorsEveryCallOfTheEndedSessionArrivesHandled() async throws {
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.unauthorized, #"{"error":{"code":"SESSION_EXPIRED"}}"#) : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let client = makeClient(server: server) {
            $0.authenticator = BearerAuthenticator(session: session, token: oldToken)
        }

        let errors = await withTaskGroup(of: TestError?.self) { group in
            for page in 1...10 { group.addTask { await Self.popular(client, page: page) } }
            return await group.reduce(into: [TestError?]()) { $0.append($1) }
        }

        #expect(session.ends.count == 1)
        #expect(errors.allSatisfy { $0?.context.handledBy == SessionEnd.handlerName })
        #expect(
            errors.allSatisfy { $0.map { ErrorPresentation(of: $0, locale: "en") == nil } ?? false },
            "nothing to present again")
    }

    @Test func aServersRequiresLogoutAnswerEndsTheSessionOnceWithoutARefresh() async throws {
        let server = try await TestServer.start { _, _ in .json(.unauthorized, #"{"error":{"code":"SESSION_EXPIRED"}}"#)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let seen = Locked(0)
        let client = makeClient(server: server) {
            $0.authenticator = BearerAuthenticator(session: session, token: oldToken)
            $0.errorProcessors = Self.counting(seen)
        }

        let errors = await withTaskGroup(of: TestError?.self) { group in
            for page in 1...10 { group.addTask { await Self.popular(client, page: page) } }
            return await group.reduce(into: [TestError?]()) { $0.append($1) }
        }

        #expect(errors.allSatisfy { $0?.code == .sessionExpired })
        #expect(session.refreshCount == 0)
        #expect(session.ends.count == 1)
        guard case .endedByServer(let error as TestError) = session.ends.first else {
            Issue.record("\(session.ends)")
            return
        }
        #expect(error.code == .sessionExpired)
        #expect(seen.withLock { $0 } == 1)
    }

    @Test func signingInAgainStartsASessionThatCanEndAgain() async throws {
        let server = try await TestServer.start { request, _ in
            request.path == "/api/auth/refresh"
                ? .json(.badRequest, #"{"error":"invalid_grant"}"#) : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }

        _ = await Self.popular(client, page: 1)
        await authenticator.signIn(newToken)
        _ = await Self.popular(client, page: 2)

        #expect(session.ends.count == 2, "one per session")
        #expect(server.requests(to: "/auth/refresh").count == 2)
    }
}
