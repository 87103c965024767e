/// One outcome that any number of tasks wait for, each of which can stop waiting on
/// its own when it is cancelled, without cancelling the work or the other waiters.
///
/// `Task.value` cannot do that: a cancelled waiter stays suspended until the task ends.
final class SharedOutcome<Value: Sendable>: Sendable {
    private enum State {
        case pending(waiters: [Int: CheckedContinuation<Value?, Never>], nextID: Int)
        case resolved(Value)
    }

    private let state = Locked(State.pending(waiters: [:], nextID: 0))

    /// Delivers `value` to every waiter, and to every later one. Only the first call counts.
    func resolve(_ value: Value) {
        let waiters: [CheckedContinuation<Value?, Never>] = state.withLock { state in
            guard case .pending(let waiters, _) = state else { return [] }
            state = .resolved(value)
            return Array(waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The outcome, or `nil` as soon as the calling task is cancelled.
    func value() async -> Value? {
        let id: Int? = state.withLock { state in
            guard case .pending(let waiters, let nextID) = state else { return nil }
            state = .pending(waiters: waiters, nextID: nextID + 1)
            return nextID
        }
        guard let id else {
            return state.withLock { state in
                if case .resolved(let value) = state { return value }
                return nil
            }
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                let immediate: Value?? = state.withLock { state in
                    switch state {
                    case .resolved(let value):
                        return .some(value)
                    case .pending(var waiters, let nextID):
                        // Cancelled before the handler below could find this waiter.
                        if Task.isCancelled { return .some(nil) }
                        waiters[id] = continuation
                        state = .pending(waiters: waiters, nextID: nextID)
                        return .none
                    }
                }
                if let immediate { continuation.resume(returning: immediate) }
            }
        } onCancel: {
            let waiter: CheckedContinuation<Value?, Never>? = state.withLock { state in
                guard case .pending(var waiters, let nextID) = state, let waiter = waiters.removeValue(forKey: id)
                else { return nil }
                state = .pending(waiters: waiters, nextID: nextID)
                return waiter
            }
            waiter?.resume(returning: nil)
        }
    }
}
