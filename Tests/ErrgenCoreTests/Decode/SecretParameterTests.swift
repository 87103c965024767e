import Foundation
import Testing

@testable import ErrgenCore

/// Issue 40, point 6: the spec marks query and header parameters `secret`, and what it
/// marks reaches every router of the API.
@Suite("Secret parameters in the spec")
struct SecretParameterTests {
    static let base = """
        errors:
          NETWORK_ERROR: {category: retryable, message: Offline.}
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: NETWORK_ERROR, 5xx: NETWORK_ERROR}

        """

    @Test("query and header parameters take {type, secret}; the short form is not secret")
    func decodesSecret() throws {
        let (spec, diagnostics) = decodeSpec(
            Self.base + """
                services:
                  Search:
                    endpoints:
                      find:
                        method: GET
                        path: /find
                        query:
                          q: String
                          api_key: {type: String, secret: true}
                          page: {type: Int?, secret: false}
                        headers:
                          X-Signature: {type: String?, secret: true}
                          X-Trace: String?
                """)
        #expect(diagnostics == [])
        let endpoint = try #require(spec.services.first?.endpoints.first)
        #expect(endpoint.query.map(\.secret) == [false, true, false])
        #expect(endpoint.headers.map(\.secret) == [true, false])
        #expect(endpoint.headers.first?.type.value == .optional(.primitive(.string)))
    }

    @Test("a header's long form takes type and secret only, and secret is a boolean")
    func refusesOtherKeys() {
        let diagnostics = decodeSpec(
            Self.base + """
                services:
                  Search:
                    endpoints:
                      find:
                        method: GET
                        path: /find
                        headers:
                          X-Signature: {type: String, secret: yes please}
                          X-Trace: {type: String, style: form}
                """
        ).diagnostics
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("'secret'") })
        #expect(diagnostics.contains { $0.contains("style") })
    }

    @Test("every secret property, secret header and session token is secret on every router")
    func specWideSecrets() throws {
        let (spec, diagnostics) = decodeSpec(
            Self.base + """
                models:
                  Login: {email: String, password: {type: String, secret: true}}
                  Tokens: {access_token: String, refresh_token: String?}
                services:
                  Auth:
                    endpoints:
                      login: {method: POST, path: /login, body: Login, response: Tokens, auth: none}
                      refresh:
                        method: POST
                        path: /refresh
                        headers: {X-Refresh: String}
                        response: Tokens
                        auth: none
                  Other:
                    endpoints:
                      ping:
                        method: GET
                        path: /ping
                        headers: {X-Signature: {type: String, secret: true}}
                session:
                  refresh: Auth.refresh
                  send_refresh_token: header.X-Refresh
                  access_token: access_token
                  refresh_token: refresh_token
                """)
        #expect(diagnostics == [])
        let checked = SpecChecker.check(spec)
        #expect(checked.diagnostics.sorted.map(\.description) == [])
        let secrets = SpecSecrets(spec, session: checked.checked.references.session)
        #expect(secrets.fields == ["access_token", "password", "refresh_token"])
        #expect(secrets.headers == ["X-Refresh", "X-Signature"])
    }

    @Test("marking a property or a header secret, or unmarking it, is one safe change each, and no other")
    func diffReportsSecretChanged() throws {
        func spec(_ password: String, _ signature: String) -> [SpecSource] {
            let text =
                Self.base + """
                    models:
                      Login: {email: String, password: \(password)}
                    services:
                      Auth:
                        endpoints:
                          login:
                            method: POST
                            path: /login
                            headers: {X-Signature: \(signature)}
                            body: Login
                    """
            return [SpecSource(path: "specs/errgen.yaml", text: "errgen: 1\n" + text)]
        }
        let outcome = Generator.diff(
            old: spec("{type: String, secret: true}", "String"),
            new: spec("String", "{type: String, secret: true}"))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let changes = try #require(outcome.changes)
        #expect(changes.map(\.rule) == [.secretChanged, .secretChanged], "\(changes.map(\.message))")
        #expect(
            Set(changes.map(\.message)) == [
                "Login.password: secret true -> false", "Auth.login: header X-Signature: secret false -> true",
            ])
        #expect(DiffRule.secretChanged.changeClass == .safe)
    }

    @Test(
        "a model with secrets cannot have a property named customMirror; an endpoint cannot take the routers' new members"
    )
    func reservedNames() {
        let diagnostics = lintSpec(
            Self.base + """
                models:
                  Key: {customMirror: String, value: {type: String, secret: true}}
                  Plain: {customMirror: String}
                services:
                  Keys:
                    endpoints:
                      customMirror: {method: GET, path: /a}
                      secretHeaders: {method: GET, path: /b}
                """)
        #expect(diagnostics.count == 3, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("property 'customMirror' is named 'customMirror'") })
        #expect(
            diagnostics.contains { $0.contains("endpoint name 'customMirror' is a member of the generated routers") })
        #expect(
            diagnostics.contains { $0.contains("endpoint name 'secretHeaders' is a member of the generated routers") })
    }
}
