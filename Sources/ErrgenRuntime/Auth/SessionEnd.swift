/// Why a session ended: what ``AuthSession/sessionDidEnd(_:)`` receives.
public enum SessionEnd: Sendable, CustomStringConvertible {
    /// The refresh endpoint rejected the refresh for good: a 400 or 401 (OAuth's
    /// `invalid_grant`), an error whose category is `requires_logout`, or
    /// ``RefreshRejected`` thrown by the app. The error is what `refresh` threw.
    case refreshRejected(any Error)
    /// Refreshes came faster than the authenticator's ``RefreshLimit`` allows: the
    /// server keeps rejecting fresh tokens, and refreshing again would only hammer it.
    case tooManyRefreshes(RefreshLimit)
    /// A call's response said the session is over: an entry whose category is
    /// `requires_logout` (a revoked session, say).
    case endedByServer(any CatalogError)

    /// The ``ErrorContext/handledBy`` of the errors that calls throw once the session
    /// ended: the logout hook dealt with them.
    public static let handlerName = "sessionDidEnd"

    /// The error underneath: what the refresh threw, ``TooManyRefreshes``, or the server's error.
    public var error: any Error {
        switch self {
        case .refreshRejected(let error): error
        case .tooManyRefreshes(let limit): TooManyRefreshes(limit: limit)
        case .endedByServer(let error): error
        }
    }

    public var description: String {
        switch self {
        case .refreshRejected(let error): "refresh rejected: \(error)"
        case .tooManyRefreshes(let limit): "more than \(limit.maximumRefreshes) refreshes within \(limit.window)"
        case .endedByServer(let error): "ended by the server: \(error)"
        }
    }
}

/// The error underneath ``SessionEnd/tooManyRefreshes(_:)``.
public struct TooManyRefreshes: Error, Sendable, Hashable {
    /// The limit that was reached.
    public var limit: RefreshLimit
}
