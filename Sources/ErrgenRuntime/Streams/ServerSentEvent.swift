/// One event of a `text/event-stream` response, its `data` decoded.
public struct ServerSentEvent<Value: Sendable>: Sendable {
    /// The event's `data`, decoded: as JSON for a model or a union, as is for `String`.
    public var value: Value
    /// The `event` field; `message` when the server sent none.
    public var name: String
    /// The last event ID the stream set with `id`, which the server may take back in a
    /// `Last-Event-ID` header to resume; `nil` when none was set.
    public var id: String?
    /// The reconnection time the stream last set with `retry`.
    public var retry: Duration?

    /// - Parameters:
    ///   - value: the decoded `data`.
    ///   - name: the `event` field.
    ///   - id: the last event ID.
    ///   - retry: the reconnection time.
    public init(value: Value, name: String = "message", id: String? = nil, retry: Duration? = nil) {
        self.value = value
        self.name = name
        self.id = id
        self.retry = retry
    }
}

extension ServerSentEvent: Equatable where Value: Equatable {}
extension ServerSentEvent: Hashable where Value: Hashable {}
