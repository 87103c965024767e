import Foundation

/// Sends a catalog's requests and throws its typed errors: what a generated
/// `<Name>Client` wraps.
///
/// ```swift
/// let client = APIClient<FinFlowError>(baseURL: FinFlowServer.production.url)
/// let movies = try await client.send(MovieRouter.popularMovies(page: 1), expecting: MovieListResponse.self)
/// ```
///
/// A call ends in a decoded response or in one `Failure`: a server error decoded
/// through the catalog's envelope, or a `client_errors` entry when no usable
/// response arrived. Before the caller sees a failure, the app's global error
/// processors do (``APIClientConfiguration/errorProcessors``). A cancelled call
/// throws an error whose ``CatalogError/disposition`` is `.cancelled`.
///
/// After a `force_update` error, or a `maintenance` error whose end is known, the
/// client pauses (``pauseState``): calls fail at once with that error and send nothing,
/// until ``resume()`` or the end of the maintenance.
public final class APIClient<Failure: CatalogError>: Sendable {
    /// The server's base URL; routers' paths are resolved against it.
    public let baseURL: URL
    /// What the client was built with.
    public let configuration: APIClientConfiguration
    private let executor: CallExecutor<Failure>
    private let pauseGate: PauseGate<Failure>

    /// - Parameters:
    ///   - baseURL: the server's base URL, for example `FinFlowServer.production.url`.
    ///   - configuration: transport, auth, processors, telemetry...; its
    ///     ``APIClientConfiguration/errorProcessors`` must be for `Failure` (or empty).
    public init(baseURL: URL, configuration: APIClientConfiguration = APIClientConfiguration()) {
        precondition(
            configuration.errorProcessors.fits(Failure.self),
            "The error processors were made for another catalog than \(Failure.self)")
        self.baseURL = baseURL
        self.configuration = configuration
        self.executor = CallExecutor(
            requestBuilder: RequestBuilder(
                baseURL: baseURL, defaultTimeout: configuration.defaultTimeout,
                defaultHeaders: configuration.defaultHeaders, locale: configuration.locale),
            errorDecoder: ErrorResponseDecoder(envelope: Failure.envelope),
            retryDecider: RetryDecider(random: configuration.random),
            configuration: configuration
        )
        self.pauseGate = PauseGate(
            clock: configuration.clock, now: configuration.now, didChange: configuration.pauseDidChange)
    }

    /// Whether calls are sent, or fail at once because the server said to stop.
    public var pauseState: PauseState {
        pauseGate.state
    }

    /// Sends calls again after a pause (the user updated the app, say). Harmless when not paused.
    public func resume() {
        pauseGate.resume()
    }

    /// Sends `router`'s request and decodes the 2xx body as `Response`.
    ///
    /// A 2xx body that does not decode fails as `client_errors.decoding`.
    ///
    /// - Parameters:
    ///   - router: the endpoint and its parameters.
    ///   - expecting: the type of the 2xx body.
    /// - Returns: the decoded body.
    public func send<Response: Decodable & Sendable>(
        _ router: some Router,
        expecting: Response.Type
    ) async throws(Failure) -> Response {
        try await call(router) { response in
            do {
                return .value(try configuration.decoder.decode(Response.self, from: response.body))
            } catch {
                let context = ErrorContext(
                    status: response.status, endpoint: router.endpointName, underlyingError: error)
                return .failure(.client(.decoding, context))
            }
        }
    }

    /// Sends `router`'s request, for endpoints without a response body.
    ///
    /// - Parameter router: the endpoint and its parameters.
    public func send(_ router: some Router) async throws(Failure) {
        try await call(router) { _ in .value(()) }
    }

    /// The 2xx response of `router`'s call, body undecoded: the call for a download, whose
    /// body may be up to ``ResponseSizeLimits/maximumDownloadSize`` (100 MiB by default).
    ///
    /// - Parameter router: the endpoint and its parameters.
    /// - Returns: the response as received.
    public func perform(_ router: some Router) async throws(Failure) -> TransportResponse {
        try await call(router, isDownload: true) { .value($0) }
    }

    /// Sends `router`'s request and returns the 2xx body's bytes: a `response_encoding: binary`
    /// endpoint. The body may be up to ``ResponseSizeLimits/maximumDownloadSize`` (100 MiB by default).
    ///
    /// - Parameter router: the endpoint and its parameters.
    /// - Returns: the body as received.
    public func data(for router: some Router) async throws(Failure) -> Data {
        try await call(router, isDownload: true) { .value($0.body) }
    }

    /// Sends `router`'s request and writes the 2xx body to `destination`, replacing any file
    /// there: a `response_encoding: binary` endpoint's download. The body may be up to
    /// ``ResponseSizeLimits/maximumDownloadSize`` and is held in memory until it is written
    /// whole (atomically: an interrupted download leaves no partial file).
    ///
    /// A file that cannot be written fails the call with the catalog's `client_errors.other`
    /// entry, whose context's `underlyingError` is the file system's error.
    ///
    /// - Parameters:
    ///   - router: the endpoint and its parameters.
    ///   - destination: a `file:` URL in a folder that exists.
    public func download(_ router: some Router, to destination: URL) async throws(Failure) {
        try await call(router, isDownload: true) { response in
            do {
                try response.body.write(to: destination, options: .atomic)
                return .value(())
            } catch {
                let context = ErrorContext(
                    status: response.status, endpoint: router.endpointName, underlyingError: error)
                return .failure(.client(.other, context))
            }
        }
    }

    /// Sends `router`'s request and returns the 2xx body as text: a `response_encoding: text`
    /// endpoint. The charset is the `Content-Type`'s, UTF-8 by default; bytes invalid in it
    /// become U+FFFD (``TextBody``). The body is held to ``ResponseSizeLimits/maximumResponseSize``.
    ///
    /// - Parameter router: the endpoint and its parameters.
    /// - Returns: the body's text.
    public func text(for router: some Router) async throws(Failure) -> String {
        try await call(router) { .value(TextBody.decode($0.body, contentType: $0.header("Content-Type"))) }
    }

    /// Runs one call: the pause gate, the executor, the body's decoding, the processors,
    /// the pause a failure may start, and the call's report.
    func call<Value>(
        _ router: some Router,
        isDownload: Bool = false,
        isStream: Bool = false,
        decode: (TransportResponse) -> Decoded<Value>
    ) async throws(Failure) -> Value {
        let stopwatch = Stopwatch(clock: configuration.clock)
        if let blocking = pauseGate.blockingError() {
            report(router, error: blocking, status: blocking.context.status, attempts: 0, stopwatch, locally: true)
            throw blocking
        }
        let outcome = await executor.execute(router, isDownload: isDownload, isStream: isStream)
        let failure: FailureOrigin
        let handling: CallExecutor<Failure>.Handling
        switch outcome.result {
        case .succeeded(let response):
            switch decode(response) {
            case .value(let value):
                report(
                    router, error: nil, status: response.status, attempts: outcome.attempts, stopwatch,
                    redirectedTo: outcome.redirectedTo)
                return value
            case .failure(let origin):
                (failure, handling) = (origin, .processors)
            }
        case .failed(let origin, let how):
            (failure, handling) = (origin, how)
        }
        let error = await processed(failure, handling)
        if configuration.pauses {
            pauseGate.pause(after: error, origin: failure, endField: configuration.maintenanceEndField)
        }
        report(
            router, error: error, status: error.context.status, attempts: outcome.attempts, stopwatch,
            redirectedTo: outcome.redirectedTo)
        throw error
    }

    /// A 2xx body, decoded or not.
    enum Decoded<Value> {
        case value(Value)
        case failure(FailureOrigin)
    }

    /// The error the caller gets, after the global error processors saw it.
    ///
    /// An error a processor handled is marked with the processor's name; an error of an
    /// ended session with ``SessionEnd/handlerName`` (the logout hook dealt with it),
    /// and only the call that reports the end shows it to the processors. Cancellations
    /// are not failures: no processor sees them.
    func processed(_ origin: FailureOrigin, _ handling: CallExecutor<Failure>.Handling) async -> Failure {
        let error = origin.error(as: Failure.self)
        guard !error.isCancellation else { return error }
        var handledBy: String?
        switch handling {
        case .processors:
            handledBy = await configuration.errorProcessors.process(error)
        case .sessionEnded(let reportsEnd):
            if reportsEnd { handledBy = await configuration.errorProcessors.process(error) }
            handledBy = handledBy ?? SessionEnd.handlerName
        }
        guard let handledBy else { return error }
        return origin.adjustingContext { $0.handledBy = handledBy }.error(as: Failure.self)
    }

    private func report(
        _ router: some Router,
        error: Failure?,
        status: Int?,
        attempts: Int,
        _ stopwatch: Stopwatch,
        locally: Bool = false,
        redirectedTo: String? = nil
    ) {
        guard let handler = configuration.callReportHandler else { return }
        let cancelled = error?.isCancellation ?? false
        let failed = error.flatMap { cancelled ? nil : $0 }
        handler(
            CallReport(
                endpoint: router.endpointName,
                outcome: error == nil ? .succeeded : cancelled ? .cancelled : .failed,
                code: failed?.code.wire,
                wireCode: failed?.wireCode,
                category: failed?.category,
                classification: failed?.context.classification,
                httpStatus: status,
                attempts: attempts,
                duration: stopwatch.elapsed(),
                handledBy: failed?.context.handledBy,
                failedLocally: locally,
                requestID: failed?.context.requestID,
                redirectedTo: redirectedTo
            ))
    }
}
