/// The server's open connections, each a task of its own: a finished one is forgotten at once
/// (memory stays flat however many connections came and went), and `stopAll` cancels the rest.
final class ConnectionRegistry: Sendable {
    private struct State {
        var next = 0
        var running: [Int: Task<Void, Never>] = [:]
        var stopped = false
    }

    private let state = LockedValue(State())

    /// Runs `body` as a connection's task, unless the server stopped.
    func start(_ body: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            guard !state.stopped else { return }
            let id = state.next
            state.next += 1
            state.running[id] = serverTask {
                await body()
                self.state.withLock { _ = $0.running.removeValue(forKey: id) }
            }
        }
    }

    var count: Int { state.withLock { $0.running.count } }

    /// Cancels every connection and waits for them to close, at most `seconds`.
    func stopAll(waiting seconds: Double) async {
        let running = state.withLock { state in
            state.stopped = true
            return Array(state.running.values)
        }
        running.forEach { $0.cancel() }
        let deadline = ContinuousClock.now + .milliseconds(Int64(seconds * 1000))
        while count > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }
}
