import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The events of a `text/event-stream` response, typed: what a generated client method
/// for an endpoint with `events:` returns (see ``APIClient/events(_:as:terminator:)``).
///
/// ```swift
/// let stream = try await client.chat.createCompletion(request)  // throws the opening's error
/// for try await event in stream {
///     print(event.value.choices.first?.delta.content ?? "")
/// }
/// ```
///
/// The opening response has been checked when you hold the sequence: a 401 was refreshed,
/// a 429 or any other error status was thrown as the catalog's error. Reading it then
/// throws only the client's catalog error (its `Failure`, as `any Error`):
/// - a stream cut midway (the connection lost, or the body ending inside an event) throws
///   the `client_errors` entry of its kind (`offline`), never a silent end;
/// - an event named `error` ends the stream: its `data` is read as the catalog's error body
///   and the error it decodes to is thrown (its code picks the entry, as for a response);
/// - an event whose `data` does not decode throws `client_errors.decoding`;
/// - an event over ``ResponseSizeLimits/maximumEventSize`` throws `client_errors.other`
///   with a ``ServerSentEventTooLarge`` underneath.
///
/// The sequence ends at the end of the response, or at the `terminator` the endpoint
/// documents (such as `[DONE]`), which is not an event. Stopping (a `break`, the task
/// cancelled, the iterator released) cancels the transfer. A sequence is read once.
public struct ServerSentEvents<Event: Sendable>: AsyncSequence, Sendable {
    public typealias Element = ServerSentEvent<Event>

    let chunks: AsyncThrowingStream<Data, any Error>
    let reader: ServerSentEventReader<Event>
    let transfer: StreamTransferLifetime
    /// Events given whole (``init(_:thenThrowing:)``), yielded before any chunk is read.
    var prepared: [ServerSentEvent<Event>] = []
    var preparedFailure: (any Error)?

    init(
        chunks: AsyncThrowingStream<Data, any Error>, reader: ServerSentEventReader<Event>,
        transfer: StreamTransferLifetime
    ) {
        self.chunks = chunks
        self.reader = reader
        self.transfer = transfer
    }

    /// Events that are already there, for a test double of a generated service protocol:
    /// the sequence yields them, then ends, or throws `failure` (a catalog error, as the
    /// network's sequence would).
    ///
    /// ```swift
    /// let stream = ServerSentEvents([ServerSentEvent(value: "Hel"), ServerSentEvent(value: "lo")])
    /// ```
    ///
    /// - Parameters:
    ///   - events: the events, in order.
    ///   - failure: what reading throws after the last event; `nil` to end there.
    public init(_ events: [ServerSentEvent<Event>], thenThrowing failure: (any Error)? = nil) {
        self.init(
            chunks: .finished,
            reader: ServerSentEventReader(
                endpoint: "", status: 200, terminator: nil,
                maximumEventSize: ResponseSizeLimits.defaultMaximumEventSize,
                decode: { _ in .failure(.client(.decoding, ErrorContext())) },
                errorEvent: { _ in .client(.other, ErrorContext()) },
                fail: { _ in CancellationError() }),
            transfer: StreamTransferLifetime(cancel: {}))
        self.prepared = events
        self.preparedFailure = failure
    }

    public func makeAsyncIterator() -> AsyncIterator {
        var iterator = AsyncIterator(
            chunks: chunks.makeAsyncIterator(),
            parser: ServerSentEventParser(maximumEventSize: reader.maximumEventSize), reader: reader,
            transfer: StreamTransferLifetime(cancel: transfer.cancel))
        iterator.prepared = prepared
        iterator.preparedFailure = preparedFailure
        return iterator
    }

    /// Reads the chunks into events, one ``next()`` at a time.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator
        var parser: ServerSentEventParser
        let reader: ServerSentEventReader<Event>
        /// The iterator's own, so that the transfer stops when the loop that reads it ends,
        /// even while the sequence is still held.
        let transfer: StreamTransferLifetime
        private var pending: [ServerSentEventParser.Event] = []
        private var isFinished = false
        /// An event over the size limit, thrown once the events before it are read.
        private var overflowFailure: FailureOrigin?
        var prepared: [ServerSentEvent<Event>] = []
        var preparedFailure: (any Error)?

        init(
            chunks: AsyncThrowingStream<Data, any Error>.AsyncIterator, parser: ServerSentEventParser,
            reader: ServerSentEventReader<Event>, transfer: StreamTransferLifetime
        ) {
            self.chunks = chunks
            self.parser = parser
            self.reader = reader
            self.transfer = transfer
        }

        /// The next event; `nil` at the end of the stream or its terminator.
        ///
        /// - Throws: the client's catalog error, as ``ServerSentEvents`` describes.
        public mutating func next() async throws -> ServerSentEvent<Event>? {
            if !prepared.isEmpty { return prepared.removeFirst() }
            if let failure = preparedFailure {
                preparedFailure = nil
                _ = finish()
                throw failure
            }
            while true {
                if !pending.isEmpty {
                    let event = pending.removeFirst()
                    if event.data == reader.terminator { return finish() }
                    if event.name == "error" { throw await fail(reader.errorEvent(event.data)) }
                    switch reader.decode(event.data) {
                    case .value(let value):
                        return ServerSentEvent(
                            value: value, name: event.name, id: event.id.isEmpty ? nil : event.id,
                            retry: event.retry.map { .milliseconds($0) })
                    case .failure(let origin): throw await fail(origin)
                    }
                }
                if let overflowFailure {
                    self.overflowFailure = nil
                    throw await fail(overflowFailure)
                }
                if isFinished { return nil }
                let chunk: Data?
                do {
                    chunk = try await chunks.next()
                } catch {
                    let kind = Task.isCancelled ? .cancelled : ClientFailureClassifier.failure(for: error)
                    // A cancellation is the catalog's, as a call's is: a `CancellationError` underneath.
                    let underlying = kind == .cancelled ? CancellationError() : TransportErrorRedaction.redacting(error)
                    throw await fail(reader.clientFailure(kind, underlying))
                }
                guard let chunk else {
                    if Task.isCancelled { throw await fail(reader.clientFailure(.cancelled, CancellationError())) }
                    // The body ended inside an event: the connection was cut, not the stream done.
                    if parser.hasIncompleteEvent {
                        throw await fail(reader.clientFailure(.offline, URLError(.networkConnectionLost)))
                    }
                    return finish()
                }
                pending += parser.parse(chunk)
                if let overflow = parser.overflow {
                    // The events before it first; then the stream ends with the overflow.
                    overflowFailure = reader.clientFailure(.other, overflow)
                }
            }
        }

        private mutating func finish() -> ServerSentEvent<Event>? {
            isFinished = true
            pending = []
            transfer.cancel()
            return nil
        }

        private mutating func fail(_ origin: FailureOrigin) async -> any Error {
            _ = finish()
            return await reader.fail(origin)
        }
    }
}

/// Cancels a stream's transfer once, when asked or when the last of the sequence and its
/// iterator is released: a loop that stops reading stops the network task.
final class StreamTransferLifetime: Sendable {
    private let cancelTransfer: @Sendable () -> Void
    private let isCancelled = Locked(false)

    init(cancel: @escaping @Sendable () -> Void) {
        self.cancelTransfer = cancel
    }

    func cancel() {
        let first = isCancelled.withLock { cancelled in
            defer { cancelled = true }
            return !cancelled
        }
        if first { cancelTransfer() }
    }

    deinit { cancel() }
}

/// How the events of one call are decoded, and their failures made into the client's errors.
struct ServerSentEventReader<Event: Sendable>: Sendable {
    let endpoint: String
    /// The opening response's status, for the context of errors read from the stream.
    let status: Int
    let terminator: String?
    let maximumEventSize: Int
    let decode: @Sendable (String) -> DecodedEvent
    let errorEvent: @Sendable (String) -> FailureOrigin
    /// The catalog error a failure is, after the app's error processors saw it.
    let fail: @Sendable (FailureOrigin) async -> any Error

    /// An event's data, decoded or not.
    enum DecodedEvent {
        case value(Event)
        case failure(FailureOrigin)
    }

    func clientFailure(_ kind: ClientFailure, _ error: any Error) -> FailureOrigin {
        .client(kind, ErrorContext(endpoint: endpoint, underlyingError: error))
    }
}
