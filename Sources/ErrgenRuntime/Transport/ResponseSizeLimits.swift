/// How large a response an ``APIClient`` reads, so that no server can exhaust the app's
/// memory: ``APIClientConfiguration/responseSizeLimits``.
///
/// - A 2xx body larger than ``maximumResponseSize`` (``maximumDownloadSize`` for a call
///   that takes the body undecoded, ``APIClient/perform(_:)``) fails the call with the catalog's
///   `client_errors.other` entry, whose context's `underlyingError` is a
///   ``ResponseTooLarge``. The transfer stops at the limit (at once, when `Content-Length`
///   announces more), nothing of the body is kept, and the call is not retried.
/// - An error body (any other status) larger than ``maximumErrorBodySize`` is withheld:
///   the transfer stops there and the error is classified by its status alone, as if the
///   body were empty (a 503 stays a 503, and is retried as one).
///
/// A call is a download when its endpoint says `response_encoding: binary`
/// (``APIClient/data(for:)``, ``APIClient/download(_:to:)``), or when the app takes its body
/// undecoded with `perform`. Another limit for one endpoint is set here, by its name, or by a
/// router that implements ``Router/maximumResponseSize``:
///
/// ```swift
/// var configuration = APIClientConfiguration()
/// configuration.responseSizeLimits.perEndpoint["Reports.export"] = 200 * 1024 * 1024
/// ```
public struct ResponseSizeLimits: Sendable, Hashable {
    /// 10 MiB: far above any JSON an app shows, far below what hurts a phone.
    public static let defaultMaximumResponseSize = 10 * 1024 * 1024
    /// 100 MiB: a file or an image taken undecoded, held in memory whole as `Data`.
    public static let defaultMaximumDownloadSize = 100 * 1024 * 1024
    /// 64 KiB: an error body is a code, a message and a few fields (or a proxy's HTML page).
    public static let defaultMaximumErrorBodySize = 64 * 1024

    /// The largest 2xx body read, in bytes, for endpoints with no limit of their own.
    public var maximumResponseSize: Int
    /// The largest 2xx body read, in bytes, by ``APIClient/perform(_:)`` (a download), for
    /// endpoints with no limit of their own.
    public var maximumDownloadSize: Int
    /// The largest error body kept, in bytes; a larger one is withheld.
    public var maximumErrorBodySize: Int
    /// Limits of single endpoints, by `Service.endpoint` (``Router/endpointName``): they
    /// win over a router's own ``Router/maximumResponseSize`` and over ``maximumResponseSize``.
    public var perEndpoint: [String: Int]
    /// 1 MiB: the most a `text/event-stream` event (its data and the line being read) may
    /// hold. A stream's whole length is not limited; one event over this ends it with a
    /// ``ServerSentEventTooLarge`` (see ``ServerSentEvents``).
    public static let defaultMaximumEventSize = 1024 * 1024
    /// The largest event of a stream read, in bytes; a larger one ends the stream.
    public var maximumEventSize: Int = ResponseSizeLimits.defaultMaximumEventSize

    /// - Parameters:
    ///   - maximumResponseSize: the largest 2xx body read. Default: 10 MiB.
    ///   - maximumDownloadSize: the largest 2xx body a download reads. Default: 100 MiB.
    ///   - maximumErrorBodySize: the largest error body kept. Default: 64 KiB.
    ///   - perEndpoint: limits of single endpoints, by `Service.endpoint`.
    public init(
        maximumResponseSize: Int = ResponseSizeLimits.defaultMaximumResponseSize,
        maximumDownloadSize: Int = ResponseSizeLimits.defaultMaximumDownloadSize,
        maximumErrorBodySize: Int = ResponseSizeLimits.defaultMaximumErrorBodySize,
        perEndpoint: [String: Int] = [:]
    ) {
        self.maximumResponseSize = maximumResponseSize
        self.maximumDownloadSize = maximumDownloadSize
        self.maximumErrorBodySize = maximumErrorBodySize
        self.perEndpoint = perEndpoint
    }

    /// The limit on `router`'s 2xx body: its entry in ``perEndpoint``, else the router's
    /// own, else ``maximumDownloadSize`` for a download, else ``maximumResponseSize``.
    ///
    /// - Parameters:
    ///   - router: the endpoint.
    ///   - download: whether the call takes the body undecoded (``APIClient/perform(_:)``).
    public func maximumResponseSize(for router: some Router, download: Bool = false) -> Int {
        perEndpoint[router.endpointName] ?? router.maximumResponseSize
            ?? (download ? maximumDownloadSize : maximumResponseSize)
    }
}
