import ErrgenCore
import Foundation

/// `/__errgen/...`: what a test or a UI test asks the mock itself, beside the API.
///
/// - `GET /__errgen/coverage` (`?format=text`): the coverage report.
/// - `GET /__errgen/scenario`: the active scenario and every name.
/// - `POST /__errgen/scenario` with `{"name": "..."}` (or `?name=`): activates a scenario and
///   starts its sequences again; an empty name or `none` goes back to the spec's answers.
/// - `GET /__errgen/requests` (`?endpoint=Service.endpoint`): the request journal.
/// - `POST /__errgen/reset` (`?clear=sequences,coverage,requests`, all three when absent):
///   restarts every sequence, clears the coverage, clears the journal.
/// - `POST /__errgen/expire-tokens`: every issued access token expires now.
/// - `POST /__errgen/authorize` with `{"code_challenge": "...", "code_challenge_method": "S256"}`
///   (both optional): the provider's browser step of an authorization-code sign-in; answers
///   `{"code": "..."}`, which the token endpoint exchanges once, with the matching `code_verifier`.
/// - `GET /__errgen/authorize?redirect_uri=...&state=...&code_challenge=...`: the same as the
///   provider's page would end it, a 302 to `redirect_uri` with `code` and `state`.
/// - `POST /__errgen/token`: a new access and refresh token the API accepts, for a test that
///   starts signed in.
/// - `GET /__errgen/verify` (`?format=text`): with `--proxy`, what the real server's answers
///   broke of the spec's contract (``VerifyReport``).
/// - `POST /__errgen/shutdown`: the mock writes its report and stops.
///
/// A request a web page sent is refused (``AdminAccess``).
package struct AdminEndpoint: Sendable {
    package static let prefix = "/__errgen/"

    package let responder: MockResponder
    /// Called for `POST /__errgen/shutdown`, after the answer is made.
    package let shutdown: @Sendable () -> Void

    package init(responder: MockResponder, shutdown: @escaping @Sendable () -> Void = {}) {
        self.responder = responder
        self.shutdown = shutdown
    }

    package func handle(_ request: MockRequest) -> MockReply {
        if let refusal = AdminAccess.refusal(for: request) { return refusal }
        let action = String(request.path.dropFirst(Self.prefix.count))
        let method = request.method.uppercased()
        switch (method, action) {
        case ("GET", "coverage"):
            let report = CoverageReport(snapshot: responder.coverage.snapshot, api: responder.api)
            if request.query.contains(where: { $0.name == "format" && $0.value == "text" }) {
                return MockReply(
                    status: 200, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data(report.text.utf8))
            }
            return .json(200, report.json)
        case ("GET", "scenario"):
            return scenarioState
        case ("POST", "scenario"), ("PUT", "scenario"):
            var name = request.query.first { $0.name == "name" }?.value
            if name == nil, let body = JSONValue.parse(request.body) {
                if case .string(let given)? = body["name"] { name = given } else if body["name"] == .null { name = "" }
            }
            guard let name else { return MockResponder.mockError(400, "give the scenario as {\"name\": \"...\"}") }
            guard responder.activate(scenario: name.isEmpty || name == "none" ? nil : name) else {
                return MockResponder.mockError(
                    404,
                    "no scenario named '\(name)'; the scenario file has: "
                        + responder.scenarios.map(\.name).joined(separator: ", "))
            }
            return scenarioState
        case ("GET", "requests"):
            return .json(200, responder.journal.json(endpoint: request.query.first { $0.name == "endpoint" }?.value))
        case ("POST", "reset"):
            return reset(request)
        case ("POST", "expire-tokens"):
            responder.session.expireAll()
            return .json(200, .object([.init("expired", .boolean(true))]))
        case ("POST", "authorize"):
            let body = JSONValue.parse(request.body)
            func text(_ key: String) -> String? {
                if case .string(let value)? = body?[key] { return value }
                return request.query.first { $0.name == key }?.value
            }
            let code = responder.authorizationCodes.issue(
                challenge: text("code_challenge"), method: text("code_challenge_method"))
            return .json(200, .object([.init("code", .string(code))]))
        case ("GET", "authorize"):
            return authorizeRedirect(request)
        case ("GET", "verify"):
            guard let proxy = responder.proxy else {
                return MockResponder.mockError(404, "the mock checks a real server only with --proxy URL")
            }
            if request.query.contains(where: { $0.name == "format" && $0.value == "text" }) {
                return MockReply(
                    status: 200, headers: [("Content-Type", "text/plain; charset=utf-8")],
                    body: Data(proxy.report.text.utf8))
            }
            return .json(200, proxy.report.json)
        case ("POST", "token"):
            let pair = responder.session.issue()
            return .json(
                200,
                .object([
                    .init("access_token", .string(pair.access)), .init("refresh_token", .string(pair.refresh)),
                    .init("token_type", .string("Bearer")),
                    .init("expires_in", .number(String(Int(responder.options.tokenLifetime)))),
                ]))
        case ("POST", "shutdown"):
            shutdown()
            return .json(200, .object([.init("stopping", .boolean(true))]))
        default:
            return MockResponder.mockError(404, "no admin action '\(method) \(request.path)'")
        }
    }

    private var scenarioState: MockReply {
        .json(
            200,
            .object([
                .init("active", responder.activeScenario.map(JSONValue.string) ?? .null),
                .init("scenarios", .array(responder.scenarios.map { .string($0.name) })),
            ]))
    }

    /// What `reset` clears: each of `?clear=sequences,coverage,requests`, every one without it.
    private func reset(_ request: MockRequest) -> MockReply {
        let asked = request.query.filter { $0.name == "clear" }.flatMap { $0.value.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if let unknown = asked.first(where: { MockResponder.ResetPart(rawValue: $0) == nil }) {
            return MockResponder.mockError(
                400, "reset clears sequences, coverage or requests, not '\(unknown.prefix(100))'")
        }
        let cleared = MockResponder.ResetPart.allCases.filter { asked.isEmpty || asked.contains($0.rawValue) }
        responder.reset(Set(cleared))
        return .json(
            200,
            .object([
                .init("reset", .boolean(true)), .init("cleared", .array(cleared.map { .string($0.rawValue) })),
            ]))
    }

    /// The end of the provider's browser step of an authorization-code sign-in: a redirect to
    /// the app's `redirect_uri` with a code for the request's PKCE challenge and its `state`.
    private func authorizeRedirect(_ request: MockRequest) -> MockReply {
        let query = { (name: String) in request.query.first { $0.name == name }?.value }
        guard let redirect = query("redirect_uri"), var target = URLComponents(string: redirect), target.scheme != nil
        else {
            return MockResponder.mockError(400, "give the app's redirect_uri, an absolute URL (myapp://callback)")
        }
        let code = responder.authorizationCodes.issue(
            challenge: query("code_challenge"), method: query("code_challenge_method"))
        var items = target.queryItems ?? []
        items.append(URLQueryItem(name: "code", value: code))
        if let state = query("state") { items.append(URLQueryItem(name: "state", value: state)) }
        target.queryItems = items
        guard let location = target.string, location.unicodeScalars.allSatisfy({ (0x21..<0x7F).contains($0.value) })
        else {
            return MockResponder.mockError(400, "the redirect_uri cannot be sent back in a Location header")
        }
        return MockReply(status: 302, headers: [("Location", location)])
    }
}
