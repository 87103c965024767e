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
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
