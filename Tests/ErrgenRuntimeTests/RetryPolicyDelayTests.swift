import ErrgenRuntime
import TestSupport
import Testing

/// `RetryPolicy.delay` line by line against the spec's rules: `initial * multiplier^(n-1)`
/// capped at `max_backoff`, then jittered; a honoured Retry-After replaces it, capped too when asked (the client
/// does not ask: a longer wait ends its retries).
@Suite struct RetryPolicyDelayTests {
    /// Always the largest draw. It counts its draws: the thread sanitizer crashes on an
    /// inout argument of a zero-sized type (seen with Swift 6.3.1), so it must hold state.
    struct HighestGenerator: RandomNumberGenerator {
        var draws = 0
        mutating func next() -> UInt64 {
            draws += 1
            return .max
        }
    }

    @Test func backoffGrowsByTheMultiplierAndStopsAtTheCap() {
        let policy = RetryPolicy(
            maxAttempts: 10, initialBackoff: .seconds(1), maxBackoff: .seconds(60), multiplier: 2, jitter: .none)
        var random = SeededGenerator(state: 1)
        let delays = (1...8).map { policy.delay(beforeRetry: $0, using: &random) }
        #expect(delays == [1, 2, 4, 8, 16, 32, 60, 60].map { Duration.seconds($0) })
    }

    @Test func fullJitterStaysBetweenZeroAndTheBackoff() {
        let policy = RetryPolicy(
            maxAttempts: 5, initialBackoff: .seconds(1), maxBackoff: .seconds(60), multiplier: 2, jitter: .full)
        var random = SeededGenerator(state: 42)
        var draws: [Duration] = []
        for _ in 0..<200 {
            let delay = policy.delay(beforeRetry: 3, using: &random)
            #expect(delay >= .zero && delay <= .seconds(4))
            draws.append(delay)
        }
        // Spread over the whole range, not stuck at one end.
        #expect(draws.contains { $0 < .seconds(1) } && draws.contains { $0 > .seconds(3) })
        var highest = HighestGenerator()
        let top = policy.delay(beforeRetry: 3, using: &highest)
        #expect(top == .seconds(4))
    }

    @Test func equalJitterKeepsAtLeastHalfTheBackoff() {
        let policy = RetryPolicy(
            maxAttempts: 5, initialBackoff: .seconds(2), maxBackoff: .seconds(60), multiplier: 2, jitter: .equal)
        var random = SeededGenerator(state: 7)
        for _ in 0..<200 {
            let delay = policy.delay(beforeRetry: 2, using: &random)
            #expect(delay >= .seconds(2) && delay <= .seconds(4))
        }
    }

    @Test func honouredRetryAfterReplacesTheBackoffAndIsCapped() {
        let policy = RetryPolicy(
            maxAttempts: 3, initialBackoff: .seconds(1), maxBackoff: .seconds(60), jitter: .full, retryAfter: .honor)
        var random = SeededGenerator(state: 3)
        let asked = policy.delay(beforeRetry: 1, serverRetryAfter: .seconds(2), using: &random)
        let capped = policy.delay(beforeRetry: 1, serverRetryAfter: .seconds(3600), using: &random)
        let negative = policy.delay(beforeRetry: 1, serverRetryAfter: .seconds(-5), using: &random)
        #expect(asked == .seconds(2))
        #expect(capped == .seconds(60))
        #expect(negative == .zero)
    }

    @Test func ignoredRetryAfterKeepsTheBackoff() {
        let policy = RetryPolicy(
            maxAttempts: 3, initialBackoff: .seconds(1), maxBackoff: .seconds(60), jitter: .none, retryAfter: .ignore)
        var random = SeededGenerator(state: 3)
        let delay = policy.delay(beforeRetry: 2, serverRetryAfter: .seconds(30), using: &random)
        #expect(delay == .seconds(2))
    }

    @Test func attemptsCountTheFirst() {
        let policy = RetryPolicy(maxAttempts: 3)
        #expect(policy.allowsAnotherAttempt(after: 1) && policy.allowsAnotherAttempt(after: 2))
        #expect(!policy.allowsAnotherAttempt(after: 3))
        #expect(!RetryPolicy.never.allowsAnotherAttempt(after: 1))
    }
}
