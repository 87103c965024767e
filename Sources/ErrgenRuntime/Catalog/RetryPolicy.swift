import Foundation

/// A named retry policy of the spec's `retry_policies`.
///
/// The backoff before retry `n` (1 for the first retry) is
/// `initialBackoff * multiplier^(n-1)`, capped at `maxBackoff`, then jittered.
/// A server's `Retry-After`, when honoured, replaces it, capped at `maxBackoff`.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included; 1 never retries.
    public var maxAttempts: Int
    public var initialBackoff: Duration
    /// The longest backoff, and the cap on a server's `Retry-After`.
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

    /// How long to wait before retry `retry` (1 for the first).
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
