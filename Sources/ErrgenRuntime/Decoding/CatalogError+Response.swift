import Foundation

extension CatalogError {
    /// The catalog error a call would end with for `response`: its body read through
    /// the catalog's envelope, its entry chosen by code, problem type or status, its
    /// `Retry-After` parsed.
    ///
    /// The client does this for every non-2xx response; it is public so that an app's
    /// tests, a cache or a custom transport can turn a recorded response into the
    /// catalog's error the same way.
    ///
    /// ```swift
    /// let response = TransportResponse(status: 429, headers: ["Retry-After": "2"], body: Data())
    /// let error = FinFlowError(response: response, endpoint: "Movie.popularMovies")
    /// ```
    ///
    /// - Parameters:
    ///   - response: a response whose status is not 2xx (a 2xx one is classified by status too).
    ///   - endpoint: `Service.endpoint`, for the error's context; `nil` when unknown.
    ///   - now: the wall-clock time, to turn a `Retry-After` date into a wait.
    public init(response: TransportResponse, endpoint: String? = nil, now: Date = Date()) {
        let decoder = ErrorResponseDecoder(envelope: Self.envelope)
        self.init(payload: decoder.payload(for: response, endpoint: endpoint, now: now))
    }
}
