/// Holds the session's bearer token and refreshes it, once, for every request in flight.
///
/// Modelled on Alamofire's `AuthenticationInterceptor`:
/// - a request is sent with the current token (`currentToken`);
/// - a request rejected with a `reauthenticate` error asks for a new token,
///   naming the token it was rejected with (`refreshedToken(after:)`);
/// - if that token has already been replaced, the request just repeats with the
///   current one: no second refresh;
/// - if a refresh is in flight, the request waits for it;
/// - otherwise it starts the refresh, and every later request joins it.
///
/// A failed refresh leaves the token as it was and ends the session for that
/// token: the app's `sessionDidEnd` runs once, and every request rejected with
/// it fails as `requiresLogout` without another refresh, until the app signs in again.
public actor BearerAuthenticator {
    /// What became of a request's wish for a fresh token.
    enum RefreshOutcome: Sendable {
        /// Repeat the request with this token.
        case token(BearerToken)
        /// The session is over; the request fails as `requiresLogout`.
        case sessionEnded(any Error)
    }

    private let session: any AuthSession
    /// The token requests are sent with; `nil` when signed out.
    public private(set) var token: BearerToken?
    private var refreshInFlight: (rejected: BearerToken, task: Task<RefreshOutcome, Never>)?
    /// The token whose refresh failed, and why: requests rejected with it fail at once.
    private var endedSession: (token: BearerToken, error: any Error)?

    /// - Parameters:
    ///   - session: refreshes the token and ends the session; see ``AuthSession``.
    ///   - token: the token to start with (for example from the Keychain), or `nil`.
    public init(session: some AuthSession, token: BearerToken? = nil) {
        self.session = session
        self.token = token
    }

    /// Starts a session with the tokens a successful login returned.
    ///
    /// Call it only on success: a failed login must leave the current tokens alone.
    public func signIn(_ token: BearerToken) {
        self.token = token
        endedSession = nil
    }

    /// Ends the session on this device.
    public func signOut() {
        token = nil
    }

    /// A fresh token for a request the server rejected while it carried `rejected`.
    func refreshedToken(after rejected: BearerToken?) async -> RefreshOutcome {
        if let current = token, current != rejected {
            return .token(current)  // Replaced since the request was sent: just repeat it.
        }
        guard let rejected else {
            return .sessionEnded(NoTokenToRefresh())
        }
        if let endedSession, endedSession.token == rejected {
            return .sessionEnded(endedSession.error)
        }
        if let refreshInFlight, refreshInFlight.rejected == rejected {
            return await refreshInFlight.task.value
        }
        // The task runs on this actor, so the token is stored before any waiter resumes.
        let task = Task { await self.refresh(rejected) }
        refreshInFlight = (rejected, task)
        let outcome = await task.value
        refreshInFlight = nil
        return outcome
    }

    private func refresh(_ rejected: BearerToken) async -> RefreshOutcome {
        do {
            let fresh = try await session.refresh(rejected)
            token = fresh
            await session.tokenDidChange(fresh)
            return .token(fresh)
        } catch {
            endedSession = (rejected, error)
            await session.sessionDidEnd(refreshError: error)
            return .sessionEnded(error)
        }
    }
}

/// Why a request rejected without a token cannot be refreshed: there is nothing to refresh.
public struct NoTokenToRefresh: Error, Sendable {}
