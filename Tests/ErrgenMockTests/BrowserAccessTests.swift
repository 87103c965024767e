import ErrgenMock
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a web page open in the developer's browser can do to the mock: nothing to its admin
/// endpoints, and call the API only when `--cors` allows it.
@Suite struct BrowserAccessTests {
    func responder(cors: Bool = false) -> MockResponder {
        var options = MockResponder.Options()
        options.basePath = "/api"
        options.allowsCrossOrigin = cors
        return MockResponder(api: ReferenceSpec.api, options: options, now: TestNow().function)
    }

    func admin(_ responder: MockResponder, stopped: Locked<Bool> = Locked(false)) -> AdminEndpoint {
        AdminEndpoint(responder: responder) { stopped.withLock { $0 = true } }
    }

    @Test(arguments: [
        [("Origin", "https://evil.example")],
        [("Origin", "null")],
        [("Sec-Fetch-Site", "cross-site")],
        // A page whose host name was rebound to 127.0.0.1 is same-origin to the browser.
        [("Sec-Fetch-Site", "same-origin")],
    ])
    func aRequestAPageSentCannotStopTheMock(headers: [(String, String)]) {
        let stopped = Locked(false)
        let endpoint = admin(responder(cors: true), stopped: stopped)
        let reply = endpoint.handle(
            MockRequest(method: "POST", path: "/__errgen/shutdown", headers: headers.map { ($0.0, $0.1) }))
        #expect(reply.status == 403)
        #expect(!stopped.withLock { $0 })
        #expect(String(decoding: reply.body, as: UTF8.self).contains("not web pages"), "an answer that says why")
        #expect(!reply.headers.contains { $0.name.lowercased().hasPrefix("access-control-") })
    }

    @Test func aPageCannotSwitchTheScenarioOrReadTheCoverage() {
        let mock = responder()
        let endpoint = admin(mock)
        let page = [("Origin", "http://localhost:3000")]
        let switched = endpoint.handle(
            MockRequest(method: "POST", path: "/__errgen/scenario", headers: page, body: Data(#"{"name":"none"}"#.utf8))
        )
        #expect(switched.status == 403)
        let coverage = endpoint.handle(
            MockRequest(method: "GET", path: "/__errgen/coverage", headers: [("Sec-Fetch-Site", "cross-site")]))
        #expect(coverage.status == 403)
    }

    @Test func testsAndATypedAddressStillReachTheAdminEndpoints() {
        let endpoint = admin(responder())
        #expect(endpoint.handle(MockRequest(method: "GET", path: "/__errgen/coverage")).status == 200)
        let typed = MockRequest(method: "GET", path: "/__errgen/coverage", headers: [("Sec-Fetch-Site", "none")])
        #expect(endpoint.handle(typed).status == 200)
    }

    @Test func withoutCORSTheAPIAnswersNoPreflightAndAllowsNoOrigin() {
        let mock = responder()
        let preflight = mock.respond(
            MockRequest(
                method: "OPTIONS", path: "/api/movie/popular",
                headers: [("Origin", "http://localhost:3000"), ("Access-Control-Request-Method", "GET")]))
        #expect(preflight.status != 204)
        #expect(!preflight.headers.contains { $0.name == "Access-Control-Allow-Origin" })
        let call = mock.respond(
            MockRequest(method: "GET", path: "/api/movie/popular", headers: [("Origin", "http://localhost:3000")]))
        #expect(!call.headers.contains { $0.name == "Access-Control-Allow-Origin" })
    }

    @Test func withCORSAPreflightIsAnsweredAndEachAnswerNamesTheOrigin() {
        let mock = responder(cors: true)
        let preflight = mock.respond(
            MockRequest(
                method: "OPTIONS", path: "/api/me/profile",
                headers: [
                    ("Origin", "http://localhost:3000"), ("Access-Control-Request-Method", "GET"),
                    ("Access-Control-Request-Headers", "authorization, content-type"),
                ]))
        #expect(preflight.status == 204)
        #expect(preflight.header("Access-Control-Allow-Origin") == "http://localhost:3000")
        #expect(preflight.header("Access-Control-Allow-Methods") == "GET")
        #expect(preflight.header("Access-Control-Allow-Headers") == "authorization, content-type")
        #expect(mock.coverage.snapshot.endpoints.isEmpty, "a preflight is no call of the API")

        let call = mock.respond(
            MockRequest(method: "GET", path: "/api/me/profile", headers: [("Origin", "http://localhost:3000")]))
        #expect(call.status == 401, "the API's own answer: no token")
        #expect(call.header("Access-Control-Allow-Origin") == "http://localhost:3000")
        #expect(call.header("Access-Control-Expose-Headers") == "*")
    }

    @Test func anOriginIsSentBackAsVisibleASCIIOnly() {
        let mock = responder(cors: true)
        let reply = mock.respond(
            MockRequest(
                method: "OPTIONS", path: "/api/me/profile",
                headers: [("Origin", "http://a\u{7F}b\u{0}c.example"), ("Access-Control-Request-Method", "GE\u{1}T")]))
        #expect(reply.header("Access-Control-Allow-Origin") == "http://abc.example")
        #expect(reply.header("Access-Control-Allow-Methods") == "GET")
    }

    /// The same over a socket: FlyingFox hands the mock every method and header as sent.
    @Test func overASocketAPagesShutdownIsRefusedAndTheMockKeepsAnswering() async throws {
        let server = try await MockServer.start(responder: responder())
        let outcome: Result<(refused: Int?, still: Int?), any Error>
        do { outcome = .success(try await pageShutdownThenScenario(server.url)) } catch { outcome = .failure(error) }
        await server.stop()
        let (refused, still) = try outcome.get()
        #expect(refused == 403)
        #expect(still == 200)
    }

    private func pageShutdownThenScenario(_ url: URL) async throws -> (refused: Int?, still: Int?) {
        var shutdown = URLRequest(url: url.appendingPathComponent("__errgen/shutdown"))
        shutdown.httpMethod = "POST"
        shutdown.setValue("text/plain", forHTTPHeaderField: "Content-Type")
        shutdown.setValue("https://evil.example", forHTTPHeaderField: "Origin")
        let (_, refused) = try await URLSession.shared.data(for: shutdown)
        let (_, still) = try await URLSession.shared.data(from: url.appendingPathComponent("__errgen/scenario"))
        return ((refused as? HTTPURLResponse)?.statusCode, (still as? HTTPURLResponse)?.statusCode)
    }
}
