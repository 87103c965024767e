import ErrgenCore
import Foundation
import Testing

/// Issue 2, point 3: one folder per mistake under `Tests/Fixtures/bad-input/`, each a
/// small complete spec with exactly one mistake (`several-mistakes` has five, in two
/// files). `expected.txt` holds the exact diagnostics, paths relative to the folder.
///
/// Each folder runs twice: through `Generator.generate` in process, and through the
/// `errgen` binary with an output folder holding a sentinel file, which must be
/// byte-for-byte the same afterwards (exit 1), unless the folder expects warnings only
/// (exit 0, files written).
@Suite("Bad input")
struct BadInputTests {
    static let folders: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: ErrgenProcess.badInput)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }()

    static func expected(_ name: String) throws -> [String] {
        let text = try String(contentsOfFile: "\(ErrgenProcess.badInput)/\(name)/expected.txt", encoding: .utf8)
        return text.split(separator: "\n").map(String.init)
    }

    /// Diagnostics print paths as given; the test gives the absolute folder, expected.txt has none.
    static func relativized(_ line: String, folder: String) -> String {
        line.replacingOccurrences(of: folder + "/", with: "")
    }

    @Test func thereAreAtLeastFortyFoldersCoveringIssue2() {
        #expect(Self.folders.count >= 40)
        let required = [
            "unknown-model-in-response", "unknown-retry-policy-in-endpoint", "unknown-error-in-endpoint",
            "unknown-error-in-client-errors", "unknown-error-in-fallbacks", "case-name-collision",
            "integer-code-without-name",
            "keyword-name-inout", "placeholder-not-a-field", "placeholder-sets-differ", "missing-translation",
            "missing-translation-warning", "path-parameter-not-declared", "path-parameter-not-in-path",
            "status-above-599",
            "status-below-100", "bad-duration", "max-backoff-below-initial", "multiplier-below-one",
            "max-attempts-zero",
            "missing-fallback-4xx", "missing-fallback-5xx", "missing-client-errors-other", "client-error-with-status",
            "header-name-not-a-token", "empty-key-path-in-envelope", "unsupported-version", "missing-errgen-key",
            "unknown-key-did-you-mean", "yes-as-boolean", "duplicate-key-across-files", "duplicate-key-in-mapping",
            "yaml-syntax-error", "yaml-tab-indentation", "not-utf8-latin1", "not-utf8-utf16", "billion-laughs",
            "deep-nesting", "model-contains-itself", "several-mistakes",
        ]
        #expect(required.filter { !Self.folders.contains($0) } == [])
    }

    @Test(arguments: folders)
    func generatorReportsExactlyTheExpectedDiagnostics(_ name: String) throws {
        let folder = "\(ErrgenProcess.badInput)/\(name)"
        let expected = try Self.expected(name)
        #expect(!expected.isEmpty)
        let outcome = try Generator.generate(folder: folder)
        #expect(outcome.diagnostics.map { Self.relativized($0.description, folder: folder) } == expected)
        let errorsExpected = expected.contains { $0.contains(": error: ") }
        #expect(outcome.hasErrors == errorsExpected)
        #expect((outcome.files == nil) == errorsExpected)
        for diagnostic in outcome.diagnostics {
            #expect(diagnostic.location != nil && diagnostic.location!.line >= 1 && diagnostic.location!.column >= 1)
        }
    }

    @Test(arguments: folders)
    func commandLineReportsThemAndLeavesTheOutputFolderAlone(_ name: String) async throws {
        let folder = "\(ErrgenProcess.badInput)/\(name)"
        let expected = try Self.expected(name)
        let output = NSTemporaryDirectory() + "errgen-bad-input-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: output + "/nested", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        try Data("hand-written, not errgen's\n".utf8).write(to: URL(fileURLWithPath: output + "/Sentinel.swift"))
        try Data("# Files errgen generated here; errgen removes those it no longer produces.\nErrors.swift\n".utf8)
            .write(to: URL(fileURLWithPath: output + "/.errgen-manifest"))
        try Data("// an old generated file\n".utf8).write(to: URL(fileURLWithPath: output + "/Errors.swift"))
        let before = ErrgenProcess.snapshot(output)

        let result = try await ErrgenProcess.run(["generate", folder, "--output", output, "--quiet"])

        #expect(result.stderrLines.map { Self.relativized($0, folder: folder) } == expected)
        if expected.contains(where: { $0.contains(": error: ") }) {
            #expect(result.exitCode == 1)
            #expect(result.stdout == "")
            #expect(ErrgenProcess.snapshot(output) == before)
        } else {
            #expect(result.exitCode == 0)
            let after = ErrgenProcess.snapshot(output)
            #expect(after["Sentinel.swift"] == before["Sentinel.swift"])
            #expect(after["Errors.swift"] != before["Errors.swift"])
            #expect(after["Models.swift"] != nil)
        }
    }
}
