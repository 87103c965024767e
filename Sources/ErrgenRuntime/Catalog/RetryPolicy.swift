import Foundation

/// A named retry policy of the spec's `retry_policies`.
///
/// The backoff before retry `n` (1 for the first retry) is
/// `initialBackoff * multiplier^(n-1)`, capped at `maxBackoff`, then jittered.
/// A server's `Retry-After`, when honoured, replaces it; a client does not retry at all
/// when the server asks for longer than `maxBackoff` (``retries(afterServerWait:)``).
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included; 1 never retries.
    public var maxAttempts: Int
    public var initialBackoff: Duration
    /// The longest backoff, and the longest server's `Retry-After` the client waits for.
    public var maxBackoff: Duration
    public var multiplier: Double
    public var jitter: Jitter
    public var retryAfter: RetryAfterRule

    public init(
        maxAttempts: Int,
        initialBackoff: Duration = .seconds(1),
        maxBackoff: Duration = .seconds(60),
        multiplier: Double = 2,
        jitter: Jitter = .full,
        retryAfter: RetryAfterRule = .honor
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialBackoff = initialBackoff
        self.maxBackoff = maxBackoff
        self.multiplier = max(1, multiplier)
        self.jitter = jitter
        self.retryAfter = retryAfter
    }

    /// A policy that never retries.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// Whether a request that has made `attempts` attempts may make another.
    public func allowsAnotherAttempt(after attempts: Int) -> Bool {
        attempts < maxAttempts
    }

    /// The backoff before retry `retry` (1 for the first), before jitter.
    public func backoff(beforeRetry retry: Int) -> Duration {
        let exponent = Double(max(0, retry - 1))
        let seconds = initialBackoff.timeInterval * pow(multiplier, exponent)
        return min(Duration.seconds(min(seconds, maxBackoff.timeInterval)), maxBackoff)
    }

    /// Whether a client retries after the server asked for `serverRetryAfter`: a policy
    /// that honours `Retry-After` does not wait longer than `maxBackoff`, and does not
    /// retry sooner than the server asked either, so a longer wait ends the retries and
    /// the error, which carries that wait, reaches the caller at once. A wait of
    /// ``RetryAfter/horizon`` (a day) or more is never waited, whatever `maxBackoff` says.
    public func retries(afterServerWait serverRetryAfter: Duration?) -> Bool {
        guard retryAfter == .honor, let serverRetryAfter else { return true }
        return serverRetryAfter <= maxBackoff && RetryAfter.isWithinHorizon(serverRetryAfter)
    }

    /// How long to wait before retry `retry` (1 for the first).
    ///
    /// A server's wait longer than `maxBackoff` is capped here; the client does not ask,
    /// since it ends the retries instead (``retries(afterServerWait:)``).
    ///
    /// - Parameters:
    ///   - retry: which retry this is, counting from 1.
    ///   - serverRetryAfter: the response's `Retry-After`, when it had one.
    ///   - random: the source of jitter; tests pass a seeded one.
    public func delay(
        beforeRetry retry: Int,
        serverRetryAfter: Duration? = nil,
        using random: inout some RandomNumberGenerator
    ) -> Duration {
        if retryAfter == .honor, let serverRetryAfter {
            return min(max(serverRetryAfter, .zero), maxBackoff)
        }
        let backoff = backoff(beforeRetry: retry)
        switch jitter {
        case .none:
            return backoff
        case .full:
            return .seconds(Double.random(in: 0...backoff.timeInterval, using: &random))
        case .equal:
            let half = backoff.timeInterval / 2
            return .seconds(half + Double.random(in: 0...half, using: &random))
        }
    }
}
