import ErrgenCore
import Testing

/// Issue 43, point 1: a change is classified by where its entity travels, through every
/// model reference, union member and property access, in either version.
@Suite("errgen diff: direction")
struct DiffDirectionTests {
    /// A spec whose `Draft` is only sent, `Receipt` only received, and `Order` both; `extra`
    /// is added to the end of `models:`, `endpoints` replaces the endpoints.
    static func spec(models extra: String = "", endpoints: String? = nil) -> String {
        """
        errgen: 1
        module: {name: Shop}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
        enums:
          Colour: {values: {red: Red., blue: Blue.}}
        unions:
          Payment: {members: [Card, Cash]}
        models:
          Card: {number: String, colour: Colour}
          Cash: {amount: Int}
          Line: {sku: String}
          Draft: {lines: "[Line]", payment: "Payment?"}
          Receipt: {total: Int, lines: "[Line]"}
          Order: {id: Int}
        \(extra)
        services:
          Orders:
            endpoints:
        \(endpoints ?? """
              place: {method: POST, path: /orders, body: Draft, response: Receipt}
              update: {method: PUT, path: /orders, body: Order, response: Order}
        """)
        """
    }

    static func changes(_ old: String, _ new: String) throws -> [SpecChange] {
        let outcome = Generator.diff(
            old: [SpecSource(path: "old/errgen.yaml", text: old)], new: [SpecSource(path: "new/errgen.yaml", text: new)]
        )
        return try #require(outcome.changes, "\(outcome.diagnostics)")
    }

    /// The one change, leaving out the `removed-without-deprecation` beside a removal, which
    /// travels nowhere (its class is the same both ways).
    static func only(_ changes: [SpecChange]) throws -> SpecChange {
        let changes = changes.filter { $0.rule != .removedWithoutDeprecation }
        try #require(changes.count == 1, "\(changes.map(\.message))")
        return changes[0]
    }

    @Test("a type reached through a list, an optional, a union and a property travels as the body that reaches it")
    func requestReachesThroughEveryReference() throws {
        // Colour: Draft.payment -> Payment -> Card.colour: sent only.
        let change = try Self.only(
            Self.changes(
                Self.spec(), Self.spec().replacingOccurrences(of: "{red: Red., blue: Blue.}", with: "{red: Red.}")))
        #expect(change.rule == .enumValueRemoved)
        #expect(change.flow == .request)
        #expect(change.changeClass == .wire)
    }

    @Test("a response-only model gaining a required property breaks only the Swift; a model sent too breaks the wire")
    func responseOnlyModel() throws {
        let received = try Self.only(
            Self.changes(
                Self.spec(),
                Self.spec().replacingOccurrences(of: "Receipt: {total: Int,", with: "Receipt: {total: Int, tax: Int,")))
        #expect(received.rule == .propertyAddedRequired)
        #expect(received.changeClass == .source)
        #expect(received.message.hasSuffix("(response only)"))
        let both = try Self.only(
            Self.changes(
                Self.spec(),
                Self.spec().replacingOccurrences(of: "Order: {id: Int}", with: "Order: {id: Int, tax: Int}")))
        #expect(both.rule == .propertyAddedRequired)
        #expect(both.changeClass == .wire)
        #expect(!both.message.contains("only"))
    }

    @Test("a model reached both ways through a shared part travels both ways")
    func sharedPartTravelsBothWays() throws {
        // Line is in Draft (sent) and Receipt (received).
        let change = try Self.only(
            Self.changes(
                Self.spec(),
                Self.spec().replacingOccurrences(of: "Line: {sku: String}", with: "Line: {sku: String, qty: Int}")))
        #expect(change.flow == .both)
        #expect(change.changeClass == .wire)
    }

    @Test("read_only and write_only properties pass on only their own direction")
    func accessRefinesTheDirection() throws {
        // Order travels both ways, but `secret` is never received: its removal breaks no shipped app.
        let writeOnly = "Order: {id: Int, secret: {type: String, access: write_only}}"
        let removed = try Self.only(
            Self.changes(
                Self.spec().replacingOccurrences(of: "Order: {id: Int}", with: writeOnly), Self.spec()))
        #expect(removed.rule == .propertyRemoved)
        #expect(removed.flow == .request)
        #expect(removed.changeClass == .source)
        // A model reached only through a read_only property of a sent model is received only.
        let readOnly = "Order: {id: Int, tag: {type: Tag, access: read_only}}\n  Tag: {name: String}"
        let tagged = Self.spec().replacingOccurrences(of: "Order: {id: Int}", with: readOnly)
        let added = try Self.only(
            Self.changes(
                tagged, tagged.replacingOccurrences(of: "Tag: {name: String}", with: "Tag: {name: String, v: Int}")))
        #expect(added.flow == .response)
        #expect(added.changeClass == .source)
    }

    @Test("a type's direction is the union of both versions'")
    func directionOfEitherVersion() throws {
        // Receipt becomes a body too in the new version: a new required property breaks what the server takes.
        let sent = Self.spec(
            endpoints: """
                      place: {method: POST, path: /orders, body: Receipt, response: Receipt}
                """)
        let old = Self.spec(
            endpoints: """
                      place: {method: POST, path: /orders, body: Draft, response: Receipt}
                """)
        let changes = try Self.changes(
            old, sent.replacingOccurrences(of: "Receipt: {total: Int,", with: "Receipt: {total: Int, tax: Int,"))
        let added = try #require(changes.first { $0.rule == .propertyAddedRequired })
        #expect(added.flow == .both)
        #expect(added.changeClass == .wire)
    }

    @Test("a property made optional breaks only the Swift when it is only sent, and the wire when received")
    func propertyMadeOptional() throws {
        let draft = try Self.only(
            Self.changes(
                Self.spec(),
                Self.spec().replacingOccurrences(of: "Draft: {lines: \"[Line]\"", with: "Draft: {lines: \"[Line]?\"")))
        #expect(draft.rule == .propertyMadeOptional)
        #expect(draft.changeClass == .source)
        let receipt = try Self.only(
            Self.changes(
                Self.spec(),
                Self.spec().replacingOccurrences(of: "Receipt: {total: Int,", with: "Receipt: {total: Int?,")))
        #expect(receipt.rule == .propertyMadeOptional)
        #expect(receipt.changeClass == .wire)
    }

    @Test("a type no endpoint uses in either version travels nowhere: a wire change to it breaks only the Swift")
    func unusedTypeBreaksOnlyTheSwift() throws {
        let unused = Self.spec(models: "  Loose: {id: Int}")
        let change = try Self.only(
            Self.changes(unused, unused.replacingOccurrences(of: "Loose: {id: Int}", with: "Loose: {id: String}")))
        #expect(change.rule == .propertyTypeChanged)
        #expect(change.flow.isEmpty)
        #expect(change.changeClass == .source)
        #expect(change.message.hasSuffix("(used by no endpoint)"))
    }
}
