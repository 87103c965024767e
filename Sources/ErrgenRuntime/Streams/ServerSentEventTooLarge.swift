/// An event of a `text/event-stream` response was larger than the client reads: its
/// `data` and the line being read passed ``ResponseSizeLimits/maximumEventSize``.
///
/// The stream ends there with the catalog's `client_errors.other` entry, this error as its
/// underlying error: a server that sends an endless line cannot fill the app's memory.
public struct ServerSentEventTooLarge: Error, Sendable, Hashable, CustomStringConvertible {
    /// The limit in bytes that the event passed.
    public let limit: Int

    public var description: String {
        "An event of the stream was larger than \(limit) bytes; the stream was ended."
    }
}
