import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs one call: its attempts, the refresh of a rejected token, and the waits
/// between retries, until a 2xx response or a failure that ends the call.
///
/// Read it against the rules:
/// - every attempt carries the current bearer token, and the call's one
///   `Idempotency-Key` when the endpoint sends one;
/// - a `reauthenticate` error on a bearer request asks the authenticator for a
///   fresh token (one refresh shared by all calls) and repeats the request once;
///   that repeat is not a retry and does not count against `max_attempts`; a
///   failed refresh ends the call as `requiresLogout`;
/// - any other failure is retried when `RetryDecider` says so, after waiting on
///   the injected clock;
/// - cancellation of the calling task ends the call at once, mid-request or
///   mid-wait, and nothing more is sent;
/// - a request that cannot be built (a body that does not encode, a header value
///   with a line break) ends the call at once: building it again cannot help.
struct CallExecutor<Failure: CatalogError>: Sendable {
    /// How a call, or one of its attempts, ended.
    enum Outcome: Sendable {
        case succeeded(TransportResponse)
        case failed(FailureOrigin)
    }

    /// How one attempt ended.
    private enum AttemptResult {
        case succeeded(TransportResponse)
        case failed(FailureOrigin)
        /// The request could not be built, so nothing was sent.
        case unbuildable(FailureOrigin)
    }

    let requestBuilder: RequestBuilder
    let errorDecoder: ErrorResponseDecoder
    let retryDecider: RetryDecider
    let configuration: APIClientConfiguration

    func execute(_ router: some Router) async -> Outcome {
        let idempotencyKey = router.sendsIdempotencyKey ? configuration.makeIdempotencyKey() : nil
        let authenticator = router.auth == .bearer ? configuration.authenticator : nil
        var token = await authenticator?.token
        var sent = 0  // attempts sent, for the log
        var counted = 0  // attempts counted against the retry policy
        var hasRefreshed = false

        while true {
            if Task.isCancelled { return .failed(.cancelled(endpoint: router.endpointName)) }
            sent += 1
            counted += 1
            let origin: FailureOrigin
            switch await attempt(router, number: sent, token: token, idempotencyKey: idempotencyKey) {
            case .succeeded(let response): return .succeeded(response)
            case .unbuildable(let failure): return .failed(failure)
            case .failed(let failure): origin = failure
            }
            if origin.isCancellation { return .failed(origin) }
            let error = origin.error(as: Failure.self)

            if let authenticator, error.category == .reauthenticate, !hasRefreshed {
                switch await authenticator.refreshedToken(after: token) {
                case .token(let fresh):
                    token = fresh
                    hasRefreshed = true
                    counted -= 1
                    continue
                case .sessionEnded(let refreshError):
                    return .failed(origin.endingSession(for: Failure.self, refreshError: refreshError))
                }
            }

            guard
                let delay = retryDecider.delayBeforeRetry(
                    after: error, of: router, attempts: counted, serverRetryAfter: origin.context.retryAfter)
            else { return .failed(origin) }
            do {
                try await configuration.clock.sleep(for: delay)
            } catch {
                return .failed(.cancelled(endpoint: router.endpointName))
            }
        }
    }

    /// Sends one attempt and reads its outcome: a 2xx response, or a failure.
    private func attempt(
        _ router: some Router,
        number: Int,
        token: BearerToken?,
        idempotencyKey: String?
    ) async -> AttemptResult {
        let endpoint = router.endpointName
        let request: URLRequest
        do {
            request = try requestBuilder.makeRequest(
                for: router, bearerToken: token?.accessToken, idempotencyKey: idempotencyKey)
        } catch {
            return .unbuildable(.client(.other, ErrorContext(endpoint: endpoint, underlyingError: error)))
        }
        let log = ExchangeLog(handler: configuration.logHandler, router: router, attempt: number)
        log.request(request)
        do {
            let response = try await configuration.transport.send(request, resourceTimeout: router.resourceTimeout)
            log.response(response)
            if response.isSuccess { return .succeeded(response) }
            return .failed(.response(errorDecoder.payload(for: response, endpoint: endpoint, now: configuration.now())))
        } catch {
            // A cancelled task shows up as URLError.cancelled, or as whatever the
            // transport threw when its connection was torn down: the task's state decides.
            let failure: ClientFailure = Task.isCancelled ? .cancelled : ClientFailureClassifier.failure(for: error)
            log.failure(failure, error: error)
            if failure == .cancelled { return .failed(.cancelled(endpoint: endpoint)) }
            return .failed(.client(failure, ErrorContext(endpoint: endpoint, underlyingError: error)))
        }
    }
}
