import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One `URLSession` per resource timeout, each with its own delegate, made on first use:
/// `URLSession` sets the whole-transfer limit per session, not per request.
final class SessionsByTimeout<Delegate: TransportSessionDelegate>: Sendable {
    private let sessions = Locked<[Duration: (session: URLSession, delegate: Delegate)]>([:])

    /// The session for `resourceTimeout`, made with `configuration(resourceTimeout)` the first time.
    func session(
        resourceTimeout: Duration, configuration: (Duration) -> URLSessionConfiguration
    ) -> (session: URLSession, delegate: Delegate) {
        sessions.withLock { sessions in
            if let existing = sessions[resourceTimeout] { return existing }
            let delegate = Delegate()
            let session = URLSession(
                configuration: configuration(resourceTimeout), delegate: delegate, delegateQueue: delegate.queue)
            sessions[resourceTimeout] = (session, delegate)
            return (session, delegate)
        }
    }

    /// Lets every session finish its tasks, then releases it and its delegate.
    func invalidateAll() {
        for entry in sessions.withLock({ Array($0.values) }) { entry.session.finishTasksAndInvalidate() }
    }
}
