/// Whether a server's `Retry-After` header sets the delay.
public enum RetryAfterRule: String, Sendable, Hashable, CaseIterable {
    /// Wait what the server asks, capped at `maxBackoff`.
    case honor
    /// Always use the computed backoff.
    case ignore
}
