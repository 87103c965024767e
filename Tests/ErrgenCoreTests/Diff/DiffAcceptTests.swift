import ErrgenCore
import Foundation
import Testing

/// Issue 43, point 7: `errgen diff --accept FILE` lets reviewed breaking changes through by
/// rule and entity, still fails on the next break nobody listed, reports an expired or
/// unused entry at its place, and refuses a malformed file with exit 1.
@Suite("errgen diff --accept")
struct DiffAcceptTests {
    static let folder = DiffOutputTests.folder

    /// Runs `errgen diff old new --accept <file> arguments` on the output fixture, the accept file written from `yaml`.
    static func diff(accepting yaml: String, _ arguments: [String] = []) async throws -> ErrgenProcess.Result {
        let scratch = try TestPaths.temporaryFolder("accept")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("accept.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let result = try await ErrgenProcess.run(
            ["diff", "old", "new", "--accept", file.path] + arguments, in: Self.folder)
        let stderr = result.stderr.replacingOccurrences(of: file.path, with: "accept.yaml")
        return ErrgenProcess.Result(exitCode: result.exitCode, stdout: result.stdout, stderr: stderr)
    }

    static func entry(_ rule: String, _ entity: String, expires: String? = nil) -> String {
        "  - rule: \(rule)\n    entity: \(entity)\n    reason: Reviewed.\n"
            + (expires.map { "    expires: \($0)\n" } ?? "")
    }

    @Test("the accept file of the docs passes Order.note's removal, and the next break still fails")
    func passesWhatItListsOnly() async throws {
        let result = try await ErrgenProcess.run(
            ["diff", "old", "new", "--accept", "api-accept.yaml"], in: Self.folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "")
        let path = Self.folder + "/expected-accepted.txt"
        if GoldenTests.isRecording {
            try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        #expect(result.stdout == (try String(contentsOfFile: path, encoding: .utf8)))
        #expect(
            result.stdout.contains(
                "    accepted: Only the web app read the note; no iOS release decodes it. (api-accept.yaml:3)\n"))
    }

    @Test("with every wire change accepted, exit 0; --fail-on source still fails on the source ones")
    func everyBreakAccepted() async throws {
        let yaml =
            "accept:\n" + Self.entry("property-removed", "Order.note")
            + Self.entry("retry-more-aggressive", "retry policy standard")
        let result = try await Self.diff(accepting: yaml)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("8 changes: 2 wire, 4 source, 2 safe; 2 accepted\n"))
        let json = try await Self.diff(accepting: yaml, ["--format", "json"])
        #expect(json.stdout.contains("\"accepted\" : {"))
        let github = try await Self.diff(accepting: yaml, ["--format", "github"])
        #expect(
            github.stdout.hasPrefix(
                "::notice file=new/spec.yaml,line=13,col=3,title=retry-more-aggressive (wire)%2C accepted::"))
        let source = try await Self.diff(accepting: yaml, ["--fail-on", "source"])
        #expect(source.exitCode == 2)
    }

    @Test("an entity names a change up to a space, colon or comma, never a longer name")
    func entityBoundaries() async throws {
        let prefix = try await Self.diff(accepting: "accept:\n" + Self.entry("property-removed", "Order"))
        #expect(prefix.exitCode == 2)
        #expect(prefix.stderr == "accept.yaml:2:5: warning: no change is property-removed Order; remove the entry\n")
        let policy = try await Self.diff(
            accepting: "accept:\n" + Self.entry("property-removed", "Order.note")
                + Self.entry("retry-more-aggressive", "retry"))
        #expect(policy.exitCode == 0, "'retry' is followed by a space in 'retry policy standard: ...'")
        let wrongRule = try await Self.diff(accepting: "accept:\n" + Self.entry("model-removed", "Order.note"))
        #expect(wrongRule.exitCode == 2)
        #expect(wrongRule.stderr.contains("warning: no change is model-removed Order.note"))
    }

    @Test("an expired entry accepts nothing: an error at its date, and exit 2")
    func expiredEntry() async throws {
        let result = try await Self.diff(
            accepting: "accept:\n" + Self.entry("property-removed", "Order.note", expires: "2000-01-31"),
            ["--format", "github"])
        #expect(result.exitCode == 2)
        #expect(
            result.stderr
                == "accept.yaml:5:14: error: the acceptance of property-removed Order.note expired on 2000-01-31;"
                + " the change breaks again\n")
        #expect(result.stdout.contains("::error file=old/spec.yaml,line=63,col=5,title=property-removed (wire)::"))
        #expect(
            result.stdout.hasSuffix(
                "title=errgen diff --accept::the acceptance of property-removed Order.note expired on 2000-01-31; the change breaks again\n"
            ))
        let lastDay = try await Self.diff(
            accepting: "accept:\n" + Self.entry("property-removed", "Order.note", expires: "2999-12-31")
                + Self.entry("retry-more-aggressive", "retry policy standard"))
        #expect(lastDay.exitCode == 0)
    }

    @Test("an unused entry, expired or not, is a warning at the entry")
    func unusedEntry() async throws {
        let yaml =
            "accept:\n" + Self.entry("code-removed", "GONE") + Self.entry("code-removed", "OLD", expires: "2001-02-03")
        let result = try await Self.diff(accepting: yaml)
        #expect(result.exitCode == 2)
        #expect(
            result.stderr == """
                accept.yaml:2:5: warning: no change is code-removed GONE; remove the entry
                accept.yaml:5:5: warning: no change is code-removed OLD, and its acceptance expired on 2001-02-03; remove the entry

                """)
    }

    @Test(
        "a malformed accept file is located errors and exit 1, with nothing compared",
        arguments: [
            ("", "accept.yaml:1:1: error: the accept file is empty; it needs an 'accept:' list"),
            (
                "- rule: code-removed\n",
                "accept.yaml:1:1: error: expected a mapping with an 'accept:' list, found a list"
            ),
            ("accepted: []\n", "accept.yaml:1:1: error: unknown key 'accepted'; an accept file has only 'accept:'"),
            ("accept: yes\n", "accept.yaml:1:9: error: 'accept' must be a list of entries, found 'yes'"),
            (
                "accept:\n  - rule: propery-removed\n    entity: Order.note\n    reason: r\n",
                "accept.yaml:2:11: error: unknown rule 'propery-removed' (did you mean 'property-removed'?);"
                    + " CommandLine.md lists the rules of errgen diff"
            ),
            (
                "accept:\n  - rule: property-removed\n    entity: Order.note\n",
                "accept.yaml:2:5: error: the entry has no 'reason'"
            ),
            (
                "accept:\n  - rule: property-removed\n    entity: Order.note\n    reason: r\n    expires: 2027-02-29\n",
                "accept.yaml:5:14: error: 'expires' must be a day written YYYY-MM-DD, found '2027-02-29'"
            ),
            (
                "accept:\n  - rule: property-removed\n    entity: Order.note\n    reason: r\n    until: 2027-01-01\n",
                "accept.yaml:5:5: error: unknown key 'until'; an entry has rule, entity, reason, expires"
            ),
            (
                "accept:\n  - rule: property-removed\n    entity: Order.note\n    reason: \"\"\n",
                "accept.yaml:4:13: error: 'reason' needs a value, found ''"
            ),
            (
                "accept:\n" + DiffAcceptTests.entry("property-removed", "Order.note")
                    + DiffAcceptTests.entry("property-removed", "Order.note"),
                "accept.yaml:5:5: error: property-removed Order.note is accepted twice; keep one entry"
            ),
            (
                "accept:\n  - [1]\n",
                "accept.yaml:2:5: error: an entry is a mapping with rule, entity and reason, found a list"
            ),
            ("accept: [\n", "accept.yaml:"),
        ])
    func malformed(_ yaml: String, _ expected: String) async throws {
        let result = try await Self.diff(accepting: yaml)
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.contains(": error: "))
    }

    @Test("a missing accept file is exit 1")
    func missingFile() async throws {
        let result = try await ErrgenProcess.run(
            ["diff", "old", "new", "--accept", "no-such-accept.yaml"], in: Self.folder)
        #expect(result.exitCode == 1)
        #expect(result.stderr == "errgen: error: cannot read the accept file no-such-accept.yaml\n")
    }

    @Test("days: YYYY-MM-DD that exists, and the UTC day of a time")
    func calendarDays() {
        #expect(CalendarDay("2028-02-29") == CalendarDay(year: 2028, month: 2, day: 29))
        #expect(CalendarDay("2100-02-29") == nil)
        #expect(CalendarDay("2027-13-01") == nil)
        #expect(CalendarDay("2027-1-01") == nil)
        #expect(CalendarDay("27-01-01") == nil)
        #expect(CalendarDay(secondsSince1970: 0) == CalendarDay(year: 1970, month: 1, day: 1))
        #expect(CalendarDay(secondsSince1970: 951_782_399) == CalendarDay(year: 2000, month: 2, day: 28))
        #expect(CalendarDay(secondsSince1970: 951_782_400) == CalendarDay(year: 2000, month: 2, day: 29))
        #expect(CalendarDay(secondsSince1970: 1_798_761_599) == CalendarDay(year: 2026, month: 12, day: 31))
        #expect(CalendarDay(year: 2027, month: 3, day: 1).description == "2027-03-01")
        #expect(CalendarDay(year: 2027, month: 2, day: 28) < CalendarDay(year: 2027, month: 3, day: 1))
    }
}
