import ErrgenCore
@_spi(Generated) import ErrgenRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `errgen mock --proxy URL`: each request of the API goes to the real server, its answer goes
/// back to the app unchanged, and ``ResponseVerifier`` records what in it breaks the spec's
/// contract. It sends through the runtime's own transport, so the answer is read with the
/// limits the generated client has.
package struct UpstreamProxy: Sendable {
    /// The real server's base URL, its base path included (`https://staging.example.com/api`).
    package let upstream: URL
    package let verifier: ResponseVerifier
    package let report = VerifyReport()
    private let transport: any HTTPTransport

    /// Headers of one connection (RFC 9110, 7.6.1), and those the transport writes itself.
    static let hopByHop: Set<String> = [
        "connection", "keep-alive", "proxy-connection", "proxy-authorization", "te", "trailer", "transfer-encoding",
        "upgrade", "host", "content-length", "accept-encoding", "content-encoding",
    ]

    /// The limits of an answer: as the generated client's for an error, larger for a success.
    static let options = TransportOptions(
        maximumResponseSize: 64 << 20, maximumErrorBodySize: 1 << 20, redirectPolicy: .doNotFollow)

    package init(upstream: URL, api: MockAPI, transport: any HTTPTransport = URLSessionTransport()) {
        self.upstream = upstream
        verifier = ResponseVerifier(api: api)
        self.transport = transport
    }

    /// The real server's answer to `request`, and the endpoint that serves it.
    ///
    /// - Parameter path: the request's path without the mock's base path (`/me/profile`).
    package func answer(_ request: MockRequest, path: String) async -> (reply: MockReply, endpoint: String?) {
        let shown = "\(request.method.uppercased()) \(path)"
        guard let url = url(for: path, query: request.query) else {
            return (MockResponder.mockError(400, "'\(path.prefix(200))' is no path of \(upstream)"), nil)
        }
        var forwarded = URLRequest(url: url)
        forwarded.httpMethod = request.method
        forwarded.timeoutInterval = 60
        for header in request.headers where !Self.hopByHop.contains(header.name.lowercased()) {
            forwarded.addValue(header.value, forHTTPHeaderField: header.name)
        }
        if !request.body.isEmpty { forwarded.httpBody = request.body }
        let failure: String
        do {
            let response = try await transport.send(forwarded, options: Self.options)
            let headers = response.headers.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            let findings = verifier.findings(
                method: request.method, path: path,
                answer: ResponseVerifier.Answer(status: response.status, headers: headers, body: response.body))
            report.record(findings)
            let reply = MockReply(
                status: response.status, headers: headers.filter { !Self.hopByHop.contains($0.name.lowercased()) },
                body: response.body)
            return (reply, findings.first?.endpoint ?? verifier.endpoint(method: request.method, path: path))
        } catch let refused as RedirectRefused {
            // Passed to the app as it came; the app's own client decides whether to follow it.
            report.record([
                VerifyFinding(
                    kind: .upstreamFailed, message: "a \(refused.status) redirect to \(refused.to), not followed",
                    request: shown, endpoint: verifier.endpoint(method: request.method, path: path),
                    status: refused.status)
            ])
            return (MockReply(status: refused.status, headers: [("Location", refused.to)]), nil)
        } catch {
            failure = String(describing: error)
        }
        report.record([
            VerifyFinding(
                kind: .upstreamFailed, message: "no answer from \(upstream.absoluteString): \(failure.prefix(300))",
                request: shown, endpoint: verifier.endpoint(method: request.method, path: path), status: nil)
        ])
        return (MockResponder.mockError(502, "the real server gave no answer: \(failure.prefix(300))"), nil)
    }

    /// The upstream URL of `path` and `query`, each query item percent-encoded again.
    private func url(for path: String, query: [(name: String, value: String)]) -> URL? {
        var base = upstream.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var text = base + (path.hasPrefix("/") ? path : "/" + path)
        if !query.isEmpty {
            text +=
                "?"
                + query.map { PercentEncoding.queryComponent($0.name) + "=" + PercentEncoding.queryComponent($0.value) }
                .joined(separator: "&")
        }
        return URL(string: text)
    }
}
