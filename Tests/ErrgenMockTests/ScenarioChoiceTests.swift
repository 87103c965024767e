import ErrgenCore
import ErrgenMock
import ErrgenRuntime
import FinFlowAPI
import Foundation
import Testing

/// The two ways an app's tests choose a scenario without changing its requests: the base
/// URL's path, and the admin endpoint; and what else the admin endpoint answers.
@Suite struct ScenarioChoiceTests {
    static let file = """
        scenarios:
          down: {responses: [{steps: [{code: SERVER_ERROR}]}]}
          missing: {responses: [{endpoint: Profile.myProfile, steps: [{code: NOT_FOUND}]}]}
        """

    func responder() throws -> (MockResponder, AdminEndpoint, TestNow) {
        var options = MockResponder.Options()
        options.basePath = "/api"
        let now = TestNow()
        let responder = MockResponder(
            api: ReferenceSpec.api, scenarios: try ReferenceSpec.scenarios(Self.file), options: options,
            now: now.function)
        return (responder, AdminEndpoint(responder: responder), now)
    }

    @Test func theBaseURLsPathChoosesTheScenarioForItsRequestsOnly() async throws {
        let harness = try await MockHarness.start(scenarios: Self.file)
        defer { Task { await harness.server.stop() } }
        let base = harness.server.url.appendingPathComponent("scenario/missing/api")
        let client = FinFlowClient(
            client: APIClient<FinFlowError>(baseURL: base, configuration: harness.api.configuration))
        let error = await harness.error { try await client.profile.myProfile() }
        #expect(error?.code == .notFound, "\(String(describing: error))")
        // The same app without the prefix gets the spec's answer.
        let profile = try await harness.client.profile.myProfile()
        #expect(profile.email == "an@finflow.vn")
        #expect(harness.mock.coverage.snapshot.steps == ["missing/Profile.myProfile#1": 1])
    }

    @Test func anUnknownScenarioInThePathSaysWhichThereAre() throws {
        let (mock, _, _) = try responder()
        let reply = mock.get("/scenario/nope/api/me/profile")
        #expect(reply.status == 404)
        #expect(reply.json?["errgen_mock"] == .string("no scenario named 'nope'; the scenario file has: down, missing"))
    }

    @Test func theAdminEndpointSwitchesResetsAndReports() throws {
        let (mock, admin, now) = try responder()
        let post = { (path: String, body: String) in
            admin.handle(MockRequest(method: "POST", path: "/__errgen/" + path, body: Data(body.utf8)))
        }
        #expect(post("scenario", #"{"name": "down"}"#).json?["active"] == .string("down"))
        #expect(mock.post("/api/auth/logout", json: "").status == 500)
        #expect(post("scenario", #"{"name": "gone"}"#).status == 404)
        #expect(mock.activeScenario == "down", "an unknown name changes nothing")
        #expect(post("scenario", #"{"name": "none"}"#).json?["active"] == ErrgenCore.JSONValue.null)
        #expect(mock.post("/api/auth/logout", json: "").status == 401, "the spec's answer again: no token")
        #expect(post("scenario", "").status == 400)
        // Tokens: issued, then expired by the admin endpoint.
        let token = mock.session.issue().access
        #expect(mock.get("/api/me/profile", token: token).status == 200)
        #expect(post("expire-tokens", "").status == 200)
        let expired = mock.get("/api/me/profile", token: token)
        #expect(expired.status == 401 && expired.header("X-Errgen-Mock-Reason") == "Authorization: the token expired")
        now.advance(1)
        // Coverage as JSON and as text, then cleared.
        let coverage = admin.handle(MockRequest(method: "GET", path: "/__errgen/coverage"))
        #expect(coverage.json?["codes"]?["SERVER_ERROR"] == .number("1"))
        let text = admin.handle(
            MockRequest(method: "GET", path: "/__errgen/coverage", query: [("format", "text")])
        ).bodyText
        #expect(text.hasPrefix("errgen mock coverage: 2 of 11 codes served\n"))
        #expect(text.contains("  down/*#1: 1\n"))
        #expect(post("reset", "").status == 200)
        #expect(mock.coverage.snapshot.codes.isEmpty && mock.coverage.snapshot.endpoints.isEmpty)
        #expect(admin.handle(MockRequest(method: "DELETE", path: "/__errgen/everything")).status == 404)
    }
}
