import ErrgenRuntime
import TestSupport

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

/// A clock whose sleeps end only when the test moves it past their deadline, and which
/// tells the test when a sleep begins: a wait of two minutes takes none, and no sleep
/// ends before the test says so.
final class ManualClock: Clock, Sendable {
    typealias Instant = RecordingClock.Instant

    private struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = RecordingClock().now  // zero: its initializer is not public
        var sleepers: [Sleeper] = []
        var cancelled: Set<Int> = []
        var nextID = 0
    }

    private let state = Locked(State())
    /// The length of each sleep, as it begins.
    let sleeps: AsyncStream<Duration>
    private let sleepStarted: AsyncStream<Duration>.Continuation

    init() {
        (sleeps, sleepStarted) = AsyncStream.makeStream()
    }

    var now: Instant { state.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let (wait, outcome): (Duration, Result<Void, any Error>?) = state.withLock { state in
                    let wait = state.now.duration(to: deadline)
                    if state.cancelled.remove(id) != nil { return (wait, .failure(CancellationError())) }
                    if deadline <= state.now { return (wait, .success(())) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (wait, nil)
                }
                sleepStarted.yield(wait)
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward, ending every sleep whose deadline it reaches.
    func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
