import Foundation
import Testing

/// `errgen init --from` on a document of each error shape real documents publish: the spec it
/// writes is the one under `init-from/expected/` (record with `ERRGEN_RECORD=1`), and the
/// folder lints and generates with no warning.
@Suite struct InitFromErrorShapesTests {
    static let fixtures = InitFromOpenAPITests.fixtures
    static let shapes = [
        "top-level-fields", "nested-status", "errors-array", "problem-details", "message-only", "discriminator",
    ]

    /// The spec names the document by a path that depends on where the test runs.
    static func normalized(_ spec: String) -> String {
        spec.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("  document: ") ? "  document: \"<document>\"" : String(line)
        }.joined(separator: "\n")
    }

    @Test(arguments: shapes)
    func writesTheExpectedSpecThatLintsAndGeneratesWithoutWarnings(_ shape: String) async throws {
        let work = InitFromOpenAPITests.freshFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let written = try await ErrgenProcess.run(["init", "--from", Self.fixtures + "/\(shape).yaml", work + "/specs"])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let spec = Self.normalized(try String(contentsOfFile: work + "/specs/errgen.yaml", encoding: .utf8))
        let expectedPath = Self.fixtures + "/expected/\(shape).errgen.yaml"
        if ProcessInfo.processInfo.environment["ERRGEN_RECORD"] == "1" {
            try Data(spec.utf8).write(to: URL(fileURLWithPath: expectedPath))
        }
        #expect(spec == (try String(contentsOfFile: expectedPath, encoding: .utf8)))

        let lint = try await ErrgenProcess.run(["lint", work + "/specs"])
        #expect(lint.exitCode == 0, "\(lint.stderr)")
        #expect(!lint.stderr.contains("warning:"), "\(lint.stderr)")
        let generate = try await ErrgenProcess.run(["generate", work + "/specs", "--output", work + "/out"])
        #expect(generate.exitCode == 0, "\(generate.stderr)")
        #expect(!generate.stderr.contains("warning:"), "\(generate.stderr)")
    }
}
