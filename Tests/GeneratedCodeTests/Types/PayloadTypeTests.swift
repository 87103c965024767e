import ErrgenRuntime
import Foundation
import GoldenTypes
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Bodies and responses that are not models (`Tests/Fixtures/golden/types`, target
/// GoldenTypes): lists, dictionaries, scalars, and endpoints that answer 204 with no body,
/// sent and decoded through the generated client.
@Suite("Bodies and responses of any type")
struct PayloadTypeTests {
    typealias RecordingTransport = ReferenceClientTests.RecordingTransport

    static func client(_ transport: RecordingTransport) -> ShopClient {
        ShopClient(server: .production, configuration: APIClientConfiguration(transport: transport))
    }

    @Test("a list response decodes as [Shop.Order]")
    func listResponse() async throws {
        let transport = RecordingTransport(status: 200, json: #"[{"id": 1}, {"id": 2, "note": "ring twice"}]"#)
        let orders: [Shop.Order] = try await Self.client(transport).orders.list()
        #expect(orders == [Shop.Order(id: 1), Shop.Order(id: 2, note: "ring twice")])
    }

    @Test("a dictionary response decodes as [String: [Shop.Order]]")
    func dictionaryResponse() async throws {
        let transport = RecordingTransport(status: 200, json: #"{"ana": [{"id": 3}], "bo": []}"#)
        let orders = try await Self.client(transport).orders.byCustomer()
        #expect(orders == ["ana": [Shop.Order(id: 3)], "bo": []])
    }

    @Test("scalar responses decode from top-level JSON values")
    func scalarResponses() async throws {
        #expect(try await Self.client(RecordingTransport(status: 200, json: "42")).orders.count() == 42)
        #expect(
            try await Self.client(RecordingTransport(status: 200, json: #""at the door""#)).orders.note(id: 1)
                == "at the door")
        #expect(try await Self.client(RecordingTransport(status: 200, json: "true")).orders.isOpen() == true)
    }

    @Test("a scalar response of the wrong JSON type is a decoding failure")
    func scalarResponseMismatch() async throws {
        await #expect(throws: ShopError.self) {
            _ = try await Self.client(RecordingTransport(status: 200, json: #""42""#)).orders.count()
        }
    }

    @Test("a list body is sent as a JSON array, and a 204 with no body returns")
    func listBodyAndNoContent() async throws {
        let transport = RecordingTransport(status: 204, json: "", headers: [:])
        try await Self.client(transport).orders.importOrders(body: [Shop.Order(id: 1), Shop.Order(id: 2)])
        let request = try #require(transport.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let sent = try JSONDecoder().decode([Shop.Order].self, from: try #require(request.httpBody))
        #expect(sent == [Shop.Order(id: 1), Shop.Order(id: 2)])
    }

    @Test("a string body is sent as a JSON string")
    func stringBody() async throws {
        let transport = RecordingTransport(status: 200, json: #"{"id": 7, "note": "left at the door"}"#)
        let order = try await Self.client(transport).orders.rename(id: 7, body: "left at the door")
        #expect(order == Shop.Order(id: 7, note: "left at the door"))
        let body = try #require(transport.requests.first?.httpBody)
        #expect(String(decoding: body, as: UTF8.self) == #""left at the door""#)
    }

    @Test("an endpoint without a response answers 204 with no body")
    func noContent() async throws {
        let transport = RecordingTransport(status: 204, json: "", headers: [:])
        try await Self.client(transport).orders.delete(id: 9)
        #expect(transport.requests.first?.url?.absoluteString == "https://shop.example.com/v1/orders/9")
        #expect(transport.requests.first?.httpMethod == "DELETE")
    }

    @Test("secret properties of a model inside a list body are redacted in logs")
    func secretFieldsThroughLists() {
        #expect(Shop.OrdersRouter.importOrders(body: []).secretFields == ["card_number"])
    }
}
