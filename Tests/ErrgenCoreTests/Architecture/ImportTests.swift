import Foundation
import TestSupport
import Testing

/// The errgen command links what ErrgenCore, ErrgenVocabulary and the command itself
/// import, and nothing of ErrgenRuntime: the runtime needs URLSession, which on Linux
/// is FoundationNetworking with libcurl and its TLS stack, and loading those made every
/// errgen command about 8 ms slower to start. The generator shares the runtime's
/// vocabulary through ErrgenVocabulary, which imports nothing at all. Where
/// FoundationEssentials exists (Linux), the generator imports it instead of Foundation,
/// which would load ICU's data and Foundation's internationalization: 4 ms more.
@Suite("Imports of the generator")
struct ImportTests {
    static let sources = TestPaths.repository.appendingPathComponent("Sources")

    @Test(
        "the generator and the command import neither the runtime nor Foundation's networking",
        arguments: ["ErrgenCore", "errgen"])
    func generatorImportsNoNetworking(_ target: String) throws {
        for (file, module) in try Self.imports(in: target)
        where ["ErrgenRuntime", "FoundationNetworking"].contains(module) {
            Issue.record("\(target)/\(file) imports \(module)")
        }
    }

    @Test("ErrgenVocabulary imports nothing")
    func vocabularyImportsNothing() throws {
        for (file, module) in try Self.imports(in: "ErrgenVocabulary") {
            Issue.record("ErrgenVocabulary/\(file) imports \(module)")
        }
    }

    @Test("the imports are found whatever their attributes and access")
    func scannerFindsEveryForm() {
        let source = """
            import Foundation
            @_exported import ErrgenVocabulary
            internal import FoundationNetworking
            #if canImport(Glibc)
                @preconcurrency import Glibc
            #endif
            // import NotThis
            let text = "import NorThis"
            """
        #expect(
            Self.importedModules(in: source) == ["Foundation", "ErrgenVocabulary", "FoundationNetworking", "Glibc"])
    }

    #if os(Linux)
        @Test("the errgen executable loads no networking library")
        func executableLinksNoNetworking() async throws {
            let executable = try #require(TestPaths.buildProducts?.appendingPathComponent("errgen"))
            let output = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/ldd"), [executable.path]).stdout
            #expect(output.contains("libswiftCore"), "ldd listed: \(output)")
            #expect(output.contains("libFoundationEssentials"), "ldd listed: \(output)")
            for library in [
                "libFoundationNetworking", "libcurl", "libFoundation.so", "libFoundationInternationalization",
                "lib_FoundationICU",
            ] {
                #expect(!output.contains(library), "errgen links \(library)")
            }
        }
    #endif

    @Test(
        "the generator imports Foundation only where FoundationEssentials is missing",
        arguments: ["ErrgenCore", "errgen"])
    func foundationOnlyWithoutEssentials(_ target: String) throws {
        let folder = Self.sources.appendingPathComponent(target)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path))
        while let file = files.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line == "import Foundation" {
                // #if canImport(FoundationEssentials) / import FoundationEssentials / #else / import Foundation
                let guarded =
                    index >= 3 && lines[index - 1] == "#else"
                    && lines[index - 3] == "#if canImport(FoundationEssentials)"
                #expect(
                    guarded, "\(target)/\(file):\(index + 1) imports Foundation where FoundationEssentials would do")
            }
        }
    }

    /// `(file, module)` for every import of a target's Swift files.
    static func imports(in target: String) throws -> [(String, String)] {
        let folder = sources.appendingPathComponent(target)
        guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [(String, String)] = []
        while let file = files.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            found += importedModules(in: text).map { (file, $0) }
        }
        #expect(!found.isEmpty || target == "ErrgenVocabulary", "no import found in \(target): is the path right?")
        return found
    }

    /// The modules of a source's `import` lines, in order.
    static func importedModules(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let position = words.firstIndex(of: "import"), position + 1 < words.count else { return nil }
            let before = words[..<position]
            let modifiers: Set<Substring> = ["internal", "public", "package", "private", "fileprivate"]
            guard before.allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) }) else { return nil }
            return String(words[position + 1])
        }
    }
}
