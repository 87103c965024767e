import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Records which app hooks the processors called.
final class HookLog: Sendable {
    private let calls = Locked([String]())
    var entries: [String] { calls.withLock { $0 } }
    func record(_ name: String) { calls.withLock { $0.append(name) } }
}

/// Issue point 6: the app's ordered chain of global error processors.
@Suite struct ErrorProcessorTests {
    static func chain(_ hooks: HookLog) -> ErrorProcessorChain {
        ErrorProcessorChain(
            for: TestError.self,
            [
                .category(.requiresLogout, name: "sessionExpired") { _ in hooks.record("login screen") },
                .maintenance { _ in hooks.record("maintenance screen") },
                .forceUpdate { _ in hooks.record("update screen") },
                .code(.accountLocked, name: "accountLocked") { _ in hooks.record("support screen") },
            ])
    }

    @Test(arguments: [
        (503, #"{"error":{"code":"MAINTENANCE"}}"#, "maintenance", "maintenance screen"),
        (426, #"{"error":{"code":"UPGRADE_REQUIRED"}}"#, "forceUpdate", "update screen"),
        (401, #"{"error":{"code":"SESSION_EXPIRED"}}"#, "sessionExpired", "login screen"),
        (403, #"{"error":{"code":5002}}"#, "accountLocked", "support screen"),
    ])
    func processorHandlesItsErrorAndStopsIt(status: Int, body: String, processor: String, hook: String) async throws {
        let server = try await TestServer.start { _, _ in .json(HTTPStatusCode(status, phrase: "Test"), body) }
        defer { Task { await server.stop() } }
        let hooks = HookLog()
        let client = makeClient(server: server) { $0.errorProcessors = Self.chain(hooks) }

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(method: .post)) })

        #expect(hooks.entries == [hook], "exactly one processor handles it")
        #expect(error.isHandled)
        #expect(error.context.handledBy == processor)
        #expect(ErrorPresentation(of: error, locale: "en") == nil, "handled errors are not presented again")
    }

    @Test func chainRunsInOrderAndTheFirstToHandleWins() async throws {
        let server = try await TestServer.start { _, _ in .json(.forbidden, #"{"error":{"code":5002}}"#) }
        defer { Task { await server.stop() } }
        let hooks = HookLog()
        let client = makeClient(server: server) {
            $0.errorProcessors = ErrorProcessorChain(
                for: TestError.self,
                [
                    .code(.accountLocked, name: "first") { _ in hooks.record("first") },
                    .code(.accountLocked, name: "second") { _ in hooks.record("second") },
                ])
        }

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(method: .post)) })

        #expect(hooks.entries == ["first"])
        #expect(error.context.handledBy == "first")
    }

    @Test func unhandledErrorReachesTheCallerUnchanged() async throws {
        let server = try await TestServer.start { _, _ in
            .json(
                .unprocessableContent,
                #"{"error":{"code":"VALIDATION_ERROR","details":{"field_errors":{"name":["empty"]}}}}"#)
        }
        defer { Task { await server.stop() } }
        let hooks = HookLog()
        let client = makeClient(server: server) { $0.errorProcessors = Self.chain(hooks) }

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(method: .post)) })

        #expect(hooks.entries.isEmpty)
        #expect(!error.isHandled)
        guard case .validationError(let fields, let context) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(fields == ["name": ["empty"]])
        #expect(context.status == 422)
    }
}
