/// What a failed call's error means for the code that made the call, as a pattern to
/// switch over rather than flags to remember to check.
///
/// ```swift
/// do {
///     try await client.auth.login(body: credentials)
/// } catch {
///     switch error.disposition {
///     case .cancelled:
///         return  // not a failure
///     case .handled(_, let by):
///         log("handled by \(by)")  // a processor's name, or the logout hook's
///     case .unhandled(.accountLocked(let supportPhone, _)):
///         showSupport(supportPhone)
///     case .unhandled(let error):
///         show(error)
///     }
/// }
/// ```
public enum ErrorDisposition<Failure: CatalogError>: Sendable {
    /// The calling task was cancelled: not a failure, nothing to show.
    case cancelled
    /// Already dealt with: a global error processor handled it (its name is `by`), or
    /// the session had ended and ``AuthSession/sessionDidEnd(_:)`` ran
    /// (`by` is ``SessionEnd/handlerName``). Match both values: `case .handled(_, let by)`.
    case handled(Failure, by: String)
    /// An error for the call site to deal with.
    case unhandled(Failure)
}

extension CatalogError {
    /// Whether this error is a cancellation, was already handled, or is the call site's
    /// to deal with; see ``ErrorDisposition``.
    public var disposition: ErrorDisposition<Self> {
        if isCancellation { return .cancelled }
        if let handledBy = context.handledBy { return .handled(self, by: handledBy) }
        return .unhandled(self)
    }
}
