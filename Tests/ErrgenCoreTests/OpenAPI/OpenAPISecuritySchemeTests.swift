import Foundation
import Testing

import ErrgenVocabulary

@testable import ErrgenCore

/// Every `securitySchemes` type (issue 42, point 3): API keys in a header, query or cookie
/// and HTTP basic become `credentials` the app supplies at run time; bearer, OAuth 2 and
/// OpenID Connect the session's token; what errgen cannot send is a located warning, never
/// a silent `auth: none`.
@Suite("OpenAPI security schemes")
struct OpenAPISecuritySchemeTests {
    static func document(security: String, schemes: String) -> String {
        """
        openapi: 3.1.0
        info: {title: Shop, version: '1'}
        servers: [{url: 'https://api.shop.example/v1'}]
        paths:
          /orders:
            get:
              operationId: listOrders
              security: \(security)
              responses: {'204': {description: Listed.}}
        components:
          securitySchemes:
            \(OpenAPISnippetTests.indented(schemes, by: 4))
        """
    }

    static let allSchemes = """
        partnerKey: {type: apiKey, in: header, name: X-Partner-Key}
        queryKey: {type: apiKey, in: query, name: api_key}
        cookieKey: {type: apiKey, in: cookie, name: sid}
        basicAuth: {type: http, scheme: basic}
        oauth: {type: oauth2, flows: {implicit: {authorizationUrl: 'https://auth.example/authorize', scopes: {}}}}
        """

    @Test(
        "API keys in a header, query and cookie, basic and OAuth: each alternative in order, an AND together, none last"
    )
    func everySchemeAsAlternatives() throws {
        let document = Self.document(
            security: "[{}, {partnerKey: [], queryKey: []}, {cookieKey: []}, {basicAuth: []}, {oauth: []}]",
            schemes: Self.allSchemes)
        try OpenAPISnippetTests().assertSnippet(
            document, ["DefaultRouter", "credentialAlternatives"],
            """
            /// The credential schemes the endpoint accepts, as alternatives: the first the app has credentials for is sent.
            var credentialAlternatives: [[ErrgenRuntime.CredentialScheme]] {
                [
                    [
                        ErrgenRuntime.CredentialScheme(name: "partnerKey", placement: .header("X-Partner-Key")),
                        ErrgenRuntime.CredentialScheme(name: "queryKey", placement: .query("api_key")),
                    ],
                    [ErrgenRuntime.CredentialScheme(name: "cookieKey", placement: .cookie("sid"))],
                    [ErrgenRuntime.CredentialScheme(name: "basicAuth", placement: .basic)],
                    [ErrgenRuntime.CredentialScheme.session],
                    [],
                ]
            }

            """)
        let auth = try OpenAPISnippetTests().rendered(document, ["DefaultRouter", "auth"])
        #expect(auth.contains(".bearer"), "an alternative sends the session's token")
    }

    @Test("HTTP basic alone is basic, not auth: none; the spec lists the document's schemes as credentials")
    func basicAlone() throws {
        let result = OpenAPIReaderTests.outcome(
            ["api/root.yaml": Self.document(security: "[{basicAuth: []}]", schemes: Self.allSchemes)])
        #expect(result.diagnostics.map(\.description) == [])
        let endpoint = try #require(result.spec.services.first?.endpoints.first)
        #expect(endpoint.auth == AuthRequirement.none)
        #expect(endpoint.settings.authSchemes?.map { $0.map(\.value) } == [["basicAuth"]])
        #expect(result.spec.credentials.map(\.name.value) == ["basicAuth"])
        #expect(
            result.spec.credentialAlternatives(of: endpoint) == [[CredentialSpec(name: "basicAuth", placement: .basic)]]
        )
    }

    @Test("a bearer, OAuth 2 or OpenID Connect scheme alone stays auth: bearer with no alternatives, as before")
    func sessionSchemesUnchanged() throws {
        let result = OpenAPIReaderTests.outcome([
            "api/root.yaml": Self.document(
                security: "[{oidc: []}, {jwt: []}]",
                schemes:
                    "oidc: {type: openIdConnect, openIdConnectUrl: 'https://auth.example/.well-known'}\njwt: {type: http, scheme: bearer}"
            )
        ])
        #expect(result.diagnostics.map(\.description) == [])
        let endpoint = try #require(result.spec.services.first?.endpoints.first)
        #expect(endpoint.auth == .bearer && endpoint.settings.authSchemes == nil)
    }

    @Test("a scheme errgen cannot send is a warning at the scheme, once, and its alternative is left out")
    func unmappedSchemeWarns() throws {
        let result = OpenAPIReaderTests.outcome([
            "api/root.yaml": Self.document(
                security: "[{digest: []}, {partnerKey: []}, {mtls: []}, {missing: []}]",
                schemes:
                    "digest: {type: http, scheme: digest}\npartnerKey: {type: apiKey, in: header, name: X-Key}\nmtls: {type: mutualTLS}"
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "api/root.yaml:8:63: warning: security scheme 'missing' is not in 'securitySchemes'; the operations that name it send no credentials for it",
                "api/root.yaml:12:13: warning: security scheme 'digest' (HTTP scheme 'digest') is not one errgen sends (API key in a header, query or cookie, HTTP basic or bearer, OAuth 2, OpenID Connect); the alternatives that need it are left out",
                "api/root.yaml:14:11: warning: security scheme 'mtls' (type 'mutualTLS') is not one errgen sends (API key in a header, query or cookie, HTTP basic or bearer, OAuth 2, OpenID Connect); the alternatives that need it are left out",
            ])
        let endpoint = try #require(result.spec.services.first?.endpoints.first)
        #expect(endpoint.settings.authSchemes?.map { $0.map(\.value) } == [["partnerKey"]])
    }

    @Test("a scheme errgen cannot send is reported once however many operations name it")
    func unmappedSchemeReportedOnce() throws {
        let document = Self.document(security: "[{digest: []}]", schemes: "digest: {type: http, scheme: digest}")
            .replacingOccurrences(
                of: "components:",
                with: """
                      /refunds:
                        get:
                          operationId: listRefunds
                          security: [{digest: []}]
                          responses: {'204': {description: Listed.}}
                    components:
                    """)
        let result = OpenAPIReaderTests.outcome(["api/root.yaml": document])
        #expect(result.diagnostics.count == 1, "\(result.diagnostics.map(\.description))")
        #expect(result.spec.services.first?.endpoints.count == 2)
    }

    @Test("an authorization-code flow gets an exchange endpoint; the refresh sends the client_id the app gives")
    func authorizationCodeFlow() throws {
        let result = OpenAPISessionTests.outcome(
            OpenAPISessionTests.document(
                flows: """
                    {authorizationCode: {authorizationUrl: 'https://auth.example/authorize', tokenUrl: 'https://auth.example/token', scopes: {}}, clientCredentials: {tokenUrl: 'https://auth.example/token', scopes: {}}}
                    """))
        #expect(result.diagnostics.map(\.description) == [])
        let tokens = try #require(result.spec.services.first { $0.name.value == "Tokens" })
        #expect(tokens.endpoints.map(\.name.value) == ["exchange", "requestToken", "refresh"])
        let grant = try #require(result.spec.models.first { $0.name.value == "OAuthAuthorizationCodeGrant" })
        #expect(
            grant.properties.map(\.wireName.value) == [
                "grant_type", "code", "redirect_uri", "code_verifier", "client_id",
            ])
        #expect(grant.properties.filter(\.secret).map(\.wireName.value) == ["code_verifier"])
        let credentials = try #require(result.spec.models.first { $0.name.value == "OAuthClientCredentialsGrant" })
        #expect(credentials.properties.first { $0.wireName.value == "client_secret" }?.secret == true)
        #expect(result.spec.session?.sendClientID?.value == "body.client_id")
        let client = try #require(result.files?.first { $0.name == "Client.swift" })
        let text = String(decoding: client.bytes, as: UTF8.self)
        #expect(text.contains("clientID: Swift.String,"), "\(text)")
        #expect(text.contains("clientID: clientID"))
    }

    @Test("a client-credentials flow alone gets its token endpoint and no session: nothing to refresh")
    func clientCredentialsAlone() throws {
        let result = OpenAPISessionTests.outcome(
            OpenAPISessionTests.document(flows: "{clientCredentials: {tokenUrl: /oauth/token, scopes: {}}}"))
        #expect(result.diagnostics.map(\.description) == [])
        let tokens = try #require(result.spec.services.first { $0.name.value == "Tokens" })
        #expect(tokens.endpoints.map(\.name.value) == ["requestToken"])
        #expect(result.spec.session == nil)
        #expect(!result.spec.models.contains { $0.name.value == "OAuthRefreshGrant" })
    }
}
