import ErrgenRuntime
import Foundation
import GoldenTypes
import Testing

/// The open enums of `Tests/Fixtures/golden/types` (`Shop.OrderStatus`, a string enum,
/// and `Shop.Priority`, an integer one): known values decode to their cases, values the
/// spec does not list to `.unknown`, and both encode back as they came.
@Suite("Generated open enums")
struct OpenEnumTests {
    @Test("a listed value decodes to its case, its wire spelling kept")
    func knownValue() throws {
        let order = try JSONDecoder().decode(
            Shop.Order.self, from: Data(#"{"id": 1, "status": "in_transit", "priority": 2}"#.utf8))
        #expect(order.status == .inTransit)
        #expect(order.priority == .high)
        #expect(Shop.OrderStatus.inTransit.rawValue == "in_transit")
        #expect(Shop.OrderStatus(rawValue: "unknown_status") == .notKnown)
    }

    @Test("a value the spec does not list decodes to .unknown instead of failing")
    func unknownValue() throws {
        let order = try JSONDecoder().decode(
            Shop.Order.self,
            from: Data(#"{"id": 1, "status": "refunded", "priority": 7, "history": ["placed", "lost"]}"#.utf8))
        #expect(order.status == .unknown("refunded"))
        #expect(order.priority == .unknown(7))
        #expect(order.history == [.placed, .unknown("lost")])
    }

    @Test("known and unknown values encode back as they came")
    func roundTrip() throws {
        let json = #"{"id":1,"status":"refunded","priority":7,"history":["in_transit","default","lost"]}"#
        let order = try JSONDecoder().decode(Shop.Order.self, from: Data(json.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = String(decoding: try encoder.encode(order), as: UTF8.self)
        #expect(again == #"{"history":["in_transit","default","lost"],"id":1,"priority":7,"status":"refunded"}"#)
        #expect(try JSONDecoder().decode(Shop.Order.self, from: Data(again.utf8)) == order)
    }

    @Test("a value of the wrong JSON type is still a decoding error")
    func wrongJSONType() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Shop.Order.self, from: Data(#"{"id": 1, "priority": "high"}"#.utf8))
        }
    }

    @Test(".unknown of a listed value equals its case and hashes alike")
    func equalityByRawValue() {
        #expect(Shop.OrderStatus.unknown("placed") == .placed)
        #expect(Set([Shop.OrderStatus.unknown("placed"), .placed]).count == 1)
        #expect(Shop.Priority.unknown(1) == .low)
        #expect(Shop.OrderStatus.unknown("x") != .unknown("y"))
    }

    @Test("path, query and header parameters are sent as raw values")
    func parametersUseRawValues() throws {
        let router = Shop.OrdersRouter.byStatus(
            status: .inTransit, priority: .unknown(9), also: [.delivered, .unknown("lost and found")], min: .high,
            xStatus: .unknown("held"), xPriority: .low)
        let request = try RequestBuilder(baseURL: ShopServer.production.url).makeRequest(for: router)
        #expect(
            request.url?.absoluteString
                == "https://shop.example.com/v1/orders/status/in_transit?priority=9&also=delivered&also=lost%20and%20found&min=2"
        )
        #expect(request.value(forHTTPHeaderField: "X-Status") == "held")
        #expect(request.value(forHTTPHeaderField: "X-Priority") == "1")
    }
}
