import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The default transport: `URLSession`, on Apple platforms and on Linux
/// (FoundationNetworking).
///
/// It reads every response through its own session delegate, the same code on every
/// platform, so that the client's limits hold however the server behaves:
/// - a body is read as it arrives and the transfer stops at the size limit (see
///   ``ResponseSizeLimits``), so an endless body ends there, not at the resource timeout;
/// - every redirect is decided by the call's ``RedirectPolicy``, never by Foundation's
///   defaults, which would forward the `Authorization`, cookie and every other header to
///   any host the server names.
///
/// `URLSession` sets the whole-transfer limit per session, not per request, so
/// this transport keeps one session per distinct resource timeout, made on first use.
///
/// On Linux, FoundationNetworking reads the whole body of a 301, 302, 303, 307 or 308
/// into memory before it asks where to go, and shows none of it to the delegate: such a
/// body is bounded by the resource timeout alone, which the transport enforces itself
/// (FoundationNetworking does not, there). Keep `resource_timeout` as short as the API allows.
public final class URLSessionTransport: HTTPTransport {
    private let baseConfiguration: URLSessionConfiguration
    private let defaultResourceTimeout: Duration
    private let sessions = SessionsByTimeout<TransferDelegate>()
    /// The sessions of `text/event-stream` calls, whose delegate hands a body on as it arrives.
    private let streamSessions = SessionsByTimeout<StreamTransferDelegate>()

    /// - Parameters:
    ///   - configuration: copied for every session the transport makes; its cache
    ///     is turned off so that a retry always reaches the server. Headers in its
    ///     `httpAdditionalHeaders` go with every request and every redirect it follows:
    ///     keep credentials out of them (the client sends its own per request).
    ///   - defaultResourceTimeout: for endpoints that set none (60 s in the reference apps).
    public init(
        configuration: URLSessionConfiguration = .ephemeral,
        defaultResourceTimeout: Duration = .seconds(60)
    ) {
        self.baseConfiguration = configuration
        self.defaultResourceTimeout = defaultResourceTimeout
    }

    deinit {
        // A session keeps its delegate until it is invalidated.
        sessions.invalidateAll()
        streamSessions.invalidateAll()
    }

    /// Sends `request` with the default limits and ``RedirectPolicy/sameOriginOnly``.
    public func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse {
        try await send(request, options: TransportOptions(resourceTimeout: resourceTimeout))
    }

    /// Sends `request`, reading at most the options' size limits and deciding each
    /// redirect by their policy.
    ///
    /// - Throws: a `URLError` when no response arrives; ``ResponseTooLarge``;
    ///   ``RedirectRefused``. A cancelled calling task throws `URLError(.cancelled)` at once.
    public func send(_ request: URLRequest, options: TransportOptions) async throws -> TransportResponse {
        let (session, delegate) = sessions.session(
            resourceTimeout: options.resourceTimeout ?? defaultResourceTimeout, configuration: configuration)
        return try await delegate.send(request, options: options, in: session)
    }

    /// Sends `request` and returns once the head arrives; a 2xx body is handed on as it
    /// arrives, within the resource timeout (set `resource_timeout` for long streams).
    ///
    /// - Throws: a `URLError` when no response arrives; ``RedirectRefused``.
    public func stream(_ request: URLRequest, options: TransportOptions) async throws -> StreamingTransportResponse {
        let (session, delegate) = streamSessions.session(
            resourceTimeout: options.resourceTimeout ?? defaultResourceTimeout, configuration: configuration)
        return try await delegate.open(request, options: options, in: session)
    }

    /// A copy of the base configuration per session, so that one limit never leaks into another session.
    private func configuration(_ resourceTimeout: Duration) -> URLSessionConfiguration {
        let configuration = baseConfiguration.copy() as? URLSessionConfiguration ?? .ephemeral
        configuration.timeoutIntervalForResource = resourceTimeout.timeInterval
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        return configuration
    }
}
