/// A header name the request builder refused: it is not an RFC 9110 token (letters, digits
/// and the marks `tchar` allows, such as `-`, `_` and `.`), so a space or a colon in it
/// would change what the server reads.
/// The call fails as `client_errors.other` and nothing is sent.
public struct InvalidHeaderName: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name as given.
    public var name: String

    /// - Parameter name: the name as given.
    public init(name: String) {
        self.name = name
    }

    /// The name with its control characters escaped, so that it cannot break a log line.
    public var description: String { "invalid header name \(name.debugDescription)" }
}

/// A path the request builder refused: one of its segments is `.` or `..` (a path
/// parameter's value, usually), which the transport, or any proxy on the way, resolves
/// like a folder: `/folders/{folder}/notes` with `..` would reach `/notes`. The call fails
/// as `client_errors.other` and nothing is sent.
///
/// Percent-encoding the dots would not help: RFC 3986 lets a normalizer decode `%2E`
/// and resolve the segment all the same, and common proxies do.
public struct InvalidPathSegment: Error, Sendable, Equatable, CustomStringConvertible {
    /// The segment: `.` or `..`.
    public var segment: String

    /// - Parameter segment: `.` or `..`.
    public init(segment: String) {
        self.segment = segment
    }

    public var description: String { "a path segment is '\(segment)', which would leave its place in the path" }
}
