/// When a connection must have made progress: a watch task ends the connection once the
/// deadline passes, and no deadline runs while the mock itself takes its time (a latency, a stall).
final class ConnectionDeadline: Sendable {
    private let deadline = LockedValue<ContinuousClock.Instant?>(nil)

    /// The connection must reach its next step within `seconds`.
    func arm(_ seconds: Double) {
        deadline.withLock { $0 = .now + .milliseconds(Int64(seconds * 1000)) }
    }

    func disarm() {
        deadline.withLock { $0 = nil }
    }

    /// Returns once the deadline passed, or throws when the task is cancelled.
    func expiry() async throws {
        while true {
            let due = deadline.withLock { $0 }
            if let due, due <= .now { return }
            // Unarmed, it looks again a second later: no connection needs a finer deadline.
            let wake = due.map { min($0, .now + .seconds(1)) } ?? .now + .seconds(1)
            try await Task.sleep(until: wake, clock: .continuous)
        }
    }
}
