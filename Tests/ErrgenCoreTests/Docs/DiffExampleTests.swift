import Foundation
import Testing

extension DocumentationExamples {
    /// An `errgen diff` example: the command and its output, and the spec files the article
    /// shows before it, by path (a later block at the same path replaces an earlier one).
    struct DiffExample: Sendable, CustomTestStringConvertible {
        var block: MarkdownCodeBlock
        var files: [String: MarkdownCodeBlock]

        var testDescription: String { block.location }
        var arguments: [String] { block.firstLine.split(separator: " ").dropFirst(2).map(String.init) }
        var expectedOutput: String { block.lines.dropFirst().map { $0 + "\n" }.joined() }
    }

    static let diffExamples: [DiffExample] = {
        var examples: [DiffExample] = []
        var files: [String: MarkdownCodeBlock] = [:]
        var file = ""
        for block in blocks {
            if block.file != file { (file, files) = (block.file, [:]) }
            if block.language == "yaml" { files[specPath(of: block)] = block }
            if block.language == "text", block.firstLine.hasPrefix("$ errgen diff ") {
                examples.append(DiffExample(block: block, files: files))
            }
        }
        return examples
    }()
}

/// The `errgen diff` examples of the documentation, run as the reader would run them.
@Suite("Documentation examples of errgen diff")
struct DiffExampleTests {
    @Test("the article on changing a catalog has a diff example")
    func articleHasAnExample() {
        #expect(DocumentationExamples.diffExamples.contains { $0.block.file.hasSuffix("ChangingACatalogSafely.md") })
    }

    @Test("every errgen diff example prints what the docs show", arguments: DocumentationExamples.diffExamples)
    func diffExamplePrints(_ example: DocumentationExamples.DiffExample) async throws {
        let folder = try TestPaths.temporaryFolder("doc-diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        let starter = try #require(DocumentationExamples.starter)
        for (path, block) in example.files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try block.text.write(to: file, atomically: true, encoding: .utf8)
            if !block.lines.contains(where: { $0.hasPrefix("errgen:") }) {
                try starter.text.write(
                    to: file.deletingLastPathComponent().appendingPathComponent("starter.yaml"), atomically: true,
                    encoding: .utf8)
            }
        }
        let result = try await ErrgenProcess.run(example.arguments, in: folder.path)
        #expect(result.stderr == "", "\(example.block.location)")
        #expect([0, 2].contains(result.exitCode), "\(example.block.location): exit code \(result.exitCode)")
        #expect(result.stdout == example.expectedOutput, "\(example.block.location): errgen printed\n\(result.stdout)")
    }
}
