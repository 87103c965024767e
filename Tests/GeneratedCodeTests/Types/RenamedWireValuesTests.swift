import ErrgenRuntime
import Foundation
import GoldenTypes
import Testing

/// Issue 30: what `renamed_from` promises apps already shipped, on the generated code of
/// `Tests/Fixtures/golden/types`: an old wire code, key or value still decodes, as the new
/// case or property, and encoding writes the new one.
@Suite("Generated code of renamed codes, keys and values")
struct RenamedWireValuesTests {
    static func payload(code: WireCode) -> ErrorPayload {
        ErrorPayload(
            status: 402, code: code, context: ErrorContext(status: 402), headers: [:],
            body: Data(#"{"decline_code": "expired"}"#.utf8))
    }

    @Test("a renamed code's old wire codes decode as the new case, the new code too")
    func renamedCode() {
        #expect(ShopErrorCode(wire: .string("CARD_DECLINED")) == .cardDeclined)
        #expect(ShopErrorCode(wire: .string("PAYMENT_DECLINED")) == .cardDeclined)
        #expect(ShopErrorCode(wire: .integer(4021)) == .cardDeclined)
        #expect(ShopErrorCode(wire: .string("4021")) == .cardDeclined)
        #expect(ShopErrorCode.cardDeclined.wire == .string("CARD_DECLINED"))
        #expect(ShopErrorCode(wire: .string("OVER_LIMIT")) == .overLimit)
        #expect(ShopErrorCode(wire: .string("PAYMENT_FAILED")) == nil)
        let error = ShopError(payload: Self.payload(code: .string("PAYMENT_DECLINED")))
        guard case .cardDeclined = error else {
            Issue.record("expected cardDeclined, got \(error)")
            return
        }
        #expect(error.code == .cardDeclined)
    }

    @Test("a renamed error field reads its old key, path or header when the current one is absent")
    func renamedErrorField() {
        func decode(_ body: String, headers: [String: String] = [:]) -> ShopError {
            ShopError(
                payload: ErrorPayload(
                    status: 402, code: .string("CARD_DECLINED"), context: ErrorContext(status: 402), headers: headers,
                    body: Data(body.utf8)))
        }
        let old = decode(#"{"reason": "expired", "card": {"scheme": "visa"}}"#, headers: ["x-try": "2"])
        guard case .cardDeclined(let declineCode, let network, let attempt, _) = old else {
            Issue.record("expected cardDeclined, got \(old)")
            return
        }
        #expect(declineCode == "expired")
        #expect(network == "visa")
        #expect(attempt == 2)
        // The current key wins over an old one; the first old key over a later one.
        let both = decode(
            #"{"decline_code": "stolen", "reason": "expired", "card": {"network": "amex", "scheme": "visa"}}"#,
            headers: ["X-Attempt": "1", "X-Try": "2"])
        guard case .cardDeclined(let currentCode, let currentNetwork, let currentAttempt, _) = both else {
            Issue.record("expected cardDeclined, got \(both)")
            return
        }
        #expect(currentCode == "stolen")
        #expect(currentNetwork == "amex")
        #expect(currentAttempt == 1)
        let later = decode(#"{"cause": "lost"}"#)
        guard case .cardDeclined(let laterCode, nil, nil, _) = later else {
            Issue.record("expected cardDeclined, got \(later)")
            return
        }
        #expect(laterCode == "lost")
        // A required field under none of its keys leaves the entry unrecognized, as before.
        guard case .unrecognized = decode(#"{"code_reason": "x"}"#) else {
            Issue.record("expected unrecognized")
            return
        }
    }

    @Test("a renamed property reads its old keys when its key is absent, and writes its new key")
    func renamedProperty() throws {
        let old = try JSONDecoder().decode(Shop.Order.self, from: Data(#"{"order_id": 7, "remark": "ring"}"#.utf8))
        #expect(old.id == 7)
        #expect(old.note == "ring")
        // The current key wins over an old one; the first old key over a later one.
        let both = try JSONDecoder().decode(
            Shop.Order.self, from: Data(#"{"id": 1, "order_id": 7, "comment": "a", "remark": "b"}"#.utf8))
        #expect(both.id == 1)
        #expect(both.note == "a")
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(old)) as? [String: Any]
        #expect(encoded?["id"] as? Int == 7)
        #expect(encoded?["note"] as? String == "ring")
        #expect(encoded?["order_id"] == nil)
        #expect(encoded?["remark"] == nil)
        // A required property found under neither key still fails, as before.
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Shop.Order.self, from: Data(#"{"note": "x"}"#.utf8))
        }
    }

    @Test("a renamed property with a coded type reads its old key through the same coding")
    func renamedCodedProperty() throws {
        let quote = try JSONDecoder().decode(
            Shop.Quote.self, from: Data(#"{"amount": "1.10", "status": "placed", "quoted_at": 60}"#.utf8))
        #expect(quote.at == Date(timeIntervalSince1970: 60))
        #expect(quote.amount == Decimal(string: "1.10"))
    }

    @Test("a renamed enum value's old wire values decode as the new case, which sends its new value")
    func renamedEnumValue() throws {
        #expect(Shop.OrderStatus(rawValue: "arrived") == .delivered)
        #expect(Shop.OrderStatus(rawValue: "dropped_off") == .delivered)
        #expect(Shop.OrderStatus.delivered.rawValue == "delivered")
        #expect(Shop.Priority(rawValue: 3) == .high)
        let order = try JSONDecoder().decode(
            Shop.Order.self, from: Data(#"{"id": 1, "status": "arrived", "priority": 3}"#.utf8))
        #expect(order.status == .delivered)
        #expect(order.priority == .high)
        let encoded = String(decoding: try JSONEncoder().encode(order.status), as: UTF8.self)
        #expect(encoded == #""delivered""#)
    }
}
