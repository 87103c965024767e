import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What one HTTP exchange returned: any status, with its headers and body.
///
/// A transport returns every response it gets, 4xx and 5xx included; deciding
/// what is an error is the client's job, not the transport's.
public struct TransportResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers. Look values up with `header(_:)`, which ignores case.
    public var headers: [String: String]
    /// The body as received; empty when there was none.
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        HeaderFields.value(name, in: headers)
    }

    /// Whether the status is a success (2xx).
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// Sends one HTTP request and returns whatever response arrives.
///
/// The client builds requests, retries, refreshes sessions and decodes errors
/// around this one call, so a test or an app can swap the network layer without
/// touching any of that.
public protocol HTTPTransport: Sendable {
    /// Sends `request` once.
    ///
    /// - Parameters:
    ///   - request: the request to send, exactly as built.
    ///   - resourceTimeout: the limit on the whole transfer, when the endpoint sets
    ///     one; the request's `timeoutInterval` is the per-attempt limit.
    /// - Throws: a `URLError` when no response arrives (offline, timed out,
    ///   connection lost, cancelled); a `CancellationError` is also accepted.
    func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse
}
