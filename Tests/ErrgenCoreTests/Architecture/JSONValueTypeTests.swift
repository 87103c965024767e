import Foundation
import Testing

/// One JSON value type per job in the generator and the mock: `JSONValue` is what errgen
/// writes (files, the diff report, the mock's bodies, which it also reads), `JSONNode` what
/// Load reads from a file, each value with its place for a diagnostic. The runtime keeps
/// its own (`ErrgenRuntime`, which apps link, depends on Foundation only). A third type
/// would be a second owner of JSON's shape; this test fails when one appears.
@Suite("JSON value types")
struct JSONValueTypeTests {
    static let scanned = ["Sources/ErrgenCore", "Sources/ErrgenMock", "Sources/errgen", "Sources/errgen-mock"]
    static let allowed: Set<String> = [
        "Sources/ErrgenCore/Layers/JSONValue.swift", "Sources/ErrgenCore/Layers/JSONNode.swift",
    ]

    /// Whether the text declares an enum with JSON's cases: an object, an array, and a string or number.
    static func declaresJSONValue(_ text: String) throws -> Bool {
        func declares(_ names: String) throws -> Bool {
            try text.firstMatch(of: Regex(#"(?m)^\s*(indirect\s+)?case\s+("# + names + #")\b"#)) != nil
        }
        return try declares("object") && declares("array") && declares("string|number")
    }

    @Test("only JSONValue and JSONNode are JSON value types in the generator and the mock")
    func oneTypePerJob() throws {
        var found: [String] = []
        for folder in Self.scanned {
            let root = TestPaths.repository.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                if try Self.declaresJSONValue(text) { found.append(folder + "/" + file) }
            }
        }
        #expect(Set(found) == Self.allowed, "a JSON value type outside \(Self.allowed.sorted()): \(found.sorted())")
    }

    @Test("the scan finds a JSON value enum, and not a switch over one")
    func scanFindsDeclarations() throws {
        let declared = """
            package indirect enum MockJSON: Sendable {
                case null
                case number(String)
                case array([MockJSON])
                case object([(key: String, value: MockJSON)])
            }
            """
        let switched = """
            switch value {
            case .object(let members): members.count
            case .array(let items): items.count
            case .string, .number: 0
            }
            """
        #expect(try Self.declaresJSONValue(declared))
        #expect(try !Self.declaresJSONValue(switched))
    }
}
