import ErrgenCore
import Foundation
import Testing

/// Issue 30: one pair of specs per rule of `errgen diff` in `Tests/Fixtures/diff/<rule>/`
/// (`old/`, `new/`, and `expected.txt`, the exact output of `errgen diff old new`), run
/// through the built binary, as CI would run it.
@Suite("errgen diff: one fixture per rule")
struct DiffRuleTests {
    static let fixtures = ErrgenProcess.packageRoot + "/Tests/Fixtures/diff"

    static var folders: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures)) ?? []).filter { !$0.hasPrefix(".") }
            .filter { $0 != "README.md" }.sorted()
    }

    @Test("every rule has a fixture, and every fixture is a rule")
    func everyRuleHasAFixture() {
        #expect(Set(Self.folders) == Set(DiffRule.allCases.map(\.id)))
    }

    @Test("each fixture shows exactly its rule's change, in its class", arguments: folders)
    func fixtureShowsItsRule(_ name: String) async throws {
        let rule = try #require(DiffRule(id: name))
        let folder = Self.fixtures + "/" + name
        let expected = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--fail-on", "none"], in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(result.stdout == expected)
        // The fixture proves its rule: one change, under that rule, in the rule's class.
        let lines = expected.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("1 change: ") == true)
        #expect(lines.contains("\(rule.changeClass.rawValue): \(rule.changeClass.heading)"))
        #expect(lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.count == 1)
        #expect(lines.contains { $0.hasPrefix("  \(name): ") })
    }

    @Test("the exit code is 2 when a change breaks at the --fail-on level, else 0", arguments: folders)
    func exitCodeFollowsFailOn(_ name: String) async throws {
        let rule = try #require(DiffRule(id: name))
        let folder = Self.fixtures + "/" + name
        let byDefault = try await ErrgenProcess.run(["diff", "old", "new"], in: folder)
        #expect(byDefault.exitCode == (rule.changeClass == .wire ? 2 : 0))
        let source = try await ErrgenProcess.run(["diff", "old", "new", "--fail-on", "source"], in: folder)
        #expect(source.exitCode == (rule.changeClass == .safe ? 0 : 2))
    }
}
