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
final class TransferDelegate: NSObject, TransportSessionDelegate, @unchecked Sendable {
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
                status: response.statusCode, headers: TransferDelegate.headers(of: response), body: body,
                url: response.url)
        }

        /// How the call ends when the body is over its limit (announced or received so far).
        func overLimit(_ response: HTTPURLResponse, announcedSize: Int64?) -> Result<TransportResponse, any Error> {
            let limit = options.bodyLimit(forStatus: response.statusCode)
            guard !(200..<300).contains(response.statusCode) else {
                return .failure(ResponseTooLarge(limit: limit, announcedSize: announcedSize.map { Int($0) }))
            }
            return .success(
                TransportResponse(
                    status: response.statusCode, headers: TransferDelegate.headers(of: response), url: response.url,
                    isBodyWithheld: true))
        }
    }

    private let transfers = Locked<[Int: Transfer]>([:])
    let queue = makeDelegateQueue(named: "ErrgenRuntime.URLSessionTransport")

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
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let watchdog = Self.resourceWatchdog(for: session) { [weak self] in
                    guard let self, self.finish(task, .failure(URLError(.timedOut))) else { return }
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
        let next = Self.nextRequest(
            after: response, of: task, proposed: request, originalURL: transfer.originalURL,
            policy: transfer.options.redirectPolicy)
        switch next {
        case .success(let request):
            completionHandler(request)
        case .failure(let error):
            // The redirect itself would become the task's response, which is not needed: the
            // call ends here. Its body comes to no one (the transfer is gone).
            finish(task, .failure(error))
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
