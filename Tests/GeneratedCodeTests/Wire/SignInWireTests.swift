import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenOpenAPIShop
import TestSupport
import Testing

/// Sign-in as the openapi-shop document publishes it (issue 42, point 3), on the wire: an
/// OAuth 2 authorization code with PKCE, exchanged by the generated token service, then a
/// first call the server rejects, refreshed with the app's `client_id` and sent again; and an
/// operation that takes a partner's API key when no one is signed in.
@Suite("Sign-in on the wire")
struct SignInWireTests {
    /// A form body's fields, decoded as the server reads them.
    static func form(_ body: Data) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in String(decoding: body, as: UTF8.self).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map {
                String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
            }
            if parts.count == 2 { fields[parts[0]] = parts[1] }
        }
        return fields
    }

    @Test("PKCE from start: the code and verifier are exchanged, a 401 refreshes with client_id, the call is repeated")
    func authorizationCodeWithPKCEToAFirstRefreshedCall() async throws {
        // The app's browser step: it opens the authorization URL with this challenge; the
        // provider (this server) keeps it with the code the redirect brings back.
        let verifier = PKCE.makeVerifier()
        let challengeSentToBrowser = PKCE.challenge(for: verifier)
        let server = try await TestServer.start { request, _ in
            if request.path.hasSuffix("/oauth/token") {
                let form = Self.form(try await request.bodyData)
                switch form["grant_type"] {
                case "authorization_code":
                    // RFC 7636, section 4.6: the verifier's S256 must be the challenge the code was issued for.
                    guard form["code"] == "code-1", let sent = form["code_verifier"],
                        PKCE.challenge(for: sent) == challengeSentToBrowser, form["client_id"] == "shop-ios"
                    else { return .json(.badRequest, #"{"code": "BAD_REQUEST"}"#) }
                    return .json(
                        .ok, #"{"access_token": "access-1", "refresh_token": "refresh-1", "expires_in": 3600}"#)
                case "refresh_token":
                    guard form["refresh_token"] == "refresh-1", form["client_id"] == "shop-ios" else {
                        return .json(.badRequest, #"{"code": "BAD_REQUEST"}"#)
                    }
                    return .json(
                        .ok, #"{"access_token": "access-2", "refresh_token": "refresh-2", "expires_in": 3600}"#)
                default: return .json(.badRequest, #"{"code": "BAD_REQUEST"}"#)
                }
            }
            return request.headers[.authorization] == "Bearer access-2"
                ? .json(.ok, #"{"orders": []}"#) : .json(.unauthorized, #"{"code": "UNAUTHORIZED"}"#)
        }
        defer { Task { await server.stop() } }
        let now = Date(timeIntervalSince1970: 1_000_000)

        let first = try await ShopClient(baseURL: server.baseURL).tokens.exchange(
            body: Shop.OAuthAuthorizationCodeGrant(
                code: "code-1", redirectURI: "shop://signed-in", codeVerifier: verifier, clientID: "shop-ios"))
        let store = InMemoryTokenStore()
        var configuration = APIClientConfiguration(now: { now })
        let authenticator = ShopClient.authenticator(
            baseURL: server.baseURL, clientID: "shop-ios", configuration: configuration, tokenStore: store
        ) { _ in }
        let token = BearerToken(
            accessToken: first.accessToken, refreshToken: first.refreshToken,
            expiresAt: first.expiresIn.map { now.addingTimeInterval(TimeInterval($0)) })
        store.save(token)
        await authenticator.signIn(token)
        configuration.authenticator = authenticator

        let page = try await ShopClient(baseURL: server.baseURL, configuration: configuration).orders.listOrders()

        #expect(page.orders.isEmpty)
        let grants = server.requests(to: "/oauth/token").map { Self.form($0.body)["grant_type"] }
        #expect(grants == ["authorization_code", "refresh_token"])
        #expect(
            server.requests(to: "/orders").map { $0.header("Authorization") } == ["Bearer access-1", "Bearer access-2"])
        #expect(store.load()?.accessToken == "access-2" && store.load()?.refreshToken == "refresh-2")
    }

    @Test("the code's verifier is a secret: the exchange's log hides it")
    func verifierIsNotLogged() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"access_token": "access-1"}"#) }
        defer { Task { await server.stop() } }
        let log = Locked([String]())
        let configuration = APIClientConfiguration(logHandler: { entry in log.withLock { $0.append("\(entry)") } })
        _ = try await ShopClient(baseURL: server.baseURL, configuration: configuration).tokens.exchange(
            body: Shop.OAuthAuthorizationCodeGrant(code: "code-1", codeVerifier: "verifier-that-is-secret"))
        let text = log.withLock { $0.joined(separator: "\n") }
        #expect(Self.form(server.requests.first?.body ?? Data())["code_verifier"] == "verifier-that-is-secret")
        #expect(!text.contains("verifier-that-is-secret") && !text.contains("access-1"), "\(text)")
    }

    @Test("an operation with a session or a partner key sends the key when no one is signed in, the token when one is")
    func partnerKeyOrSession() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"open": 3}"#) }
        defer { Task { await server.stop() } }
        var configuration = APIClientConfiguration()
        configuration.credentials = CredentialProvider(["partnerKey": .apiKey("partner-123")])

        let counts = try await ShopClient(baseURL: server.baseURL, configuration: configuration).default.stats()
        configuration.authenticator = ShopClient.authenticator(
            baseURL: server.baseURL, clientID: "shop-ios", configuration: configuration,
            tokenStore: InMemoryTokenStore(token: BearerToken(accessToken: "access-1"))
        ) { _ in }
        _ = try await ShopClient(baseURL: server.baseURL, configuration: configuration).default.stats()

        #expect(counts == ["open": 3])
        #expect(server.requests.map { $0.header("X-Partner-Key") } == ["partner-123", nil])
        #expect(server.requests.map { $0.header("Authorization") } == [nil, "Bearer access-1"])
    }
}
