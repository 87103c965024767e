import ErrgenCore
import ErrgenVocabulary
import Foundation

/// Checks a real server's answer against the spec and its catalog, as the generated client
/// will read it: the error's envelope, code, status and fields, the success's response type.
/// It decides nothing about the answer itself, which goes to the app unchanged.
package struct ResponseVerifier: Sendable {
    /// A real server's answer, as the proxy received it.
    package struct Answer: Sendable {
        package var status: Int
        package var headers: [(name: String, value: String)]
        package var body: Data

        package init(status: Int, headers: [(name: String, value: String)], body: Data) {
            self.status = status
            self.headers = headers
            self.body = body
        }

        func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    package let api: MockAPI
    private let matcher: RouteMatcher
    private let validator: RequestValidator

    package init(api: MockAPI) {
        self.api = api
        matcher = RouteMatcher(api: api)
        validator = RequestValidator(api: api)
    }

    /// What is wrong with `answer` to `method` `path` (the path without the base path).
    package func findings(method: String, path: String, answer: Answer) -> [VerifyFinding] {
        let request = "\(method.uppercased()) \(path)"
        guard case .endpoint(let index, _) = matcher.match(method: method, path: path) else {
            return [
                VerifyFinding(
                    kind: .undocumentedEndpoint,
                    message: "no endpoint of the spec serves \(method.uppercased()) \(path)",
                    request: request, endpoint: nil, status: answer.status)
            ]
        }
        let endpoint = api.endpoints[index]
        let found: [(VerifyFinding.Kind, String)] =
            answer.status >= 400 ? errorFindings(answer, endpoint: endpoint) : successFindings(answer, endpoint)
        return found.map {
            VerifyFinding(kind: $0.0, message: $0.1, request: request, endpoint: endpoint.id, status: answer.status)
        }
    }

    private func errorFindings(_ answer: Answer, endpoint: MockAPI.Endpoint) -> [(VerifyFinding.Kind, String)] {
        let envelope = api.spec.envelope
        let codePath = envelope.code.value.joined(separator: ".")
        guard let body = JSONValue.parse(answer.body) else {
            let what = answer.body.isEmpty ? "has no body" : "is not JSON"
            let classified = api.catalog.entry(forStatus: answer.status).map { " (the app takes it for \(label($0)))" }
            return [
                (.unreadableEnvelope, "the \(answer.status) error \(what); no code at \(codePath)\(classified ?? "")")
            ]
        }
        guard let code = Self.value(at: envelope.code.value, in: body).flatMap(Self.codeText) else {
            return [(.unreadableEnvelope, "the \(answer.status) error has no code at \(codePath)")]
        }
        guard let index = api.catalog.entry(wireCode: code) else {
            let classified = api.catalog.entry(forStatus: answer.status).map {
                ", which the app takes for \(label($0))"
            }
            return [(.unknownCode, "code \(code) is not in the catalog\(classified ?? "")")]
        }
        let entry = api.catalog.entries[index]
        var found: [(VerifyFinding.Kind, String)] = []
        if let status = entry.status?.value, status != answer.status {
            found.append(
                (
                    .statusContradictsCatalog,
                    "\(label(index)) came with status \(answer.status); the catalog says \(status)"
                )
            )
        }
        if !isDocumented(index, status: answer.status, for: endpoint) {
            found.append((.undocumentedError, "\(label(index)) is not in \(endpoint.id)'s errors"))
        }
        for field in entry.fields {
            let value: JSONValue? =
                switch field.source {
                case .details(let path): Self.value(at: (envelope.details?.value ?? []) + path, in: body)
                case .body(let path): Self.value(at: path, in: body)
                case .header(let name): answer.header(name).map(JSONValue.string)
                }
            let type = field.type.value
            guard let value, value != .null else {
                if !type.isOptional {
                    found.append((.fieldMissing, "\(label(index)) has no \(field.name.value) (\(type))"))
                }
                continue
            }
            // A header is text: its value is checked as text of the type.
            if case .header = field.source {
                if case .string(let text) = value, !validator.accepts(text, type.nonOptional) {
                    found.append((.fieldMissing, "\(label(index))'s \(field.name.value) '\(text)' is not \(type)"))
                }
                continue
            }
            if let problem = validator.responseViolations(value, type: type).first {
                found.append(
                    (.fieldMissing, "\(label(index))'s \(field.name.value) \(problem.message)"))
            }
        }
        return found
    }

    private func successFindings(_ answer: Answer, _ endpoint: MockAPI.Endpoint) -> [(VerifyFinding.Kind, String)] {
        guard (200..<300).contains(answer.status), let type = endpoint.spec.response?.value,
            endpoint.spec.responseEncoding == nil || endpoint.spec.responseEncoding?.value == .json,
            endpoint.spec.events == nil, answer.status != 204
        else { return [] }
        guard let body = JSONValue.parse(answer.body) else {
            return [(.responseMismatch, "the \(answer.status) body is not JSON; \(endpoint.id) answers \(type)")]
        }
        return validator.responseViolations(body, type: type).prefix(5).map {
            (.responseMismatch, "\($0.field) \($0.message)")
        }
    }

    /// Listed in the endpoint's `errors`, or an entry the app reaches whatever the endpoint:
    /// the fallback for its status, or a category every call may meet (a session that ended,
    /// maintenance, an update to force).
    private func isDocumented(_ index: Int, status: Int, for endpoint: MockAPI.Endpoint) -> Bool {
        if endpoint.errors.contains(index) { return true }
        if api.catalog.entry(forStatus: status) == index { return true }
        switch api.catalog.entries[index].category {
        case .reauthenticate, .requiresLogout, .maintenance, .forceUpdate: return true
        default: return false
        }
    }

    private func label(_ index: Int) -> String { api.catalog.label(index) }

    /// The value at a key path (`error.code`, `errors.0.code`); `nil` when a step is missing.
    static func value(at path: [String], in root: JSONValue) -> JSONValue? {
        var current = root
        for key in path {
            if case .array(let items) = current, let position = Int(key) {
                guard items.indices.contains(position) else { return nil }
                current = items[position]
            } else if let member = current[key] {
                current = member
            } else {
                return nil
            }
        }
        return current
    }

    /// A code as the catalog writes it: a string's text, or an integer's digits.
    static func codeText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let text): Int(text).map(String.init) ?? text
        default: nil
        }
    }
}

extension ResponseVerifier {
    /// `Service.endpoint` for `method` `path`; `nil` when no endpoint serves it.
    package func endpoint(method: String, path: String) -> String? {
        guard case .endpoint(let index, _) = matcher.match(method: method, path: path) else { return nil }
        return api.endpoints[index].id
    }
}
