import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Which call and which of its attempts a ``ClientMiddleware`` is working on.
public struct AttemptContext: Sendable {
    let view: RedactedView

    /// Whether this attempt repeats the call with a refreshed token, after the server
    /// answered a `reauthenticate` error (the repeat is not a retry).
    public let isRepeatAfterRefresh: Bool

    /// `Service.endpoint`, for example `Movie.popularMovies`: as in the log and call reports.
    public var endpoint: String { view.endpoint }

    /// 1 for a call's first request; each retry and the repeat after a refresh is one
    /// more. The log's `#n` for the same attempt.
    public var attempt: Int { view.attempt }

    init(view: RedactedView, isRepeatAfterRefresh: Bool) {
        self.view = view
        self.isRepeatAfterRefresh = isRepeatAfterRefresh
    }

    /// For a middleware's own tests: the context of an attempt of an endpoint.
    ///
    /// - Parameters:
    ///   - endpoint: `Service.endpoint`.
    ///   - attempt: 1 for the first.
    ///   - isRepeatAfterRefresh: whether it repeats the call after a refresh.
    ///   - secretFields: the body fields `redacted(_:)` hides, as the endpoint's router names them.
    ///   - bodyEncoding: how the endpoint's request body is written.
    public init(
        endpoint: String,
        attempt: Int,
        isRepeatAfterRefresh: Bool = false,
        secretFields: Set<String> = [],
        bodyEncoding: BodyEncoding = .json
    ) {
        self.init(
            view: RedactedView(
                endpoint: endpoint, attempt: attempt, secretFields: secretFields, bodyEncoding: bodyEncoding),
            isRepeatAfterRefresh: isRepeatAfterRefresh)
    }

    /// `request` as the log shows it: `Authorization`, `Proxy-Authorization` and cookie
    /// values, and the endpoint's `secret: true` body fields, replaced by `<redacted>`.
    public func redacted(_ request: URLRequest) -> LoggedRequest {
        view.request(request)
    }

    /// `response` as the log shows it, its secrets replaced by `<redacted>`.
    public func redacted(_ response: TransportResponse) -> LoggedResponse {
        view.response(response)
    }
}
