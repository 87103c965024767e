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
        /// `password` or `authorizationCode`, the flows whose tokens come with a refresh token;
        /// else `clientCredentials`, whose token the app asks for again (no session).
        var flow: String
        var tokenURL: Located<String>
        /// `refreshUrl`, else `tokenUrl`.
        var refreshURL: Located<String>
        /// The scheme's other flows with a token URL of their own: `clientCredentials`, and
        /// `authorizationCode` beside a password flow, each with its token endpoint.
        var otherFlows: [(flow: String, tokenURL: Located<String>)] = []
    }

    /// The first OAuth 2 scheme with a password flow (else an authorization-code flow, else a
    /// client-credentials flow) and a `tokenUrl`.
    static func oauthFlow(_ root: YAMLNode) -> OAuthFlow? {
        let schemes = root[.components].flatMap { $0[.securitySchemes] }?.mapping ?? []
        for entry in schemes where entry.value.text(.type) == "oauth2" {
            guard let flows = entry.value[.flows] else { continue }
            func tokenURLOf(_ name: OpenAPIKey) -> Located<String>? {
                guard let flow = flows[name], let token = flow[.tokenUrl], let text = token.scalar?.value, !text.isEmpty
                else { return nil }
                return Located(text, at: token.location)
            }
            for name in [OpenAPIKey.password, .authorizationCode, .clientCredentials] {
                guard let flow = flows[name], let tokenURL = tokenURLOf(name) else { continue }
                let refresh = flow[.refreshUrl].flatMap { node in
                    node.scalar.flatMap { $0.value.isEmpty ? nil : Located($0.value, at: node.location) }
                }
                var result = OAuthFlow(
                    scheme: entry.key.value, flow: name.rawValue, tokenURL: tokenURL, refreshURL: refresh ?? tokenURL)
                for other in [OpenAPIKey.authorizationCode, .clientCredentials] where other != name {
                    if let url = tokenURLOf(other) { result.otherFlows.append((other.rawValue, url)) }
                }
                return result
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
        let clientID = property(
            "client_id", optionalString, "The app's client identifier: `authenticator(clientID:...)` sends it.")
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
        let refreshes = flow.flow != OpenAPIKey.clientCredentials.rawValue
        var models = refreshes ? [tokenModel, refreshModel] : [tokenModel]
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
        let flows = [(flow: flow.flow, tokenURL: flow.tokenURL)] + flow.otherFlows
        if let code = flows.first(where: { $0.flow == OpenAPIKey.authorizationCode.rawValue }),
            let path = code.flow == flow.flow ? token : tokenPath(code.tokenURL, in: &spec)
        {
            let codeModel = ModelSpec(
                name: Located(name("OAuthAuthorizationCodeGrant"), at: location),
                properties: [
                    property("grant_type", string, default: "authorization_code", "Always `authorization_code`."),
                    // Not secret: every model's `code` (an error's code too) would be hidden from the log.
                    property("code", string, "The code the authorization redirect brought back (single use)."),
                    property("redirect_uri", optionalString, "The `redirect_uri` the authorization request sent."),
                    property(
                        "code_verifier", optionalString, secret: true,
                        "The PKCE verifier whose challenge the authorization request sent (`PKCE.makeVerifier()`)."),
                    clientID,
                ],
                summary: "An authorization code, exchanged for tokens (RFC 6749, section 4.1.3; RFC 7636, section 4.5)."
            )
            models.append(codeModel)
            endpoints.append(
                tokenEndpoint(
                    "exchange", path: path, body: codeModel.name.value, response: tokenModel.name.value,
                    summary:
                        "Exchanges the code of `\(flow.scheme)`'s authorization-code flow, and its PKCE verifier, for the first tokens."
                ))
        }
        if let credentials = flows.first(where: { $0.flow == OpenAPIKey.clientCredentials.rawValue }),
            let path = credentials.flow == flow.flow ? token : tokenPath(credentials.tokenURL, in: &spec)
        {
            let credentialsModel = ModelSpec(
                name: Located(name("OAuthClientCredentialsGrant"), at: location),
                properties: [
                    property("grant_type", string, default: "client_credentials", "Always `client_credentials`."),
                    property("client_id", optionalString, "The app's client identifier."),
                    property(
                        "client_secret", optionalString, secret: true,
                        "The app's client secret, from the app's configuration at run time."),
                    scope,
                ],
                summary: "The app's own credentials, exchanged for a token (RFC 6749, section 4.4).")
            models.append(credentialsModel)
            endpoints.append(
                tokenEndpoint(
                    "requestToken", path: path, body: credentialsModel.name.value, response: tokenModel.name.value,
                    summary:
                        "Asks for a token with the app's own credentials: `\(flow.scheme)`'s client-credentials flow; ask again when it expires."
                ))
        }
        if refreshes {
            endpoints.append(
                tokenEndpoint(
                    "refresh", path: refresh, body: refreshModel.name.value, response: tokenModel.name.value,
                    summary: "Exchanges a refresh token for new tokens: the refresh of `\(flow.scheme)`."))
        }
        for model in models { imported.owners[model.name.location] = .model(model.name.value) }
        imported.models += models
        services.append(
            ServiceSpec(
                name: Located(serviceName, at: location),
                summary: "The token endpoints of the OAuth 2 scheme `\(flow.scheme)`.", endpoints: endpoints))
        guard refreshes else { return }
        spec.session = SessionSpec(
            location: location, refresh: Located("\(serviceName).refresh", at: location),
            sendRefreshToken: Located(.body("refresh_token"), at: location),
            bodyValues: [(Located("grant_type", at: location), "refresh_token")],
            sendClientID: Located("body.client_id", at: location),
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
