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

    /// The rule a fixture shows, and the direction its entity travels in: `property-removed`
    /// travels both ways, `property-removed.request-only` is only sent.
    static func subject(of folder: String) throws -> (rule: DiffRule, flow: Flow) {
        let parts = folder.split(separator: ".", maxSplits: 1).map(String.init)
        let rule = try #require(DiffRule(id: parts[0]), "\(folder) names no rule")
        switch parts.count > 1 ? parts[1] : nil {
        case nil: return (rule, .both)
        case "request-only": return (rule, .request)
        case "response-only": return (rule, .response)
        case let other?: throw FixtureNameError(name: other)
        }
    }

    struct FixtureNameError: Error { var name: String }

    @Test("every rule has a fixture, a rule with a class for one direction one for each direction, and nothing else")
    func everyRuleHasAFixture() {
        let expected = DiffRule.allCases.flatMap { rule in
            rule.definition.oneWay == nil
                ? [rule.id] : [rule.id, "\(rule.id).request-only", "\(rule.id).response-only"]
        }
        #expect(Set(Self.folders) == Set(expected))
    }

    @Test("each fixture shows exactly its rule's change, in its class for its direction", arguments: folders)
    func fixtureShowsItsRule(_ name: String) async throws {
        let (rule, flow) = try Self.subject(of: name)
        let changeClass = rule.changeClass(flowing: flow)
        let folder = Self.fixtures + "/" + name
        let expected = try String(contentsOfFile: folder + "/expected.txt", encoding: .utf8)
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--fail-on", "none"], in: folder)
        #expect(result.stderr == "")
        #expect(result.exitCode == 0)
        #expect(result.stdout == expected)
        // The fixture proves its rule: one change, under that rule, in the rule's class; a rule
        // reported beside another change (`removed-without-deprecation`) shows that change too.
        let lines = expected.split(separator: "\n").map(String.init)
        let count = rule.accompaniesAnother ? 2 : 1
        #expect(lines.first?.hasPrefix(count == 1 ? "1 change: " : "\(count) changes: ") == true)
        #expect(lines.contains("\(changeClass.rawValue): \(changeClass.heading)"))
        #expect(lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.count == count)
        #expect(lines.filter { $0.hasPrefix("  \(rule.id): ") }.count == 1)
    }

    @Test("the exit code is 2 when a change breaks at the --fail-on level, else 0", arguments: folders)
    func exitCodeFollowsFailOn(_ name: String) async throws {
        let (rule, flow) = try Self.subject(of: name)
        let changeClass = rule.changeClass(flowing: flow)
        let folder = Self.fixtures + "/" + name
        let byDefault = try await ErrgenProcess.run(["diff", "old", "new"], in: folder)
        #expect(byDefault.exitCode == (changeClass == .wire ? 2 : 0))
        let source = try await ErrgenProcess.run(["diff", "old", "new", "--fail-on", "source"], in: folder)
        #expect(source.exitCode == (changeClass == .safe ? 0 : 2))
    }
}
