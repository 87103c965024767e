import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The session delegate of ``URLSessionTransport``'s streams: it answers the opening as soon
/// as a 2xx head arrives, then hands on each piece of the body as it comes.
///
/// `URLSession.bytes(for:)` does not exist in FoundationNetworking: a data task without a
/// completion handler, whose events come here on the session's serial delegate queue, is the
/// one code path on every platform. A non-2xx response is read whole (up to the error body
/// limit) and answers the opening like ``TransferDelegate``'s. Memory stays bounded: the
/// pieces not yet read are at most ``maximumPendingChunks``; a reader that falls further
/// behind ends the stream with `URLError(.dataLengthExceedsMaximum)`.
final class StreamTransferDelegate: NSObject, TransportSessionDelegate, @unchecked Sendable {
    /// Pieces of a body received and not yet read by the app.
    static let maximumPendingChunks = 1024

    /// One task's state, read and written on the delegate queue; its opening is answered once,
    /// under the delegate's lock (``answerOpening(_:_:)``).
    private final class Transfer: @unchecked Sendable {
        let options: TransportOptions
        let originalURL: URL?
        var opening: CheckedContinuation<StreamingTransportResponse, any Error>?
        var chunks: AsyncThrowingStream<Data, any Error>.Continuation?
        let watchdog: Task<Void, Never>
        var response: HTTPURLResponse?
        var errorBody = Data()
        var isErrorBodyWithheld = false

        init(
            options: TransportOptions, originalURL: URL?,
            opening: CheckedContinuation<StreamingTransportResponse, any Error>, watchdog: Task<Void, Never>
        ) {
            self.options = options
            self.originalURL = originalURL
            self.opening = opening
            self.watchdog = watchdog
        }
    }

    private let transfers = Locked<[Int: Transfer]>([:])
    let queue = makeDelegateQueue(named: "ErrgenRuntime.URLSessionTransport.streams")

    /// Sends `request` and returns once its head arrived (a 2xx) or its error body did.
    ///
    /// Cancelling the calling task before then ends the call with `URLError(.cancelled)`. The
    /// session's resource timeout bounds the whole transfer, the stream's reading included.
    func open(_ request: URLRequest, options: TransportOptions, in session: URLSession) async throws
        -> StreamingTransportResponse
    {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let watchdog = Self.resourceWatchdog(for: session) { [weak self] in
                    self?.end(task, URLError(.timedOut))
                }
                transfers.withLock {
                    $0[id] = Transfer(
                        options: options, originalURL: request.url, opening: continuation, watchdog: watchdog)
                }
                task.resume()
                if Task.isCancelled { end(task, URLError(.cancelled)) }
            }
        } onCancel: {
            end(task, URLError(.cancelled), onlyWhileOpening: true)
        }
    }

    /// Ends `task`'s transfer with `error`, wherever it is (opening or streaming), and
    /// cancels the task on the delegate queue. Does nothing once the transfer ended.
    ///
    /// - Parameter onlyWhileOpening: leave a stream already answered alone (the opening
    ///   call's own cancellation must not end the stream it returned).
    private func end(_ task: URLSessionTask, _ error: any Error, onlyWhileOpening: Bool = false) {
        let transfer = transfers.withLock { transfers -> Transfer? in
            guard let transfer = transfers[task.taskIdentifier] else { return nil }
            if onlyWhileOpening, transfer.opening == nil { return nil }
            transfers[task.taskIdentifier] = nil
            return transfer
        }
        guard let transfer else { return }
        finish(transfer, .failure(error))
        queue.addOperation { task.cancel() }
    }

    /// Answers the opening, or ends the stream, of a transfer already removed.
    private func finish(_ transfer: Transfer, _ result: Result<StreamingTransportResponse?, any Error>) {
        transfer.watchdog.cancel()
        let (opening, chunks) = transfers.withLock { _ in
            defer { (transfer.opening, transfer.chunks) = (nil, nil) }
            return (transfer.opening, transfer.chunks)
        }
        switch result {
        case .success(let response):
            if let opening, let response { opening.resume(returning: response) }
            chunks?.finish()
        case .failure(let error):
            opening?.resume(throwing: error)
            chunks?.finish(throwing: error)
        }
    }

    /// Answers the opening of a transfer that goes on (a 2xx head): its body follows.
    private func answerOpening(_ transfer: Transfer, _ response: StreamingTransportResponse) {
        let opening = transfers.withLock { _ in
            defer { transfer.opening = nil }
            return transfer.opening
        }
        opening?.resume(returning: response)
    }

    private func transfer(of task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    private func remove(_ task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    /// The head of a non-2xx response, with the error body read so far.
    private static func errorResponse(_ transfer: Transfer, _ response: HTTPURLResponse) -> StreamingTransportResponse {
        let head = TransportResponse(
            status: response.statusCode, headers: headers(of: response), body: transfer.errorBody, url: response.url,
            isBodyWithheld: transfer.isErrorBodyWithheld)
        return StreamingTransportResponse(head: head, chunks: .finished, cancel: {})
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(of: dataTask), let http = response as? HTTPURLResponse else {
            end(dataTask, URLError(.badServerResponse))
            completionHandler(.cancel)
            return
        }
        transfer.response = http
        guard (200..<300).contains(http.statusCode) else {
            // An error body is read whole, then answers the opening (didCompleteWithError).
            if response.expectedContentLength > Int64(transfer.options.maximumErrorBodySize) {
                transfer.isErrorBodyWithheld = true
                if let transfer = remove(dataTask) { finish(transfer, .success(Self.errorResponse(transfer, http))) }
                dataTask.cancel()
                completionHandler(.cancel)
                return
            }
            completionHandler(.allow)
            return
        }
        let (chunks, continuation) = AsyncThrowingStream<Data, any Error>.makeStream(
            bufferingPolicy: .bufferingOldest(Self.maximumPendingChunks))
        transfer.chunks = continuation
        let stop: @Sendable () -> Void = { [weak self] in
            self?.end(dataTask, URLError(.cancelled))
        }
        continuation.onTermination = { termination in
            if case .cancelled = termination { stop() }
        }
        let head = TransportResponse(status: http.statusCode, headers: Self.headers(of: http), url: http.url)
        answerOpening(transfer, StreamingTransportResponse(head: head, chunks: chunks, cancel: stop))
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(of: dataTask), let response = transfer.response else { return }
        if let chunks = transfer.chunks {
            if case .dropped = chunks.yield(data) { end(dataTask, URLError(.dataLengthExceedsMaximum)) }
            return
        }
        guard (200..<300).contains(response.statusCode) else {
            guard transfer.errorBody.count + data.count <= transfer.options.maximumErrorBodySize else {
                transfer.errorBody = Data()
                transfer.isErrorBodyWithheld = true
                if let transfer = remove(dataTask) {
                    finish(transfer, .success(Self.errorResponse(transfer, response)))
                }
                dataTask.cancel()
                return
            }
            transfer.errorBody.append(data)
            return
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = remove(task) else { return }
        if let error {
            finish(transfer, .failure(error))
        } else if let response = transfer.response ?? task.response as? HTTPURLResponse {
            finish(transfer, .success(Self.errorResponse(transfer, response)))
        } else {
            finish(transfer, .failure(URLError(.badServerResponse)))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // As in TransferDelegate: a cancelled task must not be answered.
        guard let transfer = transfer(of: task), task.state == .running else { return }
        switch Self.nextRequest(
            after: response, of: task, proposed: request, originalURL: transfer.originalURL,
            policy: transfer.options.redirectPolicy)
        {
        case .success(let request):
            completionHandler(request)
        case .failure(let error):
            if let transfer = remove(task) { finish(transfer, .failure(error)) }
            completionHandler(nil)
        }
    }

    #if canImport(FoundationNetworking)
        /// As in ``TransferDelegate``: a whole 401 with a Basic or Digest challenge is the answer.
        func urlSession(
            _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
            completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            if let transfer = transfer(of: task), let response = transfer.response,
                !(200..<300).contains(response.statusCode), let transfer = remove(task)
            {
                finish(transfer, .success(Self.errorResponse(transfer, response)))
            }
            completionHandler(.cancelAuthenticationChallenge, nil)
        }
    #endif
}
