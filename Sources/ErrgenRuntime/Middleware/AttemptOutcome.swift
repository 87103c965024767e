import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// How one attempt ended, as a ``ClientMiddleware`` observes it: redacted as the log is.
///
/// The request and response are kept as sent and received, and shown only redacted,
/// each when first read: a middleware that does not read them costs no redaction.
public struct AttemptOutcome: Sendable {
    /// What the attempt ended with.
    enum Result: Sendable {
        case response(TransportResponse)
        case failure(ClientFailure, any Error)
    }

    /// Which call and attempt.
    public let context: AttemptContext
    private let sentRequest: URLRequest
    private let result: Result

    init(context: AttemptContext, request: URLRequest, result: Result) {
        self.context = context
        self.sentRequest = request
        self.result = result
    }

    /// The request as sent, every middleware's changes included, redacted; when a
    /// middleware threw, the request as it was then (it was not sent).
    public var request: LoggedRequest { context.redacted(sentRequest) }

    /// The response, whatever its status, redacted; `nil` when none arrived.
    public var response: LoggedResponse? {
        guard case .response(let response) = result else { return nil }
        return context.view.response(response, to: sentRequest)
    }

    /// The response's HTTP status; `nil` when none arrived.
    public var status: Int? {
        guard case .response(let response) = result else { return nil }
        return response.status
    }

    /// Why no response arrived, as the `client_errors` kind it is (`cancelled` for a
    /// cancelled call); `nil` when one did.
    public var failure: ClientFailure? {
        guard case .failure(let failure, _) = result else { return nil }
        return failure
    }

    /// The transport's or the middleware's error behind ``failure``; `nil` when a response arrived.
    public var error: (any Error)? {
        guard case .failure(_, let error) = result else { return nil }
        return error
    }
}

extension AttemptOutcome: CustomReflectable {
    /// What `dump` shows: the redacted request and response, as the properties give them,
    /// never the raw ones the outcome keeps.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "context": context, "request": request, "response": response as Any, "failure": failure as Any,
                "error": error as Any,
            ],
            displayStyle: .struct)
    }
}
