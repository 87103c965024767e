import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One attempt's request and response as they are shown outside the client, to the log
/// and to middlewares: secrets redacted for the attempt's router, bodies cut at
/// ``LogLimit/maximumTextBytes``.
struct RedactedView: Sendable {
    let endpoint: String
    let attempt: Int
    let redactor: Redactor
    let bodyEncoding: BodyEncoding

    init(endpoint: String, attempt: Int, redactor: Redactor, bodyEncoding: BodyEncoding) {
        self.endpoint = endpoint
        self.attempt = attempt
        self.redactor = redactor
        self.bodyEncoding = bodyEncoding
    }

    /// - Parameter redaction: the app's additions to what the router's spec marks secret.
    init(router: some Router, attempt: Int, redaction: Redaction) {
        self.init(
            endpoint: router.endpointName, attempt: attempt,
            redactor: Redactor(
                secretFields: router.secretFields, secretHeaders: router.secretHeaders, redaction: redaction),
            bodyEncoding: router.bodyEncoding)
    }

    func request(_ request: URLRequest) -> LoggedRequest {
        LoggedRequest(
            endpoint: endpoint,
            attempt: attempt,
            method: request.httpMethod ?? "GET",
            url: redactor.url(request.url),
            headers: redactor.headers(request.allHTTPHeaderFields ?? [:]),
            body: LogLimit.body(request.httpBody) {
                switch bodyEncoding {
                case .form: redactor.formBody($0)
                // Files and their parts are bytes, not text, and may be anything the user picked.
                case .multipart, .binary: "<\($0?.count ?? 0) bytes of \(bodyEncoding.rawValue) body, not logged>"
                case .json, .text: redactor.body($0, contentType: request.value(forHTTPHeaderField: "Content-Type"))
                }
            }
        )
    }

    /// - Parameter request: the request it answers, to tell whether a redirect led elsewhere.
    func response(_ response: TransportResponse, to request: URLRequest? = nil) -> LoggedResponse {
        LoggedResponse(
            endpoint: endpoint,
            attempt: attempt,
            status: response.status,
            headers: redactor.headers(response.headers),
            body: response.isBodyWithheld
                ? "<body over the size limit, withheld>"
                : LogLimit.body(response.body) {
                    let contentType = HeaderFields.value("Content-Type", in: response.headers)
                    // A download's bytes read as text are noise, and may be the user's own files.
                    if let contentType, BinaryMediaType.contains(contentType) {
                        return "<\($0?.count ?? 0) bytes of \(contentType), not logged>"
                    }
                    return redactor.body($0, contentType: contentType)
                },
            redirectedTo: request.flatMap(response.redirectedURL(from:))?.withoutQuery
        )
    }
}
