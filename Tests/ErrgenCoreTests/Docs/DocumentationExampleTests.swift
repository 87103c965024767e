import Foundation
import TestSupport
import Testing

/// The documentation is the user's contract, so its examples are run: every spec
/// example through `errgen lint` (with the exact diagnostics the docs print), every
/// excerpt of generated code against what errgen writes, every Swift example through
/// the compiler. The conventions are in ``DocumentationExamples``.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test("the catalog has its articles and they hold examples")
    func catalogIsThere() throws {
        let names = Set(DocumentationExamples.documents.map(\.lastPathComponent))
        for article in [
            "ErrgenRuntime.md", "GettingStarted.md", "SpecFormatReference.md", "CommandLine.md", "RuntimeGuide.md",
        ] {
            #expect(names.contains(article), "the catalog has no \(article)")
        }
        #expect(DocumentationExamples.specExamples.count >= 10)
        #expect(DocumentationExamples.swiftExamples.contains { $0.kind == .appCode })
        let starter = try #require(
            DocumentationExamples.starter, "the format reference shows no '# specs/starter.yaml'")
        #expect(starter.text.contains("errgen: 1"))
    }

    @Test("every spec example lints as the docs say", arguments: DocumentationExamples.specExamples)
    func specExampleLints(_ example: DocumentationExamples.SpecExample) async throws {
        let folder = try Self.writeSpec(example)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ErrgenProcess.run(["lint", example.specFolder, "--quiet"], in: folder.path)
        if let expected = example.expectedDiagnostics {
            #expect(result.stderr == expected.text, "\(example.block.location): lint printed\n\(result.stderr)")
            let hasErrors = expected.lines.contains { $0.contains(": error: ") }
            #expect(result.exitCode == (hasErrors ? 1 : 0), "\(example.block.location): exit code \(result.exitCode)")
        } else {
            #expect(
                result.exitCode == 0 && result.stderr.isEmpty,
                "\(example.block.location) does not lint clean:\n\(result.stderr)")
        }
    }

    @Test(
        "every excerpt of generated code is what errgen generates",
        arguments: DocumentationExamples.specExamples.filter { !$0.generatedExcerpts.isEmpty })
    func generatedExcerptsMatch(_ example: DocumentationExamples.SpecExample) async throws {
        let folder = try Self.writeSpec(example)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ErrgenProcess.run(
            ["generate", example.specFolder, "--output", "Generated", "--quiet"], in: folder.path)
        try #require(result.exitCode == 0, "\(example.block.location) does not generate:\n\(result.stderr)")
        let output = folder.appendingPathComponent("Generated")
        // DOCS_DUMP=<folder>: keep each example's output, to bring excerpts up to date by hand.
        if let dump = ProcessInfo.processInfo.environment["DOCS_DUMP"] {
            let line = example.block.location.description.split(separator: ":").last.map(String.init) ?? "example"
            try? FileManager.default.copyItem(at: output, to: URL(fileURLWithPath: dump).appendingPathComponent(line))
        }
        var lines: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        where name.hasSuffix(".swift") || name.hasSuffix(".xcstrings") {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        for excerpt in example.generatedExcerpts {
            if let missing = DocumentationExamples.missingChunk(of: excerpt, in: lines) {
                Issue.record(
                    "\(excerpt.location): errgen does not generate these lines:\n\(missing.joined(separator: "\n"))")
            }
        }
    }

    /// Serialized: each case starts a compiler, and two cores are shared with every other test.
    @Test(
        "every Swift example compiles against ErrgenRuntime, FinFlowAPI and ErrgenMockTesting", .serialized,
        arguments: DocumentationExamples.swiftExamples.filter { $0.kind == .appCode })
    func swiftExampleCompiles(_ example: DocumentationExamples.SwiftExample) async throws {
        let folder = try TestPaths.temporaryFolder("doc-swift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try example.block.text.write(to: file, atomically: true, encoding: .utf8)
        let result = try await SwiftTypeChecker.typeCheck(
            [file], moduleName: "DocExample", warningsAsErrors: false,
            moduleMaps: SwiftTypeChecker.packageModuleMaps)
        #expect(result.succeeded, "\(example.block.location) does not compile:\n\(result.output)")
    }

    @Test(
        "every package manifest in the docs loads", .serialized,
        arguments: DocumentationExamples.swiftExamples.filter { $0.kind == .manifest })
    func manifestLoads(_ example: DocumentationExamples.SwiftExample) async throws {
        let folder = try TestPaths.temporaryFolder("doc-manifest")
        defer { try? FileManager.default.removeItem(at: folder) }
        try example.block.text.write(
            to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package"], in: folder.path)
        #expect(result.exitCode == 0, "\(example.block.location) is not a valid manifest:\n\(result.stderr)")
    }

    /// Writes the example (beside the starter when it is a fragment) into a new folder.
    static func writeSpec(_ example: DocumentationExamples.SpecExample) throws -> URL {
        let folder = try TestPaths.temporaryFolder("doc-spec")
        let file = folder.appendingPathComponent(example.path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try example.block.text.write(to: file, atomically: true, encoding: .utf8)
        for (path, block) in example.openAPIFiles {
            let documentFile = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: documentFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try block.text.write(to: documentFile, atomically: true, encoding: .utf8)
        }
        if let catalog = example.catalog {
            let catalogFile = folder.appendingPathComponent(example.specFolder).appendingPathComponent(
                "Localizable.xcstrings")
            try catalog.text.write(to: catalogFile, atomically: true, encoding: .utf8)
        }
        if !example.isComplete {
            let starter = try #require(DocumentationExamples.starter, "a fragment needs the reference's starter spec")
            let starterFile = folder.appendingPathComponent(example.specFolder).appendingPathComponent("starter.yaml")
            try starter.text.write(to: starterFile, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
