import ErrgenCore

/// `errgen mock --proxy`: the API's requests answered by the real server, and journaled as the
/// mock's own answers are.
extension MockResponder {
    /// The real server's answer to `request`, through `proxy`.
    package func forward(_ request: MockRequest, through proxy: UpstreamProxy) async -> MockReply {
        let (reply, endpoint) = await proxy.answer(request, path: withoutBasePath(request.path))
        coverage.served(endpoint: endpoint ?? "(unmatched)")
        journal.record(request, endpoint: endpoint, status: reply.status)
        return reply
    }

    /// `path` without the base path the app's base URL ends in (`/api/me` → `/me`).
    func withoutBasePath(_ path: String) -> String {
        guard !options.basePath.isEmpty, path == options.basePath || path.hasPrefix(options.basePath + "/") else {
            return path
        }
        return String(path.dropFirst(options.basePath.count))
    }
}
