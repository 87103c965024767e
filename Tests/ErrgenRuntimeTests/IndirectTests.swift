@_spi(Generated) import ErrgenRuntime
import Foundation
import Testing

/// `Indirect`, where a generated model keeps a property that holds the model itself: it
/// must be invisible in the JSON, in comparisons and hashes, and in what `print` and `dump` show.
@Suite("Indirect storage")
struct IndirectTests {
    struct Node: Codable, Hashable, Sendable {
        var name: String
    }

    @Test("codes as the value itself, with no wrapper in the JSON")
    func codesAsTheValue() throws {
        let box = Indirect(Node(name: "a"))
        #expect(String(decoding: try JSONEncoder().encode(box), as: UTF8.self) == #"{"name":"a"}"#)
        #expect(try JSONDecoder().decode(Indirect<Node>.self, from: Data(#"{"name":"b"}"#.utf8)).value.name == "b")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Indirect<Node>.self, from: Data(#"{"nom":"b"}"#.utf8))
        }
    }

    @Test("two boxes of equal values are equal and hash alike")
    func equalityByValue() {
        let (first, second) = (Indirect(Node(name: "a")), Indirect(Node(name: "a")))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != Indirect(Node(name: "b")))
    }

    @Test("print and dump show the value, not the storage")
    func printsAsTheValue() {
        let box = Indirect(Node(name: "a"))
        #expect(String(describing: box) == String(describing: Node(name: "a")))
        #expect(String(reflecting: box) == String(reflecting: Node(name: "a")))
        var dumped = ""
        dump(box, to: &dumped)
        #expect(dumped.contains("name: \"a\""), "\(dumped)")
        #expect(!dumped.contains("Storage"), "\(dumped)")
    }
}
