import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of ``URLSessionTransport``: it reads each body as it arrives, up
/// to the call's limit, and decides each redirect by the call's ``RedirectPolicy``.
///
/// One code path on Linux (FoundationNetworking) and on Apple platforms: data tasks
/// without completion handlers, whose every event comes here on the session's serial
/// delegate queue. Each running task has a ``Transfer``; the first of these to happen
/// ends it and resumes its caller: the task completes, the body crosses its limit, a
/// redirect is refused, the session's resource timeout passes, or the calling task is
/// cancelled.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// One task's state. Its fields are read and written on the delegate queue only; who
    /// ends it is decided under the delegate's lock (``finish(_:_:)``).
    private final class Transfer: @unchecked Sendable {
        let options: TransportOptions
        let originalURL: URL?
        let continuation: CheckedContinuation<TransportResponse, any Error>
        /// Ends the call at the resource timeout; cancelled when the call ends first.
        let watchdog: Task<Void, Never>
        var response: HTTPURLResponse?
        var body = Data()

        init(
            options: TransportOptions, originalURL: URL?,
            continuation: CheckedContinuation<TransportResponse, any Error>, watchdog: Task<Void, Never>
        ) {
            self.options = options
            self.originalURL = originalURL
            self.continuation = continuation
            self.watchdog = watchdog
        }

        /// The response once the body is complete.
        func completed(_ response: HTTPURLResponse) -> TransportResponse {
            TransportResponse(
                status: response.statusCode, headers: Self.headers(of: response), body: body, url: response.url)
        }

        /// How the call ends when the body is over its limit (announced or received so far).
        func overLimit(_ response: HTTPURLResponse, announcedSize: Int64?) -> Result<TransportResponse, any Error> {
            let limit = options.bodyLimit(forStatus: response.statusCode)
            guard !(200..<300).contains(response.statusCode) else {
                return .failure(ResponseTooLarge(limit: limit, announcedSize: announcedSize.map { Int($0) }))
            }
            return .success(
                TransportResponse(
                    status: response.statusCode, headers: Self.headers(of: response), url: response.url,
                    isBodyWithheld: true))
        }

        static func headers(of response: HTTPURLResponse) -> [String: String] {
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                headers[String(describing: name)] = String(describing: value)
            }
            return headers
        }
    }

    private let transfers = Locked<[Int: Transfer]>([:])
    /// The session's delegate queue: the transport cancels tasks on it too, so that a
    /// cancellation never lands between a redirect's question and its answer, which
    /// FoundationNetworking cannot survive.
    let queue: OperationQueue

    override init() {
        queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "ErrgenRuntime.URLSessionTransport"
    }

    /// Sends `request` on `session` (whose delegate this is) and returns its response.
    ///
    /// Cancelling the calling task ends the call at once with `URLError(.cancelled)`; the
    /// data task is cancelled on the delegate queue. So does the session's resource timeout,
    /// with `URLError(.timedOut)`.
    func send(_ request: URLRequest, options: TransportOptions, in session: URLSession) async throws
        -> TransportResponse
    {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        let deadline = Self.deadline(session.configuration.timeoutIntervalForResource)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let watchdog = Task { [weak self] in
                    try? await Task.sleep(for: deadline)
                    guard !Task.isCancelled, let self, self.finish(task, .failure(URLError(.timedOut))) else { return }
                    self.queue.addOperation { task.cancel() }
                }
                transfers.withLock {
                    $0[id] = Transfer(
                        options: options, originalURL: request.url, continuation: continuation, watchdog: watchdog)
                }
                task.resume()
                // Cancelled before the transfer existed: the handler below found nothing to end.
                if Task.isCancelled { cancel(task) }
            }
        } onCancel: {
            cancel(task)
        }
    }

    /// The transport's own deadline for a transfer: the session's resource timeout, which
    /// FoundationNetworking does not apply while it reads a redirect's body (a 3xx with an
    /// endless body ran for minutes with a 5 s timeout). A day at most, so that no
    /// configured interval overflows `Duration`.
    private static func deadline(_ interval: TimeInterval) -> Duration {
        guard interval.isFinite, interval > 0 else { return .seconds(86_400) }
        return .seconds(min(interval, 86_400))
    }

    /// Ends `task`'s call as cancelled, now, and cancels the task on the delegate queue.
    private func cancel(_ task: URLSessionTask) {
        finish(task, .failure(URLError(.cancelled)))
        queue.addOperation { task.cancel() }
    }

    /// Ends the call of `task` with `result`, unless it has ended already.
    ///
    /// - Returns: whether this call ended it.
    @discardableResult
    private func finish(_ task: URLSessionTask, _ result: Result<TransportResponse, any Error>) -> Bool {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return false }
        transfer.watchdog.cancel()
        transfer.continuation.resume(with: result)
        return true
    }

    private func transfer(of task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(of: dataTask), let http = response as? HTTPURLResponse else {
            if finish(dataTask, .failure(URLError(.badServerResponse))) { dataTask.cancel() }
            completionHandler(.cancel)
            return
        }
        transfer.response = http
        transfer.body = Data()
        let limit = transfer.options.bodyLimit(forStatus: http.statusCode)
        let announced = response.expectedContentLength
        if announced > Int64(limit) {
            finish(dataTask, transfer.overLimit(http, announcedSize: announced))
            // FoundationNetworking ignores the disposition: cancel the task itself.
            dataTask.cancel()
            completionHandler(.cancel)
            return
        }
        if announced > 0 { transfer.body.reserveCapacity(Int(announced)) }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(of: dataTask), let response = transfer.response else { return }
        guard transfer.body.count + data.count <= transfer.options.bodyLimit(forStatus: response.statusCode) else {
            transfer.body = Data()
            finish(dataTask, transfer.overLimit(response, announcedSize: nil))
            dataTask.cancel()
            return
        }
        transfer.body.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfer(of: task) else { return }
        if let error {
            finish(task, .failure(error))
        } else if let response = transfer.response ?? task.response as? HTTPURLResponse {
            // `task.response`: FoundationNetworking reports a 3xx it did not follow to no delegate method.
            finish(task, .success(transfer.completed(response)))
        } else {
            finish(task, .failure(URLError(.badServerResponse)))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // A cancelled task must not be answered: FoundationNetworking traps on an answer
        // that arrives after the task was torn down, and the task ends without one.
        guard let transfer = transfer(of: task), task.state == .running else { return }
        guard let from = response.url ?? task.currentRequest?.url else {
            finish(task, .failure(URLError(.badServerResponse)))
            return completionHandler(nil)
        }
        let redirect = Redirect(
            status: response.statusCode, from: from, originalURL: transfer.originalURL, proposed: request)
        switch transfer.options.redirectPolicy.decision(for: redirect) {
        case .follow:
            completionHandler(redirect.request)
        case .followWith(let replacement):
            completionHandler(replacement)
        case .refuse:
            // The redirect itself becomes the task's response, which is not needed: the call
            // ends here. Its body comes to no one (the transfer is gone).
            finish(task, .failure(RedirectRefused(redirect)))
            completionHandler(nil)
        }
    }

    #if canImport(FoundationNetworking)
        /// FoundationNetworking asks this only once a whole 401 with `WWW-Authenticate: Basic`
        /// or `Digest` has arrived, and without a credential it would never end the task.
        /// The 401 is the call's answer (the client decides what it means), so the call ends
        /// with it, and the task is cancelled.
        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            if let transfer = transfer(of: task), let response = transfer.response {
                finish(task, .success(transfer.completed(response)))
            }
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    #endif
}
