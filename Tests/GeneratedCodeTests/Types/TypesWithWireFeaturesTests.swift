import ErrgenRuntime
import Foundation
import GoldenTypes
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The types of issue 13 with its wire features (`Tests/Fixtures/golden/types`, target
/// GoldenTypes): a form body holding a Decimal, enums and a formatted date, default headers,
/// and a list response from an endpoint with an idempotency key.
@Suite("Types with form bodies, default headers and idempotency keys")
struct TypesWithWireFeaturesTests {
    typealias RecordingTransport = ReferenceClientTests.RecordingTransport

    static func client(_ transport: RecordingTransport) -> ShopClient {
        ShopClient(
            server: .production,
            configuration: APIClientConfiguration(
                transport: transport, makeIdempotencyKey: { "made-1" }, locale: { Locale(identifier: "vi_VN") }))
    }

    @Test("a form body writes a Decimal as its digits, enums as raw values and a unix_seconds date as seconds")
    func formBodyOfTypes() async throws {
        let transport = RecordingTransport(status: 200, json: #"{"id": 7}"#)
        let quote = Shop.Quote(
            amount: try #require(Decimal(string: "12.50")), status: .inTransit, priority: .high, note: "ring twice",
            at: Date(timeIntervalSince1970: 86_400))
        let order = try await Self.client(transport).orders.quote(body: quote)
        #expect(order == Shop.Order(id: 7))

        let request = try #require(transport.requests.first)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: request.httpBody ?? Data(), as: UTF8.self)
                == "amount=12.5&status=in_transit&priority=2&note=ring+twice&at=86400")
        #expect(request.value(forHTTPHeaderField: "Accept-Language") == "vi-VN")
        #expect(request.value(forHTTPHeaderField: "X-Currency") == "VND")
    }

    @Test("an unknown enum value in a form body is sent as it came")
    func unknownEnumValueInForm() async throws {
        let transport = RecordingTransport(status: 200, json: #"{"id": 8}"#)
        let quote = Shop.Quote(
            amount: 1, status: .unknown("returned"), at: Date(timeIntervalSince1970: 0))
        _ = try await Self.client(transport).orders.quote(body: quote)
        let request = try #require(transport.requests.first)
        #expect(String(decoding: request.httpBody ?? Data(), as: UTF8.self) == "amount=1&status=returned&at=0")
    }

    @Test("a list response comes back from an endpoint with an idempotency key, the caller's key sent")
    func listResponseWithIdempotencyKey() async throws {
        let transport = RecordingTransport(status: 200, json: #"[{"id": 1, "status": "placed"}, {"id": 2}]"#)
        let client = Self.client(transport)
        let key = IdempotencyKey()
        let placed = try await client.orders.placeMany(
            body: [Shop.Order(id: 1), Shop.Order(id: 2)], idempotencyKey: key)
        #expect(placed == [Shop.Order(id: 1, status: .placed), Shop.Order(id: 2)])
        _ = try await client.orders.placeMany(body: [])
        #expect(transport.requests.map { $0.value(forHTTPHeaderField: "Idempotency-Key") } == [key.value, "made-1"])
    }

    @Test("default_headers: false leaves the default headers out")
    func optedOut() async throws {
        let transport = RecordingTransport(status: 204, json: "")
        try await Self.client(transport).orders.ping()
        let request = try #require(transport.requests.first)
        #expect(request.value(forHTTPHeaderField: "X-Currency") == nil)
        #expect(request.value(forHTTPHeaderField: "Accept-Language") == nil)
    }
}
