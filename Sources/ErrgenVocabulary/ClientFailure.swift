/// Why no usable response arrived. The generated catalog maps each kind to the entry
/// that `client_errors` names (`other` when the spec names none for the kind).
public enum ClientFailure: String, Sendable, Hashable, CaseIterable {
    /// No connection, DNS failure, connection lost.
    case offline
    /// The request or the whole transfer took longer than its timeout.
    case timeout
    /// A 2xx body that does not decode as the endpoint's response.
    case decoding
    /// The calling task was cancelled. Mapped to `client_errors.other`, with a
    /// `CancellationError` as the underlying error; never presented to a user.
    case cancelled
    /// Anything else.
    case other
}
