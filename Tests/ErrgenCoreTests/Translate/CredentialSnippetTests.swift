import Foundation
import Testing

import ErrgenVocabulary

@testable import ErrgenCore

/// The spec's `credentials` and an endpoint's `auth` naming them (issue 42, point 3): the
/// router lists the alternatives, the app supplies the secrets at run time.
@Suite("Credentials snippets")
struct CredentialSnippetTests {
    static let spec = """
        credentials:
          partner_key: {type: api_key, in: header, name: X-Partner-Key}
          legacy_key: {type: api_key, in: query, name: key}
          session_cookie: {type: api_key, in: cookie, name: sid}
          basic_auth: {type: basic}
          personal_token: {type: bearer}
        services:
          Reports:
            endpoints:
              daily: {method: GET, path: /daily, auth: partner_key}
              weekly: {method: GET, path: /weekly, auth: [bearer, partner_key + legacy_key, session_cookie, none]}
              yearly: {method: GET, path: /yearly, auth: [basic_auth, personal_token]}
              open: {method: GET, path: /open, auth: none}
        """

    @Test("auth naming credentials: one scheme, alternatives with an AND and the session's token, and none")
    func routerAlternatives() throws {
        try SnippetTests().assertSnippet(
            Self.spec, ["ReportsRouter", "credentialAlternatives"],
            """
            /// The credential schemes the endpoint accepts, as alternatives: the first the app has credentials for is sent.
            var credentialAlternatives: [[ErrgenRuntime.CredentialScheme]] {
                switch self {
                case .daily: return [[ErrgenRuntime.CredentialScheme(name: "partner_key", placement: .header("X-Partner-Key"))]]
                case .weekly:
                    return [
                        [ErrgenRuntime.CredentialScheme.session],
                        [
                            ErrgenRuntime.CredentialScheme(name: "partner_key", placement: .header("X-Partner-Key")),
                            ErrgenRuntime.CredentialScheme(name: "legacy_key", placement: .query("key")),
                        ],
                        [ErrgenRuntime.CredentialScheme(name: "session_cookie", placement: .cookie("sid"))],
                        [],
                    ]
                case .yearly:
                    return [
                        [ErrgenRuntime.CredentialScheme(name: "basic_auth", placement: .basic)],
                        [ErrgenRuntime.CredentialScheme(name: "personal_token", placement: .bearer)],
                    ]
                case .`open`: return []
                }
            }

            """)
    }

    @Test("auth is bearer where an alternative sends the session's token, else none")
    func authFollowsAlternatives() throws {
        try SnippetTests().assertSnippet(
            Self.spec, ["ReportsRouter", "auth"],
            """
            /// How the request authenticates: the endpoint's `auth`, else `defaults.auth`.
            var auth: ErrgenRuntime.AuthRequirement {
                switch self {
                case .daily, .yearly, .`open`: return .none
                case .weekly: return .bearer
                }
            }

            """)
    }

    @Test("a spec without credentials generates no credentialAlternatives: its routers are as before")
    func noCredentialsNoMember() throws {
        let spec = "services:\n  Reports:\n    endpoints:\n      daily: {method: GET, path: /daily, auth: bearer}\n"
        let router = try SnippetTests().rendered(spec, ["ReportsRouter"])
        #expect(!router.contains("credentialAlternatives"))
    }

    @Test("an unknown name in auth, a credential named like an auth keyword and an api_key without a place are errors")
    func mistakes() throws {
        let (spec, decoding) = SpecDecoder.decode([
            try #require(SnippetTests.file("catalog.yaml", SnippetTests.catalog)),
            try #require(
                SnippetTests.file(
                    "snippet.yaml",
                    """
                    credentials:
                      partner_key: {type: api_key, in: header, name: X-Key}
                      bearer: {type: basic}
                      loose_key: {type: api_key, name: k}
                    services:
                      Reports:
                        endpoints:
                          daily: {method: GET, path: /daily, auth: [partner_kee]}
                    """)),
        ])
        let (_, checking) = SpecChecker.check(spec)
        let messages = (decoding.sorted + checking.sorted).map(\.description)
        #expect(
            messages == [
                "snippet.yaml:3:3: error: a credential cannot be named 'bearer', which 'auth' already means; rename it",
                "snippet.yaml:4:3: error: credential 'loose_key' is an api_key: give 'in' (header, query or cookie) and 'name'",
                "snippet.yaml:8:49: error: unknown credential 'partner_kee' in 'auth' (did you mean 'partner_key'?); add it to 'credentials', or write bearer or none",
            ], "\(messages)")
    }

    @Test(
        "send_client_id and send_client_secret: the authenticator takes them from the app and puts them in the refresh")
    func sessionClientCredentialsFromTheApp() throws {
        let spec = """
            models:
              RefreshGrant:
                grant_type: String
                refresh_token: {type: String, secret: true}
                client_id: String
                client_secret: {type: String?, secret: true}
              Tokens:
                access_token: {type: String, secret: true}
            services:
              OAuth:
                endpoints:
                  token: {method: POST, path: /token, auth: none, body: RefreshGrant, body_encoding: form, response: Tokens}
            session:
              refresh: OAuth.token
              send_refresh_token: body.refresh_token
              body_values: {grant_type: refresh_token}
              send_client_id: body.client_id
              send_client_secret: body.client_secret
              access_token: access_token
            """
        let factory = try SnippetTests().rendered(spec, ["APIClient", "authenticator"])
        #expect(factory.contains("    clientID: Swift.String,\n    clientSecret: Swift.String? = nil,\n"), "\(factory)")
        #expect(
            factory.contains(
                "refreshToken: refreshToken,\n            clientID: clientID,\n            clientSecret: clientSecret\n"
            ),
            "\(factory)")
    }

    @Test("send_client_id must name a String property of the refresh body")
    func sessionClientIDMistakes() throws {
        let (spec, decoding) = SpecDecoder.decode([
            try #require(SnippetTests.file("catalog.yaml", SnippetTests.catalog)),
            try #require(
                SnippetTests.file(
                    "snippet.yaml",
                    """
                    models:
                      RefreshGrant: {refresh_token: String}
                      Tokens: {access_token: String}
                    services:
                      OAuth:
                        endpoints:
                          token: {method: POST, path: /token, auth: none, body: RefreshGrant, response: Tokens}
                    session:
                      refresh: OAuth.token
                      send_refresh_token: body.refresh_token
                      send_client_id: client_id
                      send_client_secret: body.secret
                      access_token: access_token
                    """)),
        ])
        let (_, checking) = SpecChecker.check(spec)
        #expect(
            (decoding.sorted + checking.sorted).map(\.description) == [
                "snippet.yaml:11:19: error: 'send_client_id' must be body.<property>, found 'client_id'",
                "snippet.yaml:12:23: error: model 'RefreshGrant', the body of the refresh endpoint 'OAuth.token', has no property 'secret'",
            ])
    }

    @Test("a public client_id may be fixed in body_values; a secret property may not: the app gives it at run time")
    func sessionSecretNeverInTheSpec() throws {
        let (spec, decoding) = SpecDecoder.decode([
            try #require(SnippetTests.file("catalog.yaml", SnippetTests.catalog)),
            try #require(
                SnippetTests.file(
                    "snippet.yaml",
                    """
                    models:
                      RefreshGrant:
                        grant_type: String
                        refresh_token: {type: String, secret: true}
                        client_id: String
                        client_secret: {type: String?, secret: true}
                      Tokens: {access_token: String}
                    services:
                      OAuth:
                        endpoints:
                          token: {method: POST, path: /token, auth: none, body: RefreshGrant, response: Tokens}
                    session:
                      refresh: OAuth.token
                      send_refresh_token: body.refresh_token
                      body_values: {grant_type: refresh_token, client_id: shop-ios, client_secret: s3cr3t}
                      access_token: access_token
                    """)),
        ])
        let (_, checking) = SpecChecker.check(spec)
        #expect(
            (decoding.sorted + checking.sorted).map(\.description) == [
                "snippet.yaml:15:65: error: 'body_values' cannot set 'client_secret', a secret property: a secret never belongs in the spec; write 'send_client_secret: body.client_secret', and the app gives it to authenticator(...) at run time"
            ])
    }
}
