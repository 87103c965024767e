/// What a user can do about an error, as buttons in an alert, a toast or a banner.
public enum ErrorAction: String, Sendable, Hashable, CaseIterable {
    /// Try the same thing again. Offered only for `retryable` errors.
    case retry
    /// Close the message.
    case dismiss
    /// Go to the login screen (the session is over).
    case signIn
    /// Go to the store to update the app.
    case update
    /// Reach customer support.
    case contactSupport
}
