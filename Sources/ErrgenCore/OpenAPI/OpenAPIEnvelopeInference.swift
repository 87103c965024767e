/// Where one documented error schema keeps its code, message, request id and details, for
/// `errgen init --from`. Real documents use a handful of layouts:
///
/// - at the top level: `{"code": "...", "message": "..."}` (also `error_code` + `error_message`
///   + `display_message` + `request_id`);
/// - nested under `error`: `{"error": {"code": "...", "message": "..."}}`, or with only the
///   status, `{"error": {"status": 429, "message": "..."}}`;
/// - in an `errors` array: `{"errors": [{"code": "...", "message": "..."}]}`, read at `errors.0`;
/// - RFC 9457 problem details: `{"type": "https://...", "title": "...", "status": 403, "detail": "..."}`;
/// - bodies with a message and no code at all.
///
/// The code is the body's own code property; without one, its HTTP status when the body repeats
/// it (`codeIsStatus`), so the catalog can key entries by status.
struct OpenAPIEnvelopeInference {
    let schema: YAMLNode
    var files: OpenAPIFiles

    /// Names of a code property, in order of preference.
    static let codeNames = ["code", "error_code", "errorCode"]
    /// An `id` names the error (`not_found`) when nothing else does; tried after every container's code.
    static let idNames = ["id"]
    /// Names of a property that repeats the HTTP status.
    static let statusNames = ["status", "statusCode", "status_code", "httpStatus", "http_status"]
    static let messageNames = ["message", "error_message", "errorMessage", "detail", "error_description", "title"]
    static let displayMessageNames = [
        "display_message", "displayMessage", "user_message", "userMessage", "localized_message", "localizedMessage",
    ]
    static let requestIDNames = ["request_id", "requestId", "requestID", "request-id"]
    static let detailNames = ["details", "error_details", "errorDetails", "errors"]

    /// The envelope the schema describes.
    mutating func envelope() -> OpenAPIErrorSurvey.Envelope {
        let containers = self.containers()
        let isProblem = isProblemDetails()
        var code: (path: String, isStatus: Bool)?
        for container in containers {
            if let name = first(Self.codeNames, in: container, scalar: true) {
                code = (join(container, name), false)
                break
            }
        }
        // `error.type` names a code; a problem's `type` is a URI, and an OAuth `error` is a code.
        if code == nil, first(["type"], in: "error", scalar: true) != nil { code = ("error.type", false) }
        if code == nil, !isProblem, let name = first(["type", "error"], in: "", scalar: true) { code = (name, false) }
        if code == nil {
            for container in containers {
                if let name = first(Self.idNames, in: container, scalar: true) {
                    code = (join(container, name), false)
                    break
                }
            }
        }
        if code == nil {
            for container in containers {
                if let name = first(Self.statusNames, in: container, scalar: true) {
                    code = (join(container, name), true)
                    break
                }
            }
        }
        // The code's object first, then the others: `{"error": {...}, "request_id": "..."}`.
        let codeContainer = code.map { path in containers.first { join($0, "") == prefix(of: path.path) } ?? "" }
        let ordered = codeContainer.map { first in [first] + containers.filter { $0 != first } } ?? containers
        func find(_ names: [String], scalar: Bool) -> String? {
            for container in ordered {
                if let name = first(names, in: container, scalar: scalar) { return join(container, name) }
            }
            return nil
        }
        var details: String?
        for container in ordered where details == nil {
            details = firstDetails(in: container).map { join(container, $0) }
        }
        return OpenAPIErrorSurvey.Envelope(
            code: code?.path,
            message: find(Self.messageNames, scalar: true),
            details: details,
            requestID: find(Self.requestIDNames, scalar: true),
            displayMessage: find(Self.displayMessageNames, scalar: true),
            codeIsStatus: code?.isStatus ?? false)
    }

    /// The objects an error body's fields may sit in: the root, `error` and the first of `errors`.
    private mutating func containers() -> [String] {
        var containers = [""]
        if let error = property(["error"]), !Self.isScalar(error) { containers.append("error") }
        if let item = property(["errors", "0"]), !Self.isScalar(item), property(["errors"])?[.items] != nil {
            containers.append("errors.0")
        }
        return containers
    }

    /// RFC 9457: a `type` and a `title` or `detail` at the top level.
    private mutating func isProblemDetails() -> Bool {
        property(["type"]) != nil && (property(["title"]) != nil || property(["detail"]) != nil)
    }

    /// The details object: in an `errors` container, `errors` itself is no details.
    private mutating func firstDetails(in container: String) -> String? {
        Self.detailNames.first { name in
            !(container.isEmpty && name == "errors" && property(["errors", "0"]) != nil && code(in: "errors.0"))
                && property(path(join(container, name))) != nil
        }
    }

    private mutating func code(in container: String) -> Bool {
        first(Self.codeNames + Self.statusNames, in: container, scalar: true) != nil
    }

    private mutating func first(_ names: [String], in container: String, scalar: Bool) -> String? {
        names.first { name in
            guard let found = property(path(join(container, name))) else { return false }
            return !scalar || Self.isScalar(found)
        }
    }

    private mutating func property(_ path: [String]) -> YAMLNode? {
        OpenAPIErrorSurvey.property(path[...], in: schema, files: &files)
    }

    static func isScalar(_ schema: YAMLNode) -> Bool {
        let type = schema[.type]
        let names = type?.sequence?.compactMap { $0.scalar?.value } ?? type?.scalar.map { [$0.value] } ?? []
        return names.contains { ["string", "integer", "number"].contains($0) }
            || schema[.enum] != nil || schema[.const] != nil
    }

    private func join(_ container: String, _ name: String) -> String {
        container.isEmpty ? name : name.isEmpty ? container : container + "." + name
    }

    private func prefix(of path: String) -> String {
        let parts = path.split(separator: ".")
        return parts.dropLast().joined(separator: ".")
    }

    private func path(_ text: String) -> [String] { text.split(separator: ".").map(String.init) }
}
