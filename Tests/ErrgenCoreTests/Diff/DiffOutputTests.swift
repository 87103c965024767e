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

    @Test("CommandLine.md shows the golden text output")
    func commandLineShowsTheGoldenText() throws {
        let expected = try String(contentsOfFile: Self.folder + "/expected.txt", encoding: .utf8)
        let page = ErrgenProcess.packageRoot + "/Sources/ErrgenRuntime/ErrgenRuntime.docc/CommandLine.md"
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("```text\n" + expected + "```\n"))
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
            let rule = try #require(DiffRule(id: name))
            let direction = change["direction"] as? String
            let flows: [String: Flow] = ["request": .request, "response": .response, "none": []]
            let flow = direction.flatMap { flows[$0] } ?? .both
            #expect(change["class"] as? String == rule.changeClass(flowing: flow).rawValue)
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

/// Renames and deprecation through the library, on spec files held in memory.
@Suite("errgen diff: renames and deprecation")
struct DiffEvolutionTests {
    static let base = """
        errgen: 1
        errors:
          NETWORK_ERROR:
            category: retryable
            message: Something went wrong.
        %@
        client_errors:
          other: NETWORK_ERROR
        fallbacks:
          4xx: NETWORK_ERROR
          5xx: NETWORK_ERROR
        """

    static func spec(_ entries: String) -> [SpecSource] {
        [SpecSource(path: "specs/errgen.yaml", text: base.replacingOccurrences(of: "%@", with: entries))]
    }

    @Test("a removal says whether the entity was deprecated first")
    func removalNamesItsDeprecation() throws {
        let deprecated = """
              OUT_OF_STOCK:
                category: non_retryable
                message: Sold out.
                deprecated: Use NETWORK_ERROR
            """
        let outcome = Generator.diff(old: Self.spec(deprecated), new: Self.spec(""))
        #expect(outcome.diagnostics.isEmpty)
        let changes = try #require(outcome.changes)
        #expect(changes.map(\.rule) == [.codeRemoved])
        #expect(changes.first?.message == "OUT_OF_STOCK is removed (deprecated before: Use NETWORK_ERROR)")
    }

    @Test("a field's removal says whether it was deprecated first; its deprecation is a safe change of its own")
    func fieldRemovalNamesItsDeprecation() throws {
        func entry(_ field: String) -> String {
            """
              OUT_OF_STOCK:
                category: non_retryable
                message: Sold out.
                fields:
                  available: Int?
            \(field)
            """
        }
        let plain = entry("      reason: String?")
        let deprecated = entry("      reason: {type: String?, deprecated: Read available}")
        let none = entry("")
        let deprecating = try #require(Generator.diff(old: Self.spec(plain), new: Self.spec(deprecated)).changes)
        #expect(deprecating.map(\.rule) == [.deprecated])
        #expect(deprecating.first?.message == "OUT_OF_STOCK: field reason is deprecated: Read available")
        let announced = try #require(Generator.diff(old: Self.spec(deprecated), new: Self.spec(none)).changes)
        #expect(announced.map(\.rule) == [.errorFieldRemoved])
        #expect(announced.first?.message == "OUT_OF_STOCK: field reason is removed (deprecated before: Read available)")
        let unannounced = try #require(Generator.diff(old: Self.spec(plain), new: Self.spec(none)).changes)
        #expect(unannounced.map(\.rule) == [.errorFieldRemoved, .removedWithoutDeprecation])
        #expect(unannounced.first?.message == "OUT_OF_STOCK: field reason is removed")
        #expect(unannounced.last?.message == "OUT_OF_STOCK: field reason is removed without being deprecated first")
    }

    @Test("a renamed_from that names no code of the old version is an addition, not a rename")
    func renameOfAnUnknownCodeIsAnAddition() throws {
        let old = """
              OUT_OF_STOCK:
                category: non_retryable
                message: Sold out.
            """
        let new = """
              OUT_OF_STOCK:
                category: non_retryable
                message: Sold out.
              SOLD_OUT:
                category: non_retryable
                message: Sold out.
                renamed_from: NEVER_SHIPPED
            """
        let changes = try #require(Generator.diff(old: Self.spec(old), new: Self.spec(new)).changes)
        #expect(changes.map(\.rule) == [.codeAdded])
    }

    /// The errors of `spec("")` and one enum, `Tier`, with `values`.
    static func spec(enumValues values: String) -> [SpecSource] {
        spec("") + [SpecSource(path: "specs/api.yaml", text: "enums:\n  Tier:\n    values:\n" + values)]
    }

    @Test(
        "an enum value renamed without name: keeps its old case, safe; a new name: or an old case another value has is source"
    )
    func enumCaseRenames() throws {
        func changes(_ old: String, _ new: String) throws -> [SpecChange] {
            let outcome = Generator.diff(old: Self.spec(enumValues: old), new: Self.spec(enumValues: new))
            #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
            return try #require(outcome.changes)
        }
        let kept = try changes("      premium: {}\n", "      gold: {renamed_from: premium}\n")
        #expect(Set(kept.map(\.rule)) == [.enumValueRenamed, .enumCaseRenamed])
        let keptCase = kept.first { $0.rule == .enumCaseRenamed }
        #expect(keptCase?.message == "Tier: value gold: case premium -> gold (premium stays, deprecated)")
        #expect(keptCase?.changeClass == .safe)
        // `name:` gives the case: no alias is generated for the old one.
        let named = try changes("      premium: {}\n", "      gold: {name: top, renamed_from: premium}\n")
        #expect(Set(named.map(\.rule)) == [.enumValueRenamed, .enumCaseNameChanged])
        #expect(named.first { $0.rule == .enumCaseNameChanged }?.changeClass == .source)
        // Another value's case is `premium` now: the old case cannot stay as an alias.
        let taken = try changes(
            "      premium: {}\n      basic: {}\n",
            "      gold: {renamed_from: premium}\n      basic: {name: premium}\n")
        #expect(
            taken.filter { $0.rule == .enumCaseNameChanged }.map(\.message) == [
                "Tier: value gold: case premium -> gold", "Tier: value basic: case basic -> premium",
            ])
        #expect(!taken.contains { $0.rule == .enumCaseRenamed })
    }
}
