import Foundation

/// Everything an `APIClient` is built from besides its base URL. Every part has a
/// default, and every part can be swapped: tests give a recording clock and a
/// fixed random source, apps give their auth session, processors and logger.
public struct APIClientConfiguration: Sendable {
    /// Sends the requests. Default: `URLSessionTransport`.
    public var transport: any HTTPTransport
    /// Bearer tokens and their refresh; `nil` sends no `Authorization` header.
    public var authenticator: BearerAuthenticator?
    /// The app's global error processors, run on every error a call ends with.
    public var errorProcessors: ErrorProcessorChain
    /// Receives the redacted request/response log; `nil` logs nothing.
    public var logHandler: HTTPLogHandler?
    /// Waits between retries. Default: `ContinuousClock`.
    public var clock: any Clock<Duration>
    /// The jitter of retry delays. Default: the system's generator.
    public var random: any RandomSource
    /// The wall-clock time, to read a `Retry-After` given as a date. Default: `Date()`.
    public var now: @Sendable () -> Date
    /// Makes a call's `Idempotency-Key`. Default: a random UUID.
    public var makeIdempotencyKey: @Sendable () -> String
    /// The per-attempt timeout of endpoints that set none (30 s in the reference apps).
    public var defaultTimeout: Duration
    /// Decodes 2xx bodies. Default: ISO 8601 dates, as the spec's `Date` type says.
    public var decoder: JSONDecoder

    public init(
        transport: any HTTPTransport = URLSessionTransport(),
        authenticator: BearerAuthenticator? = nil,
        errorProcessors: ErrorProcessorChain = ErrorProcessorChain(),
        logHandler: HTTPLogHandler? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        random: any RandomSource = SystemRandomSource(),
        now: @escaping @Sendable () -> Date = { Date() },
        makeIdempotencyKey: @escaping @Sendable () -> String = { UUID().uuidString },
        defaultTimeout: Duration = .seconds(30),
        decoder: JSONDecoder = APIClientConfiguration.makeDefaultDecoder()
    ) {
        self.transport = transport
        self.authenticator = authenticator
        self.errorProcessors = errorProcessors
        self.logHandler = logHandler
        self.clock = clock
        self.random = random
        self.now = now
        self.makeIdempotencyKey = makeIdempotencyKey
        self.defaultTimeout = defaultTimeout
        self.decoder = decoder
    }

    /// A `JSONDecoder` reading dates as ISO 8601.
    public static func makeDefaultDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
