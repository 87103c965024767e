import ErrgenVocabulary

/// What an operation, its media types and its security say by themselves, read without the
/// importer's state: stateless questions the importer and the error survey share, each
/// answered with an example.
enum OpenAPIOperationSyntax {
    /// The extensions that list an operation's or a response's catalog codes, errgen's own first.
    static let errorExtensions = [OpenAPIKey.xErrgenErrors, .xErrors]

    /// The codes `x-errgen-errors` or `x-errors` list on an operation or a response, as a
    /// list or as the keys of a mapping (Vonage's documents).
    ///
    /// - `{x-errgen-errors: [OUT_OF_STOCK]}`: `OUT_OF_STOCK`
    /// - `{x-errors: {NOT_FOUND: {description: ...}}}`: `NOT_FOUND`
    static func extensionCodes(in node: YAMLNode) -> [YAMLNode] {
        var codes: [YAMLNode] = []
        for name in errorExtensions {
            guard let list = node[name] else { continue }
            if let items = list.sequence {
                codes += items
            } else if let entries = list.mapping {
                codes += entries.map { YAMLNode(.scalar($0.key), at: $0.keyLocation) }
            }
        }
        return codes
    }

    /// The JSON media type of a content map, else its form media type; `nil` when it has neither.
    ///
    /// - `{text/plain: ..., application/json: ...}`: `application/json`, `.json`
    /// - `{application/x-www-form-urlencoded: ...}`: that one, `.form`
    /// - `{multipart/form-data: ...}`: `nil`
    static func readableMedia(_ content: [YAMLMapping.Entry]) -> (YAMLMapping.Entry, BodyEncoding)? {
        if let json = content.first(where: { isJSON($0.key.value) }) { return (json, .json) }
        if let form = content.first(where: { $0.key.value.hasPrefix("application/x-www-form-urlencoded") }) {
            return (form, .form)
        }
        return nil
    }

    /// Whether a media type is `text/event-stream` (parameters such as `charset` aside).
    static func isEventStream(_ media: String) -> Bool {
        baseType(media) == "text/event-stream"
    }

    /// The media type a request body is sent as, by preference: JSON, a form, multipart, text,
    /// then bytes; `nil` when the content map has none of them.
    ///
    /// - `{multipart/form-data: ..., application/json: ...}`: `application/json`, `.json`
    /// - `{multipart/form-data: ...}`: `.multipart`
    /// - `{text/csv: ...}`: `.text`
    /// - `{image/png: ...}`, `{application/octet-stream: ...}`, `{application/x-foo: {schema: {format: binary}}}`: `.binary`
    /// - `{application/xml: ...}`, `{text/event-stream: ...}`: `nil`
    static func bodyMedia(_ content: [YAMLMapping.Entry], resolve: (YAMLNode) -> YAMLNode?)
        -> (YAMLMapping.Entry, BodyEncoding)?
    {
        if let readable = readableMedia(content) { return readable }
        if let multipart = content.first(where: { baseType($0.key.value) == "multipart/form-data" }) {
            return (multipart, .multipart)
        }
        return otherMedia(content, resolve: resolve).map { ($0.0, $0.1 == .binary ? .binary : .text) }
    }

    /// The media type a 2xx body is read as: JSON, then text (`text/*`, XML, YAML), then
    /// bytes (any other type, `multipart/*` included, its parts left to the app); `nil` only
    /// when the content map holds nothing but event streams.
    ///
    /// - `{application/pdf: ...}`, `{application/x-foo: ...}`, `{multipart/mixed: ...}`: `.binary`
    /// - `{text/plain: ...}`, `{application/xml: ...}`, `{application/yaml: ...}`: `.text`
    static func responseMedia(_ content: [YAMLMapping.Entry], resolve: (YAMLNode) -> YAMLNode?)
        -> (YAMLMapping.Entry, ResponseEncoding)?
    {
        if let json = content.first(where: { isJSON($0.key.value) }) { return (json, .json) }
        if let other = otherMedia(content, resolve: resolve) { return other }
        if let textual = content.first(where: { isTextual($0.key.value) }) { return (textual, .text) }
        return content.first(where: { !isEventStream($0.key.value) }).map { ($0, .binary) }
    }

    /// Whether a media type outside `text/*` is text all the same: XML, YAML, JavaScript and
    /// their `+xml` and `+yaml` kinds (`application/atom+xml`, `application/vnd.foo+yaml`).
    static func isTextual(_ media: String) -> Bool {
        let base = baseType(media)
        let types: Set = [
            "application/xml", "application/yaml", "application/x-yaml", "application/javascript",
            "application/ecmascript", "application/x-ndjson", "application/jsonl",
        ]
        return types.contains(base) || base.hasSuffix("+xml") || base.hasSuffix("+yaml")
    }

    /// A text media type (`text/*` but an event stream), else one of bytes.
    private static func otherMedia(_ content: [YAMLMapping.Entry], resolve: (YAMLNode) -> YAMLNode?)
        -> (YAMLMapping.Entry, ResponseEncoding)?
    {
        if let text = content.first(where: { isText($0.key.value) }) { return (text, .text) }
        if let bytes = content.first(where: { isBinary($0.key.value, schema: $0.value[.schema].flatMap(resolve)) }) {
            return (bytes, .binary)
        }
        return nil
    }

    /// Whether a media type is text errgen reads as a `String`: `text/plain`, `text/csv`,
    /// `text/html`; not `text/event-stream`, a stream of events.
    static func isText(_ media: String) -> Bool {
        let base = baseType(media)
        return base.hasPrefix("text/") && base != "text/event-stream"
    }

    /// Whether a media type is bytes errgen sends and reads as they are: octet streams,
    /// images, audio, video, fonts, PDF, archives, and any type whose schema is `format: binary`.
    static func isBinary(_ media: String, schema: YAMLNode?) -> Bool {
        let base = baseType(media)
        let kinds = ["image/", "audio/", "video/", "font/"]
        let types: Set = [
            "application/octet-stream", "application/pdf", "application/zip", "application/gzip",
            "application/x-gzip", "application/x-tar",
        ]
        return kinds.contains(where: base.hasPrefix) || types.contains(base) || schema?.text(.format) == "binary"
    }

    /// The type without parameters, lowercased: `text/plain` for `Text/Plain; charset=utf-8`.
    static func baseType(_ media: String) -> String {
        String((media.split(separator: ";").first ?? Substring(media)).filter { $0 != " " && $0 != "\t" }).lowercased()
    }

    /// A multipart body's `encoding`: each property's `contentType`, its first concrete type
    /// when it lists several (`image/png, image/jpeg`); a wildcard (`image/*`) is left to the file.
    static func partContentTypes(_ encoding: YAMLNode?) -> [(name: Located<String>, contentType: String)] {
        (encoding?.mapping ?? []).compactMap { entry in
            let listed = entry.value.text(.contentType)?.split(separator: ",").map { String($0.filter { $0 != " " }) }
            guard let type = listed?.first(where: { !$0.isEmpty && !$0.contains("*") }) else { return nil }
            return (Located(entry.key.value, at: entry.keyLocation), type)
        }
    }

    /// Whether a media type is read as JSON.
    ///
    /// - `application/json; charset=utf-8`, `application/problem+json`, `*/*`: `true`
    /// - `text/json`, `application/xml`: `false`
    static func isJSON(_ media: String) -> Bool {
        let base = media.split(separator: ";").first.map { String($0.filter { $0 != " " }) } ?? media
        return base == "application/json" || base.hasSuffix("+json") || base == "*/*"
    }

    /// An operation's `auth` from its `security` (else the document's) and the document's
    /// `securitySchemes`: `nil` leaves it to `defaults.auth`.
    ///
    /// - no `security`: `nil`
    /// - `security: []` or `[{}]`: `.none`
    /// - `[{}, {oauth: []}]` (the token is optional): `nil`
    /// - `[{oauth: []}]` where `oauth` is `type: oauth2`, `openIdConnect` or HTTP `bearer`: `.bearer`
    /// - `[{key: []}]` where `key` is `type: apiKey`: `.none` (errgen sends no API key)
    static func auth(_ security: YAMLNode?, schemes: YAMLNode?) -> AuthRequirement? {
        guard let requirements = security?.sequence else { return nil }
        if requirements.isEmpty || requirements.contains(where: { $0.mapping?.isEmpty == true }) {
            return requirements.count <= 1 ? AuthRequirement.none : nil
        }
        let names = requirements.flatMap { $0.mapping?.map(\.key.value) ?? [] }
        for name in names {
            guard let scheme = schemes.flatMap({ $0[named: name] }) else { continue }
            let type = scheme.text(.type)
            if type == "oauth2" || type == "openIdConnect"
                || (type == "http" && scheme.text(.scheme)?.lowercased() == "bearer")
            {
                return .bearer
            }
        }
        return AuthRequirement.none
    }

    /// An operation's `security` as credential alternatives, in the document's order with an
    /// empty alternative (`{}`: no credentials needed) last, so a client with a key sends it:
    /// - `apiKey` in `header`, `query` or `cookie`: the key under its `name`;
    /// - `http` `basic`: basic; `http` `bearer`, `oauth2`, `openIdConnect`: the session's token;
    /// - anything else (`http` `digest`, `mutualTLS`, a name `securitySchemes` lacks) is
    ///   `unmapped`, with why, and its alternative is left out, never sent as no credentials.
    static func credentialAlternatives(_ security: YAMLNode?, schemes: YAMLNode?) -> (
        alternatives: [[CredentialSpec]], unmapped: [(name: String, location: SourceLocation, reason: String)]
    ) {
        guard let requirements = security?.sequence else { return ([], []) }
        var alternatives: [[CredentialSpec]] = []
        var unmapped: [(name: String, location: SourceLocation, reason: String)] = []
        var allowsNone = false
        requirements: for requirement in requirements {
            let entries = requirement.mapping ?? []
            if entries.isEmpty {
                allowsNone = true
                continue
            }
            var alternative: [CredentialSpec] = []
            for entry in entries {
                let name = entry.key.value
                guard let scheme = schemes.flatMap({ $0[named: name] }) else {
                    unmapped.append(
                        (
                            name, entry.keyLocation,
                            "security scheme '\(name)' is not in 'securitySchemes'; the operations that name it send no credentials for it"
                        ))
                    continue requirements
                }
                let type = scheme.text(.type) ?? ""
                let httpScheme = scheme.text(.scheme)?.lowercased()
                let placement: CredentialSpec.Placement?
                switch (type, httpScheme) {
                case ("apiKey", _):
                    let keyName = scheme.text(.name) ?? ""
                    switch scheme.text(.in) {
                    case "header" where !keyName.isEmpty: placement = .header(keyName)
                    case "query" where !keyName.isEmpty: placement = .query(keyName)
                    case "cookie" where !keyName.isEmpty: placement = .cookie(keyName)
                    default: placement = nil
                    }
                case ("http", "basic"): placement = .basic
                case ("http", "bearer"), ("oauth2", _), ("openIdConnect", _): placement = .session
                default: placement = nil
                }
                guard let placement else {
                    let what = type == "http" ? "HTTP scheme '\(httpScheme ?? "")'" : "type '\(type)'"
                    unmapped.append(
                        (
                            name, scheme.location,
                            "security scheme '\(name)' (\(what)) is not one errgen sends (API key in a header, query or cookie, HTTP basic or bearer, OAuth 2, OpenID Connect); the alternatives that need it are left out"
                        ))
                    continue requirements
                }
                // A scheme named like an `auth` keyword keeps its meaning apart: `none` -> `none_scheme`.
                let schemeName = AuthRequirement(rawValue: name) == nil ? name : name + "_scheme"
                alternative.append(
                    placement == .session ? .session : CredentialSpec(name: schemeName, placement: placement))
            }
            if !alternatives.contains(alternative) { alternatives.append(alternative) }
        }
        if allowsNone { alternatives.append([]) }
        return (alternatives, unmapped)
    }

    /// The summary of each of the document's `tags`, by name, for the doc comment of the
    /// service a tag becomes: `tags: [{name: pets, description: Pets.}]` gives `["pets": "Pets."]`.
    static func tagSummaries(_ root: YAMLNode) -> [String: String] {
        var result: [String: String] = [:]
        for tag in root[.tags]?.sequence ?? [] {
            if let name = tag.text(.name), let summary = tag.summaryLine { result[name] = summary }
        }
        return result
    }

    /// Text on one line, runs of white space as one space: `"Lists\n  pets."` is `"Lists pets."`.
    /// The paragraphs of `text` (split at blank lines), each on one line, empty ones left out.
    static func paragraphs(_ text: String) -> [String] {
        var paragraphs: [String] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) + [Substring("")] {
            if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
                let paragraph = oneLine(current.joined(separator: " "))
                if !paragraph.isEmpty { paragraphs.append(paragraph) }
                current = []
            } else {
                current.append(line)
            }
        }
        return paragraphs
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
