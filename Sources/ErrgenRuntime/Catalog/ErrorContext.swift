/// Where and how an error happened: everything about it that is not its code or payload.
///
/// Kept for logs and diagnostics. `serverMessage` is the server's own text and is
/// never shown to a user as it is; user-facing text comes from the catalog. The runtime
/// cleans a server's text as it reads it (no control characters or bidirectional
/// overrides, line breaks become spaces), and `description` is one line whatever the
/// fields hold, so logging an error cannot forge a log line.
public struct ErrorContext: Sendable, CustomStringConvertible {
    /// The HTTP status, or `nil` when no response arrived.
    public var status: Int?
    /// The server's own message, from the envelope's `message` key path.
    public var serverMessage: String?
    /// The request id, from the envelope's `request_id` key path.
    public var requestID: String?
    /// The endpoint that failed, as `Service.endpoint` (for example `Movie.popularMovies`).
    public var endpoint: String?
    /// What failed underneath: a `URLError`, a `DecodingError`, a `CancellationError`...
    public var underlyingError: (any Error)?
    /// The server's `Retry-After`, already parsed, when the response had one.
    public var retryAfter: Duration?
    /// Whether the session ended with this error: a refresh failed, so the error is
    /// classified as `requiresLogout` whatever its entry's category (see `CatalogError.category`).
    /// Set by the runtime only when the catalog has no `requires_logout` entry of its own.
    public var sessionEnded: Bool
    /// The name of the global error processor that handled the error, if one did, or
    /// ``SessionEnd/handlerName`` when the session had ended and the app's logout hook
    /// dealt with it. A handled error still reaches the caller (a call that fails must
    /// throw), but it has already been dealt with: presentation ignores it, and
    /// ``CatalogError/disposition`` says `.handled`.
    public var handledBy: String?
    /// How the entry was chosen: by the response's code, or (when it carried none) by
    /// problem type, HTTP status or client failure.
    public var classification: ErrorClassification
    /// The URL that answered, when a redirect led away from the request's URL (scheme,
    /// host, port and path, without the query); `nil` when the request's own URL answered.
    public var redirectedTo: String?
    /// Whether the response came from another origin than the API's base URL (after a
    /// redirect the ``RedirectPolicy`` followed): such an answer never refreshes or ends
    /// the session, nor pauses the client.
    var isFromOtherOrigin = false
    /// The failure the runtime made this error from, so that it can make the error again
    /// with another context (a waiting call failing with its refresh's error, say).
    var origin: FailureOrigin?

    /// - Parameters:
    ///   - status: the HTTP status, `nil` when no response arrived.
    ///   - serverMessage: the server's own message (never shown to users).
    ///   - requestID: the server's request id.
    ///   - endpoint: `Service.endpoint`.
    ///   - underlyingError: what failed underneath.
    ///   - retryAfter: the server's `Retry-After`, parsed.
    ///   - sessionEnded: whether the session ended with this error.
    ///   - handledBy: the processor (or hook) that already dealt with it.
    ///   - classification: how the entry was chosen; `.byCode` for errors made by app code.
    public init(
        status: Int? = nil,
        serverMessage: String? = nil,
        requestID: String? = nil,
        endpoint: String? = nil,
        underlyingError: (any Error)? = nil,
        retryAfter: Duration? = nil,
        sessionEnded: Bool = false,
        handledBy: String? = nil,
        classification: ErrorClassification = .byCode
    ) {
        self.status = status
        self.serverMessage = serverMessage
        self.requestID = requestID
        self.endpoint = endpoint
        self.underlyingError = underlyingError
        self.retryAfter = retryAfter
        self.sessionEnded = sessionEnded
        self.handledBy = handledBy
        self.classification = classification
    }

    public var description: String {
        var parts: [String] = []
        if let endpoint { parts.append("endpoint: \(endpoint)") }
        if let status { parts.append("status: \(status)") }
        if let requestID { parts.append("request id: \(requestID)") }
        if let serverMessage { parts.append("server message: \(serverMessage)") }
        if let redirectedTo { parts.append("redirected to: \(redirectedTo)") }
        if let underlyingError { parts.append("underlying: \(underlyingError)") }
        if sessionEnded { parts.append("session ended") }
        if let handledBy { parts.append("handled by: \(handledBy)") }
        switch classification {
        case .byCode: break
        case .byProblemType: parts.append("classified by problem type")
        case .byStatus(let status): parts.append("no code, classified by status \(status)")
        case .byClientFailure(let failure): parts.append("no response: \(failure)")
        case .bySession: parts.append("classified by the session")
        }
        // Cleaned once more for what the runtime did not read itself: an underlying error's
        // text (a `DecodingError` quotes the server's keys), or a context an app made.
        return ServerText.cleaned(parts.joined(separator: ", "))
    }
}
