import Foundation
import Testing

import ErrgenVocabulary

@testable import ErrgenCore

/// An OAuth 2 scheme of the document becomes the spec's `session` and its token endpoints
/// (issue 28, point 1): the client refreshes by itself as with a written `session`.
@Suite("OpenAPI session")
struct OpenAPISessionTests {
    static func document(flows: String, servers: String = "[{url: 'https://api.shop.example/v1'}]") -> String {
        """
        openapi: 3.1.0
        info: {title: T, version: '1'}
        servers: \(servers)
        security: [{oauth: []}]
        paths:
          /me:
            get:
              operationId: me
              responses: {'204': {description: You.}}
        components:
          securitySchemes:
            oauth:
              type: oauth2
              flows: \(flows)
        """
    }

    static func outcome(_ document: String, catalog: String = OpenAPIReaderTests.catalog) -> Generator.Outcome {
        OpenAPIReaderTests.outcome(["api/root.yaml": document], catalog: catalog)
    }

    @Test("a password flow: sign-in and refresh endpoints at the token URL, relative to the servers, and the session")
    func passwordFlow() throws {
        let result = Self.outcome(Self.document(flows: "{password: {tokenUrl: oauth/token, scopes: {}}}"))
        #expect(result.diagnostics.map(\.description) == [])
        let tokens = try #require(result.spec.services.first { $0.name.value == "Tokens" })
        #expect(tokens.endpoints.map(\.name.value) == ["signIn", "refresh"])
        #expect(tokens.endpoints.allSatisfy { $0.path.value == "/oauth/token" && $0.method == .post })
        #expect(tokens.endpoints.allSatisfy { $0.bodyEncoding?.value == .form && $0.auth == AuthRequirement.none })
        let session = try #require(result.spec.session)
        #expect(session.refresh.value == "Tokens.refresh")
        #expect(session.bodyValues.map { "\($0.name.value)=\($0.value)" } == ["grant_type=refresh_token"])
        #expect(result.spec.servers.map(\.url.value) == ["https://api.shop.example/v1"])
        let grant = try #require(result.spec.models.first { $0.name.value == "OAuthPasswordGrant" })
        #expect(grant.properties.map(\.wireName.value) == ["grant_type", "username", "password", "client_id", "scope"])
        #expect(grant.properties.first?.defaultValue?.value == .string("password"))
        #expect(result.spec.services.first { $0.name.value == "Default" }?.endpoints.first?.auth == .bearer)
        let client = try #require(result.files?.first { $0.name == "Client.swift" })
        #expect(String(decoding: client.bytes, as: UTF8.self).contains("static func authenticator("))
    }

    @Test(
        "an authorization-code flow on another host: exchange at tokenUrl, refresh at refreshUrl, on a server of its own"
    )
    func authorizationCodeOnAnotherHost() throws {
        let result = Self.outcome(
            Self.document(
                flows: """
                    {authorizationCode: {authorizationUrl: 'https://auth.shop.example/authorize',
                      tokenUrl: 'https://auth.shop.example/oauth2/token', refreshUrl: 'https://auth.shop.example/oauth2/refresh',
                      scopes: {}}}
                    """))
        #expect(result.diagnostics.map(\.description) == [])
        let tokens = try #require(result.spec.services.first { $0.name.value == "Tokens" })
        #expect(tokens.endpoints.map(\.name.value) == ["exchange", "refresh"])
        #expect(tokens.endpoints.map(\.path.value) == ["/oauth2/token", "/oauth2/refresh"])
        #expect(result.spec.servers.map(\.name.value) == ["production", "oauth"])
        #expect(result.spec.servers.last?.url.value == "https://auth.shop.example")
    }

    @Test("a token URL on the document's server is a path on it, with no server added")
    func tokenURLOnTheServer() throws {
        let result = Self.outcome(
            Self.document(flows: "{password: {tokenUrl: 'https://api.shop.example/v1/auth/token', scopes: {}}}"))
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.spec.services.last?.endpoints.first?.path.value == "/auth/token")
        #expect(result.spec.servers.count == 1)
    }

    @Test("a spec's own session wins, and a flow without refresh tokens (client credentials) makes none")
    func noSessionMade() throws {
        let clientCredentials = Self.outcome(
            Self.document(flows: "{clientCredentials: {tokenUrl: oauth/token, scopes: {}}}"))
        #expect(clientCredentials.diagnostics.map(\.description) == [])
        #expect(clientCredentials.spec.session == nil)
        #expect(
            clientCredentials.spec.services.first { $0.name.value == "Tokens" }?.endpoints.map(\.name.value)
                == ["requestToken"], "its token endpoint only: the app asks again when the token expires")

        let written = Self.outcome(
            Self.document(flows: "{password: {tokenUrl: oauth/token, scopes: {}}}")
                .replacing(
                    "      responses: {'204': {description: You.}}",
                    with: """
                              responses:
                                '200':
                                  description: You.
                                  content:
                                    application/json:
                                      schema:
                                        type: object
                                        required: [access_token]
                                        properties: {access_token: {type: string}}
                              requestBody:
                                content:
                                  application/json:
                                    schema: {type: object, required: [token], properties: {token: {type: string}}}
                        """),
            catalog: OpenAPIReaderTests.catalog + """

                session: {refresh: Default.me, send_refresh_token: body.token, access_token: access_token}
                """)
        #expect(written.diagnostics.map(\.description) == [])
        #expect(written.spec.session?.refresh.value == "Default.me")
        #expect(!written.spec.services.contains { $0.name.value == "Tokens" })
    }

    /// A document operation that refreshes: `me` answers the tokens for a body's `token`.
    static let refreshingOperation = """
              responses:
                '200':
                  description: You.
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [access_token]
                        properties: {access_token: {type: string}}
              requestBody:
                content:
                  application/json:
                    schema: {type: object, required: [token], properties: {token: {type: string}}}
        """

    static func session(refresh: String) -> Generator.Outcome {
        outcome(
            document(flows: "{password: {tokenUrl: oauth/token, scopes: {}}}")
                .replacing("      responses: {'204': {description: You.}}", with: refreshingOperation),
            catalog: OpenAPIReaderTests.catalog + """

                session: {refresh: \(refresh), send_refresh_token: body.token, access_token: access_token}
                """)
    }

    @Test(
        "a written session's refresh may name the operation by its operationId; a misspelling gets the right spelling")
    func refreshByOperationID() throws {
        let byID = Self.session(refresh: "me")
        #expect(byID.diagnostics.map(\.description) == [])
        let client = byID.files?.first { $0.name == "Client.swift" }.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(client?.contains("func authenticator(") == true, "the session is generated as for Default.me")

        let misspelled = Self.session(refresh: "Default.mee").diagnostics.map(\.message)
        #expect(
            misspelled == [
                "unknown endpoint 'Default.mee' in 'refresh' (did you mean 'Default.me'?); write Service.endpoint (Auth.refreshToken) or an operationId of the document"
            ])
        // The importer makes `Tokens` only for a session of its own: the written one cannot name it.
        let tokens = Self.session(refresh: "Tokens.refresh").diagnostics.map(\.message)
        #expect(tokens.count == 1)
        #expect(tokens.first?.contains("only when the spec writes no 'session'") == true, "\(tokens)")
    }

    @Test("a token URL with a variable is read past with a located warning, and no session is made")
    func unreadableTokenURL() throws {
        let result = Self.outcome(
            Self.document(flows: "{password: {tokenUrl: 'https://{region}.shop.example/token', scopes: {}}}"))
        #expect(
            result.diagnostics.map(\.description) == [
                "api/root.yaml:14:36: warning: a token URL with a query, a fragment or a variable is not read; "
                    + "the OAuth 2 session is left out"
            ])
        #expect(result.spec.session == nil)
    }
}
