import Foundation

/// Everything an `APIClient` is built from besides its base URL. Every part has a
/// default, and every part can be swapped: tests give a recording clock and a
/// fixed random source, apps give their auth session, processors and logger.
public struct APIClientConfiguration: Sendable {
    /// Sends the requests. Default: `URLSessionTransport`.
    public var transport: any HTTPTransport
    /// What the transport does with a redirect. Default: ``RedirectPolicy/sameOriginOnly``,
    /// which refuses a redirect to another origin, so no credential leaves the API's host.
    public var redirectPolicy: RedirectPolicy
    /// How large a response the client reads. Default: 10 MiB for a 2xx body (100 MiB
    /// taken undecoded by `perform`), 64 KiB for an error body; see ``ResponseSizeLimits``.
    public var responseSizeLimits: ResponseSizeLimits
    /// Bearer tokens and their refresh; `nil` sends no `Authorization` header.
    public var authenticator: BearerAuthenticator?
    /// The app's API keys, basic credentials and fixed tokens, by the spec's `credentials`
    /// scheme names, for endpoints whose `auth` names them; `nil` sends none. See ``CredentialProvider``.
    public var credentials: CredentialProvider?
    /// The app's global error processors, run on every error a call ends with. Made for
    /// one catalog (``ErrorProcessorChain/init(for:_:)``); a client of another catalog refuses it.
    public var errorProcessors: ErrorProcessorChain
    /// Receives the redacted request/response log; `nil` logs nothing.
    public var logHandler: HTTPLogHandler?
    /// Receives one ``CallReport`` per finished call, for telemetry; `nil` reports nothing.
    public var callReportHandler: CallReportHandler?
    /// Adapt every attempt's request (signing, tracing headers) and observe how each
    /// attempt ended; adapted in this order, observed in the reverse order. Default: none.
    /// See ``ClientMiddleware``.
    public var middlewares: [any ClientMiddleware]
    /// Shared by every call: stops retries when most attempts fail; `nil` (the default)
    /// leaves retries to the policies alone. See ``RetryBudget``.
    public var retryBudget: RetryBudget?
    /// Where a `maintenance` error's end is read from when it has no `Retry-After`, as the
    /// spec's `from:` says it (for example `.details(["ends_at"])`, an ISO 8601 date);
    /// `nil`: only `Retry-After`. A maintenance error with a known end pauses the client until then.
    public var maintenanceEndField: FieldSource?
    /// Told whenever the client pauses or resumes (see ``PauseState``), including when a
    /// maintenance pause ends by itself at its end; `nil` tells no one.
    public var pauseDidChange: (@Sendable (PauseState) -> Void)?
    /// Waits between retries and until a maintenance pause ends, and times calls.
    /// Default: `ContinuousClock`.
    public var clock: any Clock<Duration>
    /// The jitter of retry delays. Default: the system's generator.
    public var random: any RandomSource
    /// The wall-clock time, to read a `Retry-After` given as a date and to end a
    /// maintenance pause. Default: `Date()`.
    public var now: @Sendable () -> Date
    /// Makes a call's `Idempotency-Key` when the caller passes none. Default: a random UUID.
    public var makeIdempotencyKey: @Sendable () -> String
    /// The per-attempt timeout of endpoints that set none (30 s in the reference apps).
    public var defaultTimeout: Duration
    /// Headers sent with every request, before the endpoint's own (which win); a generated
    /// client puts the spec's `defaults.headers` first. Default: none.
    public var defaultHeaders: [DefaultHeader]
    /// The app's language, read for each request: what a default header `from: locale`
    /// (`Accept-Language`) sends. Default: `Locale.current`.
    public var locale: @Sendable () -> Locale
    /// Decodes 2xx bodies. Default: ISO 8601 dates, as the spec's `Date` type says.
    public var decoder: JSONDecoder
    /// Headers and body fields the log, middlewares' views and dumped errors hide besides
    /// the runtime's defaults and the spec's `secret: true` (see ``Redaction``). Default: none.
    public var redaction = Redaction()
    /// Whether a `force_update` or a timed `maintenance` error pauses the client. Not for a
    /// session's refresh client (``forRefresh()``): the app holds no handle to resume it, so
    /// the app's own client pauses instead, through the calls that waited for the refresh.
    var pauses = true

    /// - Parameters:
    ///   - transport: sends the requests.
    ///   - redirectPolicy: what the transport does with a redirect.
    ///   - responseSizeLimits: how large a response the client reads.
    ///   - authenticator: bearer tokens and their refresh; `nil` for none.
    ///   - credentials: the app's credentials for the spec's `credentials` schemes; `nil` for none.
    ///   - errorProcessors: the app's global error processors, for the client's catalog.
    ///   - logHandler: receives the redacted log; `nil` logs nothing.
    ///   - callReportHandler: receives one report per finished call; `nil` reports nothing.
    ///   - middlewares: adapt every attempt's request and observe its outcome, in this order.
    ///   - retryBudget: the retry budget shared by the client's calls; `nil` for none.
    ///   - maintenanceEndField: where a maintenance error's end is read from, besides `Retry-After`.
    ///   - pauseDidChange: told when the client pauses or resumes.
    ///   - clock: waits between retries and times calls.
    ///   - random: the jitter of retry delays.
    ///   - now: the wall-clock time.
    ///   - makeIdempotencyKey: makes a call's `Idempotency-Key`.
    ///   - defaultTimeout: the per-attempt timeout of endpoints that set none.
    ///   - defaultHeaders: headers sent with every request, before the endpoint's own.
    ///   - locale: the app's language, for a default header `from: locale`.
    ///   - decoder: decodes 2xx bodies.
    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        redirectPolicy: RedirectPolicy = .sameOriginOnly,
        responseSizeLimits: ResponseSizeLimits = ResponseSizeLimits(),
        authenticator: BearerAuthenticator? = nil,
        credentials: CredentialProvider? = nil,
        errorProcessors: ErrorProcessorChain = ErrorProcessorChain(),
        logHandler: HTTPLogHandler? = nil,
        callReportHandler: CallReportHandler? = nil,
        middlewares: [any ClientMiddleware] = [],
        retryBudget: RetryBudget? = nil,
        maintenanceEndField: FieldSource? = nil,
        pauseDidChange: (@Sendable (PauseState) -> Void)? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        random: any RandomSource = SystemRandomSource(),
        now: @escaping @Sendable () -> Date = { Date() },
        makeIdempotencyKey: @escaping @Sendable () -> String = { UUID().uuidString },
        defaultTimeout: Duration = .seconds(30),
        defaultHeaders: [DefaultHeader] = [],
        locale: @escaping @Sendable () -> Locale = { Locale.current },
        decoder: JSONDecoder = APIClientConfiguration.makeDefaultDecoder()
    ) {
        self.transport = transport
        self.redirectPolicy = redirectPolicy
        self.responseSizeLimits = responseSizeLimits
        self.authenticator = authenticator
        self.credentials = credentials
        self.errorProcessors = errorProcessors
        self.logHandler = logHandler
        self.callReportHandler = callReportHandler
        self.middlewares = middlewares
        self.retryBudget = retryBudget
        self.maintenanceEndField = maintenanceEndField
        self.pauseDidChange = pauseDidChange
        self.clock = clock
        self.random = random
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.defaultTimeout = defaultTimeout
        self.defaultHeaders = defaultHeaders
        self.locale = locale
        self.decoder = decoder
    }

    /// The configuration a session's refresh is sent with: this one without its
    /// authenticator, error processors and `pauseDidChange`, and a client of it never pauses.
    ///
    /// Without the authenticator, a failing refresh cannot start another. Without the
    /// processors, they see a refresh's failure once, through the calls that waited for it
    /// (and a session's end once, through one call), never the refresh endpoint's own
    /// error. A `force_update` or `maintenance` answer to the refresh pauses the app's
    /// client, through those calls, where ``APIClient/resume()`` reaches it; the refresh
    /// client itself sends the next refresh. Without `pauseDidChange`, only the app's
    /// client announces a pause. The rest
    /// is shared: transport, redirect policy, size limits, log handler (the refresh is logged, redacted, like any
    /// request), call-report handler (it reports the refresh endpoint's calls), middlewares
    /// (a signing middleware signs the refresh too; its attempts are the refresh endpoint's),
    /// retry budget, clocks, timeouts, default headers and decoder. A spec's generated
    /// `authenticator(baseURL:configuration:tokenStore:hooks:onSessionEnd:)` sends its
    /// refresh with it.
    public func forRefresh() -> APIClientConfiguration {
        var configuration = self
        configuration.authenticator = nil
        configuration.errorProcessors = ErrorProcessorChain()
        configuration.pauseDidChange = nil
        configuration.pauses = false
        return configuration
    }

    /// A `JSONDecoder` reading dates as ISO 8601.
    public static func makeDefaultDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
