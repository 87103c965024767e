import Foundation
import Testing

/// Issue 43, points 3 and 6: `errgen diff` of spec folders that import an OpenAPI document,
/// one pair per folder of `Tests/Fixtures/diff-openapi` (see its README), run through the
/// built binary.
@Suite("errgen diff: imported OpenAPI documents")
struct DiffOpenAPITests {
    static let fixtures = ErrgenProcess.packageRoot + "/Tests/Fixtures/diff-openapi"

    static var folders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter { !$0.hasPrefix(".") }
            .filter { $0 != "README.md" }.sorted()
    }

    @Test("each pair prints what its expected.txt says", arguments: folders)
    func pairPrintsItsChanges(_ name: String) async throws {
        let folder = Self.fixtures + "/" + name
        let expected = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--fail-on", "none"], in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(result.stdout == expected)
    }

    @Test("an operation without an operationId whose path parameter is renamed is renamed, not removed and added")
    func renamedPathParameterKeepsTheEndpoint() async throws {
        let folder = Self.fixtures + "/path-parameter-renamed"
        let result = try await ErrgenProcess.run(["diff", "old", "new"], in: folder)
        #expect(result.exitCode == 0, "\(result.stdout)")
        #expect(result.stdout.contains("endpoint-renamed: "))
        #expect(!result.stdout.contains("endpoint-removed"))
        #expect(!result.stdout.contains("endpoint-added"))
    }

    /// A copy of `path-parameter-renamed/old` whose document is `document`, in a new temporary folder.
    static func version(document: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-diff-input-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: fixtures + "/path-parameter-renamed/old")
        try FileManager.default.copyItem(
            at: source.appendingPathComponent("errgen.yaml"), to: folder.appendingPathComponent("errgen.yaml"))
        try document.write(to: folder.appendingPathComponent("openapi.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(
        "an empty, comment-only or cut-short document is a located error, exit 1, in diff, lint and generate",
        arguments: ["", "# to be written\n", "openapi: 3.0.3\ninfo: {title: Pets, version: '1'}\npaths:\n"])
    func documentWithNothingIsAnInputError(_ document: String) async throws {
        let broken = try Self.version(document: document)
        defer { try? FileManager.default.removeItem(at: broken) }
        let good = Self.fixtures + "/path-parameter-renamed/old"
        for arguments in [
            ["diff", good, broken.path], ["diff", broken.path, good], ["lint", broken.path],
            ["generate", broken.path, "--output", broken.appendingPathComponent("out").path],
        ] {
            let result = try await ErrgenProcess.run(arguments, in: Self.fixtures)
            #expect(result.exitCode == 1, "\(arguments[0]): \(result.stdout)")
            #expect(result.stderr.contains(broken.path + "/openapi.yaml:"), "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("error: "))
            #expect(!result.stdout.contains("endpoint-removed"))
        }
    }
}
