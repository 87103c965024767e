import Foundation

/// Whether a client sends calls, or fails them at once because the server said to stop.
///
/// After a `force_update` error the client pauses until the app calls
/// ``APIClient/resume()`` (after the user updated, say); after a `maintenance` error
/// whose end is known, until then. While paused, every call fails at once, locally,
/// with the error that paused the client, and nothing is sent.
///
/// A maintenance end ``RetryAfter/horizon`` (a day) or more away does not pause: an
/// `ends_at` in 9999, or a device clock a year behind, would otherwise stop every call
/// until the app resumes. Calls go out as usual and meet the server's own answer.
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
///
/// A maintenance pause ends by itself: a timer waits on the client's clock until its end,
/// then announces `.running`, whether or not a call is made or the state read meanwhile.
final class PauseGate<Failure: CatalogError>: Sendable {
    private struct Pause {
        var state: PauseState
        var error: Failure
        /// Tells this pause from a later one, so an old timer cannot end a new pause.
        var number: Int
        var timer: Task<Void, Never>?
    }

    private let pause = Locked<(current: Pause?, count: Int)>((nil, 0))
    private let clock: any Clock<Duration>
    private let now: @Sendable () -> Date
    private let didChange: (@Sendable (PauseState) -> Void)?

    /// - Parameters:
    ///   - clock: waits for a maintenance pause's end.
    ///   - now: the wall-clock time a maintenance pause's end is compared with.
    ///   - didChange: told whenever the client pauses or resumes.
    init(clock: any Clock<Duration>, now: @escaping @Sendable () -> Date, didChange: (@Sendable (PauseState) -> Void)?)
    {
        self.clock = clock
        self.now = now
        self.didChange = didChange
    }

    deinit {
        pause.withLock { $0.current?.timer?.cancel() }
    }

    /// The state now; a maintenance pause whose end has passed is over.
    var state: PauseState {
        blockingError() == nil ? .running : (pause.withLock { $0.current?.state } ?? .running)
    }

    /// The error a call fails with now, or `nil` when calls are sent.
    func blockingError() -> Failure? {
        guard let current = pause.withLock({ $0.current }) else { return nil }
        if case .maintenance(let until) = current.state, until <= now() {
            end(current.number)
            return nil
        }
        return current.error
    }

    /// Pauses after `error` when it asks to: a `force_update` error until ``resume()``, a
    /// `maintenance` error until its end, when that is known and less than a day away. Only
    /// the API's own origin pauses the client, not a host a redirect led to.
    func pause(after error: Failure, origin: FailureOrigin, endField: FieldSource?) {
        guard !origin.context.isFromOtherOrigin else { return }
        switch error.category {
        case .forceUpdate:
            pause(.forceUpdate, error: error)
        case .maintenance:
            guard let end = origin.maintenanceEnd(field: endField, now: now()) else { return }
            pause(.maintenance(until: end), error: error)
        default:
            break
        }
    }

    /// Pauses for `state`, failing calls with `error`; a maintenance pause ends by itself.
    func pause(_ state: PauseState, error: Failure) {
        let (number, previous) = pause.withLock { pause in
            pause.count += 1
            defer { pause.current = Pause(state: state, error: error, number: pause.count) }
            return (pause.count, pause.current?.timer)
        }
        previous?.cancel()
        didChange?(state)
        guard case .maintenance(let until) = state else { return }
        let wait = RetryAfter.wait(until: until, now: now())  // at most a day: never a trap
        let timer = Task { [weak self, clock] in
            do { try await clock.sleep(for: wait) } catch { return }  // cancelled: resumed or paused again
            self?.end(number)
        }
        let kept = pause.withLock { pause in
            guard pause.current?.number == number else { return false }
            pause.current?.timer = timer
            return true
        }
        if !kept { timer.cancel() }
    }

    /// Sends calls again.
    func resume() {
        guard let number = pause.withLock({ $0.current?.number }) else { return }
        end(number)
    }

    /// Ends pause `number`, and announces it, unless another pause replaced it or it ended already.
    private func end(_ number: Int) {
        let timer: Task<Void, Never>?? = pause.withLock { pause in
            guard let current = pause.current, current.number == number else { return nil }
            pause.current = nil
            return .some(current.timer)
        }
        guard let timer else { return }
        timer?.cancel()
        didChange?(.running)
    }
}
