import ErrgenCore
import ErrgenMock
import FlyingFox
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `errgen mock --proxy`: a real server's answers checked against the reference spec and its
/// catalog (ResponseVerifier, without sockets), then the whole path over real sockets.
@Suite struct ProxyVerifyTests {
    static let verifier = ResponseVerifier(api: ReferenceSpec.api)

    static func kinds(
        _ path: String, _ status: Int, _ body: String, method: String = "GET", headers: [(String, String)] = []
    ) -> [String] {
        verifier.findings(
            method: method, path: path,
            answer: ResponseVerifier.Answer(
                status: status, headers: headers.map { (name: $0.0, value: $0.1) }, body: Data(body.utf8))
        ).map(\.kind.rawValue)
    }

    static func error(_ code: String, _ details: String = "{}") -> String {
        #"{"error": {"code": \#(code), "message": "m", "details": \#(details)}}"#
    }

    @Test func anAnswerThatKeepsTheContractHasNoFinding() {
        #expect(
            Self.kinds("/movie/popular", 429, Self.error(#""RATE_LIMITED""#), headers: [("Retry-After", "3")]) == [])
        #expect(Self.kinds("/me/profile", 404, Self.error(#""NOT_FOUND""#)) == [])
        #expect(Self.kinds("/movie/popular", 500, Self.error(#""SERVER_ERROR""#)) == [])
        let profile =
            #"{"id": "5C2C4E60-1E4B-4F47-9D5A-0F3B2E1C9A11", "email": "a@b.c", "full_name": "An","#
            + #" "member_since": "2024-01-01T00:00:00Z"}"#
        #expect(Self.kinds("/me/profile", 200, profile) == [])
    }

    @Test func eachBreachOfTheCatalogHasItsOwnKind() {
        #expect(Self.kinds("/me/profile", 409, Self.error(#""CONFLICTED""#)) == ["unknown-code"])
        #expect(
            Self.kinds("/movie/popular", 500, Self.error(#""RATE_LIMITED""#))
                == ["status-contradicts-catalog"])
        #expect(Self.kinds("/me/profile", 502, "<html>Bad gateway</html>") == ["unreadable-envelope"])
        #expect(Self.kinds("/me/profile", 400, #"{"message": "no code"}"#) == ["unreadable-envelope"])
        // 1011 (INVALID_CREDENTIALS) is a sign-in error: not one of the profile's, nor a fallback.
        #expect(Self.kinds("/me/profile", 401, Self.error("1011")) == ["undocumented-error"])
        #expect(
            Self.kinds("/movie/popular", 429, Self.error(#""RATE_LIMITED""#), headers: [("Retry-After", "soon")])
                == ["field-missing"])
        #expect(Self.kinds("/me/profile", 200, #"{"id": 7}"#).allSatisfy { $0 == "response-mismatch" })
        #expect(Self.kinds("/me/profile", 200, #"{"id": 7}"#).count >= 2)
        #expect(Self.kinds("/me/profile", 200, "not json") == ["response-mismatch"])
        #expect(Self.kinds("/nowhere", 404, "", method: "DELETE") == ["undocumented-endpoint"])
    }

    @Test func theReportCountsEveryFindingAndKeepsItsRequest() {
        let report = VerifyReport()
        let findings = Self.verifier.findings(
            method: "GET", path: "/me/profile",
            answer: .init(status: 409, headers: [], body: Data(Self.error(#""CONFLICTED""#).utf8)))
        report.record(findings)
        report.record([])
        #expect(report.answers == 2)
        #expect(report.count(of: .unknownCode) == 1)
        #expect(report.findings.first?.request == "GET /me/profile")
        #expect(report.findings.first?.endpoint == "Profile.myProfile")
        #expect(report.text.contains("GET /me/profile -> 409 [unknown-code] code CONFLICTED is not in the catalog"))
        #expect(report.json["counts"]?["unknown-code"] == .number("1"))
    }

    /// CommandLine.md's example of the report is what the report prints for its answers.
    @Test func theDocumentedReportIsTheReportsOwnText() throws {
        let report = VerifyReport()
        let list = #"{"page": 1, "results": [], "total_pages": 1, "total_results": 0}"#
        let clean = ResponseVerifier.Answer(status: 200, headers: [], body: Data(list.utf8))
        for _ in 0..<10 {
            report.record(Self.verifier.findings(method: "GET", path: "/movie/popular", answer: clean))
        }
        report.record(
            Self.verifier.findings(
                method: "GET", path: "/me/profile",
                answer: .init(status: 409, headers: [], body: Data(Self.error(#""CONFLICTED""#).utf8))))
        report.record(
            Self.verifier.findings(
                method: "GET", path: "/movie/popular",
                answer: .init(status: 500, headers: [], body: Data(Self.error(#""RATE_LIMITED""#).utf8))))
        let markdown = try String(
            contentsOf: ReferenceSpec.repository.appendingPathComponent(
                "Sources/ErrgenRuntime/ErrgenRuntime.docc/CommandLine.md"), encoding: .utf8)
        let start = try #require(markdown.range(of: "```text\nerrgen mock verify:"))
        let block = markdown[markdown.index(start.lowerBound, offsetBy: "```text\n".count)...]
        let end = try #require(block.range(of: "```"))
        #expect(String(block[..<end.lowerBound]) == report.text)
    }

    /// A real server behind the mock: its answer reaches the app unchanged, the request reaches
    /// it as the app sent it, and the finding is in `GET /__errgen/verify`.
    @Test func overSocketsTheAnswerPassesThroughAndTheFindingIsReported() async throws {
        let upstream = try await TestServer.start { request, _ in
            if request.path.hasSuffix("/me/profile") {
                return .json(HTTPStatusCode(409, phrase: "Conflict"), Self.error(#""CONFLICTED""#))
            }
            return HTTPResponse(statusCode: .notFound)
        }
        defer { Task { await upstream.stop() } }
        var options = MockResponder.Options()
        options.basePath = "/api"
        options.proxy = upstream.baseURL.appendingPathComponent("v2")
        let server = try await MockServer.start(responder: MockResponder(api: ReferenceSpec.api, options: options))
        defer { Task { await server.stop() } }

        var request = URLRequest(url: server.url.appendingPathComponent("api/me/profile"))
        request.url = URL(string: request.url!.absoluteString + "?lang=vi&q=a%26b")
        request.setValue("Bearer t0k3n", forHTTPHeaderField: "Authorization")
        let (body, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 409)
        #expect(String(decoding: body, as: UTF8.self) == Self.error(#""CONFLICTED""#))
        let sent = try #require(upstream.requests.first)
        #expect(sent.path == upstream.baseURL.appendingPathComponent("v2/me/profile").path)
        #expect(sent.query == ["lang": "vi", "q": "a&b"])
        #expect(sent.header("authorization") == "Bearer t0k3n")

        let (report, _) = try await URLSession.shared.data(from: server.url.appendingPathComponent("__errgen/verify"))
        let json = try #require(JSONValue.parse(report))
        #expect(json["answers"] == .number("1"))
        #expect(json["counts"]?["unknown-code"] == .number("1"))
        #expect(server.responder.journal.entries.map(\.endpoint) == ["Profile.myProfile"])
    }

    @Test func aServerThatDoesNotAnswerIsA502AndAFinding() async throws {
        // A port nothing listens on: a server started and stopped.
        let gone = try await TestServer.start { _, _ in HTTPResponse(statusCode: .ok) }
        let url = gone.baseURL
        await gone.stop()
        var options = MockResponder.Options()
        options.proxy = url
        let responder = MockResponder(api: ReferenceSpec.api, options: options)
        let proxy = try #require(responder.proxy)
        let reply = await responder.forward(MockRequest(method: "GET", path: "/me/profile"), through: proxy)
        #expect(reply.status == 502)
        #expect(proxy.report.count(of: .upstreamFailed) == 1)
        #expect(proxy.report.findings.first?.status == nil)
    }

    @Test func proxyFlagsAreCheckedBeforeAnythingStarts() async throws {
        for (arguments, message) in [
            (["--proxy", "ftp://example.com"], "--proxy takes the real server's base URL"),
            (["--proxy", "http://example.com", "--scenarios", "s.yaml"], "--proxy and --scenarios do not go together"),
            (["--fail-on-findings"], "--verify-report and --fail-on-findings go with --proxy"),
        ] {
            let result = try await MockCommandTests.run([MockCommandTests.specs] + arguments + ["--port", "0"])
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }
}
