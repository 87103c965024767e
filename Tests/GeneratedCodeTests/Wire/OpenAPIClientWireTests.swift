import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenOpenAPIShop
import TestSupport
import Testing

/// The openapi-shop golden on the wire: a client whose services and models come from an
/// OpenAPI document throws the catalog's cases, retries by the catalog's policies, and signs
/// in and refreshes through the document's OAuth 2 password flow.
@Suite("An OpenAPI-described client on the wire")
struct OpenAPIClientWireTests {
    static let order = Shop.NewOrder(lines: [Shop.OrderLinesItem(productID: 7, quantity: 1)])

    @Test("a documented 409 becomes the catalog's case with its message, and a non-retryable code is sent once")
    func documentedErrorIsTheCatalogCase() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.conflict, #"{"code": "OUT_OF_STOCK", "message": "Product 7 is gone."}"#)
        }
        defer { Task { await server.stop() } }
        let client = ShopClient(baseURL: server.baseURL)

        var caught: ShopError?
        do throws(ShopError) {
            _ = try await client.orders.placeOrder(body: Self.order)
        } catch {
            caught = error
        }

        guard case .outOfStock(let context)? = caught else {
            Issue.record("got \(String(describing: caught))")
            return
        }
        #expect(context.status == 409)
        #expect(caught?.message(locale: "en") == "This product is out of stock.")
        #expect(server.requests(to: "/orders").count == 1)
    }

    @Test("a 503 with Retry-After: 0 is retried by the catalog's policy, and the repeat's 200 is the result")
    func retryableFailureIsRetried() async throws {
        let calls = Locked(0)
        let server = try await TestServer.start { _, _ in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            return call == 1
                ? .json(.serviceUnavailable, #"{"code": "SERVER_ERROR"}"#, headers: [HTTPHeader("Retry-After"): "0"])
                : .json(.ok, #"{"orders": []}"#)
        }
        defer { Task { await server.stop() } }
        let client = ShopClient(baseURL: server.baseURL)

        let page = try await client.orders.listOrders(limit: 5)

        #expect(page.orders.isEmpty)
        #expect(server.requests(to: "/orders").count == 2)
        #expect(server.requests(to: "/orders").allSatisfy { $0.path.hasSuffix("/orders") })
    }

    @Test("the password flow signs in with a form; a 401 refreshes once through the token URL and the call is repeated")
    func oauthSignInAndRefresh() async throws {
        let server = try await TestServer.start { request, _ in
            if request.path.hasSuffix("/oauth/token") {
                let form = String(decoding: try await request.bodyData, as: UTF8.self)
                return form.contains("grant_type=password")
                    ? .json(.ok, #"{"access_token": "access-1", "refresh_token": "refresh-1", "token_type": "Bearer"}"#)
                    : .json(.ok, #"{"access_token": "access-2", "refresh_token": "refresh-2", "expires_in": 60}"#)
            }
            return request.headers[.authorization] == "Bearer access-2"
                ? .json(.ok, #"{"orders": []}"#) : .json(.unauthorized, #"{"code": "UNAUTHORIZED"}"#)
        }
        defer { Task { await server.stop() } }
        let signedIn = try await ShopClient(baseURL: server.baseURL).tokens.signIn(
            body: Shop.OAuthPasswordGrant(username: "an", password: "secret"))
        let store = InMemoryTokenStore(
            token: BearerToken(accessToken: signedIn.accessToken, refreshToken: signedIn.refreshToken))
        var configuration = APIClientConfiguration(now: { Date(timeIntervalSince1970: 1_000_000) })
        configuration.authenticator = ShopClient.authenticator(
            baseURL: server.baseURL, clientID: "shop-ios", configuration: configuration, tokenStore: store
        ) { _ in }

        let page = try await ShopClient(baseURL: server.baseURL, configuration: configuration).orders.listOrders()

        #expect(page.orders.isEmpty)
        let tokenRequests = server.requests(to: "/oauth/token").map { String(decoding: $0.body, as: UTF8.self) }
        #expect(
            tokenRequests == [
                "grant_type=password&username=an&password=secret",
                "grant_type=refresh_token&refresh_token=refresh-1&client_id=shop-ios",
            ])
        #expect(
            server.requests(to: "/orders").map { $0.header("Authorization") } == ["Bearer access-1", "Bearer access-2"])
        #expect(
            store.load()
                == BearerToken(
                    accessToken: "access-2", refreshToken: "refresh-2",
                    expiresAt: Date(timeIntervalSince1970: 1_000_060)))
    }
}
