/// Who may reach `/__errgen/*`: the test run, never a web page.
///
/// The mock listens on the developer's machine while their browser is open. Any page can
/// send a simple cross-origin `POST` (a form, or `fetch` with `text/plain`) to
/// `http://127.0.0.1:4010/__errgen/shutdown`, and a page whose host name is rebound to
/// 127.0.0.1 can even read the answers. Browsers mark what pages send: an `Origin` header
/// on every `POST` and every script's request to another origin, and `Sec-Fetch-Site` on
/// every request. Tests, `curl` and URLSession send neither; a URL typed into the address
/// bar sends `Sec-Fetch-Site: none`, so reading the coverage in a browser still works.
package enum AdminAccess {
    /// A 403 for a request a web page sent, or `nil` when it may reach the admin endpoints.
    package static func refusal(for request: MockRequest) -> MockReply? {
        if let origin = request.header("Origin") {
            return MockResponder.mockError(
                403,
                "the admin endpoints answer tests, not web pages: a request with an Origin header (\(origin.prefix(100))) is refused"
            )
        }
        if let site = request.header("Sec-Fetch-Site"), site.lowercased() != "none" {
            return MockResponder.mockError(
                403,
                "the admin endpoints answer tests, not web pages: a request a page sent (Sec-Fetch-Site: \(site.prefix(40))) is refused"
            )
        }
        return nil
    }
}
