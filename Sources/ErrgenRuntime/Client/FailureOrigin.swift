import Foundation

/// How a failed attempt failed, kept beside the catalog error made from it.
///
/// A generated error cannot be edited in place (its context sits inside enum
/// cases), so when the runtime must add to an error's context (the session ended,
/// a processor handled it) it makes the error again from its origin.
enum FailureOrigin: Sendable {
    /// The server answered with a non-2xx status.
    case response(ErrorPayload)
    /// No usable response: offline, timeout, a 2xx body that did not decode, cancellation...
    case client(ClientFailure, ErrorContext)

    var context: ErrorContext {
        switch self {
        case .response(let payload): payload.context
        case .client(_, let context): context
        }
    }

    /// The same failure with `adjust` applied to its context.
    func adjustingContext(_ adjust: (inout ErrorContext) -> Void) -> FailureOrigin {
        switch self {
        case .response(var payload):
            adjust(&payload.context)
            return .response(payload)
        case .client(let failure, var context):
            adjust(&context)
            return .client(failure, context)
        }
    }

    /// How a call that failed this way fails once a refresh failed: the session is over.
    ///
    /// When the catalog has an entry whose category is `requires_logout` (for example
    /// `SESSION_EXPIRED`), the call fails as that entry, made through the catalog's own
    /// `init(payload:)`; the original status and context are kept. A catalog without
    /// one keeps the original error and marks its context `sessionEnded`, which makes
    /// its `category` `requiresLogout`. Either way the refresh's error is underneath.
    func endingSession<Failure: CatalogError>(
        for type: Failure.Type,
        refreshError: any Error
    ) -> FailureOrigin {
        let logoutEntry = Failure.Code.allCases.first { $0.category == .requiresLogout }
        var context = self.context
        context.underlyingError = refreshError
        guard let logoutEntry else {
            context.sessionEnded = true
            return adjustingContext { $0 = context }
        }
        return .response(ErrorPayload(status: context.status ?? 401, code: logoutEntry.wire, context: context))
    }

    /// The catalog error this failure is.
    func error<Failure: CatalogError>(as type: Failure.Type) -> Failure {
        switch self {
        case .response(let payload):
            return Failure(payload: payload)
        case .client(let failure, var context):
            context.classification = .byClientFailure(failure)
            return Failure(clientFailure: failure, context: context)
        }
    }

    /// How a call fails when the refresh it waited for failed for a transient reason:
    /// as the refresh's own failure, in the call's catalog, with the refresh's error underneath.
    ///
    /// A catalog error with a status becomes a response of that status and code (its
    /// payload fields are not carried over); one without a status, or any other error,
    /// becomes the `client_errors` entry of its kind (offline, timeout...).
    static func refreshFailed(_ refreshError: any Error, endpoint: String) -> FailureOrigin {
        var context = ErrorContext(endpoint: endpoint, underlyingError: refreshError)
        guard let catalogError = refreshError as? any CatalogError else {
            return .client(ClientFailureClassifier.failure(for: refreshError), context)
        }
        let refresh = catalogError.context
        context.status = refresh.status
        context.requestID = refresh.requestID
        context.retryAfter = refresh.retryAfter
        if let status = refresh.status {
            return .response(ErrorPayload(status: status, code: catalogError.wireCode, context: context))
        }
        let underlying = refresh.underlyingError ?? refreshError
        let kind: ClientFailure =
            if case .byClientFailure(let kind) = refresh.classification { kind }
            else { ClientFailureClassifier.failure(for: underlying) }
        return .client(kind == .cancelled ? .other : kind, context)
    }

    /// When a maintenance pause caused by this failure ends: `Retry-After`, else the
    /// payload's `field`; `nil` when neither says.
    func maintenanceEnd(field: FieldSource?, now: Date) -> Date? {
        guard case .response(let payload) = self else { return nil }
        if let retryAfter = payload.context.retryAfter { return now.addingTimeInterval(retryAfter.timeInterval) }
        return field.flatMap { payload.field(Date.self, from: $0) }
    }

    var isCancellation: Bool {
        if case .client(.cancelled, _) = self { return true }
        return false
    }

    /// The error for a call cancelled by its task: `client_errors.other`, with a
    /// `CancellationError` underneath so that `isCancellation` is true.
    static func cancelled(endpoint: String) -> FailureOrigin {
        .client(.cancelled, ErrorContext(endpoint: endpoint, underlyingError: CancellationError()))
    }
}
