/// Where a server's JSON error body keeps its fields, as key paths (the spec's `envelope`).
///
/// `["error", "code"]` reads `{"error": {"code": "RATE_LIMITED"}}`; a part of digits indexes
/// an array, so `["errors", "0", "code"]` reads `{"errors": [{"code": "RATE_LIMITED"}]}`.
public struct ErrorEnvelope: Sendable, Hashable {
    public var code: [String]
    public var message: [String]?
    public var details: [String]?
    public var requestID: [String]?

    public init(code: [String], message: [String]? = nil, details: [String]? = nil, requestID: [String]? = nil) {
        self.code = code
        self.message = message
        self.details = details
        self.requestID = requestID
    }
}
