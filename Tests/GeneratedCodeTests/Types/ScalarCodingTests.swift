import ErrgenRuntime
import Foundation
import GoldenTypes
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `Shop.Payment` of `Tests/Fixtures/golden/types`: Decimal, Int32, Float, Data and dates
/// in every format, decoded from and encoded to JSON by the generated model and client.
@Suite("Generated scalars and date formats")
struct ScalarCodingTests {
    typealias RecordingTransport = ReferenceClientTests.RecordingTransport

    static let json = #"""
        {"amount": 1234567.89, "splits": [0.1, "0.2"], "fees": {"card": "0.30000000000000004"}, "tip": 12345678901234567890.12,
         "attempt": 2147483647, "rate": 0.5, "receipt": "AQL/",
         "created_at": "2025-03-01T09:30:00Z", "paid_at": 1740821400, "settled_at": 1740821400250,
         "confirmed_at": ["2025-03-01T09:30:00.250Z", "2025-03-01T09:30:00Z"]}
        """#
    static let instant = Date(timeIntervalSince1970: 1_740_821_400)

    @Test("every scalar decodes exactly, dates in their own formats")
    func decodes() throws {
        let payment = try JSONDecoder().decode(Shop.Payment.self, from: Data(Self.json.utf8))
        #expect(payment.amount == Decimal(string: "1234567.89")!)
        #expect(payment.splits == [Decimal(string: "0.1")!, Decimal(string: "0.2")!])
        #expect(payment.fees == ["card": Decimal(string: "0.30000000000000004")!])
        #expect(payment.tip == Decimal(string: "12345678901234567890.12")!)
        #expect(payment.attempt == Int32.max)
        #expect(payment.rate == 0.5)
        #expect(payment.receipt == Data([1, 2, 255]))
        #expect(payment.createdAt == Self.instant)
        #expect(payment.paidAt == Self.instant)
        #expect(payment.settledAt == Self.instant + 0.25)
        #expect(payment.confirmedAt == [Self.instant + 0.25, Self.instant])
    }

    @Test("encoding writes each value in its format, and decodes back equal")
    func roundTrip() throws {
        let payment = try JSONDecoder().decode(Shop.Payment.self, from: Data(Self.json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(payment), as: UTF8.self)
        #expect(
            text
                == #"{"amount":1234567.89,"attempt":2147483647,"confirmed_at":["2025-03-01T09:30:00.250Z","2025-03-01T09:30:00.000Z"],"#
                + #""created_at":"2025-03-01T09:30:00Z","fees":{"card":0.30000000000000004},"paid_at":1740821400,"rate":0.5,"#
                + #""receipt":"AQL\/","settled_at":1740821400250,"splits":[0.1,0.2],"tip":12345678901234567890.12}"#)
        #expect(try JSONDecoder().decode(Shop.Payment.self, from: Data(text.utf8)) == payment)
    }

    @Test("absent optionals decode as nil and are left out")
    func optionalsLeftOut() throws {
        let json =
            #"{"amount": "5", "fees": {}, "attempt": 1, "rate": 1, "created_at": "2025-03-01T09:30:00Z", "paid_at": 0, "confirmed_at": []}"#
        let payment = try JSONDecoder().decode(Shop.Payment.self, from: Data(json.utf8))
        #expect(payment.splits == nil && payment.tip == nil && payment.receipt == nil && payment.settledAt == nil)
        let text = String(decoding: try JSONEncoder().encode(payment), as: UTF8.self)
        #expect(!text.contains("splits") && !text.contains("tip") && !text.contains("settled_at"))
    }

    @Test("through the client: the body is encoded, the response decoded, the decimal query is its digits")
    func throughTheClient() async throws {
        let transport = RecordingTransport(status: 200, json: Self.json)
        let client = ShopClient(server: .production, configuration: APIClientConfiguration(transport: transport))
        let sent = try JSONDecoder().decode(Shop.Payment.self, from: Data(Self.json.utf8))
        let received = try await client.orders.pay(
            id: 1, amount: Decimal(string: "1234567.89")!, attempt: 3, rate: 0.25, body: sent)
        #expect(received == sent)
        let request = try #require(transport.requests.first)
        #expect(
            request.url?.absoluteString
                == "https://shop.example.com/v1/orders/1/payments?amount=1234567.89&attempt=3&rate=0.25")
        let body = try JSONDecoder().decode(Shop.Payment.self, from: try #require(request.httpBody))
        #expect(body == sent)
    }

    @Test(
        "a Decimal response decodes exactly, from a number or a string",
        arguments: ["12345678901234567890.12", #""12345678901234567890.12""#])
    func decimalResponse(_ json: String) async throws {
        let transport = RecordingTransport(status: 200, json: json)
        let client = ShopClient(server: .production, configuration: APIClientConfiguration(transport: transport))
        #expect(try await client.orders.total() == Decimal(string: "12345678901234567890.12")!)
    }

    @Test("dates and decimals outside a model follow the spec's formats too")
    func outsideAModel() async throws {
        let transport = RecordingTransport(status: 200, json: #"{"morning": "0.1", "evening": 0.30000000000000004}"#)
        let client = ShopClient(server: .production, configuration: APIClientConfiguration(transport: transport))
        let fees = try await client.orders.reschedule(id: 1, body: [Self.instant + 0.75])
        #expect(fees == ["morning": Decimal(string: "0.1")!, "evening": Decimal(string: "0.30000000000000004")!])
        let body = try #require(transport.requests.first?.httpBody)
        #expect(String(decoding: body, as: UTF8.self) == #"["2025-03-01T09:30:00Z"]"#)
    }
}
