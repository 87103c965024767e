import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 15, point 5: a retry budget shared by the client (gRPC's retry throttling):
/// 10 tokens, a failed attempt costs 1, a success gives back 0.1, no retries at or
/// below half. The server counts what a storm of failing calls sends it.
@Suite struct RetryBudgetTests {
    static let unavailable = #"{"error":{"code":"SERVICE_UNAVAILABLE"}}"#
    static let policy = RetryPolicy(maxAttempts: 3, initialBackoff: .seconds(1), jitter: .none)

    /// 100 calls at once against a server that answers 503; returns the requests it received.
    static func storm(budget: RetryBudget?) async throws -> Int {
        let server = try await TestServer.start { _, _ in .json(.serviceUnavailable, unavailable) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) { $0.retryBudget = budget }
        await withTaskGroup(of: Void.self) { group in
            for _ in 1...100 {
                group.addTask {
                    _ = await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: policy)) }
                }
            }
        }
        return server.requestCount
    }

    @Test func aStormOfFailuresSendsAThirdOfTheRequestsWithTheBudget() async throws {
        let without = try await Self.storm(budget: nil)
        let budget = RetryBudget(maximumTokens: 10, refillPerSuccess: 0.1)
        let with = try await Self.storm(budget: budget)

        #expect(without == 300, "every call makes its 3 attempts")
        // Only failures that leave more than 5 tokens may retry: the first 4, at most.
        #expect((100...104).contains(with), "received \(with) with the budget, \(without) without")
        #expect(budget.availableTokens == 0)
        #expect(!budget.allowsRetries)
    }

    @Test func theBudgetRefillsWhenTheServerRecovers() async throws {
        let failing = Locked(true)
        let server = try await TestServer.start { _, _ in
            failing.withLock { $0 } ? .json(.serviceUnavailable, Self.unavailable) : .json(.ok, popularBody)
        }
        defer { Task { await server.stop() } }
        let budget = RetryBudget(maximumTokens: 10, refillPerSuccess: 0.1)
        let client = makeClient(server: server) { $0.retryBudget = budget }
        func call() async -> TestError? {
            await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: Self.policy)) }
        }

        // Empty the budget: 10 failed attempts (3 + 2 + 1 + 1 + 1 + 1 + 1 calls).
        var calls = 0
        while budget.availableTokens > 0 {
            _ = await call()
            calls += 1
        }
        #expect(calls == 7)
        #expect(server.requestCount == 10)
        var before = server.requestCount
        _ = await call()
        #expect(server.requestCount - before == 1, "an empty budget: no retry")

        // The server recovers: 61 successes give back 6.1 tokens.
        failing.withLock { $0 = false }
        for _ in 1...61 { #expect(await call() == nil) }
        #expect(abs(budget.availableTokens - 6.1) < 0.0001)
        #expect(budget.allowsRetries)

        // One more failure costs a token and leaves 5.1: more than half, so it retries once.
        failing.withLock { $0 = true }
        before = server.requestCount
        _ = await call()
        #expect(server.requestCount - before == 2, "retried once, then the budget is at half")
    }

    @Test func successesNeverFillTheBudgetPastItsMaximum() {
        let budget = RetryBudget(maximumTokens: 4, refillPerSuccess: 3)
        #expect(budget.availableTokens == 4)
        #expect(budget.allowsRetries)
    }
}
