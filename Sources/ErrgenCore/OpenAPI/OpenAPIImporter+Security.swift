#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ErrgenVocabulary

/// `securitySchemes`: an OAuth 2 scheme whose flow issues refresh tokens becomes the spec's
/// `session`, with the token endpoints it needs (RFC 6749: the password grant of section 4.3,
/// the refresh of section 6), so the client refreshes by itself as with a written `session`.
extension OpenAPIImporter {
    /// What the document's OAuth 2 scheme says about its tokens.
    struct OAuthFlow {
        /// The scheme's name in `securitySchemes`, for doc comments.
        var scheme: String
        /// `password` or `authorizationCode`: the flows whose tokens come with a refresh token.
        var flow: String
        var tokenURL: Located<String>
        /// `refreshUrl`, else `tokenUrl`.
        var refreshURL: Located<String>
    }

    /// The first OAuth 2 scheme with a password flow (else an authorization-code flow) and a `tokenUrl`.
    static func oauthFlow(_ root: YAMLNode) -> OAuthFlow? {
        let schemes = root[.components].flatMap { $0[.securitySchemes] }?.mapping ?? []
        for entry in schemes where entry.value.text(.type) == "oauth2" {
            guard let flows = entry.value[.flows] else { continue }
            for name in [OpenAPIKey.password, .authorizationCode] {
                guard let flow = flows[name], let token = flow[.tokenUrl],
                    let tokenText = token.scalar?.value, !tokenText.isEmpty
                else { continue }
                let tokenURL = Located(tokenText, at: token.location)
                let refresh = flow[.refreshUrl].flatMap { node in
                    node.scalar.flatMap { $0.value.isEmpty ? nil : Located($0.value, at: node.location) }
                }
                return OAuthFlow(
                    scheme: entry.key.value, flow: name.rawValue, tokenURL: tokenURL, refreshURL: refresh ?? tokenURL)
            }
        }
        return nil
    }

    /// Adds the token service, its models and the `session` for the document's OAuth 2 flow,
    /// unless the spec writes its own `session`.
    mutating func importSession(_ root: YAMLNode, into spec: inout Spec, services: inout [ServiceSpec]) {
        guard spec.session == nil, let flow = Self.oauthFlow(root) else { return }
        guard let token = tokenPath(flow.tokenURL, in: &spec), let refresh = tokenPath(flow.refreshURL, in: &spec)
        else { return }
        let location = flow.tokenURL.location
        func name(_ base: String) -> String {
            let name = OpenAPINames.unique(base, in: memo.takenTypeNames)
            memo.takenTypeNames.insert(name)
            return name
        }
        func property(
            _ wire: String, _ type: TypeRef, secret: Bool = false, default text: String? = nil, _ summary: String
        ) -> ModelSpec.Property {
            var property = ModelSpec.Property(
                wireName: Located(wire, at: location), type: Located(type, at: location), secret: secret,
                summary: summary)
            property.defaultValue = text.map { Located(.string($0), at: location) }
            return property
        }
        let string = TypeRef.primitive(.string)
        let optionalString = TypeRef.optional(string)
        let clientID = property("client_id", optionalString, "The app's client identifier, when the server wants one.")
        let scope = property("scope", optionalString, "The scopes asked for, separated by spaces.")

        let tokenModel = ModelSpec(
            name: Located(name("OAuthToken"), at: location),
            properties: [
                property("access_token", string, secret: true, "The access token, sent as `Authorization: Bearer`."),
                property("token_type", optionalString, "The token's type, `Bearer`."),
                property("expires_in", .optional(.primitive(.int)), "The access token's lifetime in seconds."),
                property("refresh_token", optionalString, secret: true, "The token that gets the next access token."),
                property("scope", optionalString, "The scopes granted, separated by spaces."),
            ],
            summary: "The tokens an OAuth 2 token endpoint returns (RFC 6749, section 5.1).")
        let refreshModel = ModelSpec(
            name: Located(name("OAuthRefreshGrant"), at: location),
            properties: [
                property("grant_type", string, default: "refresh_token", "Always `refresh_token`."),
                property("refresh_token", string, secret: true, "The refresh token a token response gave."),
                clientID, scope,
            ],
            summary: "A refresh of the access token (RFC 6749, section 6).")
        var models = [tokenModel, refreshModel]
        let serviceName = OpenAPINames.unique("Tokens", in: Set(services.map(\.name.value)))
        var endpoints: [EndpointSpec] = []
        if flow.flow == OpenAPIKey.password.rawValue {
            let passwordModel = ModelSpec(
                name: Located(name("OAuthPasswordGrant"), at: location),
                properties: [
                    property("grant_type", string, default: "password", "Always `password`."),
                    property("username", string, "The user's name."),
                    property("password", string, secret: true, "The user's password."),
                    clientID, scope,
                ],
                summary: "A user's name and password, exchanged for tokens (RFC 6749, section 4.3).")
            models.append(passwordModel)
            endpoints.append(
                tokenEndpoint(
                    "signIn", path: token, body: passwordModel.name.value, response: tokenModel.name.value,
                    summary: "Signs in with a user's name and password: `\(flow.scheme)`'s password flow."))
        }
        endpoints.append(
            tokenEndpoint(
                "refresh", path: refresh, body: refreshModel.name.value, response: tokenModel.name.value,
                summary: "Exchanges a refresh token for new tokens: the refresh of `\(flow.scheme)`."))
        for model in models { imported.owners[model.name.location] = .model(model.name.value) }
        imported.models += models
        services.append(
            ServiceSpec(
                name: Located(serviceName, at: location),
                summary: "The token endpoints of the OAuth 2 scheme `\(flow.scheme)`.", endpoints: endpoints))
        spec.session = SessionSpec(
            location: location, refresh: Located("\(serviceName).refresh", at: location),
            sendRefreshToken: Located(.body("refresh_token"), at: location),
            bodyValues: [(Located("grant_type", at: location), "refresh_token")],
            accessToken: Located("access_token", at: location), refreshToken: Located("refresh_token", at: location),
            expiresIn: Located("expires_in", at: location))
    }

    /// A token URL's path from the base URL its client is made with: relative to the document's
    /// servers when it is relative or on one of them, else on a server of its own (`oauth`) that
    /// is added to the spec's servers.
    private mutating func tokenPath(_ url: Located<String>, in spec: inout Spec) -> Located<String>? {
        let text = url.value
        guard !text.contains("?"), !text.contains("#"), !text.contains("{") else {
            tolerate(
                "a token URL with a query, a fragment or a variable is not read; the OAuth 2 session is left out",
                at: url.location)
            return nil
        }
        guard text.contains("://") else {
            return Located(text.hasPrefix("/") ? text : "/" + text, at: url.location)
        }
        for server in spec.servers {
            let base = server.url.value.hasSuffix("/") ? String(server.url.value.dropLast()) : server.url.value
            if text.hasPrefix(base + "/") { return Located(String(text.dropFirst(base.count)), at: url.location) }
        }
        guard let parsed = URLComponents(string: text), let scheme = parsed.scheme, let host = parsed.host,
            !parsed.path.isEmpty
        else {
            tolerate(
                "token URL '\(text)' is not a URL errgen can read; the OAuth 2 session is left out", at: url.location)
            return nil
        }
        let origin = scheme + "://" + host + (parsed.port.map { ":\($0)" } ?? "")
        if !spec.servers.contains(where: { $0.url.value == origin }) {
            let name = OpenAPINames.unique("oauth", in: Set(spec.servers.map(\.name.value)))
            spec.servers.append(
                ServerSpec(name: Located(name, at: url.location), url: Located(origin, at: url.location)))
        }
        return Located(parsed.path, at: url.location)
    }

    private func tokenEndpoint(
        _ name: String, path: Located<String>, body: String, response: String, summary: String
    ) -> EndpointSpec {
        var endpoint = EndpointSpec(
            name: Located(name, at: path.location), method: .post, path: path)
        endpoint.summary = summary
        endpoint.pathTemplate = PathTemplateSyntax.template(of: path.value)
        endpoint.body = Located(.model(body), at: path.location)
        endpoint.bodyEncoding = Located(.form, at: path.location)
        endpoint.response = Located(.model(response), at: path.location)
        endpoint.auth = AuthRequirement.none
        return endpoint
    }
}
