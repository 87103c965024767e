import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the transport does when a server answers with a redirect (301, 302, 303, 307, 308).
///
/// Modelled on Alamofire's `Redirector` (`.follow`, `.doNotFollow`, `.modify`), but safe
/// by default: credentials belong to the API's origin (scheme, host and port), so a
/// redirect to another origin is refused unless the app says otherwise.
///
/// | policy | same origin | another origin |
/// |---|---|---|
/// | ``sameOriginOnly`` (the default) | followed as is | refused: the call fails |
/// | ``followStrippingCredentials`` | followed as is | followed without credentials; refused if it would resend a body |
/// | ``doNotFollow`` | refused | refused |
/// | ``custom(_:)`` | asks you | asks you, offering the request without credentials |
///
/// A refused redirect ends the call with the catalog's `client_errors.other` entry, whose
/// context's `underlyingError` is a ``RedirectRefused``; it is never retried. When a
/// redirect is followed, the log and the ``CallReport`` name the URL that answered
/// (``LoggedResponse/redirectedTo``, ``CallReport/redirectedTo``), and a 401 from another
/// origin never starts a session refresh, nor ends the session.
///
/// ```swift
/// var configuration = APIClientConfiguration()
/// // The API's downloads live on a CDN: follow there, without the token.
/// configuration.redirectPolicy = .followStrippingCredentials
/// ```
///
/// ``URLSessionTransport`` applies the policy in its session delegate, on Linux and on
/// Apple platforms alike, so Foundation's own rules (which forward most headers) never
/// decide. A transport of your own receives the policy in ``TransportOptions`` and must
/// apply it itself.
public struct RedirectPolicy: Sendable {
    private let decide: @Sendable (Redirect) -> RedirectDecision

    /// A policy that asks `decide` about every redirect.
    ///
    /// `decide` runs on the transport's delegate queue, once per redirect of a chain;
    /// keep it quick. ``Redirect/request`` is what following sends: for a redirect to
    /// another origin, already without credentials. Returning
    /// ``RedirectDecision/followWith(_:)`` sends a request of your own instead, headers
    /// and all: adding a credential back is then your decision.
    ///
    /// ```swift
    /// configuration.redirectPolicy = .custom { redirect in
    ///     guard redirect.isCrossOrigin else { return .follow }
    ///     return redirect.to.host == "cdn.example.com" ? .follow : .refuse
    /// }
    /// ```
    ///
    /// - Parameter decide: what to do with one redirect.
    public static func custom(_ decide: @escaping @Sendable (Redirect) -> RedirectDecision) -> RedirectPolicy {
        RedirectPolicy(decide: decide)
    }

    /// Follows a redirect within the request's origin, with every header; refuses one to
    /// another origin. The default.
    public static let sameOriginOnly = RedirectPolicy { $0.isCrossOrigin ? .refuse : .follow }

    /// Follows every redirect; one to another origin without credentials (see
    /// ``Redirect/request``). A redirect to another origin that would send the request's
    /// body there again (a 307 or 308 of a `POST`) is refused, since the body may hold
    /// secrets of its own.
    public static let followStrippingCredentials = RedirectPolicy { redirect in
        redirect.isCrossOrigin && redirect.resendsBody ? .refuse : .follow
    }

    /// Follows no redirect, not even within the origin: every redirect fails the call.
    public static let doNotFollow = RedirectPolicy { _ in .refuse }

    /// What to do with `redirect`.
    func decision(for redirect: Redirect) -> RedirectDecision {
        decide(redirect)
    }
}

/// One redirect a server answered with, as a ``RedirectPolicy`` sees it.
public struct Redirect: Sendable {
    /// The redirect's status: 301, 302, 303, 307 or 308.
    public let status: Int
    /// The URL that answered with the redirect.
    public let from: URL
    /// Where it leads.
    public let to: URL
    /// Whether ``to`` has another origin (scheme, host or port) than the call's request.
    /// Compared with the call's own URL, not the previous hop's, so a chain that leaves
    /// the origin and comes back is of one origin again.
    public let isCrossOrigin: Bool
    /// The request that following sends. For a redirect within the origin, Foundation's
    /// (every header kept); for one to another origin, the same without credentials: only
    /// `Accept`, `Accept-Language`, `Content-Type` and `User-Agent` are kept, so no
    /// `Authorization`, cookie, `Idempotency-Key`, API key, default or middleware header
    /// goes there, and the cookie store adds none.
    public let request: URLRequest

    /// Whether following sends a body (a 307 or 308 of a request that has one).
    public var resendsBody: Bool {
        request.httpBody?.isEmpty == false || request.httpBodyStream != nil
    }

    /// - Parameters:
    ///   - status: the redirect's status.
    ///   - from: the URL that answered with it.
    ///   - originalURL: the URL of the call's request, whose origin credentials belong to.
    ///   - proposed: the request Foundation proposes to send next.
    init(status: Int, from: URL, originalURL: URL?, proposed: URLRequest) {
        self.status = status
        self.from = from
        self.to = proposed.url ?? from
        self.isCrossOrigin = !URLOrigin.same(proposed.url, originalURL)
        self.request = isCrossOrigin ? Self.withoutCredentials(proposed) : proposed
    }

    /// Headers that carry no credential, kept on a request to another origin.
    static let headersKeptAcrossOrigins: Set<String> = ["accept", "accept-language", "content-type", "user-agent"]

    /// `request` without any header but ``headersKeptAcrossOrigins``, and without cookies
    /// from the cookie store.
    ///
    /// An allow-list, not a deny-list: a header the runtime does not know (an app's
    /// `X-Signature`, a middleware's token) is a credential until shown otherwise.
    static func withoutCredentials(_ request: URLRequest) -> URLRequest {
        var stripped = request
        for name in (request.allHTTPHeaderFields ?? [:]).keys
        where !headersKeptAcrossOrigins.contains(name.lowercased()) {
            stripped.setValue(nil, forHTTPHeaderField: name)
        }
        stripped.httpShouldHandleCookies = false
        return stripped
    }
}

/// A ``RedirectPolicy``'s answer about one ``Redirect``.
public enum RedirectDecision: Sendable {
    /// Send ``Redirect/request``.
    case follow
    /// Send this request instead (Alamofire's `.modify`). It is sent as given: whatever
    /// credential it carries goes to its URL.
    case followWith(URLRequest)
    /// Do not follow: the call fails with ``RedirectRefused``.
    case refuse
}
