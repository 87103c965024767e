import Foundation
import Testing

@testable import ErrgenCore

/// The string catalog's JSON reader: every value where it is written, one located
/// diagnostic for a file that is not JSON, never a crash.
@Suite("JSON loader")
struct JSONLoaderTests {
    func load(_ text: String) -> (JSONNode?, [String]) {
        var diagnostics = DiagnosticList()
        let node = JSONLoader.load(Array(text.utf8), file: "c.xcstrings", diagnostics: &diagnostics)
        return (node, diagnostics.sorted.map(\.description))
    }

    @Test("keys and values know their line and column, counted in characters")
    func locations() throws {
        let (node, problems) = load(
            "{\n  \"é\" : {\"v\" : \"x\\u00e9\\ud83d\\ude00\\n\"},\n  \"n\" : [1, -2.5e3, true, null]\n}\n")
        #expect(problems == [])
        let root = try #require(node)
        guard case .object(let members) = root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key.value) == ["é", "n"])
        #expect(members[0].key.location.description == "c.xcstrings:2:3")
        let value = try #require(members[0].value.member("v"))
        #expect(value.location.description == "c.xcstrings:2:16")
        guard case .string(let text) = value.value else {
            Issue.record("not a string")
            return
        }
        #expect(text == "xé😀\n")
        guard case .array(let items) = members[1].value.value else {
            Issue.record("not a list")
            return
        }
        #expect(items.map(\.kind) == ["a number", "a number", "a boolean", "null"])
    }

    @Test(
        "mistakes are one located diagnostic",
        arguments: [
            ("{\"a\" : 1,}", "c.xcstrings:1:10: error: not valid JSON: expected a key in double quotes, found '}'"),
            ("{\"a\" 1}", "c.xcstrings:1:6: error: not valid JSON: expected ':' after the key \"a\", found '1'"),
            ("{\"a\" : \"b}", "c.xcstrings:1:11: error: not valid JSON: a string has no closing '\"'"),
            ("{\"a\" : \"\\q\"}", "c.xcstrings:1:9: error: not valid JSON: '\\q' is not a JSON escape"),
            ("{\"a\" : \"\\ud83d\"}", "c.xcstrings:1:9: error: not valid JSON: '\\ud83d' is half of a surrogate pair"),
            ("{} {}", "c.xcstrings:1:4: error: not valid JSON: unexpected text after the end of the JSON value"),
            ("", "c.xcstrings:1:1: error: not valid JSON: the file ends where a value was expected"),
            (
                "{\"a\" : tru}",
                "c.xcstrings:1:8: error: not valid JSON: expected a value (a string, number, object, list, true, false or null)"
            ),
        ])
    func mistakes(_ text: String, _ expected: String) {
        let (node, problems) = load(text)
        #expect(node == nil)
        #expect(problems == [expected])
    }

    @Test("every prefix of a catalog, and every byte flipped, gives a tree or a diagnostic, never a crash")
    func neverCrashes() throws {
        let text = try String(
            contentsOf: TestPaths.referenceOutput.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        let bytes = Array(text.utf8.prefix(3000))
        for end in stride(from: 0, to: bytes.count, by: 7) {
            var diagnostics = DiagnosticList()
            let node = JSONLoader.load(Array(bytes[..<end]), file: "c", diagnostics: &diagnostics)
            #expect(node != nil || diagnostics.hasErrors)
        }
        for index in stride(from: 0, to: bytes.count, by: 11) {
            var mutated = bytes
            mutated[index] = mutated[index] == UInt8(ascii: "{") ? UInt8(ascii: "[") : UInt8(ascii: "{")
            var diagnostics = DiagnosticList()
            _ = JSONLoader.load(mutated, file: "c", diagnostics: &diagnostics)
        }
        let deep = String(repeating: "[", count: 100_000)
        #expect(load(deep).1 == ["c.xcstrings:1:65: error: not valid JSON: nested more than 64 levels deep"])
    }
}
