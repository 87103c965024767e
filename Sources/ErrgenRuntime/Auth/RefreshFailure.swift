/// Tells a refresh that failed for good from one that failed for now.
///
/// Only a definitive rejection ends the session; anything else keeps the tokens, so a
/// user who refreshed on a train through a tunnel is not signed out.
public enum RefreshFailure {
    /// Whether `error`, thrown by ``AuthSession/refresh(_:)``, ends the session:
    /// - ``RefreshRejected``: the app says so;
    /// - a catalog error whose category is `requires_logout` (`SESSION_REVOKED`, say);
    /// - a catalog error with HTTP status 400 or 401: the refresh endpoint rejected the
    ///   refresh token (OAuth 2.0's `invalid_grant` is a 400, `invalid_client` a 401).
    ///
    /// Anything else is transient: no response (offline, timeout), a 5xx, a 429, a body
    /// that did not decode, an error of the app's own.
    ///
    /// - Parameter error: what the refresh threw.
    public static func isDefinitive(_ error: any Error) -> Bool {
        if error is RefreshRejected { return true }
        guard let error = error as? any CatalogError else { return false }
        if error.category == .requiresLogout { return true }
        return error.context.status == 400 || error.context.status == 401
    }
}

/// Throw it from ``AuthSession/refresh(_:)`` to end the session: there is no refresh
/// token, the user revoked the device, the app knows the session cannot be renewed.
public struct RefreshRejected: Error, Sendable, Hashable {
    /// Why, for logs.
    public var reason: String

    /// - Parameter reason: why the session cannot be renewed, for logs.
    public init(_ reason: String) {
        self.reason = reason
    }
}
