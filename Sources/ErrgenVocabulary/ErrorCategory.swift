/// What the runtime and the UI do with an error: the six categories of the spec format.
///
/// Every catalog entry has exactly one category, so code that retries, refreshes
/// sessions or presents errors can act on any catalog without knowing its codes.
public enum ErrorCategory: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// May be retried under the retry policy; the UI offers Retry.
    case retryable
    /// Surfaces at once; the UI offers Dismiss.
    case nonRetryable = "non_retryable"
    /// Refresh the session once (shared by every request in flight) and repeat the request.
    case reauthenticate
    /// The session is over: the app's logout flow runs.
    case requiresLogout = "requires_logout"
    /// The app's maintenance screen (usually HTTP 503).
    case maintenance
    /// The app's update screen (usually HTTP 426).
    case forceUpdate = "force_update"

    /// The spelling used in spec files, for example `non_retryable`.
    public var description: String { rawValue }
}
