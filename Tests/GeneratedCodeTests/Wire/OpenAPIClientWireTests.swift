import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenOpenAPIShop
import TestSupport
import Testing

/// The openapi-shop golden on the wire: a client whose services and models come from an
/// OpenAPI document throws the catalog's cases and retries by the catalog's policies.
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
}
