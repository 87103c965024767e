import Foundation
import Testing

/// Issue 15, point 10, and issue 12: an app that imports ErrgenRuntime must not find new
/// members on `String`, `Int`, `Date`, `Optional`... (the runtime's `TextValue` protocol
/// once added `textValue` to each), because an app's own extension with the same name
/// would collide. This reads the runtime's sources: every extension of a type the runtime
/// does not declare itself must declare no `public` or `open` member and add no
/// conformance to a public runtime protocol.
@Suite("The runtime adds nothing public to standard types")
struct StandardTypeExtensionTests {
    static let sources: [(path: String, text: String)] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/ErrgenRuntime")
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map { (path, $0) }
        }
    }()

    /// The names after `keyword` at the start of a declaration: `struct ErrorContext`.
    static func declared(_ keywords: [String], in text: String) -> Set<String> {
        var names = Set<String>()
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            for (index, word) in words.enumerated() where keywords.contains(word) && index + 1 < words.count {
                names.insert(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        return names
    }

    @Test("the runtime's sources are found")
    func sourcesFound() {
        #expect(Self.sources.count > 30)
    }

    @Test("no extension of a standard or Foundation type declares a public member or a public conformance")
    func noPublicMembersOnStandardTypes() {
        let all = Self.sources.map(\.text).joined(separator: "\n")
        let ownTypes = Self.declared(["struct", "enum", "class", "actor", "protocol", "typealias"], in: all)
        let publicProtocols = Self.declared(
            ["protocol"],
            in: all.split(separator: "\n").filter { $0.contains("public protocol") }.joined(separator: "\n"))
        var extensionsOfForeignTypes = 0
        var spiExtensions = 0
        for (path, text) in Self.sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var index = 0
            while index < lines.count {
                let line = lines[index].trimmingCharacters(in: .whitespaces)
                index += 1
                guard line.hasPrefix("extension ") || line.hasPrefix("public extension ") else { continue }
                #expect(
                    !line.hasPrefix("public extension "),
                    "\(path):\(index): a public extension makes every member public")
                let head = line.dropFirst(line.hasPrefix("public ") ? 17 : 10)
                let name = String(head.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                guard !ownTypes.contains(name) else { continue }
                extensionsOfForeignTypes += 1
                // An `@_spi(Generated)` extension's members are seen only by files that import the
                // SPI by name, which generated files alone do: an app's plain import finds none.
                let attribute = index >= 2 ? lines[index - 2].trimmingCharacters(in: .whitespaces) : ""
                if attribute.hasPrefix("@_spi(") {
                    spiExtensions += 1
                    continue
                }
                if let colon = head.firstIndex(of: ":") {
                    let conformances = head[head.index(after: colon)...].prefix { $0 != "{" }.split(separator: "where")[
                        0]
                    for conformance in conformances.split(separator: ",").map({
                        $0.trimmingCharacters(in: .whitespaces)
                    }) {
                        #expect(
                            !publicProtocols.contains(conformance),
                            "\(path):\(index): \(name) conforms to the public \(conformance)")
                    }
                }
                // A one-line extension: `extension String: P { public var x: ... }`.
                if line.contains("{ public ") || line.contains("{ open ") {
                    Issue.record("\(path):\(index): a public member on \(name): \(line)")
                }
                // The extension's body: up to the brace that closes it.
                var depth = line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                while depth > 0, index < lines.count {
                    let member = lines[index].trimmingCharacters(in: .whitespaces)
                    index += 1
                    if depth == 1,
                        member.hasPrefix("public ") || member.hasPrefix("open ")
                            || member.hasPrefix("@inlinable public")
                    {
                        Issue.record("\(path):\(index): a public member on \(name): \(member)")
                    }
                    depth += member.filter { $0 == "{" }.count - member.filter { $0 == "}" }.count
                }
            }
        }
        // The scan sees the runtime's internal extensions of standard types (JSON reading).
        #expect(extensionsOfForeignTypes > 5)
        // The scan sees the coding calls of generated models, which are SPI (`ModelCoding.swift`).
        #expect(spiExtensions >= 2)
    }
}
