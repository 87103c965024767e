// How a category is presented. The generator prints the same table into the API
// catalog it writes, so both read it here.
extension ErrorCategory {
    /// The actions offered for an error of this category (before any `contactSupport`).
    public var offeredActions: [ErrorAction] {
        switch self {
        case .retryable: [.retry, .dismiss]
        case .nonRetryable, .maintenance: [.dismiss]
        case .reauthenticate, .requiresLogout: [.signIn]
        case .forceUpdate: [.update]
        }
    }

    /// How prominently an error of this category is shown.
    public var displayStyle: ErrorDisplayStyle {
        switch self {
        case .retryable: .toast
        case .maintenance: .banner
        case .nonRetryable, .reauthenticate, .requiresLogout, .forceUpdate: .alert
        }
    }
}
