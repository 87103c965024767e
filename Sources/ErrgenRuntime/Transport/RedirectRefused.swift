import Foundation

/// A redirect the ``RedirectPolicy`` refused: the call's failure underneath its catalog
/// error (`client_errors.other`), never retried.
///
/// It names the URLs without their query, user or fragment, which may hold secrets, so
/// it is safe to log.
public struct RedirectRefused: Error, Sendable, Equatable, CustomStringConvertible {
    /// The redirect's status: 301, 302, 303, 307 or 308.
    public var status: Int
    /// The URL that answered with the redirect, without its query.
    public var from: String
    /// Where it led, without its query.
    public var to: String
    /// Whether it led to another origin (scheme, host or port) than the call's request.
    public var isCrossOrigin: Bool

    public init(status: Int, from: String, to: String, isCrossOrigin: Bool) {
        self.status = status
        self.from = from
        self.to = to
        self.isCrossOrigin = isCrossOrigin
    }

    init(_ redirect: Redirect) {
        self.init(
            status: redirect.status, from: redirect.from.withoutQuery, to: redirect.to.withoutQuery,
            isCrossOrigin: redirect.isCrossOrigin)
    }

    public var description: String {
        let target = isCrossOrigin ? "another origin, \(to)" : to
        return "redirect \(status) from \(from) to \(target) refused by the redirect policy"
    }
}
