import Foundation
import Testing

@testable import ErrgenCore

/// Golden tests: each folder `Tests/Fixtures/golden/<name>/spec` is generated in
/// memory and compared byte for byte with `<name>/expected`; a mismatch prints a
/// unified diff. `ERRGEN_RECORD=1 swift test` rewrites the expected files instead.
/// Every expected output is also type-checked, warnings as errors.
///
/// The reference spec is a golden case too: `specs/` against the committed `Generated/`.
@Suite("Golden output")
struct GoldenTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: URL
        var expected: URL

        var testDescription: String { name }
    }

    static let fixtures: [Fixture] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.goldenFixtures.path)) ?? []
        return [Fixture(name: "reference", spec: TestPaths.referenceSpec, expected: TestPaths.referenceOutput)]
            + folders.sorted().map { name in
                let folder = TestPaths.goldenFixtures.appendingPathComponent(name)
                return Fixture(
                    name: name, spec: folder.appendingPathComponent("spec"),
                    expected: folder.appendingPathComponent("expected"))
            }
    }()

    static var isRecording: Bool { ProcessInfo.processInfo.environment["ERRGEN_RECORD"] == "1" }

    @Test("generated files match the expected files", arguments: fixtures)
    func matchesExpectedOutput(_ fixture: Fixture) throws {
        let outcome = try Generator.generate(folder: fixture.spec.path + "/")
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.description).joined(separator: "\n"))")
        let files = try #require(outcome.files)
        if Self.isRecording {
            try Self.record(files, in: fixture.expected)
            return
        }
        let expectedNames = try Self.expectedFileNames(in: fixture.expected)
        #expect(
            expectedNames == Set(files.map(\.name)),
            "the expected folder lists other files; record with ERRGEN_RECORD=1")
        for file in files {
            let path = fixture.expected.appendingPathComponent(file.name)
            let expected = (try? String(contentsOf: path, encoding: .utf8)) ?? ""
            if expected != file.contents {
                let diff = UnifiedDiff.diff(
                    old: expected, new: file.contents, oldName: "expected/\(file.name)",
                    newName: "generated/\(file.name)")
                Issue.record(
                    "\(fixture.name)/\(file.name) differs from the expected output (ERRGEN_RECORD=1 swift test rewrites it):\n\(diff)"
                )
            }
        }
    }

    @Test("the same spec always gives the same output")
    func deterministic() throws {
        let first = try Generator.generate(folder: TestPaths.referenceSpec.path + "/").files
        let second = try Generator.generate(folder: TestPaths.referenceSpec.path + "/").files
        #expect(first == second)
    }

    /// Every expected output in every setting of an app target (issue 39): Swift 6 and 5, main-actor
    /// and nonisolated default isolation, Approachable Concurrency on and off.
    /// Serialized: each case starts a swiftc; ten at once would crowd two cores for every other test.
    @Test(
        "expected output type-checks in every compile mode, warnings as errors", .serialized,
        arguments: fixtures, CompileMode.all)
    func expectedOutputCompiles(_ fixture: Fixture, mode: CompileMode) async throws {
        let swiftFiles = try Self.expectedSwiftFiles(in: fixture.expected).map {
            fixture.expected.appendingPathComponent($0)
        }
        let result = try await SwiftTypeChecker.typeCheck(
            swiftFiles, moduleName: "Golden\(fixture.name.filter(\.isLetter))", mode: mode)
        #expect(result.succeeded, "\(fixture.name) does not compile cleanly in \(mode):\n\(result.output)")
    }

    @Test("every public or package declaration in the expected output has a doc comment", arguments: fixtures)
    func publicDeclarationsAreDocumented(_ fixture: Fixture) throws {
        for name in try Self.expectedSwiftFiles(in: fixture.expected) {
            let text = try String(contentsOf: fixture.expected.appendingPathComponent(name), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let code = line.drop { $0 == " " }
                guard code.hasPrefix("public ") || code.hasPrefix("package ") else { continue }
                // The doc comment comes before the declaration's attributes (`@available`).
                var above = index - 1
                while above >= 0, lines[above].drop(while: { $0 == " " }).hasPrefix("@") { above -= 1 }
                let previous = above >= 0 ? lines[above].drop { $0 == " " } : ""
                #expect(previous.hasPrefix("///"), "\(fixture.name)/\(name):\(index + 1) has no doc comment: \(code)")
            }
        }
    }

    /// Writes the expected files as generated and removes any the generator no longer produces.
    static func record(_ files: [GeneratedFile], in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for stale in try expectedFileNames(in: folder).subtracting(files.map(\.name)) {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
        }
        for file in files {
            try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name))
        }
    }

    /// The Swift files in an expected folder, in the order errgen writes them (the model parts
    /// a fixture's spec needs, not all that a build plugin declares).
    static func expectedSwiftFiles(in folder: URL) throws -> [String] {
        let names = try expectedFileNames(in: folder)
        return OutputFileSet.swiftFiles.filter(names.contains)
    }

    /// The generated files in an expected folder (the manifest is the writer's, not output).
    static func expectedFileNames(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") })
    }
}
