/// One line of the request and response log, already redacted: safe to print,
/// to write to a file or to send to a crash reporter.
public enum HTTPLogEntry: Sendable, CustomStringConvertible {
    /// An attempt is about to be sent.
    case request(LoggedRequest)
    /// An attempt got a response (any status).
    case response(LoggedResponse)
    /// An attempt got no usable response; `error` describes why, cut at 16 KiB.
    case failure(endpoint: String, attempt: Int, failure: ClientFailure, error: String)

    public var description: String {
        switch self {
        case .request(let request):
            "→ \(request.endpoint) #\(request.attempt) \(request.method) \(request.url) \(request.headers) \(request.body ?? "")"
        case .response(let response):
            "← \(response.endpoint) #\(response.attempt) \(response.status)"
                + (response.redirectedTo.map { " (redirected to \($0))" } ?? "")
                + " \(response.headers) \(response.body ?? "")"
        case .failure(let endpoint, let attempt, let failure, let error):
            "✕ \(endpoint) #\(attempt) \(failure): \(error)"
        }
    }
}

/// A request as logged: secrets replaced by `<redacted>`.
public struct LoggedRequest: Sendable {
    public var endpoint: String
    /// 1 for the first attempt of a call.
    public var attempt: Int
    public var method: String
    public var url: String
    /// Header names and values, sorted by name; `Authorization` and cookies redacted.
    public var headers: [LoggedHeader]
    /// The body as text, secret fields redacted, cut at 16 KiB; `nil` when there is none.
    public var body: String?
}

/// A response as logged: secrets replaced by `<redacted>`.
public struct LoggedResponse: Sendable {
    public var endpoint: String
    public var attempt: Int
    public var status: Int
    public var headers: [LoggedHeader]
    /// The body as text, secret fields redacted, cut at 16 KiB; `nil` when there is none.
    public var body: String?
    /// The URL that answered, when a redirect led away from the request's URL (scheme,
    /// host, port and path: its query may hold secrets); `nil` when the request's own URL answered.
    public var redirectedTo: String? = nil
}

/// One header as logged.
public struct LoggedHeader: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name): \(value)" }
}

/// Receives the log. The client calls it synchronously, once per attempt and
/// response, so keep it quick (hand off to `os.Logger`, `swift-log`, a buffer...).
public typealias HTTPLogHandler = @Sendable (HTTPLogEntry) -> Void
