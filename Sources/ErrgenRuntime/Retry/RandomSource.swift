/// Where retry jitter comes from: a `Sendable` source of random bits, so a client
/// can share one across tasks and a test can make jitter predictable.
public protocol RandomSource: Sendable {
    /// The next 64 random bits.
    func next() -> UInt64
}

/// The system's random number generator: the default.
public struct SystemRandomSource: RandomSource {
    public init() {}

    public func next() -> UInt64 {
        var generator = SystemRandomNumberGenerator()
        return generator.next()
    }
}

/// Lets `RetryPolicy.delay(beforeRetry:serverRetryAfter:using:)`, which takes a
/// `RandomNumberGenerator`, draw from a `RandomSource`.
struct RandomSourceGenerator: RandomNumberGenerator {
    let source: any RandomSource

    mutating func next() -> UInt64 { source.next() }
}
