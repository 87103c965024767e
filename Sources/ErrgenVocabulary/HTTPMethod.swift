/// An HTTP method of the spec's `method:`.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case head = "HEAD"
    case options = "OPTIONS"

    /// Whether repeating the request is safe by the method alone (RFC 9110's idempotent methods).
    public var isIdempotent: Bool {
        switch self {
        case .get, .head, .options, .put, .delete: true
        case .post, .patch: false
        }
    }
}
