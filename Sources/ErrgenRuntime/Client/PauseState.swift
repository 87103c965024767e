import Foundation

/// Whether a client sends calls, or fails them at once because the server said to stop.
///
/// After a `force_update` error the client pauses until the app calls
/// ``APIClient/resume()`` (after the user updated, say); after a `maintenance` error
/// whose end is known, until then. While paused, every call fails at once, locally,
/// with the error that paused the client, and nothing is sent.
public enum PauseState: Sendable, Hashable {
    /// Calls are sent.
    case running
    /// A `force_update` error paused the client until ``APIClient/resume()``.
    case forceUpdate
    /// A `maintenance` error paused the client until `until` (from its `Retry-After`,
    /// or the field ``APIClientConfiguration/maintenanceEndField`` names).
    case maintenance(until: Date)
}

/// The client's pause and the error that started it.
final class PauseGate<Failure: CatalogError>: Sendable {
    private struct Pause {
        var state: PauseState
        var error: Failure
    }

    private let pause = Locked<Pause?>(nil)
    private let didChange: (@Sendable (PauseState) -> Void)?

    init(didChange: (@Sendable (PauseState) -> Void)?) {
        self.didChange = didChange
    }

    /// The state at `now`; a maintenance pause whose end has passed is over.
    func state(at now: Date) -> PauseState {
        blockingError(at: now) == nil ? .running : (pause.withLock { $0?.state } ?? .running)
    }

    /// The error a call fails with at `now`, or `nil` when calls are sent.
    func blockingError(at now: Date) -> Failure? {
        let (error, ended): (Failure?, Bool) = pause.withLock { pause in
            guard let current = pause else { return (nil, false) }
            if case .maintenance(let until) = current.state, until <= now {
                pause = nil
                return (nil, true)
            }
            return (current.error, false)
        }
        if ended { didChange?(.running) }
        return error
    }

    /// Pauses for `state`, failing calls with `error`.
    func pause(_ state: PauseState, error: Failure) {
        pause.withLock { $0 = Pause(state: state, error: error) }
        didChange?(state)
    }

    /// Sends calls again.
    func resume() {
        let wasPaused = pause.withLock { pause in
            defer { pause = nil }
            return pause != nil
        }
        if wasPaused { didChange?(.running) }
    }
}
