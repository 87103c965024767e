/// CORS for the API's own endpoints, when `--cors` turns it on (off by default): a web app
/// served from another origin may then call the mock from a browser.
///
/// Every origin is allowed, without credentials (cookies), which the mock's sessions never
/// use: tokens travel in `Authorization`, which the preflight allows like any header asked
/// for. The admin endpoints never answer a page, CORS or not (``AdminAccess``).
package enum CrossOriginAccess {
    /// Seconds a browser may keep a preflight's answer.
    package static let preflightMaxAge = 600

    /// The answer to `request` from a page of another origin: a preflight is answered here,
    /// any other request by `answer`, with the headers that let the page read it.
    package static func reply(to request: MockRequest, answer: (MockRequest) -> MockReply) -> MockReply {
        guard let origin = request.header("Origin").map(headerSafe) else { return answer(request) }
        if request.method.uppercased() == "OPTIONS",
            let method = request.header("Access-Control-Request-Method").map(headerSafe)
        {
            var headers: [(name: String, value: String)] = [
                ("Access-Control-Allow-Origin", origin), ("Access-Control-Allow-Methods", method),
                ("Access-Control-Max-Age", String(preflightMaxAge)), ("Vary", "Origin"),
            ]
            if let asked = request.header("Access-Control-Request-Headers") {
                headers.append(("Access-Control-Allow-Headers", headerSafe(asked)))
            }
            return MockReply(status: 204, headers: headers)
        }
        var reply = answer(request)
        reply.headers += [
            ("Access-Control-Allow-Origin", origin), ("Access-Control-Expose-Headers", "*"), ("Vary", "Origin"),
        ]
        return reply
    }

    /// A client's value fit to be sent back in a header: visible ASCII, 1,000 bytes at most.
    private static func headerSafe(_ value: String) -> String {
        String(String.UnicodeScalarView(value.unicodeScalars.filter { (0x20..<0x7F).contains($0.value) }).prefix(1000))
    }
}
