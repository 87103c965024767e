/// How the delay before a retry is spread, so that clients do not retry in lockstep.
public enum Jitter: String, Sendable, Hashable, CaseIterable {
    /// A random delay between zero and the backoff.
    case full
    /// Half the backoff plus a random part of the other half.
    case equal
    /// Exactly the backoff.
    case none
}
