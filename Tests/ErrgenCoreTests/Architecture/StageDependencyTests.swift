import Foundation
import Testing

@testable import ErrgenCore

/// The generator is a pipeline, one folder of `Sources/ErrgenCore` per stage or hook, in the
/// order `GeneratorPipeline.Stage` runs them (`Diff` compares two checked specs, after Check).
/// A stage may use the types of the stages
/// before it and of the shared folders (`Layers/`, the types that cross a stage boundary;
/// `Naming/`; `Diagnostics/`; `Concurrency/`), never a later stage's: that is what lets each stage be read,
/// tested and replaced on its own. The shared folders use no stage at all; `Pipeline/`
/// runs them all. This test reads the sources and fails on the first reference that
/// goes the wrong way.
@Suite("Stage dependencies")
struct StageDependencyTests {
    /// The pipeline's folders in run order, and Diff, which reads Check's output, right after Check.
    static let stages: [String] = GeneratorPipeline.Stage.allCases.flatMap { stage in
        stage.folders + (stage == .check ? ["Diff"] : [])
    }
    static let shared = ["Layers", "Naming", "Diagnostics", "Concurrency"]
    static let driver = "Pipeline"
    static let sources = TestPaths.repository.appendingPathComponent("Sources/ErrgenCore")

    @Test("ErrgenCore holds exactly the stage folders, the shared folders and the pipeline")
    func folders() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).filter {
            !$0.hasPrefix(".")
        }
        #expect(Set(folders) == Set(Self.stages + Self.shared + [Self.driver]))
    }

    @Test("no stage refers to a later stage's types; no shared folder refers to a stage", arguments: stages + shared)
    func noReferenceForward(_ folder: String) throws {
        let forbidden: [String]
        if let position = Self.stages.firstIndex(of: folder) {
            forbidden = Array(Self.stages[(position + 1)...]) + [Self.driver]
        } else {
            forbidden = Self.stages + [Self.driver]
        }
        var owner: [String: String] = [:]
        for other in forbidden {
            for file in try Self.swiftFiles(in: other) {
                for name in Self.topLevelTypeNames(in: try Self.text(of: file)) { owner[name] = other }
            }
        }
        for file in try Self.swiftFiles(in: folder) {
            let identifiers = Set(Self.identifiers(inCodeOf: try Self.text(of: file)))
            for name in identifiers.sorted() {
                if let later = owner[name] {
                    Issue.record("\(folder)/\(file.lastPathComponent) uses \(name) of \(later)/, a later stage")
                }
            }
        }
    }

    @Test("the stage order is the pipeline's: the order README.md shows is the same")
    func orderIsThePipelines() throws {
        #expect(Self.stages == ["Load", "Decode", "OpenAPI", "Merge", "Check", "Diff", "Translate", "Render", "Write"])
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let written = GeneratorPipeline.Stage.allCases.flatMap(\.folders).joined(separator: " -> ")
        #expect(readme.contains(written), "README.md should show `\(written)`")
    }

    @Test("the check sees what it must: a type declared at the top level, an identifier outside comments and strings")
    func scannerFindsTypesAndSkipsText() {
        let source = """
            /// Uses `Hidden` in a comment.
            public struct Visible: Sendable {
                struct Nested {}
                let a = "Quoted \\(Interpolated)"
                let b = Used() // Commented
                let c = #"Raw \"# + Also()
            }
            enum Other {}
            """
        #expect(Self.topLevelTypeNames(in: source) == ["Visible", "Other"])
        let identifiers = Set(Self.identifiers(inCodeOf: source))
        #expect(identifiers.contains("Used"))
        #expect(identifiers.contains("Also"))
        #expect(!identifiers.contains("Raw"))
        #expect(!identifiers.contains("Hidden"))
        #expect(!identifiers.contains("Quoted"))
        #expect(!identifiers.contains("Commented"))
    }

    static func swiftFiles(in folder: String) throws -> [URL] {
        let url = sources.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
            .map { url.appendingPathComponent($0) }
    }

    static func text(of file: URL) throws -> String {
        try String(contentsOf: file, encoding: .utf8)
    }

    /// Types declared at the top level of a file (nested types are their owner's business).
    static func topLevelTypeNames(in source: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "final", "indirect",
        ]
        return source.split(separator: "\n").compactMap { line in
            guard let first = line.first, first.isLetter else { return nil }
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            guard let kind = words.firstIndex(where: { !modifiers.contains($0) }), kinds.contains(words[kind]),
                kind + 1 < words.count
            else { return nil }
            return String(words[kind + 1])
        }
    }

    /// Identifiers of the code, with comments and string literals (interpolations too) left out.
    static func identifiers(inCodeOf source: String) -> [String] {
        var code = ""
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", at(1) == "*" {
                index += 2
                while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") { index += 1 }
                index += 2
            } else if scalar == "\"" || scalar == "#" && (at(1) == "\"" || at(1) == "#") {
                // `"…"`, `"""…"""`, or raw `#"…"#`, where a backslash escapes nothing.
                var hashes = 0
                while at(0) == "#" {
                    hashes += 1
                    index += 1
                }
                let isBlock = at(1) == "\"" && at(2) == "\""
                index += isBlock ? 3 : 1
                func closes() -> Bool {
                    guard scalars[index] == "\"", !isBlock || at(1) == "\"" && at(2) == "\"" else { return false }
                    let quotes = isBlock ? 3 : 1
                    return (0..<hashes).allSatisfy { at(quotes + $0) == "#" }
                }
                while index < scalars.count {
                    if scalars[index] == "\\", hashes == 0 {
                        index += 2
                    } else if closes() {
                        index += (isBlock ? 3 : 1) + hashes
                        break
                    } else {
                        index += 1
                    }
                }
                code.append(" ")
            } else {
                code.unicodeScalars.append(scalar)
                index += 1
            }
        }
        return code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
