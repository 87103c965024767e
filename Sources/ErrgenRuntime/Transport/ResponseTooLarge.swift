/// A 2xx response whose body is larger than the call's limit (see ``ResponseSizeLimits``):
/// the call's failure underneath its catalog error (`client_errors.other`).
///
/// The transfer stopped at the limit and nothing of the body was kept. The call is never
/// retried: the same request would bring the same body.
public struct ResponseTooLarge: Error, Sendable, Equatable, CustomStringConvertible {
    /// The limit, in bytes.
    public var limit: Int
    /// The body's size as the server announced it (`Content-Length`), when it did and it
    /// was over the limit; `nil` when the transfer was stopped as it crossed the limit.
    public var announcedSize: Int?

    public init(limit: Int, announcedSize: Int? = nil) {
        self.limit = limit
        self.announcedSize = announcedSize
    }

    public var description: String {
        if let announcedSize {
            return "the response body of \(announcedSize) bytes is over the limit of \(limit) bytes; not read"
        }
        return "the response body is over the limit of \(limit) bytes; the transfer was stopped there"
    }
}
