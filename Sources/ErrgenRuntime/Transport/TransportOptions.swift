import Foundation

/// What an ``HTTPTransport`` must respect while it sends one request: the time limit,
/// the size limits and the redirect policy of the call.
public struct TransportOptions: Sendable {
    /// The limit on the whole transfer, when the endpoint sets one; the request's
    /// `timeoutInterval` is the per-attempt limit.
    public var resourceTimeout: Duration?
    /// The largest 2xx body to read, in bytes: past it, throw ``ResponseTooLarge`` and keep nothing.
    public var maximumResponseSize: Int
    /// The largest error body to keep, in bytes: past it, stop reading and return the
    /// response with an empty body and ``TransportResponse/isBodyWithheld`` set.
    public var maximumErrorBodySize: Int
    /// What to do with a redirect; a refused one throws ``RedirectRefused``.
    public var redirectPolicy: RedirectPolicy

    /// - Parameters:
    ///   - resourceTimeout: the limit on the whole transfer; `nil` for the transport's default.
    ///   - maximumResponseSize: the largest 2xx body to read. Default: 10 MiB.
    ///   - maximumErrorBodySize: the largest error body to keep. Default: 64 KiB.
    ///   - redirectPolicy: what to do with a redirect. Default: ``RedirectPolicy/sameOriginOnly``.
    public init(
        resourceTimeout: Duration? = nil,
        maximumResponseSize: Int = ResponseSizeLimits.defaultMaximumResponseSize,
        maximumErrorBodySize: Int = ResponseSizeLimits.defaultMaximumErrorBodySize,
        redirectPolicy: RedirectPolicy = .sameOriginOnly
    ) {
        self.resourceTimeout = resourceTimeout
        self.maximumResponseSize = maximumResponseSize
        self.maximumErrorBodySize = maximumErrorBodySize
        self.redirectPolicy = redirectPolicy
    }

    /// The body limit for a response of `status`.
    func bodyLimit(forStatus status: Int) -> Int {
        (200..<300).contains(status) ? maximumResponseSize : maximumErrorBodySize
    }

    /// `response` within these limits, for a transport that could not stream: a 2xx body
    /// over its limit throws, an error body over its limit is dropped.
    ///
    /// ``URLSessionTransport`` stops the transfer at the limit instead; the client checks
    /// every transport's response this way too, so the limits hold whichever one sent it.
    func enforce(on response: TransportResponse) throws -> TransportResponse {
        let limit = bodyLimit(forStatus: response.status)
        guard response.body.count > limit else { return response }
        guard !response.isSuccess else { throw ResponseTooLarge(limit: limit) }
        var withheld = response
        withheld.body = Data()
        withheld.isBodyWithheld = true
        return withheld
    }
}
