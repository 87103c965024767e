import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// The mock's answers without a socket: the spec's normal answers, the request checks and the session.
@Suite struct ResponderTests {
    let now = TestNow()

    func responder(scenarios: [Scenario] = [], seed: UInt64 = 0, lifetime: Double = 3600) -> MockResponder {
        var options = MockResponder.Options()
        options.basePath = "/api"
        options.seed = seed
        options.tokenLifetime = lifetime
        return MockResponder(api: ReferenceSpec.api, scenarios: scenarios, options: options, now: now.function)
    }

    func signIn(_ mock: MockResponder) throws -> (access: String, refresh: String) {
        let reply = mock.post("/api/auth/login", json: #"{"email": "an@finflow.vn", "password": "pw"}"#)
        #expect(reply.status == 200)
        guard case .string(let access)? = reply.json?["tokens"]?["access_token"],
            case .string(let refresh)? = reply.json?["tokens"]?["refresh_token"]
        else { throw Missing() }
        #expect(reply.json?["tokens"]?["expires_in"] == .number(String(Int(mock.options.tokenLifetime))))
        return (access, refresh)
    }

    struct Missing: Error {}

    @Test func answersAreTheSameForASeedAndDifferForAnother() throws {
        let a = responder(seed: 1), b = responder(seed: 1), c = responder(seed: 2)
        let token = try signIn(a).access
        _ = try signIn(b)
        _ = try signIn(c)
        let path = "/api/movie/popular"
        let first = a.get(path, query: [("page", "1")], token: token).body
        #expect(first == b.get(path, query: [("page", "1")], token: token).body)
        #expect(first != c.get(path, query: [("page", "1")], token: token).body)
        let page = try #require(JSONValue.parse(first))
        guard case .array(let movies)? = page["results"] else { throw Missing() }
        #expect(movies.count == 2 && movies[0] != movies[1], "list items are told apart by their place")
    }

    @Test func theSpecsExamplesAreAnsweredAsWritten() throws {
        let mock = responder()
        let profile = mock.get("/api/me/profile", token: try signIn(mock).access).json
        #expect(profile?["email"] == .string("an@finflow.vn"))
        #expect(profile?["full_name"] == .string("Nguyễn An"))
    }

    @Test func aProtectedEndpointWantsAnIssuedLiveToken() throws {
        let mock = responder(lifetime: 60)
        let unauthorized = mock.get("/api/me/profile")
        #expect(unauthorized.status == 401)
        #expect(unauthorized.json?["error"]?["code"] == .string("UNAUTHORIZED"))
        #expect(mock.get("/api/me/profile", token: "made-up").status == 401)
        let tokens = try signIn(mock)
        #expect(mock.get("/api/me/profile", token: tokens.access).status == 200)
        now.advance(61)
        let expired = mock.get("/api/me/profile", token: tokens.access)
        #expect(expired.status == 401)
        #expect(expired.header("X-Errgen-Mock-Reason") == "Authorization: the token expired")
        // The refresh issues a new pair once; the spent refresh token ends the session.
        let refreshed = mock.post("/api/auth/refresh", json: #"{"refresh_token": "\#(tokens.refresh)"}"#)
        #expect(refreshed.status == 200)
        guard case .string(let access)? = refreshed.json?["access_token"] else { throw Missing() }
        #expect(mock.get("/api/me/profile", token: access).status == 200)
        let again = mock.post("/api/auth/refresh", json: #"{"refresh_token": "\#(tokens.refresh)"}"#)
        #expect(again.status == 401)
        #expect(again.json?["error"]?["code"] == .string("SESSION_REVOKED"))
    }

    @Test func aRequestThatBreaksTheEndpointGetsTheCatalogsValidationError() throws {
        let mock = responder()
        let token = try signIn(mock).access
        let missing = mock.get("/api/movie/popular", token: token)
        #expect(missing.status == 422)
        #expect(missing.json?["error"]?["code"] == .string("VALIDATION_ERROR"))
        #expect(
            missing.json?["error"]?["details"]?["field_errors"]
                == .object([.init("page", .array([.string("is required")]))]))
        #expect(mock.get("/api/movie/popular", query: [("page", "two")], token: token).status == 422)
        // movieDetail documents no validation error: the catalog's entry for 422 answers all the same.
        let path = mock.get("/api/movie/abc", token: token)
        #expect(path.status == 422)
        #expect(path.header("X-Errgen-Mock-Reason") == "path.movie_id: 'abc' is not Int")
        let body = mock.post(
            "/api/transfers", json: #"{"from_account": "a", "amount": "lots", "currency": 5}"#, token: token)
        #expect(body.status == 422)
        #expect(
            body.header("X-Errgen-Mock-Reason")
                == "body.to_account: is required; body.amount: must be Decimal; body.currency: must be String")
        #expect(mock.post("/api/transfers", json: "{not json", token: token).status == 422)
        #expect(mock.post("/api/auth/login", json: "").status == 422)
    }

    @Test func unknownPathsAndMethodsGetTheFallbacks() {
        let mock = responder()
        let missing = mock.get("/api/nowhere")
        #expect(missing.status == 404)
        #expect(missing.json?["error"]?["code"] == .string("NOT_FOUND"))
        let method = mock.respond(MockRequest(method: "DELETE", path: "/api/me/payments"))
        #expect(method.status == 405)
        #expect(method.header("Allow") == "GET")
        #expect(mock.coverage.snapshot.endpoints["(unmatched)"] == 2)
    }

    @Test func untrustedBytesNeverTrap() throws {
        let mock = responder()
        let token = try signIn(mock).access
        var generator = SystemRandomNumberGenerator()
        let pieces = [
            "/api", "/movie", "/", "%", "%2F", "{", "}", "\u{0}", "é", "..", "?", "scenario", "/scenario/x", "\r\n",
        ]
        for _ in 0..<300 {
            let path = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            let body = Data(
                (0..<Int.random(in: 0...64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator)
                })
            for method in ["GET", "POST", "PATCH", "\u{1}"] {
                let reply = mock.respond(
                    MockRequest(
                        method: method, path: path, query: [("page", path)],
                        headers: [("Authorization", "Bearer \(token)")], body: body))
                #expect((100...599).contains(reply.status))
                #expect(reply.headers.allSatisfy { !$0.value.contains("\r") && !$0.value.contains("\n") })
            }
        }
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(mock.post("/api/transfers", json: deep, token: token).status == 422)
    }

    @Test func aStallHangsForItsLatencyOnceEvenInASlowScenario() throws {
        let scenarios = try ReferenceSpec.scenarios(
            """
            scenarios:
              stall: {responses: [{endpoint: Profile.myProfile, steps: [{fault: stall, latency: 3s}]}]}
              slow-stall: {latency: 1s, responses: [{endpoint: Profile.myProfile, steps: [{fault: stall}]}]}
              slow: {latency: 1s, responses: [{endpoint: Profile.myProfile, steps: [{ok: true, latency: 2s}]}]}
            """)
        let mock = responder(scenarios: scenarios)
        let token = try signIn(mock).access
        mock.activeScenario = "stall"
        let stall = mock.get("/api/me/profile", token: token)
        #expect(stall.fault == .stall && stall.delay == 3)
        mock.activeScenario = "slow-stall"
        #expect(mock.get("/api/me/profile", token: token).delay == mock.options.stallSeconds)
        // Other answers wait for the step's latency and the scenario's.
        mock.activeScenario = "slow"
        #expect(mock.get("/api/me/profile", token: token).delay == 3)
    }
}
