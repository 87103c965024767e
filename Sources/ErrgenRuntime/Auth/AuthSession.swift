/// What the app supplies for bearer auth: how to refresh, where to keep tokens,
/// and what to do when the session is over.
///
/// The runtime's ``BearerAuthenticator`` calls these. It guarantees that `refresh`
/// runs once for any number of calls that found the same token rejected (or about to
/// expire), and that ``sessionDidEnd(_:)`` runs exactly once per ended session.
public protocol AuthSession: Sendable {
    /// Exchanges a rejected (or expiring) token for a new one, usually with its refresh token.
    ///
    /// What a throw means depends on what was thrown (see ``RefreshFailure``):
    /// - a definitive rejection ends the session: the refresh endpoint's 400 or 401
    ///   (OAuth's `invalid_grant`), an error whose category is `requires_logout`, or
    ///   ``RefreshRejected``, which you throw yourself (no refresh token stored, say);
    /// - anything else is transient (offline, a timeout, a 5xx, a 429): the tokens and
    ///   the session stay as they are, the calls that waited fail with that error (made
    ///   again in their catalog, payload and all, when an ``APIClient`` threw it), and
    ///   the next rejected call refreshes again.
    ///
    /// Send the refresh through a client of ``APIClientConfiguration/forRefresh()``: without
    /// an authenticator, a failing refresh cannot start another, and without processors,
    /// they see its failure once, through the calls that waited.
    ///
    /// - Parameter rejected: the token the server rejected, or the one about to expire.
    /// - Returns: the new token; give it an `expiresAt` to have it refreshed before it expires.
    func refresh(_ rejected: BearerToken) async throws -> BearerToken

    /// A refresh succeeded: persist `token` (for example in the Keychain).
    ///
    /// - Parameter token: the token every call is sent with from now on.
    func tokenDidChange(_ token: BearerToken) async

    /// The session is over: run the app's logout flow (forget the tokens, show sign-in).
    ///
    /// The app's one logout hook. It runs exactly once per ended session, however many
    /// calls were waiting or fail with the ended session afterwards; those calls throw
    /// errors already marked handled (``ErrorDisposition/handled(_:by:)``), so no call
    /// site shows sign-in a second time. It does not run for ``BearerAuthenticator/signOut()``,
    /// which the app calls from its own logout flow.
    ///
    /// - Parameter end: why the session ended.
    func sessionDidEnd(_ end: SessionEnd) async
}

extension AuthSession {
    /// Nothing to persist by default.
    public func tokenDidChange(_ token: BearerToken) async {}
}
