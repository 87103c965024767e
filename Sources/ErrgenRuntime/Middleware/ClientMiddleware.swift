import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Adapts the request of every attempt a client sends, and observes how each attempt ended:
/// request signing, tracing headers, metrics.
///
/// Modelled on Alamofire's `RequestAdapter` and `EventMonitor`, and on swift-openapi-runtime's
/// `ClientMiddleware`, but per attempt rather than per call: every retry, and the repeat
/// after a session refresh, passes through the middlewares again, with its own
/// ``AttemptContext``. Implement only what you need; the defaults pass the request on
/// unchanged and observe nothing.
///
/// A middleware adapts the request as it is about to be sent: the spec's default
/// headers, the endpoint's headers, the `Idempotency-Key` and the bearer token's
/// `Authorization` are already in it, so a signature covers all of them. An error it throws
/// ends the call at once, without a retry and without sending anything: the caller gets
/// the `client_errors` entry of its kind (a `URLError` of the offline kind is `offline`, a
/// timeout `timeout`, any other error `other`), with the error as the context's
/// `underlyingError`; a cancellation ends the call as a cancellation. So does a header the
/// middlewares leave that cannot be sent as it is (``InvalidHeaderName``,
/// ``InvalidHeaderValue``); but a value with a line break never gets that far:
/// `URLRequest.setValue(_:forHTTPHeaderField:)` drops it without a word, so check values
/// that come from users or servers before setting them.
///
/// What ``observe(_:)`` receives is redacted as the log is (``AttemptOutcome``), so a
/// middleware that logs cannot leak a token or a `secret: true` field.
public protocol ClientMiddleware: Sendable {
    /// The request of one attempt, as it will be sent. Called in the order of
    /// ``APIClientConfiguration/middlewares``, each middleware getting the previous one's result.
    ///
    /// - Parameters:
    ///   - request: the attempt's request, authorization included.
    ///   - attempt: which call and attempt it is; `redacted(_:)`
    ///     shows the request without its secrets, for a log.
    /// - Returns: the request to send (or to give the next middleware).
    /// - Throws: any error, to end the call without sending the request.
    func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest

    /// How one attempt ended: its response (any status) or why none arrived. Called in
    /// the reverse order of ``APIClientConfiguration/middlewares``, and only for the
    /// middlewares whose ``adapt(_:for:)`` ran (the one that threw included).
    ///
    /// The call waits for it before it retries or returns: hand slow work (an upload of
    /// metrics) to a task of your own.
    ///
    /// - Parameter outcome: the attempt, redacted.
    func observe(_ outcome: AttemptOutcome) async
}

extension ClientMiddleware {
    /// Sends the request unchanged.
    public func adapt(_ request: URLRequest, for attempt: AttemptContext) async throws -> URLRequest {
        request
    }

    /// Observes nothing.
    public func observe(_ outcome: AttemptOutcome) async {}
}
