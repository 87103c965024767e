import ErrgenCore

/// What `errgen init --from DOC` writes: a spec that joins the document and starts a catalog
/// from what the document says about its errors. It must lint with no error and its output must
/// compile (`InitFromOpenAPITests`).
struct OpenAPIStarterSpec {
    var survey: OpenAPIErrorSurvey
    /// The document's path relative to the spec folder.
    var document: String

    /// The catalog entries every starter has, which the fallbacks and `client_errors` name.
    static let badRequest = "BAD_REQUEST"
    static let serverError = "SERVER_ERROR"
    static let networkError = "NETWORK_ERROR"
    /// With a session, the entry of a `401` that refreshes it (see `unauthorized`).
    static let unauthorized = "UNAUTHORIZED"

    var moduleName: String {
        survey.title.flatMap { SwiftIdentifiers.upperCamel($0) }.flatMap { $0.first?.isLetter == true ? $0 : nil }
            .map { $0.count > 40 ? "API" : $0 } ?? "API"
    }

    var text: String {
        var lines = [
            "# yaml-language-server: $schema=\(SpecSchema.url)",
            "# Written by `errgen init --from`: the services and models come from the OpenAPI document;",
            "# this file keeps what OpenAPI has no place for. The format is described in errgen's documentation,",
            "# \"The spec format\" and its section \"OpenAPI documents\".",
            "errgen: 1",
            "",
            "module:",
            "  name: \(moduleName)",
            "  access: public",
            "",
            "openapi:",
            "  document: \(Self.quoted(document))",
            "  # skip: what errgen cannot represent yet is left out with a warning; `error` lists it all and stops.",
            "  unsupported: skip",
            "",
        ]
        lines += envelopeLines
        if isStatusCatalog { return (lines + statusCatalogLines).joined(separator: "\n") + "\n" }
        lines += [
            "",
            "client_errors: {other: \(Self.quoted(existing(Self.networkError) ?? Self.networkError))}",
            "fallbacks: {"
                + (unauthorized.map { "401: \(Self.quoted($0)), " } ?? "")
                + "4xx: \(Self.quoted(existing(Self.badRequest) ?? Self.badRequest)), "
                + "5xx: \(Self.quoted(existing(Self.serverError) ?? Self.serverError))}",
            "",
            "defaults:",
            "  timeout: 30s",
            "",
            "# The error catalog: each key is the code exactly as the server sends it.",
            "errors:",
        ]
        for code in survey.codes {
            if code.statuses.count > 1 {
                let list = code.statuses.map(String.init).joined(separator: ", ")
                lines.append("  # Listed under the statuses \(list): no status, so the code alone identifies it.")
            }
            lines += Self.entry(
                code.code, status: code.statuses.count > 1 ? nil : code.status, category: category(of: code.statuses),
                message: Self.message(code.description, code.code))
            lines += displayMessageField
        }
        if existing(Self.badRequest) == nil {
            lines += Self.entry(
                Self.badRequest, status: 400, category: "non_retryable", message: "The request was not valid.")
            lines += displayMessageField
        }
        if existing(Self.serverError) == nil {
            lines += Self.entry(
                Self.serverError, status: 500, category: "retryable", message: "Something went wrong on the server.")
            lines += displayMessageField
        }
        if existing(Self.networkError) == nil {
            lines += Self.entry(
                Self.networkError, status: nil, category: "retryable", message: "The server could not be reached.")
        }
        if survey.refreshesSession, unauthorizedCode == nil, existing(Self.unauthorized) == nil {
            lines += Self.entry(
                Self.unauthorized, status: 401, category: "reauthenticate", message: "Please sign in again.")
            lines += displayMessageField
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The document's code that takes the same Swift name as `code` (`bad_request` for `BAD_REQUEST`).
    func existing(_ code: String) -> String? {
        let key = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        return survey.codes.first { key($0.code) == key(code) }?.code
    }

    /// The envelope the documented error schemas agree on, else the most common of those with a
    /// code; `nil` when the document describes no error body.
    var envelope: (envelope: OpenAPIErrorSurvey.Envelope, count: Int)? {
        let ranked = survey.envelopes.sorted {
            ($0.key.code != nil ? 1 : 0, $0.value, $1.key.code ?? "") > (
                $1.key.code != nil ? 1 : 0, $1.value, $0.key.code ?? ""
            )
        }
        return ranked.first.map { ($0.key, $0.value) }
    }

    /// The `envelope` section, with a comment that says where it comes from.
    var envelopeLines: [String] {
        var lines: [String] = []
        let chosen: OpenAPIErrorSurvey.Envelope
        if let (envelope, count) = envelope {
            chosen = envelope
            lines.append(
                survey.envelopes.count == 1
                    ? "# Where the error body keeps its fields, as the document's error schemas describe it."
                    : "# The document's error schemas differ; this is the layout of \(count) of them. Check it.")
            if envelope.code == nil {
                lines.append("# Its error bodies carry no code: a response is told apart by its status (fallbacks).")
            } else if envelope.codeIsStatus {
                lines.append(
                    "# Its error bodies carry no code but repeat the HTTP status: the catalog is keyed by status.")
            }
        } else {
            chosen = .init(code: "code", message: "message", details: nil)
            lines.append(
                survey.errorSchemaCount == 0
                    ? "# The document describes no error body: a guess at where it keeps its fields. Check it."
                    : "# No error schema of the document has a code property: a guess. Check it.")
        }
        lines += ["envelope:", "  code: \(chosen.code ?? "code")"]
        if let message = chosen.message { lines.append("  message: \(message)") }
        if let details = chosen.details { lines.append("  details: \(details)") }
        if let requestID = chosen.requestID { lines.append("  request_id: \(requestID)") }
        if let display = chosen.displayMessage {
            lines.append(
                "  # The body's message for users ('\(display)') is each entry's optional field display_message.")
        }
        return lines
    }

    /// Timeouts, rate limits and server errors are worth retrying; the rest are not.
    static func isRetryable(_ status: Int) -> Bool { status >= 500 || status == 408 || status == 429 }

    /// A code's category from the statuses that list it: a `401` refreshes the session when
    /// the document makes one; timeouts, rate limits and server errors are retried.
    func category(of statuses: [Int]) -> String {
        if survey.refreshesSession, statuses == [401] { return "reauthenticate" }
        return !statuses.isEmpty && statuses.allSatisfy(Self.isRetryable) ? "retryable" : "non_retryable"
    }

    /// With a session, the document's one code listed only under `401`, which refreshes it.
    var unauthorizedCode: String? {
        guard survey.refreshesSession else { return nil }
        let codes = survey.codes.filter { $0.statuses == [401] }
        return codes.count == 1 ? codes[0].code : nil
    }

    /// With a session, the entry a `401` without a code of its own falls back to.
    var unauthorized: String? {
        survey.refreshesSession ? unauthorizedCode ?? existing(Self.unauthorized) ?? Self.unauthorized : nil
    }

    static func entry(
        _ code: String, name: String? = nil, status: Int?, category: String, message: String, retry: String? = nil
    ) -> [String] {
        var lines = ["  \(name == nil ? quoted(code) : code):"]
        if let name { lines.append("    name: \(quoted(name))") }
        if let status { lines.append("    status: \(status)") }
        lines += ["    category: \(category)", "    message: \(quoted(message))"]
        if let retry { lines.append("    retry: \(retry)") }
        return lines
    }

    /// The body's message for users, as an optional field of an entry that comes with a response.
    var displayMessageField: [String] {
        guard let path = envelope?.envelope.displayMessage else { return [] }
        return ["    fields:", "      display_message: {type: String?, from: \(Self.quoted("body." + path))}"]
    }

    /// A description as an English message: its first sentence on one line, without the braces
    /// the message syntax reads as placeholders; the code itself when there is none.
    static func message(_ description: String?, _ code: String) -> String {
        let cleaned = (description ?? "").map { "{}".contains($0) ? "" : String($0) }.joined()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if cleaned.isEmpty || cleaned.count > 200 {
            return
                "The server reported \(code.split(whereSeparator: { $0 == "_" }).joined(separator: " ").lowercased())."
        }
        return cleaned.last.map { ".!?".contains($0) } == true ? cleaned : cleaned + "."
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\x" + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
