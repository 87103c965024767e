import ErrgenRuntime
import Foundation
import GoldenShapes
import Testing

/// The shapes of `Tests/Fixtures/golden/shapes`: unions decode to the member their
/// discriminator or their order picks, keep what no member reads, and encode back as
/// they came; `JSON` properties hold any value.
@Suite("Generated unions and JSON values")
struct ShapesTests {
    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func reencoded<Value: Codable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    @Test("the discriminator's value picks the member; a value mapped by 'values' too")
    func discriminatorPicksMember() throws {
        let card = try decode(Shapes.Payment.self, #"{"kind": "CardPayment", "last4": "4242"}"#)
        #expect(card == .cardPayment(Shapes.CardPayment(kind: "CardPayment", last4: "4242")))
        let sepa = try decode(Shapes.Payment.self, #"{"kind": "sepa", "iban": "DE89"}"#)
        #expect(sepa == .bank(Shapes.BankPayment(kind: "sepa", iban: "DE89")))
        #expect(try reencoded(sepa) == sepa)
    }

    @Test("an unknown discriminator value, or none, is kept as .unknown and sent back as it came")
    func unknownVariantRoundTrips() throws {
        let json = #"{"kind": "crypto", "wallet": "0xabc"}"#
        let value = try decode(Shapes.Payment.self, json)
        #expect(value == .unknown(["kind": "crypto", "wallet": "0xabc"]))
        #expect(try reencoded(value) == value)
        #expect(try decode(Shapes.Payment.self, #"{"last4": "1"}"#) == .unknown(["last4": "1"]))
        #expect(try decode(Shapes.Payment.self, "[1]") == .unknown([1]))
    }

    @Test("a known discriminator value with a body its member cannot read is an error, not .unknown")
    func malformedKnownVariantThrows() {
        #expect(throws: DecodingError.self) { try decode(Shapes.Payment.self, #"{"kind": "bank"}"#) }
    }

    @Test("without a discriminator the first member that reads the value wins")
    func membersInOrder() throws {
        #expect(try decode(Shapes.Amount.self, "12.50") == .decimal(Decimal(string: "12.50")!))
        #expect(try decode(Shapes.Amount.self, #""12.50 EUR""#) == .string("12.50 EUR"))
        #expect(try decode(Shapes.Amount.self, "true") == .unknown(true))
        let amount = Shapes.Amount.decimal(Decimal(string: "0.1")!)
        #expect(String(decoding: try JSONEncoder().encode(amount), as: UTF8.self) == "0.1")
    }

    @Test("a union that holds itself through a member decodes to any depth")
    func recursiveUnion() throws {
        let json = #"{"left": {"value": 1}, "right": {"left": {"value": 2}, "right": {"value": 3}}}"#
        let expression = try decode(Shapes.Expression.self, json)
        #expect(
            expression
                == .sum(
                    Shapes.Sum(
                        left: .leaf(Shapes.Leaf(value: 1)),
                        right: .sum(Shapes.Sum(left: .leaf(Shapes.Leaf(value: 2)), right: .leaf(Shapes.Leaf(value: 3))))
                    )))
        #expect(try reencoded(expression) == expression)
    }

    @Test("a JSON property holds any value and encodes it back")
    func jsonProperty() throws {
        let json =
            #"{"id": 1, "payment": {"kind": "CardPayment", "last4": "1"}, "metadata": {"a": [1, null]}, "labels": {"x": "y"}}"#
        let order = try decode(Shapes.Order.self, json)
        #expect(order.metadata == ["a": [1, nil]])
        #expect(order.labels == ["x": "y"])
        #expect(order.amount == nil)
        #expect(try reencoded(order) == order)
    }
}

/// `Shapes.Account`: defaults, read-only and write-only properties.
@Suite("Generated defaults and one-way properties")
struct ModelDetailTests {
    @Test("a missing key with a default decodes as the default; read-only and write-only are optional")
    func defaultsWhenMissing() throws {
        let account = try JSONDecoder().decode(Shapes.Account.self, from: Data(#"{"id": 7}"#.utf8))
        #expect(
            account
                == Shapes.Account(
                    id: 7, pageSize: 20, sort: .newest, nickname: nil, verified: false, status: "active"))
        #expect(account.password == nil)
        #expect(account.status == "active", "a read-only property's default is what a missing key decodes as")
    }

    @Test("the initializer's defaults are the spec's; a request leaves the read-only properties out")
    func initializerDefaults() throws {
        let account = Shapes.Account(password: "pw")
        #expect(account.pageSize == 20 && account.sort == .newest && account.nickname == "guest" && !account.verified)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(account)) as? [String: Any]
        #expect(json?["id"] == nil)
        #expect(json?["status"] == nil, "a read-only property with a default is not sent (issue 41)")
        #expect(account.status == nil)
        #expect(json?["password"] as? String == "pw")
    }
}

/// `Shapes.Category` holds itself (`parent: Category?`), and `Folder` and `User` hold each
/// other: the properties that close a cycle are stored `Indirect`, yet read, write, code,
/// compare and hash as ordinary properties.
@Suite("Generated models that hold themselves")
struct RecursiveModelTests {
    private static let json = #"""
        {"name": "Tea", "parent": {"name": "Drinks", "parent": {"name": "Shop"}}, "children": [{"name": "Green"}]}
        """#

    @Test("a chain decodes to any depth and encodes back to the same JSON")
    func chainRoundTrips() throws {
        let tea = try JSONDecoder().decode(Shapes.Category.self, from: Data(Self.json.utf8))
        #expect(tea.parent?.parent?.name == "Shop")
        #expect(tea.parent?.parent?.parent == nil)
        #expect(tea.children?.first?.name == "Green")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let again = try JSONDecoder().decode(Shapes.Category.self, from: encoder.encode(tea))
        #expect(again == tea)
        #expect(
            String(
                decoding: try encoder.encode(Shapes.Category(name: "A", parent: Shapes.Category(name: "B"))),
                as: UTF8.self)
                == #"{"name":"A","parent":{"name":"B"}}"#)
    }

    @Test("a copy is a value: setting a nested property changes the copy only")
    func valueSemantics() throws {
        let tea = try JSONDecoder().decode(Shapes.Category.self, from: Data(Self.json.utf8))
        var copy = tea
        copy.parent?.parent?.name = "Market"
        #expect(copy.parent?.parent?.name == "Market")
        #expect(tea.parent?.parent?.name == "Shop")
        #expect(copy != tea)
        copy.parent?.parent?.name = "Shop"
        #expect(copy == tea)
        #expect(copy.hashValue == tea.hashValue, "equal values hash alike, whatever box holds them")
    }

    @Test("print shows each property by its name and value, never the storage")
    func printsByName() {
        let text = String(describing: Shapes.Category(name: "Tea", parent: Shapes.Category(name: "Drinks")))
        #expect(text.contains("parent: Optional(GoldenShapes.Shapes.Category(name: \"Drinks\""), "\(text)")
        #expect(!text.contains("_parent") && !text.contains("Indirect"), "\(text)")
    }

    @Test("two models that hold each other, one of them through a required property")
    func mutualCycle() throws {
        let json = #"{"name": "ann", "home": {"name": "docs", "owner": {"name": "bob"}}}"#
        let user = try JSONDecoder().decode(Shapes.User.self, from: Data(json.utf8))
        #expect(user.home?.owner.name == "bob")
        #expect(user.home?.owner.home == nil)
        var folder = Shapes.Folder(name: "docs", owner: Shapes.User(name: "bob"))
        folder.owner.home = Shapes.Folder(name: "inner", owner: Shapes.User(name: "cy"))
        #expect(folder.owner.home?.owner.name == "cy")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Shapes.Folder.self, from: Data(#"{"name": "docs"}"#.utf8))
        }
    }
}
