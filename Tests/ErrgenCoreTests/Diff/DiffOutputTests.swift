import ErrgenCore
import Foundation
import Testing

/// Issue 30: `errgen diff`'s text and JSON, as golden files (`ERRGEN_RECORD=1` rewrites
/// them), its exit codes for bad input, and a spec compared with itself.
@Suite("errgen diff: output and exit codes")
struct DiffOutputTests {
    static let folder = ErrgenProcess.packageRoot + "/Tests/Fixtures/diff-output"

    @Test("text and JSON output match their golden files", arguments: ["text", "json"])
    func goldenOutput(_ format: String) async throws {
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--format", format], in: Self.folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "")
        let path = Self.folder + (format == "json" ? "/expected.json" : "/expected.txt")
        if GoldenTests.isRecording {
            try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        #expect(result.stdout == (try String(contentsOfFile: path, encoding: .utf8)))
    }

    @Test("the JSON is JSON, with a summary that counts the classes")
    func jsonParses() async throws {
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--format", "json"], in: Self.folder)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let changes = try #require(root["changes"] as? [[String: Any]])
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(summary["wire"] == changes.filter { $0["class"] as? String == "wire" }.count)
        #expect(summary.values.reduce(0, +) == changes.count)
        for change in changes {
            let name = try #require(change["rule"] as? String)
            let rule = try #require(DiffRule(rawValue: name))
            #expect(change["class"] as? String == rule.changeClass.rawValue)
        }
    }

    @Test("the reference spec compared with itself has no changes")
    func referenceSpecAgainstItself() throws {
        let outcome = try Generator.diff(old: ErrgenProcess.specs, new: ErrgenProcess.specs)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.changes == [])
    }

    @Test("a version with spec errors is exit 1 with its diagnostics; nothing is compared")
    func specErrorsAreExit1() async throws {
        let result = try await ErrgenProcess.run(
            ["diff", Self.folder + "/old", ErrgenProcess.badInput + "/several-mistakes"])
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 5)
        #expect(result.stderrLines.allSatisfy { $0.contains(": error: ") })
    }

    @Test("usage errors are exit 64, an unreadable folder exit 66")
    func usageAndUnreadable() async throws {
        let one = try await ErrgenProcess.run(["diff", Self.folder + "/old"])
        #expect(one.exitCode == 64)
        #expect(one.stderr.contains("give the old spec folder and the new one"))
        let two = try await ErrgenProcess.run(["diff", "a", "b", "--against", "HEAD"])
        #expect(two.exitCode == 64)
        let missing = try await ErrgenProcess.run(["diff", Self.folder + "/old", "no-such-folder"])
        #expect(missing.exitCode == 66)
        #expect(missing.stderrLines.count == 1)
        let badFormat = try await ErrgenProcess.run(["diff", "old", "new", "--format", "yaml"], in: Self.folder)
        #expect(badFormat.exitCode == 64)
    }
}
