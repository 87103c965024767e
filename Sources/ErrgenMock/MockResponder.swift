import ErrgenCore
import ErrgenVocabulary
import Foundation

/// Answers one request as the spec's server would, or as the chosen scenario says: no
/// sockets here, so every rule is tested directly.
package final class MockResponder: Sendable {
    package struct Options: Sendable {
        /// Seeds every made-up value and every `rate`.
        package var seed: UInt64 = 0
        /// Seconds an issued access token is accepted for.
        package var tokenLifetime: Double = 3600
        /// The path the app's base URL ends in (`/api`): stripped before matching, when present.
        package var basePath = ""
        /// Seconds a `stall` holds the connection when its step gives no `latency`.
        package var stallSeconds: Double = 60
        /// Whether pages of other origins may call the API from a browser (``CrossOriginAccess``).
        package var allowsCrossOrigin = false
        /// Whether any bearer token is accepted, not only those the mock issued.
        package var acceptsAnyToken = false
        /// `--proxy`: the real server each request of the API goes to, its answers checked
        /// against the spec (``UpstreamProxy``); `nil`: the mock answers itself.
        package var proxy: URL? = nil

        package init() {}
    }

    package let api: MockAPI
    package let options: Options
    package let scenarios: [Scenario]
    package let session: SessionStore
    /// The codes `POST /__errgen/authorize` issued, with their PKCE challenges.
    package let authorizationCodes = AuthorizationCodes()
    package let coverage = Coverage()
    /// What the app sent (`GET /__errgen/requests`).
    package let journal = RequestJournal()
    package let player: ScenarioPlayer
    /// The real server requests go to, with its findings, when `options.proxy` names one.
    package let proxy: UpstreamProxy?
    private let matcher: RouteMatcher
    private let validator: RequestValidator
    private let values: ValueSynthesizer
    private let errors: ErrorResponseBuilder
    private let now: @Sendable () -> Date
    /// The scenario requests without a `/scenario/<name>/` prefix get.
    private let active = LockedValue<String?>(nil)

    package init(
        api: MockAPI, scenarios: [Scenario] = [], options: Options = Options(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.api = api
        self.scenarios = scenarios
        self.options = options
        self.now = now
        session = SessionStore(lifetime: options.tokenLifetime, now: now)
        player = ScenarioPlayer(seed: options.seed, now: now)
        matcher = RouteMatcher(api: api)
        validator = RequestValidator(api: api)
        values = ValueSynthesizer(api: api, seed: options.seed)
        errors = ErrorResponseBuilder(api: api, values: values)
        proxy = options.proxy.map { UpstreamProxy(upstream: $0, api: api) }
    }

    /// The scenario for requests without a prefix; `nil`: the spec's normal answers.
    package var activeScenario: String? {
        get { active.withLock { $0 } }
        set { active.withLock { $0 = newValue } }
    }

    package func scenario(named name: String) -> Scenario? { scenarios.first { $0.name == name } }

    package func respond(_ request: MockRequest) -> MockReply {
        let reply = options.allowsCrossOrigin ? CrossOriginAccess.reply(to: request, answer: answer) : answer(request)
        journal.record(request, endpoint: reply.endpoint, status: reply.status)
        return reply
    }

    /// The answer of the API (the scenario's step, or the spec's), CORS aside.
    private func answer(_ request: MockRequest) -> MockReply {
        var path = request.path
        var scenario = activeScenario.flatMap(scenario(named:))
        // `/scenario/<name>/...`: the app's base URL chooses the scenario, its requests unchanged.
        if path.hasPrefix("/scenario/") {
            let rest = path.dropFirst("/scenario/".count)
            let name = String(rest.prefix { $0 != "/" })
            guard let chosen = self.scenario(named: name.removingPercentEncoding ?? name) else {
                return Self.mockError(404, "no scenario named '\(name)'; the scenario file has: \(scenarioNames)")
            }
            scenario = chosen
            path = String(rest.dropFirst(name.count))
        }
        path = withoutBasePath(path)
        switch matcher.match(method: request.method, path: path) {
        case .notFound:
            coverage.served(endpoint: "(unmatched)")
            return error(
                forStatus: 404, preferring: [], field: "path", message: "no endpoint serves \(path)", for: request)
        case .methodNotAllowed(let allowed):
            coverage.served(endpoint: "(unmatched)")
            var reply = error(
                forStatus: 405, preferring: [], field: "method",
                message: "\(path) takes \(allowed.joined(separator: ", "))", for: request)
            reply.headers.append(("Allow", allowed.joined(separator: ", ")))
            return reply
        case .endpoint(let matched, let parameters):
            // OAuth 2 token endpoints share one URL: the body's grant_type says which is called.
            let index =
                bodyField("grant_type", in: request).flatMap { api.endpoint(sharing: matched, grantType: $0) }
                ?? matched
            let endpoint = api.endpoints[index]
            coverage.served(endpoint: endpoint.id)
            var reply: MockReply
            if let scenario, let turn = player.next(scenario, endpoint: endpoint.id) {
                coverage.served(step: turn.label)
                reply =
                    play(turn, endpoint: endpoint, for: request)
                    ?? answer(request, endpoint: index, parameters: parameters, events: turn.step.events)
                // A stall's latency is how long it hangs, already its delay: added again, it hung twice as long.
                if reply.fault != .stall { reply.delay += turn.step.latency ?? 0 }
            } else {
                reply = answer(request, endpoint: index, parameters: parameters)
            }
            if reply.fault != .stall { reply.delay += scenario?.latency ?? 0 }
            reply.endpoint = endpoint.id
            return reply
        }
    }

    private var scenarioNames: String {
        scenarios.isEmpty ? "(none)" : scenarios.map(\.name).joined(separator: ", ")
    }

    // MARK: Scenario steps

    /// A step's answer; `nil` for `ok`, which is the normal answer.
    private func play(_ turn: ScenarioPlayer.Turn, endpoint: MockAPI.Endpoint, for request: MockRequest) -> MockReply? {
        let step = turn.step
        var reply: MockReply
        switch step.action {
        case .ok:
            return nil
        case .code(let entry, let asText):
            var fields = step.fields
            if let endsAt = turn.endsAt {
                // Maintenance until a time: the entry's dates say when the step ends.
                for field in api.catalog.entries[entry].fields where fields[field.name.value] == nil {
                    if field.type.value.nonOptional == .primitive(.date) {
                        fields[field.name.value] = ValueSynthesizer.date(endsAt, api.dateFormat(nil))
                    }
                }
            }
            reply = errors.reply(
                entry: entry, status: step.status, fields: fields, codeAsText: asText,
                acceptLanguage: request.header("Accept-Language"))
            coverage.served(code: api.catalog.label(entry))
        case .errorEvent(let entry):
            let error = errors.reply(
                entry: entry, fields: step.fields, acceptLanguage: request.header("Accept-Language"))
            coverage.served(code: api.catalog.label(entry))
            guard endpoint.spec.events != nil else {
                // An endpoint without events has no stream to send it in: the error is the answer.
                reply = error
                break
            }
            reply = eventStream(
                endpoint, count: step.events ?? 1, end: EventStreamBody.errorEvent(error.body))
            reply.status = step.status ?? 200
        case .fault(let fault):
            coverage.served(fault: fault.rawValue)
            switch fault {
            case .reset:
                reply = MockReply(status: step.status ?? 500, fault: .reset)
            case .stall:
                reply = MockReply(status: step.status ?? 200, fault: .stall)
                reply.delay = step.latency ?? options.stallSeconds
                return reply
            case .truncated where endpoint.spec.events != nil:
                // The stream stops in the middle of an event; the headers promised more.
                reply = eventStream(endpoint, count: step.events ?? 1, end: EventStreamBody.cutEvent)
                reply.status = step.status ?? 200
                reply.fault = .truncated
            case .truncated:
                let full = JSONValue.object([.init("truncated", .string(String(repeating: "x", count: 256)))]).data
                reply = MockReply(
                    status: step.status ?? 200, headers: [("Content-Type", "application/json")],
                    body: full.prefix(full.count / 2), fault: .truncated)
            case .html502:
                reply = MockReply(
                    status: step.status ?? 502, headers: [("Content-Type", "text/html; charset=utf-8")],
                    body: Data(Self.badGatewayPage.utf8))
            case .unknownCode:
                reply = errors.unknownCode("ERRGEN_MOCK_UNKNOWN_CODE", status: step.status ?? 400)
                coverage.served(code: "(unknown code)")
            }
        }
        for header in step.headers {
            reply.headers.removeAll { $0.name.lowercased() == header.name.lowercased() }
            reply.headers.append(header)
        }
        if let retryAfter = step.retryAfter {
            reply.headers.removeAll { $0.name.lowercased() == "retry-after" }
            reply.headers.append(("Retry-After", Self.text(retryAfter, now: now())))
        }
        return reply
    }

    private static func text(_ retryAfter: Scenario.Step.RetryAfter, now: Date) -> String {
        switch retryAfter {
        case .seconds(let seconds): String(seconds)
        case .dateIn(let seconds): httpDate(now.addingTimeInterval(seconds))
        case .date(let date): httpDate(date)
        }
    }

    /// RFC 9110's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`.
    package static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    private static let badGatewayPage = """
        <html><head><title>502 Bad Gateway</title></head>
        <body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>

        """

    // MARK: The spec's own answers

    /// What the spec's server answers: the session's and the request checks' errors, or a success.
    ///
    /// - Parameter events: for an endpoint with `events`, how many the stream sends (3 when `nil`).
    private func answer(
        _ request: MockRequest, endpoint index: Int, parameters: [String: String], events: Int? = nil
    ) -> MockReply {
        let endpoint = api.endpoints[index]
        var checksSession = endpoint.auth == .bearer
        if !endpoint.credentials.isEmpty {
            switch CredentialCheck.check(request, alternatives: endpoint.credentials) {
            case .authorized: checksSession = false
            case .sessionDecides: checksSession = true
            case .missing(let message):
                let entry =
                    api.catalog.entry(for: .reauthenticate, preferring: endpoint.errors)
                    ?? api.catalog.entry(forStatus: 401, preferring: endpoint.errors)
                return reply(entry: entry, status: 401, field: "Authorization", message: message, for: request)
            }
        }
        if checksSession {
            let token = request.bearerToken
            let check =
                options.acceptsAnyToken && token?.isEmpty == false ? .valid : session.check(access: token)
            if check != .valid {
                let reason =
                    switch check {
                    case .missing: "no bearer token"
                    case .expired: "the token expired"
                    default: "a token the mock did not issue"
                    }
                let entry =
                    api.catalog.entry(for: .reauthenticate, preferring: endpoint.errors)
                    ?? api.catalog.entry(forStatus: 401, preferring: endpoint.errors)
                return reply(entry: entry, status: 401, field: "Authorization", message: reason, for: request)
            }
        }
        let violations = validator.violations(request, endpoint: endpoint, pathParameters: parameters)
        if !violations.isEmpty {
            // One entry for every endpoint: an endpoint's own 422 (an order too heavy) would describe another mistake.
            let entry = api.validationEntry.entry
            let status = entry.map { api.catalog.status(of: $0) } ?? 400
            return reply(entry: entry, status: status, violations: violations, isValidation: true, for: request)
        }
        var models: [String: JSONValue] = [:]
        if let tokenModel = api.tokenModel {
            let grantType = bodyField("grant_type", in: request)
            // RFC 6749, section 4.4: the client authenticates, in the body or with Basic.
            if grantType == "client_credentials", bodyField("client_id", in: request)?.isEmpty != false,
                request.header("Authorization")?.lowercased().hasPrefix("basic ") != true
            {
                return error(
                    forStatus: 401, preferring: endpoint.errors, field: "client_id",
                    message: "a client-credentials request needs client_id (or an Authorization: Basic header)",
                    for: request)
            }
            if grantType == "authorization_code",
                let refusal = authorizationCodes.refusal(
                    code: bodyField("code", in: request) ?? "", verifier: bodyField("code_verifier", in: request))
            {
                return error(
                    forStatus: 400, preferring: endpoint.errors, field: "code", message: refusal, for: request)
            }
            if index == api.refreshEndpoint, let session = api.spec.session {
                guard let token = refreshToken(in: request, session: session), self.session.redeem(refresh: token)
                else {
                    let entry =
                        api.catalog.entry(for: .requiresLogout, preferring: endpoint.errors)
                        ?? api.catalog.entry(forStatus: 401, preferring: endpoint.errors)
                    return reply(
                        entry: entry, status: 401, field: "refresh_token", message: "not a live refresh token",
                        for: request)
                }
            }
            if endpoint.spec.response.map({ holds(tokenModel, $0.value, depth: 0) }) == true {
                models[tokenModel] = tokens(
                    model: tokenModel, session: api.spec.session, refreshes: grantType != "client_credentials")
            }
        }
        if endpoint.spec.events != nil {
            return eventStream(endpoint, count: events ?? 3, end: EventStreamBody.terminator(endpoint.spec))
        }
        guard let response = endpoint.spec.response?.value else { return MockReply(status: 204) }
        if let encoding = endpoint.spec.responseEncoding?.value, encoding != .json {
            return MockBodies.reply(
                encoding, contentType: endpoint.spec.responseContentType?.value, endpoint: endpoint.id)
        }
        let value = values.value(of: response, at: endpoint.id, models: models)
        return .json(200, value)
    }

    /// A `text/event-stream` answer of `endpoint` (which has `events`): `count` synthesized
    /// events, then `end` (its terminator, a cut event or an error event).
    private func eventStream(_ endpoint: MockAPI.Endpoint, count: Int, end: String) -> MockReply {
        let values = (0..<count).map { number -> JSONValue in
            guard let type = endpoint.spec.events?.value else { return .null }
            return self.values.value(of: type, at: "\(endpoint.id)#\(number + 1)")
        }
        let body = EventStreamBody.events(values) + end
        return MockReply(
            status: 200, headers: [("Content-Type", EventStreamBody.contentType), ("Cache-Control", "no-cache")],
            body: Data(body.utf8))
    }

    /// Whether `type` holds the model `name`, through models' properties too (`LoginResponse.tokens`).
    private func holds(_ name: String, _ type: TypeRef, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch type {
        case .primitive, .json: return false
        case .array(let inner), .dictionary(let inner), .optional(let inner): return holds(name, inner, depth: depth)
        case .model(let model):
            return model == name
                || (api.model(model)?.properties.contains { holds(name, $0.type.value, depth: depth + 1) } ?? false)
        }
    }

    /// A token response with tokens the mock issued, at the session's property names (OAuth 2's
    /// without a session).
    ///
    /// - Parameter refreshes: `false` for a client-credentials grant, which gets no refresh token
    ///   (RFC 6749, section 4.4.3): it is left out.
    private func tokens(model name: String, session: SessionSpec?, refreshes: Bool) -> JSONValue {
        let pair = self.session.issue()
        guard case .object(var members) = values.value(of: .model(name), at: "session") else { return .null }
        let set = { (key: String?, value: JSONValue) in
            guard let key, let position = members.firstIndex(where: { $0.key == key }) else { return }
            members[position].value = value
        }
        set(session?.accessToken.value ?? "access_token", .string(pair.access))
        let refreshKey = session == nil ? "refresh_token" : session?.refreshToken?.value
        let optional = api.model(name)?.properties.first { $0.wireName.value == refreshKey }?.type.value.isOptional
        if refreshes || optional != true {
            set(refreshKey, .string(pair.refresh))
        } else {
            members.removeAll { $0.key == refreshKey }
        }
        set(session == nil ? "expires_in" : session?.expiresIn?.value, .number(String(Int(options.tokenLifetime))))
        return .object(members)
    }

    private func refreshToken(in request: MockRequest, session: SessionSpec) -> String? {
        switch session.sendRefreshToken.value {
        case .header(let name): return request.header(name)
        case .unrecognized: return nil
        case .body(let property): return bodyField(property, in: request)
        }
    }

    /// A string field of a JSON body, or of a form body (OAuth 2.0: `refresh_token=...`).
    private func bodyField(_ name: String, in request: MockRequest) -> String? {
        if let json = JSONValue.parse(request.body) {
            if case .string(let value)? = json[name] { return value }
            return nil
        }
        for pair in String(decoding: request.body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, parts[0] == name {
                let value = parts[1].replacingOccurrences(of: "+", with: " ")
                return value.removingPercentEncoding ?? value
            }
        }
        return nil
    }

    // MARK: Errors

    private func error(
        forStatus status: Int, preferring: [Int], field: String, message: String, for request: MockRequest
    ) -> MockReply {
        reply(
            entry: api.catalog.entry(forStatus: status, preferring: preferring), status: status, field: field,
            message: message, for: request)
    }

    private func reply(entry: Int?, status: Int, field: String, message: String, for request: MockRequest)
        -> MockReply
    {
        reply(
            entry: entry, status: status, violations: [RequestValidator.Violation(field: field, message: message)],
            for: request)
    }

    /// The catalog's entry with the mistakes in its fields where a field can hold them
    /// (``ValidationFields``); a plain JSON error when the catalog has no entry for the status.
    ///
    /// - Parameter isValidation: the answer to a malformed request: the entry's optional
    ///   fields no mistake fills are left out, not made up.
    private func reply(
        entry: Int?, status: Int, violations: [RequestValidator.Violation], isValidation: Bool = false,
        for request: MockRequest
    ) -> MockReply {
        let message = violations.map { "\($0.field): \($0.message)" }.joined(separator: "; ")
        guard let entry else { return Self.mockError(status, message) }
        coverage.served(code: api.catalog.label(entry))
        let fields = ValidationFields(api: api, values: values).values(
            of: api.catalog.entries[entry], for: violations)
        var reply = errors.reply(
            entry: entry, status: status, fields: fields, acceptLanguage: request.header("Accept-Language"),
            makesUpOptionalFields: !isValidation)
        // The request's own bytes may be in the message: only printable ASCII goes into a header.
        let reason = String(message.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }.prefix(500))
        reply.headers.append(("X-Errgen-Mock-Reason", reason))
        return reply
    }

    /// An answer about the mock itself (an unknown scenario), not the API's.
    package static func mockError(_ status: Int, _ message: String) -> MockReply {
        .json(status, .object([.init("errgen_mock", .string(message))]))
    }
}
