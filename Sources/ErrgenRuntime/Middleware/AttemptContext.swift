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
    ///   - secretHeaders: the headers it hides besides the defaults, as the router names them.
    ///   - bodyEncoding: how the endpoint's request body is written.
    ///   - redaction: the app's additions, as in ``APIClientConfiguration/redaction``.
    public init(
        endpoint: String,
        attempt: Int,
        isRepeatAfterRefresh: Bool = false,
        secretFields: Set<String> = [],
        secretHeaders: Set<String> = [],
        bodyEncoding: BodyEncoding = .json,
        redaction: Redaction = Redaction()
    ) {
        self.init(
            view: RedactedView(
                endpoint: endpoint, attempt: attempt,
                redactor: Redactor(secretFields: secretFields, secretHeaders: secretHeaders, redaction: redaction),
                bodyEncoding: bodyEncoding),
            isRepeatAfterRefresh: isRepeatAfterRefresh)
    }

    /// `request` as the log shows it (see ``Redaction``): credential headers, every query
    /// value, and the spec's `secret: true` headers and body fields replaced by `<redacted>`.
    public func redacted(_ request: URLRequest) -> LoggedRequest {
        view.request(request)
    }

    /// `response` as the log shows it, its secrets replaced by `<redacted>`.
    public func redacted(_ response: TransportResponse) -> LoggedResponse {
        view.response(response)
    }
}

extension AttemptContext: CustomReflectable {
    /// What `dump` shows: which attempt it is, not the redaction rules it holds.
    public var customMirror: Mirror {
        Mirror(
            self, children: ["endpoint": endpoint, "attempt": attempt, "isRepeatAfterRefresh": isRepeatAfterRefresh],
            displayStyle: .struct)
    }
}
