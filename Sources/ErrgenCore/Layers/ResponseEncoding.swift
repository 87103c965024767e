/// How a 2xx body is read: the spec's `response_encoding:`.
package enum ResponseEncoding: String, Sendable, Hashable, CaseIterable {
    /// Decoded from JSON as the endpoint's `response` type (the default).
    case json
    /// Bytes as they arrived: `Data`, or written to a file by the method's `savingTo:` variant.
    case binary
    /// Text in the `Content-Type`'s charset: `String`.
    case text
}
