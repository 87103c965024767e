import ErrgenRuntime

/// The real `ContinuousClock`, which tells the test when a sleep begins, so a test
/// can cancel a call exactly while it waits to retry.
struct SignallingClock: Clock {
    typealias Instant = ContinuousClock.Instant
    let sleepStarted: AsyncStream<Duration>.Continuation
    private let base = ContinuousClock()

    init(sleepStarted: AsyncStream<Duration>.Continuation) {
        self.sleepStarted = sleepStarted
    }

    var now: Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        sleepStarted.yield(now.duration(to: deadline))
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}

/// A random source that always gives the same bits. `.max` draws the high end of
/// every jitter range. (Not 0: the standard library's unbiased bounded draw rejects
/// a constant 0 forever.)
struct FixedRandomSource: RandomSource {
    let value: UInt64
    func next() -> UInt64 { value }
}
