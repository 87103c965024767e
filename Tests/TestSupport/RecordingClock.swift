/// A clock that never really waits: each sleep records its duration, moves the
/// clock's time forward by it and returns at once, so retry tests take milliseconds
/// and assert exactly what the runtime asked to wait.
public final class RecordingClock: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    public init() {}

    private let state = Locked<(now: Instant, sleeps: [Duration])>((Instant(offset: .zero), []))

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }
    /// Every sleep the runtime asked for, in order.
    public var sleeps: [Duration] { state.withLock { $0.sleeps } }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            state.now = deadline
        }
    }
}
