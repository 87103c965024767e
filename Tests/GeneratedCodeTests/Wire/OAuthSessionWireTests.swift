import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenSessionOAuth
import TestSupport
import Testing

/// The session-oauth golden on the wire: an OAuth 2.0 refresh (RFC 6749, section 6) as a
/// form with the spec's fixed `grant_type` and `client_id`, answered without a new refresh token.
@Suite("An OAuth session on the wire")
struct OAuthSessionWireTests {
    @Test("a rejected call refreshes with grant_type=refresh_token as a form, keeps the old refresh token, and repeats")
    func oauthRefresh() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/oauth/token" { return .json(.ok, #"{"access_token": "a-2", "expires_in": 600}"#) }
            return request.headers[.authorization] == "Bearer a-2"
                ? .json(.ok, #"{"amount_minor": 125000}"#) : .json(.unauthorized, #"{"code": "EXPIRED"}"#)
        }
        defer { Task { await server.stop() } }
        let store = InMemoryTokenStore(token: BearerToken(accessToken: "a-1", refreshToken: "r 1+/="))
        let ended = Locked(0)
        var configuration = APIClientConfiguration(now: { Date(timeIntervalSince1970: 0) })
        configuration.authenticator = BankClient.authenticator(
            baseURL: server.baseURL, configuration: configuration, tokenStore: store
        ) { _ in
            ended.withLock { $0 += 1 }
        }
        let client = BankClient(baseURL: server.baseURL, configuration: configuration)

        let balance = try await client.accounts.balance()
        #expect(balance.amountMinor == 125_000)
        #expect(
            store.load()
                == BearerToken(accessToken: "a-2", refreshToken: "r 1+/=", expiresAt: Date(timeIntervalSince1970: 600)))
        let refresh = try #require(server.requests(to: "/oauth/token").first)
        #expect(server.requests(to: "/oauth/token").count == 1)
        #expect(refresh.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: refresh.body, as: UTF8.self)
                == "grant_type=refresh_token&refresh_token=r+1%2B%2F%3D&client_id=bank-ios-app-with-a-rather-long-client-identifier"
        )
        #expect(refresh.header("Accept-Language") != nil, "the spec's default headers go with the refresh too")
        #expect(server.requests(to: "/balance").map { $0.header("Authorization") } == ["Bearer a-1", "Bearer a-2"])
        #expect(ended.withLock { $0 } == 0)
    }
}
