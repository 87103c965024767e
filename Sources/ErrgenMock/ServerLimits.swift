/// What one client may cost the mock: the bounds every connection is held to, so that a slow,
/// huge or idle client never delays another one nor keeps the mock from stopping.
package struct ServerLimits: Sendable {
    /// The request line and headers together, in bytes; past it the answer is 431 and the connection closes.
    package var maxHeadBytes = 32 << 10
    /// A request body, in bytes; past it the answer is 413 and the connection closes.
    package var maxBodyBytes = 4 << 20
    /// Seconds a kept-alive connection may wait for its next request before the mock closes it.
    package var idleTimeout: Double = 30
    /// Seconds a request may take to arrive whole (head and body) once it started, and an answer to be written.
    package var transferTimeout: Double = 30

    package init() {}
}
