/// The catalog entry `errgen init --from` writes for an HTTP status when the document's errors
/// carry no codes: its name, category and English message follow what the status means.
struct StatusEntry: Equatable {
    var status: Int
    var name: String
    var category: String
    var message: String
    /// Whether the entry retries under the starter's policy, which honours `Retry-After`.
    var retries: Bool { category == "retryable" }

    init(status: Int) {
        self.status = status
        if let known = Self.known[status] {
            (name, category, message) = known
        } else if status >= 500 {
            (name, category, message) = ("SERVER_ERROR_\(status)", "retryable", "Something went wrong on the server.")
        } else {
            (name, category, message) = (
                "CLIENT_ERROR_\(status)", "non_retryable", "The server could not handle this request."
            )
        }
    }

    /// The statuses with a meaning of their own. `401` asks the user to sign in again; rate
    /// limits, timeouts and an unavailable or failing server are retried after `Retry-After`.
    static let known: [Int: (String, String, String)] = [
        400: ("BAD_REQUEST", "non_retryable", "The request was not valid."),
        401: ("UNAUTHORIZED", "reauthenticate", "Please sign in again."),
        402: ("PAYMENT_REQUIRED", "non_retryable", "Payment is required to do this."),
        403: ("FORBIDDEN", "non_retryable", "You are not allowed to do this."),
        404: ("NOT_FOUND", "non_retryable", "We couldn't find that."),
        405: ("METHOD_NOT_ALLOWED", "non_retryable", "This action is not available."),
        406: ("NOT_ACCEPTABLE", "non_retryable", "The server cannot answer in a form this app reads."),
        408: ("REQUEST_TIMEOUT", "retryable", "The server took too long to answer."),
        409: ("CONFLICT", "non_retryable", "This conflicts with a change made elsewhere."),
        410: ("GONE", "non_retryable", "This is no longer available."),
        411: ("LENGTH_REQUIRED", "non_retryable", "The request did not say its length."),
        412: ("PRECONDITION_FAILED", "non_retryable", "This changed since it was loaded."),
        413: ("PAYLOAD_TOO_LARGE", "non_retryable", "This is too large to send."),
        414: ("URI_TOO_LONG", "non_retryable", "The request was too long."),
        415: ("UNSUPPORTED_MEDIA_TYPE", "non_retryable", "This kind of content is not supported."),
        416: ("RANGE_NOT_SATISFIABLE", "non_retryable", "The requested part is not available."),
        417: ("EXPECTATION_FAILED", "non_retryable", "The server could not handle this request."),
        422: ("UNPROCESSABLE_ENTITY", "non_retryable", "Some of the information is not valid."),
        423: ("LOCKED", "non_retryable", "This is locked."),
        424: ("FAILED_DEPENDENCY", "non_retryable", "An earlier step failed."),
        425: ("TOO_EARLY", "retryable", "The server is not ready for this yet."),
        426: ("UPGRADE_REQUIRED", "non_retryable", "An update is required to do this."),
        428: ("PRECONDITION_REQUIRED", "non_retryable", "This must be loaded again before it is changed."),
        429: ("RATE_LIMITED", "retryable", "Too many requests. Please wait a moment."),
        431: ("REQUEST_HEADER_FIELDS_TOO_LARGE", "non_retryable", "The request was too large."),
        451: ("UNAVAILABLE_FOR_LEGAL_REASONS", "non_retryable", "This is not available in your region."),
        500: ("SERVER_ERROR", "retryable", "Something went wrong on the server."),
        501: ("NOT_IMPLEMENTED", "non_retryable", "This is not available yet."),
        502: ("BAD_GATEWAY", "retryable", "The server could not be reached."),
        503: ("SERVICE_UNAVAILABLE", "retryable", "The service is unavailable. Please try again later."),
        504: ("GATEWAY_TIMEOUT", "retryable", "The server took too long to answer."),
    ]
}
