/// How a request's body is written: the spec's `body_encoding:`.
public enum BodyEncoding: String, Sendable, Hashable, CaseIterable {
    /// JSON, `Content-Type: application/json` (the default).
    case json
    /// An HTML form, `Content-Type: application/x-www-form-urlencoded`, as OAuth 2.0's token
    /// endpoint reads it: `grant_type=refresh_token&refresh_token=...`. See ``FormEncoder``.
    case form

    /// The `Content-Type` of a body written this way.
    public var contentType: String {
        switch self {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        }
    }
}
