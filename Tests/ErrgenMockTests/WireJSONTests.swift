import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// What `JSONValue` promises: a value read keeps its keys in the order written and its numbers
/// as written, so what the mock checks and echoes is what the client sent.
@Suite("Mock JSON")
struct JSONValueTests {
    static func read(_ text: String) -> JSONValue? { JSONValue.parse(Data(text.utf8)) }

    @Test("an object read keeps its keys in the order written")
    func keyOrderAsWritten() throws {
        let value = try #require(Self.read(#"{"zebra": 1, "apple": {"y": true, "x": null}, "mango": [2, "b"]}"#))
        #expect(value.text == #"{"zebra":1,"apple":{"y":true,"x":null},"mango":[2,"b"]}"#)
        #expect(value["apple"]?.text == #"{"y":true,"x":null}"#)
    }

    @Test(
        "a number read is its text, never through a Double or an Int64",
        arguments: ["12", "-0", "7.5", "1999.99", "0.1", "1e2", "2.50E-3", "12345678901234567890", "1.0"])
    func numbersAsWritten(_ number: String) throws {
        #expect(Self.read(number) == .number(number))
        #expect(Self.read("[\(number)]")?.text == "[\(number)]")
    }

    @Test("a key written twice keeps its first value, as ErrgenCore's JSON reader does")
    func firstOfADuplicateKey() {
        #expect(Self.read(#"{"a": 1, "a": 2}"#)?.text == #"{"a":1}"#)
    }

    @Test("anything but one JSON value is nil", arguments: ["", "{", "[1,]", "{\"a\" 1}", "1 2", "nul", "'a'"])
    func notJSON(_ text: String) {
        #expect(Self.read(text) == nil)
    }
}
