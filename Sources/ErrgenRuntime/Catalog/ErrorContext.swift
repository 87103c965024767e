/// Where and how an error happened: everything about it that is not its code or payload.
///
/// Kept for logs and diagnostics. `serverMessage` is the server's own text and is
/// never shown to a user as it is; user-facing text comes from the catalog.
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
    /// The name of the global error processor that handled the error, if one did.
    /// A handled error still reaches the caller (a call that fails must throw), but
    /// it has already been dealt with: presentation ignores it.
    public var handledBy: String?

    public init(
        status: Int? = nil,
        serverMessage: String? = nil,
        requestID: String? = nil,
        endpoint: String? = nil,
        underlyingError: (any Error)? = nil,
        retryAfter: Duration? = nil,
        sessionEnded: Bool = false,
        handledBy: String? = nil
    ) {
        self.status = status
        self.serverMessage = serverMessage
        self.requestID = requestID
        self.endpoint = endpoint
        self.underlyingError = underlyingError
        self.retryAfter = retryAfter
        self.sessionEnded = sessionEnded
        self.handledBy = handledBy
    }

    public var description: String {
        var parts: [String] = []
        if let endpoint { parts.append("endpoint: \(endpoint)") }
        if let status { parts.append("status: \(status)") }
        if let requestID { parts.append("request id: \(requestID)") }
        if let serverMessage { parts.append("server message: \(serverMessage)") }
        if let underlyingError { parts.append("underlying: \(underlyingError)") }
        if sessionEnded { parts.append("session ended") }
        if let handledBy { parts.append("handled by: \(handledBy)") }
        return parts.joined(separator: ", ")
    }
}
