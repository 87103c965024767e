import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs one call: its attempts, the refresh of a rejected or expiring token, and the
/// waits between retries, until a 2xx response or a failure that ends the call.
///
/// Read it against the rules:
/// - before the first attempt, a token about to expire is refreshed (shared by all calls);
/// - every attempt carries the current bearer token, and the call's one
///   `Idempotency-Key` when the endpoint sends one (the caller's, else a fresh one);
/// - a `reauthenticate` error on a bearer request asks the authenticator for a
///   fresh token (one refresh shared by all calls) and repeats the request once;
///   that repeat is not a retry and does not count against `max_attempts`. A refresh
///   that failed for a transient reason ends the call with that failure; one that
///   ended the session ends it as `requiresLogout`;
/// - a `requires_logout` error on a bearer request ends the session (the logout hook
///   runs once per session);
/// - any other failure is retried when `RetryDecider` says so and the retry budget
///   (when there is one) allows it, after waiting on the injected clock;
/// - cancellation of the calling task ends the call at once, mid-request, mid-wait or
///   while waiting for a refresh, and nothing more is sent;
/// - a request that cannot be built (a body that does not encode, a header value
///   with a line break) ends the call at once: building it again cannot help. So does
///   an error a middleware throws: the runtime retries the server's answers, and a
///   middleware that wants to try its own work again does so inside `adapt`. So do a
///   body over its size limit and a refused redirect: asking again brings the same;
/// - only an answer from the API's own origin (the base URL's) refreshes or ends the
///   session: a 401 from a host a redirect led to says nothing about the session;
/// - every attempt, retries and the repeat after a refresh included, passes through
///   the middlewares: adapted in order, observed in reverse.
struct CallExecutor<Failure: CatalogError>: Sendable {
    /// How a call ended, and how many requests it sent.
    struct Outcome: Sendable {
        var result: Result
        var attempts: Int
        /// Where a redirect led the last attempt (without the query), when it did.
        var redirectedTo: String?
    }

    enum Result: Sendable {
        case succeeded(TransportResponse)
        case failed(FailureOrigin, Handling)
    }

    /// Who deals with a failure before the caller sees it.
    enum Handling: Sendable {
        /// The global error processors.
        case processors
        /// The session ended and the logout hook ran; only the call that `reportsEnd`
        /// shows the end to the processors.
        case sessionEnded(reportsEnd: Bool)
    }

    /// How one attempt ended.
    private enum AttemptResult {
        case succeeded(TransportResponse, redirectedTo: String?)
        case failed(FailureOrigin)
        /// The request could not be built, or a middleware threw, so nothing was sent.
        case unbuildable(FailureOrigin)
    }

    let requestBuilder: RequestBuilder
    let errorDecoder: ErrorResponseDecoder
    let retryDecider: RetryDecider
    let configuration: APIClientConfiguration

    /// - Parameter isDownload: whether the caller takes the body undecoded (`perform`), which
    ///   reads up to ``ResponseSizeLimits/maximumDownloadSize`` rather than ``ResponseSizeLimits/maximumResponseSize``.
    /// - Parameter isStream: whether the 2xx body is a `text/event-stream` read as it arrives
    ///   (``HTTPTransport/stream(_:options:)``): only the opening is retried or refreshed.
    func execute(_ router: some Router, isDownload: Bool = false, isStream: Bool = false) async -> Outcome {
        let endpoint = router.endpointName
        // The caller's key repeats an earlier call (a user's Retry); otherwise a fresh one.
        let idempotencyKey =
            router.sendsIdempotencyKey ? router.idempotencyKey?.value ?? configuration.makeIdempotencyKey() : nil
        let choice = await CredentialChoice.choose(
            for: router, provider: configuration.credentials, authenticator: configuration.authenticator)
        let authenticator = choice.usesSession ? configuration.authenticator : nil
        var sent = 0  // attempts sent, for the log and the report
        var counted = 0  // attempts counted against the retry policy
        var hasRefreshed = false
        var repeatsAfterRefresh = false  // the next attempt repeats the call with a refreshed token
        var redirectedTo: String?  // where the last attempt's redirects led, for the report
        func ended(_ result: Result) -> Outcome { Outcome(result: result, attempts: sent, redirectedTo: redirectedTo) }

        var token: BearerToken?
        if let authenticator {
            switch await authenticator.tokenForCall() {
            case .token(let current): token = current
            case .refreshFailed(let error):
                return ended(.failed(.refreshFailed(error, endpoint: endpoint, as: Failure.self), .processors))
            case .sessionEnded(let end, let reportsEnd):
                let origin = FailureOrigin.client(.other, ErrorContext(endpoint: endpoint))
                return ended(
                    .failed(origin.endingSession(for: Failure.self, end: end), .sessionEnded(reportsEnd: reportsEnd)))
            case .cancelled: return ended(.failed(.cancelled(endpoint: endpoint), .processors))
            }
        }

        while true {
            if Task.isCancelled { return ended(.failed(.cancelled(endpoint: endpoint), .processors)) }
            sent += 1
            counted += 1
            let origin: FailureOrigin
            let isRepeat = repeatsAfterRefresh
            repeatsAfterRefresh = false
            switch await attempt(
                router, number: sent, token: token, credentials: choice, idempotencyKey: idempotencyKey,
                isRepeatAfterRefresh: isRepeat, isDownload: isDownload, isStream: isStream)
            {
            case .succeeded(let response, let redirect):
                configuration.retryBudget?.recordSuccess()
                redirectedTo = redirect
                return ended(.succeeded(response))
            case .unbuildable(let failure):
                sent -= 1
                return ended(.failed(failure, .processors))
            case .failed(let failure): origin = failure
            }
            redirectedTo = origin.context.redirectedTo
            if origin.isCancellation || Self.endsCallAtOnce(origin) { return ended(.failed(origin, .processors)) }
            let fromAPI = !origin.context.isFromOtherOrigin
            let error = origin.error(as: Failure.self)
            if error.category == .retryable { configuration.retryBudget?.recordFailure() }

            if let authenticator, error.category == .reauthenticate, !hasRefreshed, fromAPI {
                switch await authenticator.refreshedToken(after: token) {
                case .token(let fresh):
                    token = fresh
                    hasRefreshed = true
                    repeatsAfterRefresh = true
                    counted -= 1
                    continue
                case .refreshFailed(let refreshError):
                    return ended(
                        .failed(.refreshFailed(refreshError, endpoint: endpoint, as: Failure.self), .processors))
                case .sessionEnded(let end, let reportsEnd):
                    let failure = origin.endingSession(for: Failure.self, end: end)
                    return ended(.failed(failure, .sessionEnded(reportsEnd: reportsEnd)))
                case .cancelled:
                    return ended(.failed(.cancelled(endpoint: endpoint), .processors))
                }
            }

            if let authenticator, error.category == .requiresLogout, fromAPI {
                let reportsEnd = await authenticator.endSession(of: token, because: .endedByServer(error))
                return ended(.failed(origin, .sessionEnded(reportsEnd: reportsEnd)))
            }

            guard
                let delay = retryDecider.delayBeforeRetry(
                    after: error, of: router, attempts: counted, serverRetryAfter: origin.context.retryAfter),
                configuration.retryBudget?.allowsRetries ?? true
            else { return ended(.failed(origin, .processors)) }
            do {
                try await configuration.clock.sleep(for: delay)
            } catch {
                return ended(.failed(.cancelled(endpoint: endpoint), .processors))
            }
        }
    }

    /// Sends one attempt and reads its outcome: a 2xx response, or a failure.
    ///
    /// The middlewares (when there are any) adapt the request once it is built, bearer
    /// token included, and observe how the attempt ended; the log shows the request they
    /// adapted, as sent.
    private func attempt(
        _ router: some Router,
        number: Int,
        token: BearerToken?,
        credentials: CredentialChoice,
        idempotencyKey: String?,
        isRepeatAfterRefresh: Bool,
        isDownload: Bool,
        isStream: Bool
    ) async -> AttemptResult {
        let endpoint = router.endpointName
        var request: URLRequest
        do {
            request = try requestBuilder.makeRequest(
                for: router, bearerToken: token?.accessToken, idempotencyKey: idempotencyKey,
                credentials: credentials.credentials)
        } catch {
            return .unbuildable(.client(.other, ErrorContext(endpoint: endpoint, underlyingError: error)))
        }
        // A stream asks for one, in place of the builder's JSON, unless the router asked for another type.
        if isStream, request.value(forHTTPHeaderField: "Accept") == "application/json" {
            request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        }
        var redaction = configuration.redaction
        redaction.headers.formUnion(credentials.secretHeaders)  // an API key header named like any other
        let view = RedactedView(router: router, attempt: number, redaction: redaction)
        let log = ExchangeLog(handler: configuration.logHandler, view: view)
        var middlewares: MiddlewareRun?
        if !configuration.middlewares.isEmpty {
            var run = MiddlewareRun(
                configuration.middlewares,
                context: AttemptContext(view: view, isRepeatAfterRefresh: isRepeatAfterRefresh),
                request: request)
            do {
                try await run.adapt()
            } catch {
                // Nothing was sent: like a request that cannot be built, the call ends here.
                let failure = Self.failure(for: error)
                log.failure(failure, error: error)
                await run.observe(.failure(failure, error))
                if failure == .cancelled { return .unbuildable(.cancelled(endpoint: endpoint)) }
                return .unbuildable(.client(failure, ErrorContext(endpoint: endpoint, underlyingError: error)))
            }
            request = run.request
            middlewares = run
        }
        log.request(request)
        let options = transportOptions(for: router, isDownload: isDownload)
        do {
            // Held to the limits here too, whichever transport sent it.
            let transport = configuration.transport
            let received =
                isStream
                ? try await transport.stream(request, options: options).carried
                : try await transport.send(request, options: options)
            let response = try options.enforce(on: received)
            log.response(response, to: request)
            await middlewares?.observe(.response(response))
            let redirectedTo = response.redirectedURL(from: request)?.withoutQuery
            if response.isSuccess { return .succeeded(response, redirectedTo: redirectedTo) }
            var payload = errorDecoder.payload(for: response, endpoint: endpoint, now: configuration.now())
            payload.context.redirectedTo = redirectedTo
            payload.context.isFromOtherOrigin =
                response.url.map { !URLOrigin.same($0, requestBuilder.baseURL) } ?? false
            payload.redactor = view.redactor  // a dumped error hides what the log hides
            return .failed(.response(payload))
        } catch {
            // A URLError carries the URL it failed on, query and all, into every description of the error.
            let error = TransportErrorRedaction.redacting(error)
            let failure = Self.failure(for: error)
            log.failure(failure, error: error)
            await middlewares?.observe(.failure(failure, error))
            if failure == .cancelled { return .failed(.cancelled(endpoint: endpoint)) }
            return .failed(.client(failure, ErrorContext(endpoint: endpoint, underlyingError: error)))
        }
    }

    /// What the transport must respect for `router`'s call.
    private func transportOptions(for router: some Router, isDownload: Bool) -> TransportOptions {
        TransportOptions(
            resourceTimeout: router.resourceTimeout,
            maximumResponseSize: configuration.responseSizeLimits.maximumResponseSize(
                for: router, download: isDownload),
            maximumErrorBodySize: configuration.responseSizeLimits.maximumErrorBodySize,
            redirectPolicy: configuration.redirectPolicy)
    }

    /// Whether a failure ends the call without a retry, whatever its entry's category: a
    /// body over its limit, a refused redirect.
    private static func endsCallAtOnce(_ origin: FailureOrigin) -> Bool {
        guard case .client(_, let context) = origin else { return false }
        return context.underlyingError is ResponseTooLarge || context.underlyingError is RedirectRefused
    }

    /// The `client_errors` kind of an error thrown instead of a response.
    ///
    /// A cancelled task shows up as URLError.cancelled, or as whatever the transport
    /// threw when its connection was torn down: the task's state decides.
    private static func failure(for error: any Error) -> ClientFailure {
        Task.isCancelled ? .cancelled : ClientFailureClassifier.failure(for: error)
    }
}
