import ErrgenRuntime
import Foundation
import Testing

/// `AnyJSON`, the Swift type of the spec's `JSON`: whatever the server sends decodes, and
/// encodes back as the same JSON.
@Suite("Any JSON value")
struct AnyJSONTests {
    @Test("every kind of JSON value decodes to its case")
    func decodesEachKind() throws {
        let json = #"{"n": null, "t": true, "f": false, "i": 2, "d": 2.5, "s": "x", "a": [1, "b"], "o": {"k": []}}"#
        let value = try JSONDecoder().decode(AnyJSON.self, from: Data(json.utf8))
        #expect(
            value
                == .object([
                    "n": .null, "t": .bool(true), "f": .bool(false), "i": .number(2), "d": .number(2.5),
                    "s": .string("x"), "a": .array([.number(1), .string("b")]), "o": .object(["k": .array([])]),
                ]))
    }

    @Test(
        "a decoded value encodes back to the same JSON", arguments: ["null", "true", "0", "-1.5", #""é""#, "[]", "{}"])
    func roundTrips(_ json: String) throws {
        let value = try JSONDecoder().decode(AnyJSON.self, from: Data(json.utf8))
        let again = try JSONDecoder().decode(AnyJSON.self, from: JSONEncoder().encode(value))
        #expect(again == value)
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == json)
    }

    @Test("a boolean is not read as a number, nor a number as a boolean")
    func booleansAndNumbersStayApart() throws {
        let values = try JSONDecoder().decode([AnyJSON].self, from: Data("[true, 1, 0, false]".utf8))
        #expect(values == [.bool(true), .number(1), .number(0), .bool(false)])
    }

    @Test("literals spell values, nil is null")
    func literals() {
        let value: AnyJSON = ["a": 1, "b": [true, nil, "c", 0.5]]
        #expect(value == .object(["a": .number(1), "b": .array([.bool(true), .null, .string("c"), .number(0.5)])]))
    }

    private struct Card: Decodable, Equatable {
        var last4: String
    }

    @Test("decoded(as:) reads the value as a Decodable type")
    func decodedAs() throws {
        let value: AnyJSON = ["last4": "4242"]
        #expect(try value.decoded(as: Card.self) == Card(last4: "4242"))
        #expect(throws: DecodingError.self) { try AnyJSON.string("x").decoded(as: Card.self) }
    }
}

/// The runtime's query styles and cookie header, as generated routers call them.
@Suite("Query styles and cookies")
struct QueryStyleTests {
    @Test("a comma-separated item's value reads as its values joined; nil is no value")
    func commaSeparated() {
        #expect(QueryItem(name: "ids", commaSeparated: ["1", "2"]).value == "1,2")
        #expect(QueryItem(name: "ids", commaSeparated: nil).value == nil)
    }

    @Test("a deep object is one item per key, in key order")
    func deepObject() {
        #expect(
            QueryItem.deepObject(name: "f", ["b": "2", "a": "1"])
                == [QueryItem(name: "f[a]", value: "1"), QueryItem(name: "f[b]", value: "2")])
        #expect(QueryItem.deepObject(name: "f", nil).isEmpty)
    }
}
