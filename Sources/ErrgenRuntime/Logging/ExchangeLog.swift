import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Writes one attempt's log entries through the app's handler, redacted for its router.
struct ExchangeLog {
    let handler: HTTPLogHandler?
    let endpoint: String
    let attempt: Int
    let redactor: Redactor
    let bodyEncoding: BodyEncoding

    init(handler: HTTPLogHandler?, router: some Router, attempt: Int) {
        self.handler = handler
        self.endpoint = router.endpointName
        self.attempt = attempt
        self.redactor = Redactor(secretFields: router.secretFields)
        self.bodyEncoding = router.bodyEncoding
    }

    func request(_ request: URLRequest) {
        guard let handler else { return }
        handler(
            .request(
                LoggedRequest(
                    endpoint: endpoint,
                    attempt: attempt,
                    method: request.httpMethod ?? "GET",
                    url: request.url?.absoluteString ?? "",
                    headers: redactor.headers(request.allHTTPHeaderFields ?? [:]),
                    body: bodyEncoding == .form ? redactor.formBody(request.httpBody) : redactor.body(request.httpBody)
                )))
    }

    func response(_ response: TransportResponse) {
        guard let handler else { return }
        handler(
            .response(
                LoggedResponse(
                    endpoint: endpoint,
                    attempt: attempt,
                    status: response.status,
                    headers: redactor.headers(response.headers),
                    body: redactor.body(response.body)
                )))
    }

    func failure(_ failure: ClientFailure, error: any Error) {
        handler?(.failure(endpoint: endpoint, attempt: attempt, failure: failure, error: String(describing: error)))
    }
}
