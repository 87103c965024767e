import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: `URLSession`, on Apple platforms and on Linux
/// (FoundationNetworking).
///
/// `URLSession` sets the whole-transfer limit per session, not per request, so
/// this transport keeps one session per distinct resource timeout, made on first use.
public final class URLSessionTransport: HTTPTransport {
    private let baseConfiguration: URLSessionConfiguration
    private let defaultResourceTimeout: Duration
    private let sessions = Locked<[Duration: URLSession]>([:])

    /// - Parameters:
    ///   - configuration: copied for every session the transport makes; its cache
    ///     is turned off so that a retry always reaches the server.
    ///   - defaultResourceTimeout: for endpoints that set none (60 s in the reference apps).
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        defaultResourceTimeout: Duration = .seconds(60)
    ) {
        self.baseConfiguration = configuration
        self.defaultResourceTimeout = defaultResourceTimeout
    }

    public func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse {
        let session = session(resourceTimeout: resourceTimeout ?? defaultResourceTimeout)
        let (data, response) = try await data(for: request, in: session)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return TransportResponse(status: http.statusCode, headers: headers, body: data)
    }

    private func session(resourceTimeout: Duration) -> URLSession {
        sessions.withLock { sessions in
            if let existing = sessions[resourceTimeout] { return existing }
            // A copy per session, so that one limit never leaks into another session.
            let configuration = baseConfiguration.copy() as? URLSessionConfiguration ?? .ephemeral
            configuration.timeoutIntervalForResource = resourceTimeout.timeInterval
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            let session = URLSession(configuration: configuration)
            sessions[resourceTimeout] = session
            return session
        }
    }

    /// `URLSession`'s data task, cancelled when the calling task is.
    ///
    /// Written out rather than `session.data(for:)` so that cancellation behaves the
    /// same on every platform: the task is cancelled and the call throws at once.
    private func data(for request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        let box = Locked<URLSessionDataTask?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                box.withLock { $0 = task }
                task.resume()
                // Cancelled before the task existed: the handler below found nothing to cancel.
                if Task.isCancelled { task.cancel() }
            }
        } onCancel: {
            box.withLock { $0 }?.cancel()
        }
    }
}
