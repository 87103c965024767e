import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What ``URLSessionTransport``'s session delegates share: ``TransferDelegate`` reads whole
/// bodies, ``StreamTransferDelegate`` hands them on as they arrive, and both run on a serial
/// delegate queue, enforce the resource deadline themselves and answer redirects by the
/// call's ``RedirectPolicy``.
protocol TransportSessionDelegate: URLSessionDataDelegate, Sendable {
    init()
    /// The session's serial delegate queue. The transport cancels tasks on it too, so that a
    /// cancellation never lands between a redirect's question and its answer, which
    /// FoundationNetworking cannot survive.
    var queue: OperationQueue { get }
}

extension TransportSessionDelegate {
    /// A serial queue for a session's delegate events.
    static func makeDelegateQueue(named name: String) -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = name
        return queue
    }

    /// Runs `expire` once `session`'s resource timeout has passed, unless the returned task
    /// is cancelled first (the transfer ended).
    ///
    /// FoundationNetworking does not apply the resource timeout while it reads a redirect's
    /// body (a 3xx with an endless body ran for minutes with a 5 s timeout), so the
    /// transport keeps its own. A day at most, so that no configured interval overflows
    /// `Duration`.
    static func resourceWatchdog(for session: URLSession, expire: @escaping @Sendable () -> Void) -> Task<
        Void, Never
    > {
        let interval = session.configuration.timeoutIntervalForResource
        let deadline: Duration = interval.isFinite && interval > 0 ? .seconds(min(interval, 86_400)) : .seconds(86_400)
        return Task {
            try? await Task.sleep(for: deadline)
            guard !Task.isCancelled else { return }
            expire()
        }
    }

    /// A response's header fields as strings.
    static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return headers
    }

    /// The request to send after `task`'s redirect `response`, by `policy`, or the error that
    /// ends the call: ``RedirectRefused``, or `URLError(.badServerResponse)` for a redirect
    /// that names no URL it came from.
    static func nextRequest(
        after response: HTTPURLResponse, of task: URLSessionTask, proposed: URLRequest, originalURL: URL?,
        policy: RedirectPolicy
    ) -> Result<URLRequest, any Error> {
        guard let from = response.url ?? task.currentRequest?.url else {
            return .failure(URLError(.badServerResponse))
        }
        let redirect = Redirect(status: response.statusCode, from: from, originalURL: originalURL, proposed: proposed)
        switch policy.decision(for: redirect) {
        case .follow: return .success(redirect.request)
        case .followWith(let replacement): return .success(replacement)
        case .refuse: return .failure(RedirectRefused(redirect))
        }
    }
}
