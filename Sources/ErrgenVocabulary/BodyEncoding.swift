/// How a request's body is written: the spec's `body_encoding:`.
public enum BodyEncoding: String, Sendable, Hashable, CaseIterable {
    /// JSON, `Content-Type: application/json` (the default).
    case json
    /// An HTML form, `Content-Type: application/x-www-form-urlencoded`, as OAuth 2.0's token
    /// endpoint reads it: `grant_type=refresh_token&refresh_token=...`. See ``FormEncoder``.
    case form
    /// `multipart/form-data` (RFC 7578): each property of the body's model is a part; files
    /// (``UploadFile``) are file parts. See ``MultipartEncoder``.
    case multipart
    /// The bytes of an ``UploadFile`` as they are, typed by the endpoint's `body_content_type`
    /// (or the file's own type), else `application/octet-stream`.
    case binary
    /// A `String` as UTF-8 text, typed by the endpoint's `body_content_type`, else `text/plain`.
    case text

    /// The `Content-Type` of a body written this way when the endpoint and the value name none
    /// (a multipart body adds its boundary).
    public var contentType: String {
        switch self {
        case .json: "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .multipart: "multipart/form-data"
        case .binary: "application/octet-stream"
        case .text: "text/plain; charset=utf-8"
        }
    }
}
