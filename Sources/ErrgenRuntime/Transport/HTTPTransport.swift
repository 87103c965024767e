import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What one HTTP exchange returned: any status, with its headers and body.
///
/// A transport returns every response it gets, 4xx and 5xx included; deciding
/// what is an error is the client's job, not the transport's.
public struct TransportResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers. Look values up with `header(_:)`, which ignores case.
    public var headers: [String: String]
    /// The body as received; empty when there was none, or when it was withheld.
    public var body: Data
    /// The URL that answered: the request's, or where its redirects led. `nil` when the
    /// transport does not say, which the client reads as the request's own URL.
    public var url: URL?
    /// Whether an error body was larger than ``TransportOptions/maximumErrorBodySize`` and
    /// was not kept: ``body`` is empty, and the error is classified by its status alone.
    public var isBodyWithheld: Bool
    /// A 2xx `text/event-stream` body still arriving: carried from the transport's
    /// ``HTTPTransport/stream(_:options:)`` through the client's attempt to its events.
    var streamedBody: StreamedBody?

    /// - Parameters:
    ///   - status: the HTTP status code.
    ///   - headers: the response headers.
    ///   - body: the body as received.
    ///   - url: the URL that answered, when a redirect may have led elsewhere.
    ///   - isBodyWithheld: whether an error body over its limit was dropped.
    public init(
        status: Int, headers: [String: String] = [:], body: Data = Data(), url: URL? = nil,
        isBodyWithheld: Bool = false
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
        self.isBodyWithheld = isBodyWithheld
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        HeaderFields.value(name, in: headers)
    }

    /// Whether the status is a success (2xx).
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The URL that answered, when a redirect led away from `request`'s URL; `nil` when
    /// the request's own URL answered, or the transport does not say.
    func redirectedURL(from request: URLRequest) -> URL? {
        guard let url, url.absoluteString != request.url?.absoluteString else { return nil }
        return url
    }
}

/// Sends one HTTP request and returns whatever response arrives.
///
/// The client builds requests, retries, refreshes sessions and decodes errors
/// around this one call, so a test or an app can swap the network layer without
/// touching any of that.
///
/// The client calls ``send(_:options:)``, whose default sends with
/// ``send(_:resourceTimeout:)`` alone: a transport that only implements that method (a
/// test double, say) still has its responses held to the size limits afterwards, but it
/// reads whole bodies and follows redirects as it likes. A transport that talks to a
/// network implements ``send(_:options:)`` and respects all of ``TransportOptions``, as
/// ``URLSessionTransport`` does: stop reading at the size limit, and ask the redirect
/// policy before following.
public protocol HTTPTransport: Sendable {
    /// Sends `request` once.
    ///
    /// - Parameters:
    ///   - request: the request to send, exactly as built.
    ///   - resourceTimeout: the limit on the whole transfer, when the endpoint sets
    ///     one; the request's `timeoutInterval` is the per-attempt limit.
    /// - Throws: a `URLError` when no response arrives (offline, timed out,
    ///   connection lost, cancelled); a `CancellationError` is also accepted.
    func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse

    /// Sends `request` once, within the call's limits and redirect policy.
    ///
    /// - Parameters:
    ///   - request: the request to send, exactly as built.
    ///   - options: the time limit, size limits and redirect policy to respect.
    /// - Returns: the response, with ``TransportResponse/url`` set to the URL that answered.
    /// - Throws: what ``send(_:resourceTimeout:)`` throws; ``ResponseTooLarge`` for a 2xx
    ///   body over ``TransportOptions/maximumResponseSize``; ``RedirectRefused`` for a
    ///   redirect the policy refused.
    func send(_ request: URLRequest, options: TransportOptions) async throws -> TransportResponse

    /// Sends `request` once and returns as soon as the response's head arrives, for a
    /// `text/event-stream` endpoint: a 2xx body is then read as it arrives.
    ///
    /// The default sends with ``send(_:options:)`` and hands over the whole 2xx body as one
    /// chunk once it is complete: a transport that does not stream still works, the events
    /// arrive when the response ends. ``URLSessionTransport`` streams.
    ///
    /// - Parameters:
    ///   - request: the request to send, exactly as built.
    ///   - options: the time limit, the error body's size limit and the redirect policy.
    /// - Returns: the head (for a non-2xx status, with its whole error body, as
    ///   ``send(_:options:)`` returns it) and, for a 2xx, the body's chunks.
    /// - Throws: what ``send(_:options:)`` throws, before the head arrives.
    func stream(_ request: URLRequest, options: TransportOptions) async throws -> StreamingTransportResponse
}

extension HTTPTransport {
    /// Sends with ``send(_:resourceTimeout:)``; the client then holds the response to the
    /// size limits. Redirects are the transport's own business.
    public func send(_ request: URLRequest, options: TransportOptions) async throws -> TransportResponse {
        try await send(request, resourceTimeout: options.resourceTimeout)
    }

    /// Sends with ``send(_:options:)``; a 2xx body comes as one chunk, once it is complete.
    public func stream(_ request: URLRequest, options: TransportOptions) async throws -> StreamingTransportResponse {
        var head = try await send(request, options: options)
        guard head.isSuccess else { return StreamingTransportResponse(head: head, chunks: .finished, cancel: {}) }
        let body = head.body
        head.body = Data()
        let chunks = AsyncThrowingStream<Data, any Error> { continuation in
            if !body.isEmpty { continuation.yield(body) }
            continuation.finish()
        }
        return StreamingTransportResponse(head: head, chunks: chunks, cancel: {})
    }
}
