/// How prominent the message is; an `ErrorDisplay` picks its form from it.
public enum ErrorDisplayStyle: String, Sendable, Hashable, CaseIterable {
    /// Blocks the screen until the user acts: the session is over, the app must update.
    case alert
    /// A short, passing note: something failed that can simply be tried again.
    case toast
    /// Stays at the edge of the screen while the condition lasts: maintenance.
    case banner
}
