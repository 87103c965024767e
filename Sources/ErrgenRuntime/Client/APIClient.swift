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
/// processors do (`APIClientConfiguration.errorProcessors`). A cancelled call
/// throws `Failure(clientFailure: .cancelled, ...)`, whose `isCancellation` is true.
public final class APIClient<Failure: CatalogError>: Sendable {
    public let baseURL: URL
    public let configuration: APIClientConfiguration
    private let executor: CallExecutor<Failure>

    public init(baseURL: URL, configuration: APIClientConfiguration = APIClientConfiguration()) {
        self.baseURL = baseURL
        self.configuration = configuration
        self.executor = CallExecutor(
            requestBuilder: RequestBuilder(baseURL: baseURL, defaultTimeout: configuration.defaultTimeout),
            errorDecoder: ErrorResponseDecoder(envelope: Failure.envelope),
            retryDecider: RetryDecider(random: configuration.random),
            configuration: configuration
        )
    }

    /// Sends `router`'s request and decodes the 2xx body as `Response`.
    ///
    /// A 2xx body that does not decode fails as `client_errors.decoding`.
    public func send<Response: Decodable & Sendable>(
        _ router: some Router,
        expecting: Response.Type
    ) async throws(Failure) -> Response {
        let response = try await perform(router)
        do {
            return try configuration.decoder.decode(Response.self, from: response.body)
        } catch {
            let context = ErrorContext(status: response.status, endpoint: router.endpointName, underlyingError: error)
            throw await failure(from: .client(.decoding, context))
        }
    }

    /// Sends `router`'s request, for endpoints without a response body.
    public func send(_ router: some Router) async throws(Failure) {
        _ = try await perform(router)
    }

    /// The 2xx response of `router`'s call, body undecoded.
    public func perform(_ router: some Router) async throws(Failure) -> TransportResponse {
        switch await executor.execute(router) {
        case .succeeded(let response): return response
        case .failed(let origin): throw await failure(from: origin)
        }
    }

    /// The error the caller gets, after the global error processors saw it.
    ///
    /// An error a processor handled is marked with the processor's name; any other
    /// reaches the caller unchanged. Cancellations are not failures: no processor sees them.
    private func failure(from origin: FailureOrigin) async -> Failure {
        let error = origin.error(as: Failure.self)
        guard !error.isCancellation else { return error }
        guard let processor = await configuration.errorProcessors.process(error) else { return error }
        return origin.adjustingContext { $0.handledBy = processor }.error(as: Failure.self)
    }
}
