/// One finished call, for telemetry: what an app counts its errors by.
///
/// The client hands one report per call to ``APIClientConfiguration/callReportHandler``,
/// after retries, refreshes and processors, success or failure. It holds no token, no
/// header and no body, and not the server's message: it is as safe to send to an
/// analytics service as the redacted log.
///
/// ```swift
/// configuration.callReportHandler = { report in
///     guard let code = report.code else { return }
///     analytics.count("api_error", ["code": "\(code)", "endpoint": report.endpoint])
/// }
/// ```
public struct CallReport: Sendable, CustomStringConvertible {
    /// How the call ended.
    public enum Outcome: String, Sendable, Hashable {
        /// A 2xx response.
        case succeeded
        /// An error (the caller got it).
        case failed
        /// The calling task was cancelled.
        case cancelled
    }

    /// `Service.endpoint`, for example `Movie.popularMovies`.
    public var endpoint: String
    /// How the call ended.
    public var outcome: Outcome
    /// The catalog entry's code: stable across servers, apps and versions, the thing to
    /// count by. `nil` for successes and cancellations.
    public var code: WireCode?
    /// The code as the server sent it; `nil` when the response carried none.
    public var wireCode: WireCode?
    /// The error's category; `nil` for successes and cancellations.
    public var category: ErrorCategory?
    /// How the entry was chosen (by code, by status...); `nil` for successes and cancellations.
    public var classification: ErrorClassification?
    /// The last response's HTTP status; `nil` when none arrived.
    public var httpStatus: Int?
    /// The requests sent, the first included; 0 for a call that failed locally.
    public var attempts: Int
    /// From the call's start to its end, on the client's clock, waits between retries included.
    public var duration: Duration
    /// The processor (or hook) that handled the error; `nil` when none did.
    public var handledBy: String?
    /// Whether the call failed without sending anything, because the client was paused.
    public var failedLocally: Bool
    /// The server's request id, when the error response carried one.
    public var requestID: String?
    /// The URL that answered the last attempt, when a redirect led away from the request's
    /// URL (scheme, host, port and path, without the query); `nil` when there was none.
    public var redirectedTo: String? = nil

    public var description: String {
        var parts = ["\(endpoint) \(outcome.rawValue)"]
        if let code { parts.append("code \(code)") }
        if let httpStatus { parts.append("HTTP \(httpStatus)") }
        if let redirectedTo { parts.append("redirected to \(redirectedTo)") }
        parts.append("\(attempts) attempt\(attempts == 1 ? "" : "s")")
        parts.append("\(duration)")
        if let handledBy { parts.append("handled by \(handledBy)") }
        if failedLocally { parts.append("failed locally") }
        return parts.joined(separator: ", ")
    }
}

/// Receives one ``CallReport`` per finished call. Called synchronously: keep it quick.
public typealias CallReportHandler = @Sendable (CallReport) -> Void
