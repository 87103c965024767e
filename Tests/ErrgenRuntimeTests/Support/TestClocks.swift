import ErrgenRuntime

/// A clock that never really waits: each sleep records its duration, moves the
/// clock's time forward by it and returns at once, so retry tests take milliseconds
/// and assert exactly what the runtime asked to wait.
final class RecordingClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let state = Locked<(now: Instant, sleeps: [Duration])>((Instant(offset: .zero), []))

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }
    /// Every sleep the runtime asked for, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            state.now = deadline
        }
    }
}

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
