/// A retry budget shared by every call of a client: when most calls fail, the client
/// stops retrying, so a struggling server is not sent two or three times the traffic
/// just as it is least able to take it.
///
/// gRPC's retry throttling (proposal A6), which the AWS SDKs' retry quota resembles:
/// the budget starts full at `maximumTokens`; every attempt that fails with a
/// `retryable` error costs one token, every successful attempt gives back
/// `refillPerSuccess`; while the tokens are at or below half of `maximumTokens`, no call
/// retries (first attempts are always sent). Successes refill it, so retries come back
/// once the server recovers.
///
/// ```swift
/// var configuration = APIClientConfiguration()
/// configuration.retryBudget = RetryBudget(maximumTokens: 10, refillPerSuccess: 0.1)
/// ```
///
/// Share one budget per server: give the same instance to every client of that server.
public final class RetryBudget: Sendable {
    /// The budget when full, and where it starts.
    public let maximumTokens: Double
    /// What one successful attempt gives back.
    public let refillPerSuccess: Double
    /// Tokens in thousandths, as gRPC keeps them, so that 0.1 refills add up exactly.
    private let milliTokens: Locked<Int>
    private let maximumMilliTokens: Int
    private let refillMilliTokens: Int

    /// - Parameters:
    ///   - maximumTokens: the budget when full (gRPC's `maxTokens`); at least 1. Default 10.
    ///   - refillPerSuccess: the tokens one success gives back (gRPC's `tokenRatio`),
    ///     in thousandths at the finest. Default 0.1: ten successes earn one retry.
    public init(maximumTokens: Double = 10, refillPerSuccess: Double = 0.1) {
        let maximum = max(1, maximumTokens)
        self.maximumTokens = maximum
        self.refillPerSuccess = max(0, refillPerSuccess)
        self.maximumMilliTokens = Int((maximum * 1000).rounded())
        self.refillMilliTokens = Int((max(0, refillPerSuccess) * 1000).rounded())
        self.milliTokens = Locked(Int((maximum * 1000).rounded()))
    }

    /// The tokens left now.
    public var availableTokens: Double {
        Double(milliTokens.withLock { $0 }) / 1000
    }

    /// Whether a failed call may retry now: more than half of the budget is left.
    public var allowsRetries: Bool {
        milliTokens.withLock { $0 } * 2 > maximumMilliTokens
    }

    /// An attempt failed with a `retryable` error: one token less.
    func recordFailure() {
        milliTokens.withLock { $0 = max(0, $0 - 1000) }
    }

    /// An attempt succeeded: `refillPerSuccess` back, up to the maximum.
    func recordSuccess() {
        milliTokens.withLock { $0 = min(maximumMilliTokens, $0 + refillMilliTokens) }
    }
}
