import Foundation

/// How a failed attempt failed, kept beside the catalog error made from it.
///
/// A generated error cannot be edited in place (its context sits inside enum
/// cases), so when the runtime must add to an error's context (the session ended,
/// a processor handled it) it makes the error again from its origin, which every error
/// the runtime makes keeps in its context (`indirect`: the context holds an origin).
indirect enum FailureOrigin: Sendable {
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

    /// How a call that failed this way fails once its session ended.
    ///
    /// It fails as the catalog's `requires_logout` entry: the one the session ended with
    /// when that is one (the refresh's `SESSION_REVOKED`, with its payload), else the
    /// catalog's first. Its classification is ``ErrorClassification/bySession``, so it
    /// reports no wire code: the call's own response did not carry that code. The call's
    /// status and context are kept, with the end's error underneath. A catalog without a
    /// usable `requires_logout` entry keeps the original error and marks its context
    /// `sessionEnded`, which makes its `category` `requiresLogout`.
    func endingSession<Failure: CatalogError>(for type: Failure.Type, end: SessionEnd) -> FailureOrigin {
        var context = self.context
        context.underlyingError = end.error
        context.origin = nil
        var entryContext = context
        entryContext.classification = .bySession
        let status = context.status ?? 401
        var candidates: [ErrorPayload] = []
        if let ended = end.error as? any CatalogError, ended.category == .requiresLogout,
            case .response(var payload)? = ended.context.origin
        {
            (payload.status, payload.context) = (status, entryContext)
            candidates.append(payload)
        }
        if let entry = Failure.Code.allCases.first(where: { $0.category == .requiresLogout }) {
            candidates.append(ErrorPayload(status: status, code: entry.wire, context: entryContext))
        }
        for payload in candidates {
            let error = Failure(payload: payload)
            if !error.isUnrecognized, error.code.category == .requiresLogout { return .response(payload) }
        }
        context.sessionEnded = true
        return adjustingContext { $0 = context }
    }

    /// The catalog error this failure is; it keeps this failure as its origin.
    func error<Failure: CatalogError>(as type: Failure.Type) -> Failure {
        let origin = adjustingContext { $0.origin = nil }
        switch self {
        case .response(var payload):
            payload.context.origin = origin
            return Failure(payload: payload)
        case .client(let failure, var context):
            context.classification = .byClientFailure(failure)
            context.origin = origin
            return Failure(clientFailure: failure, context: context)
        }
    }

    /// How a call fails when the refresh it waited for failed for a transient reason:
    /// as the refresh's own failure, in the call's catalog, with the refresh's error underneath.
    ///
    /// An error an ``APIClient`` made is made again from its origin: the same entry and
    /// payload (a `Retry-After` fills `retryAfter`), a 2xx body that did not decode the
    /// decoding error. Any other catalog error with a status becomes a response of that
    /// status and code (its payload fields are not carried over); one without, or any
    /// other error, becomes the `client_errors` entry of its kind (offline, timeout...).
    /// A response's entry is classified ``ErrorClassification/bySession``: the call's own
    /// response did not carry its code.
    static func refreshFailed<Failure: CatalogError>(_ refreshError: any Error, endpoint: String, as type: Failure.Type)
        -> FailureOrigin
    {
        let failed = refreshFailure(refreshError).adjustingContext { context in
            context.endpoint = endpoint
            context.underlyingError = refreshError
            context.handledBy = nil
            context.origin = nil
        }
        guard case .response(var payload) = failed else { return failed }
        payload.context.classification = .bySession
        // A code the call's catalog does not know would be reported as sent: classify by status instead.
        if Failure(payload: payload).isUnrecognized { payload.code = nil }
        return .response(payload)
    }

    /// The refresh's failure as it happened, when an ``APIClient`` made its error; else as near as it can be told.
    private static func refreshFailure(_ refreshError: any Error) -> FailureOrigin {
        let catalogError = refreshError as? any CatalogError
        if let origin = catalogError?.context.origin {
            if case .client(.cancelled, let context) = origin { return .client(.other, context) }
            return origin
        }
        guard let refresh = catalogError?.context else {
            return .client(ClientFailureClassifier.failure(for: refreshError), ErrorContext())
        }
        let context = ErrorContext(status: refresh.status, requestID: refresh.requestID, retryAfter: refresh.retryAfter)
        if case .byClientFailure(let kind) = refresh.classification {
            return .client(kind == .cancelled ? .other : kind, context)
        }
        if let status = refresh.status, let catalogError {
            return .response(ErrorPayload(status: status, code: catalogError.wireCode, context: context))
        }
        return .client(ClientFailureClassifier.failure(for: refresh.underlyingError ?? refreshError), context)
    }

    /// When a maintenance pause caused by this failure ends: `Retry-After`, else the
    /// payload's `field`; `nil` when neither says, when the end is not after `now`, and
    /// when it is ``RetryAfter/horizon`` or more away ("not now": no pause until 9999).
    func maintenanceEnd(field: FieldSource?, now: Date) -> Date? {
        guard case .response(let payload) = self else { return nil }
        let end: Date
        if let retryAfter = payload.context.retryAfter {
            // Checked before the sum: an app's context may hold any `Duration`.
            guard RetryAfter.isWithinHorizon(retryAfter) else { return nil }
            end = now.addingTimeInterval(retryAfter.timeInterval)
        } else if let date = field.flatMap({ payload.field(Date.self, from: $0) }) {
            end = date
        } else {
            return nil
        }
        guard end > now, RetryAfter.isWithinHorizon(RetryAfter.wait(until: end, now: now)) else { return nil }
        return end
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
