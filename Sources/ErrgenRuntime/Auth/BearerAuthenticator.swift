import Foundation

/// Holds the session's bearer token and refreshes it, once, for every call in flight.
///
/// Modelled on Alamofire's `AuthenticationInterceptor`:
/// - a call is sent with the current token;
/// - a token whose `expiresAt` is within `refreshBeforeExpiry` is refreshed before the
///   call is sent (Alamofire's `AuthenticationCredential.requiresRefresh`);
/// - a call rejected with a `reauthenticate` error asks for a new token, naming the
///   token it was rejected with; if that token has been replaced since, the call just
///   repeats with the current one;
/// - if a refresh is in flight, the call waits for it; otherwise it starts one, and
///   every later call joins it. A call cancelled while it waits ends at once; the
///   refresh goes on for the others;
/// - at most ``RefreshLimit/maximumRefreshes`` refreshes run within
///   ``RefreshLimit/window`` (Alamofire's `RefreshWindow`); one more ends the session.
///
/// A refresh that fails for a transient reason (see ``RefreshFailure``) keeps the token
/// and the session: the waiting calls fail with that error. A definitive rejection, the
/// refresh limit, or a call answered with a `requires_logout` entry ends the session:
/// ``AuthSession/sessionDidEnd(_:)`` runs once, and calls rejected with the ended
/// session's token fail without another refresh until the app signs in again.
public actor BearerAuthenticator {
    /// What became of a call's wish for a usable token.
    enum TokenOutcome: Sendable {
        /// Send the call with this token (`nil`: signed out, send none).
        case token(BearerToken?)
        /// The refresh failed for a transient reason; token and session are kept.
        case refreshFailed(any Error)
        /// The session is over. `reportsEnd` is true for exactly one call per ended
        /// session: the one whose error the global processors see.
        case sessionEnded(SessionEnd, reportsEnd: Bool)
        /// The calling task was cancelled while it waited.
        case cancelled
    }

    /// A session that ended, and whether a call has reported it to the processors yet.
    private struct EndedSession {
        var token: BearerToken?
        var end: SessionEnd
        var reported: Bool
    }

    private let session: any AuthSession
    /// The token calls are sent with; `nil` when signed out.
    public private(set) var token: BearerToken?
    /// How long before its `expiresAt` a token is refreshed.
    public let refreshBeforeExpiry: Duration
    /// The guard against refresh loops.
    public let refreshLimit: RefreshLimit
    private let now: @Sendable () -> Date
    private var refreshInFlight: (rejected: BearerToken, outcome: SharedOutcome<TokenOutcome>)?
    private var endedSession: EndedSession?
    /// When the refreshes within the limit's window started.
    private var recentRefreshes: [Date] = []

    /// - Parameters:
    ///   - session: refreshes the token and ends the session; see ``AuthSession``.
    ///   - token: the token to start with (for example from the Keychain), or `nil`.
    ///   - refreshBeforeExpiry: a token whose `expiresAt` is closer than this is refreshed
    ///     before a call is sent with it. Default: 60 s.
    ///   - refreshLimit: at most this many refreshes within its window; one more ends the
    ///     session. Default: 5 within 30 s.
    ///   - now: the wall-clock time, for expiries and the refresh limit. Default: `Date()`.
    public init(
        session: some AuthSession,
        token: BearerToken? = nil,
        refreshBeforeExpiry: Duration = .seconds(60),
        refreshLimit: RefreshLimit = RefreshLimit(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.session = session
        self.token = token
        self.refreshBeforeExpiry = refreshBeforeExpiry
        self.refreshLimit = refreshLimit
        self.now = now
    }

    /// Starts a session with the tokens a successful login returned.
    ///
    /// Call it only on success: a failed login must leave the current tokens alone.
    ///
    /// - Parameter token: the new session's token.
    public func signIn(_ token: BearerToken) {
        self.token = token
        endedSession = nil
        recentRefreshes = []
    }

    /// Ends the session on this device, from the app's own logout flow
    /// (``AuthSession/sessionDidEnd(_:)`` does not run).
    public func signOut() {
        token = nil
    }

    /// The token to send a call with: the current one, refreshed first when it expires
    /// within `refreshBeforeExpiry`.
    ///
    /// A proactive refresh that fails for a transient reason still sends the current
    /// token while it has not expired; an expired one fails the call with the refresh's error.
    func tokenForCall() async -> TokenOutcome {
        guard let current = token, let expiresAt = current.expiresAt else { return .token(token) }
        let remaining = expiresAt.timeIntervalSince(now())
        guard remaining <= refreshBeforeExpiry.timeInterval else { return .token(current) }
        let outcome = await refreshedToken(after: current)
        if case .refreshFailed = outcome, remaining > 0 { return .token(current) }
        return outcome
    }

    /// A fresh token for a call the server rejected while it carried `rejected`.
    func refreshedToken(after rejected: BearerToken?) async -> TokenOutcome {
        if let current = token, current != rejected {
            return .token(current)  // Replaced since the call was sent: just repeat it.
        }
        guard let rejected else {
            // Signed out: there is no session to refresh or to end.
            return .sessionEnded(.refreshRejected(NoTokenToRefresh()), reportsEnd: true)
        }
        if let endedSession, endedSession.token == rejected {
            return .sessionEnded(endedSession.end, reportsEnd: claimEndReport())
        }
        let shared: SharedOutcome<TokenOutcome>
        if let refreshInFlight, refreshInFlight.rejected == rejected {
            shared = refreshInFlight.outcome
        } else if let limitReached = refreshLimitReached() {
            return await end(sessionOf: rejected, because: .tooManyRefreshes(limitReached))
        } else {
            shared = SharedOutcome()
            refreshInFlight = (rejected, shared)
            recentRefreshes.append(now())
            // Not a child of this call: a cancelled call must not cancel the refresh.
            Task { await self.refresh(rejected, into: shared) }
        }
        guard let outcome = await shared.value() else { return .cancelled }
        if case .sessionEnded(let end, _) = outcome {
            return .sessionEnded(end, reportsEnd: claimEndReport())
        }
        return outcome
    }

    /// Ends the session of `token` because a call's response said so; runs the logout
    /// hook unless that session has ended already.
    ///
    /// - Returns: whether this call is the one that reports the end to the processors.
    func endSession(of token: BearerToken?, because end: SessionEnd) async -> Bool {
        guard let token else { return true }  // Signed out already: nothing to end.
        guard case .sessionEnded(_, let reportsEnd) = await self.end(sessionOf: token, because: end) else {
            return true
        }
        return reportsEnd
    }

    private func refresh(_ rejected: BearerToken, into shared: SharedOutcome<TokenOutcome>) async {
        let outcome: TokenOutcome
        do {
            let fresh = try await session.refresh(rejected)
            token = fresh
            await session.tokenDidChange(fresh)
            outcome = .token(fresh)
        } catch {
            // A server that echoes the refresh's request must not put the tokens into every call's error.
            let error = SecretScrubbing.scrubbing(error, hiding: [rejected.accessToken, rejected.refreshToken ?? ""])
            if RefreshFailure.isDefinitive(error) {
                outcome = await end(sessionOf: rejected, because: .refreshRejected(error), reporting: false)
            } else {
                outcome = .refreshFailed(error)
            }
        }
        refreshInFlight = nil
        shared.resolve(outcome)
    }

    /// Records the end of `token`'s session and runs the logout hook, once per session.
    ///
    /// - Parameter reporting: whether the caller is a call that reports the end (the
    ///   refresh task is not: its waiters claim the report).
    private func end(sessionOf token: BearerToken, because end: SessionEnd, reporting: Bool = true) async
        -> TokenOutcome
    {
        if let endedSession, endedSession.token == token {
            return .sessionEnded(endedSession.end, reportsEnd: reporting ? claimEndReport() : false)
        }
        endedSession = EndedSession(token: token, end: end, reported: false)
        let reports = reporting ? claimEndReport() : false
        await session.sessionDidEnd(end)
        return .sessionEnded(end, reportsEnd: reports)
    }

    /// True for the first call that asks after the session ended, false for the rest.
    private func claimEndReport() -> Bool {
        guard var endedSession, !endedSession.reported else { return false }
        endedSession.reported = true
        self.endedSession = endedSession
        return true
    }

    /// The limit, when starting another refresh now would exceed it.
    private func refreshLimitReached() -> RefreshLimit? {
        let windowStart = now().addingTimeInterval(-refreshLimit.window.timeInterval)
        recentRefreshes.removeAll { $0 < windowStart }
        return recentRefreshes.count >= refreshLimit.maximumRefreshes ? refreshLimit : nil
    }
}

extension BearerAuthenticator: CustomStringConvertible, CustomReflectable {
    /// Its settings, never its token: `BearerAuthenticator(refreshBeforeExpiry: 60 seconds, ...)`.
    public nonisolated var description: String {
        "BearerAuthenticator(refreshBeforeExpiry: \(refreshBeforeExpiry), refreshLimit: \(refreshLimit))"
    }

    /// What `dump` shows: the settings alone. The token is the actor's to read, and secret.
    public nonisolated var customMirror: Mirror {
        Mirror(self, children: ["refreshBeforeExpiry": refreshBeforeExpiry, "refreshLimit": refreshLimit])
    }
}

/// Why a call rejected without a token cannot be refreshed: there is nothing to refresh.
public struct NoTokenToRefresh: Error, Sendable {}
