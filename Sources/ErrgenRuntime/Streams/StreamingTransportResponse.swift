import Foundation

/// What ``HTTPTransport/stream(_:options:)`` returns: the response's head, and its body as
/// it arrives.
public struct StreamingTransportResponse: Sendable {
    /// The status, headers and URL. For a non-2xx status, ``TransportResponse/body`` holds
    /// the whole error body (the client decodes it through the catalog and reads no chunks);
    /// for a 2xx it is empty and the body comes in ``chunks``.
    public var head: TransportResponse
    /// The 2xx body's bytes as they arrive. It finishes when the response ends, and throws
    /// (a `URLError`) when the transfer fails before: a connection lost midway is an error,
    /// never an end.
    public var chunks: AsyncThrowingStream<Data, any Error>
    /// Stops the transfer: the client calls it when the app stops reading the events.
    public var cancel: @Sendable () -> Void

    /// - Parameters:
    ///   - head: the status, headers and URL; the error body for a non-2xx status.
    ///   - chunks: the 2xx body's bytes as they arrive.
    ///   - cancel: stops the transfer; called at most once, maybe after it ended.
    public init(
        head: TransportResponse, chunks: AsyncThrowingStream<Data, any Error>, cancel: @escaping @Sendable () -> Void
    ) {
        self.head = head
        self.chunks = chunks
        self.cancel = cancel
    }
}

extension AsyncThrowingStream where Element == Data, Failure == any Error {
    /// A stream that has ended without an element: the body of a response that has none to stream.
    static var finished: AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
}

/// A 2xx body still arriving, and how to stop it.
struct StreamedBody: Sendable {
    let chunks: AsyncThrowingStream<Data, any Error>
    let cancel: @Sendable () -> Void
}

extension StreamingTransportResponse {
    /// The head, carrying a 2xx body along for the client's attempt.
    var carried: TransportResponse {
        var response = head
        if response.isSuccess { response.streamedBody = StreamedBody(chunks: chunks, cancel: cancel) }
        return response
    }
}
