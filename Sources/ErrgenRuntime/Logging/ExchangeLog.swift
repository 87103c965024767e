import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Writes one attempt's log entries through the app's handler, redacted for its router.
struct ExchangeLog {
    let handler: HTTPLogHandler?
    let view: RedactedView

    func request(_ request: URLRequest) {
        guard let handler else { return }
        handler(.request(view.request(request)))
    }

    func response(_ response: TransportResponse, to request: URLRequest) {
        guard let handler else { return }
        handler(.response(view.response(response, to: request)))
    }

    func failure(_ failure: ClientFailure, error: any Error) {
        guard let handler else { return }
        let text = LogLimit.capped(String(describing: error))
        handler(.failure(endpoint: view.endpoint, attempt: view.attempt, failure: failure, error: text))
    }
}
