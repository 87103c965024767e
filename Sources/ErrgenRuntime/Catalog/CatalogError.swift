import Foundation

/// A catalog entry's code, as generated into `<Name>ErrorCode`.
public protocol CatalogErrorCode: Sendable, Hashable, CaseIterable {
    /// The code as the server sends it.
    var wire: WireCode { get }
    /// The HTTP status the code comes with, or `nil` for client-side codes.
    var httpStatus: Int? { get }
    /// What the runtime and the UI do with the code.
    var category: ErrorCategory { get }
    /// The entry's own retry policy (its `retry:`), overriding the endpoint's; `nil` when it has none.
    var retryPolicy: RetryPolicy? { get }
}

/// What every generated `<Name>Error` is, so that runtime code can classify, retry
/// and present any catalog without knowing it.
public protocol CatalogError: Error, LocalizedError, CustomNSError, CustomStringConvertible {
    associatedtype Code: CatalogErrorCode

    /// Where the server's error body keeps code, message, details and request id.
    static var envelope: ErrorEnvelope { get }

    /// Decodes a server's error response. Never fails: a missing or unknown code
    /// is classified through the spec's `fallbacks`.
    init(payload: ErrorPayload)

    /// The error for a request that got no usable response (see `client_errors`).
    init(clientFailure: ClientFailure, context: ErrorContext)

    /// The catalog entry this error is, or (for a code the catalog does not know)
    /// the fallback entry it is classified as.
    var code: Code { get }
    /// The code as the server sent it. `nil` when the response carried none (the entry
    /// was chosen by status, problem type or client failure: see
    /// ``ErrorContext/classification``); `code` still names the entry.
    var wireCode: WireCode? { get }
    /// Whether this is a code the catalog does not know.
    var isUnrecognized: Bool { get }
    /// Status, server message, request id, endpoint, underlying error.
    var context: ErrorContext { get }

    /// The user-facing message in the best match for `locale` (`pt-BR`, then `pt`,
    /// then the catalog's first locale), with placeholders filled from the payload.
    func message(locale: String) -> String
    /// The user-facing title, when the catalog gives one.
    func title(locale: String) -> String?
}

extension CatalogError {
    /// What `NSError` bridging carries: the localized message, failure reason and recovery
    /// suggestion in the user's preferred language, so that `localizedDescription` (and an
    /// `NSError` made from the error) gives the catalog's text on Linux as on Apple
    /// platforms. Without it, a `CustomNSError` on Linux shows "The operation could not be
    /// completed" whatever its `errorDescription` says.
    public var errorUserInfo: [String: Any] {
        var info: [String: Any] = [:]
        if let description = errorDescription { info[NSLocalizedDescriptionKey] = description }
        if let reason = failureReason { info[NSLocalizedFailureReasonErrorKey] = reason }
        if let suggestion = recoverySuggestion { info[NSLocalizedRecoverySuggestionErrorKey] = suggestion }
        return info
    }

    /// What the runtime and the UI do with this error: its entry's category, or
    /// `requiresLogout` once the session ended with it (a failed refresh, when the
    /// catalog has no `requires_logout` entry to report it as).
    public var category: ErrorCategory { context.sessionEnded ? .requiresLogout : code.category }

    /// The entry's own retry policy, overriding the endpoint's; `nil` when it has none.
    public var retryPolicy: RetryPolicy? { code.retryPolicy }

    /// Whether this error stands for a cancelled task rather than a failure. At a call
    /// site, prefer matching ``disposition``'s `.cancelled`.
    public var isCancellation: Bool { context.underlyingError is CancellationError }

    /// Whether a global error processor (or the logout hook) already dealt with this
    /// error. At a call site, prefer matching ``disposition``'s `.handled`.
    public var isHandled: Bool { context.handledBy != nil }
}
