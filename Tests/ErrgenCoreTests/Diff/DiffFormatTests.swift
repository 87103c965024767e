import ErrgenCore
import Foundation
import TestSupport
import Testing

/// Issue 43, point 7: `errgen diff --format github | markdown | sarif` over the output
/// fixture, as golden files (`ERRGEN_RECORD=1` rewrites them), the escaping each format
/// needs, and the SARIF log against the SARIF 2.1.0 schema.
@Suite("errgen diff: formats for a pull request")
struct DiffFormatTests {
    static let folder = DiffOutputTests.folder
    static let goldens = ["github": "expected.github.txt", "markdown": "expected.md", "sarif": "expected.sarif"]

    @Test(
        "each format matches its golden file, and exits 2 as the text does", arguments: ["github", "markdown", "sarif"])
    func goldenOutput(_ format: String) async throws {
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--format", format], in: Self.folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "")
        let path = Self.folder + "/" + Self.goldens[format]!
        if GoldenTests.isRecording {
            try Data(result.stdout.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        #expect(result.stdout == (try String(contentsOfFile: path, encoding: .utf8)))
    }

    @Test("a github annotation is at the new version's place, or the old one's for a removal")
    func githubPlaces() async throws {
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--format", "github"], in: Self.folder)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // Order.note's removal is two lines: property-removed, and removed-without-deprecation beside it.
        #expect(lines.count == 8)
        #expect(lines[0].hasPrefix("::error file=new/spec.yaml,line=13,col=3,title=retry-more-aggressive (wire)::"))
        #expect(lines[1].hasPrefix("::error file=old/spec.yaml,line=63,col=5,title=property-removed (wire)::"))
        #expect(lines[2].hasPrefix("::warning file=new/spec.yaml,line=45,"))
        #expect(lines[5].hasPrefix("::warning file=old/spec.yaml,line=63,col=5,title=removed-without-deprecation"))
        #expect(lines[7].hasPrefix("::notice file=new/spec.yaml,line=75,"))
        // Below the --fail-on level a break is a warning, not an error.
        let none = try await ErrgenProcess.run(
            ["diff", "old", "new", "--format", "github", "--fail-on", "none"], in: Self.folder)
        #expect(none.exitCode == 0)
        #expect(none.stdout.split(separator: "\n").first?.hasPrefix("::warning file=new/spec.yaml,line=13") == true)
    }

    @Test("github commands escape % and line breaks in messages, and , and : in properties too")
    func githubEscaping() {
        #expect(DiffRenderer.escapeData("50% off\r\nnext: a,b") == "50%25 off%0D%0Anext: a,b")
        #expect(DiffRenderer.escapeProperty("v1.0:specs/a,b%.yaml\n") == "v1.0%3Aspecs/a%2Cb%25.yaml%0A")
        let command = DiffRenderer.command("error", [("file", "a:b.yaml"), ("title", "x, y")], "line\nnext")
        #expect(command == "::error file=a%3Ab.yaml,title=x%2C y::line%0Anext")
        #expect(DiffRenderer.command("notice", [], "m") == "::notice::m")
    }

    @Test("markdown shows a message literally")
    func markdownEscaping() {
        #expect(
            DiffRenderer.markdownText("OUT_OF_STOCK: *x* `y` <b> [l](u) a|b")
                == #"OUT\_OF\_STOCK: \*x\* \`y\` \<b\> \[l\](u) a\|b"#)
    }

    @Test("markdown's verdict: breaking, passes, or no changes")
    func markdownVerdicts() async throws {
        let breaking = try await ErrgenProcess.run(["diff", "old", "new", "--format", "markdown"], in: Self.folder)
        #expect(breaking.stdout.hasPrefix("<!-- errgen diff -->\n## errgen diff: breaking\n\n2 of 8 changes fail"))
        let passes = try await ErrgenProcess.run(
            ["diff", "old", "new", "--format", "markdown", "--fail-on", "none"], in: Self.folder)
        #expect(passes.stdout.hasPrefix("<!-- errgen diff -->\n## errgen diff: passes\n"))
        let same = try await ErrgenProcess.run(["diff", "old", "old", "--format", "markdown"], in: Self.folder)
        #expect(same.exitCode == 0)
        #expect(same.stdout == "<!-- errgen diff -->\n## errgen diff: no changes\n")
    }

    @Test("SARIF: a result per change, new place in locations, old in relatedLocations, levels by class")
    func sarifShape() async throws {
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--format", "sarif"], in: Self.folder)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == DiffRule.allCases.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(
            results.compactMap { $0["level"] as? String }
                == ["error", "error", "warning", "warning", "warning", "warning", "note", "note"])
        func uri(_ location: Any?) -> String? {
            let physical = (location as? [String: Any])?["physicalLocation"] as? [String: Any]
            return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uri((results[0]["locations"] as? [Any])?.first) == "new/spec.yaml")
        #expect(uri((results[0]["relatedLocations"] as? [Any])?.first) == "old/spec.yaml")
        #expect(uri((results[1]["locations"] as? [Any])?.first) == "old/spec.yaml")
        #expect(results[1]["relatedLocations"] == nil)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
    }

    @Test("a SARIF URI is a path with every other byte percent-encoded")
    func sarifURIs() {
        #expect(DiffRenderer.uriReference("specs/a b:c.yaml") == "specs/a%20b%3Ac.yaml")
        #expect(DiffRenderer.uriReference("/tmp/é.yaml") == "/tmp/%C3%A9.yaml")
    }

    /// Whether this run must validate: CI sets `CI=true`, and there a missing validator is a
    /// failure, not a skip, since `.ci/run` installs it.
    static let validatorRequired =
        ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false

    @Test(
        "the SARIF log, plain and with an accepted change, is valid against the SARIF 2.1.0 schema",
        .enabled(
            if: PythonModules.available("jsonschema") || DiffFormatTests.validatorRequired,
            "python3 with jsonschema is missing (apt-get install python3-jsonschema); CI installs it"))
    func sarifMatchesTheSchema() async throws {
        #expect(PythonModules.available("jsonschema"), "CI must have python3-jsonschema: .ci/run installs it")
        let plain = try await ErrgenProcess.run(["diff", "old", "new", "--format", "sarif"], in: Self.folder)
        let accepted = try await ErrgenProcess.run(
            ["diff", "old", "new", "--format", "sarif", "--accept", "api-accept.yaml"], in: Self.folder)
        #expect(accepted.stdout.contains("\"suppressions\""))
        let empty = try await ErrgenProcess.run(["diff", "old", "old", "--format", "sarif"], in: Self.folder)
        for log in [plain.stdout, accepted.stdout, empty.stdout] {
            let problems = try await Self.validate(log)
            #expect(problems == "", "the SARIF log is not valid: \(problems)")
        }
        // The check can fail: a log of another version is refused.
        let broken = plain.stdout.replacingOccurrences(of: "\"version\" : \"2.1.0\"", with: "\"version\" : \"2.0.0\"")
        #expect(broken != plain.stdout)
        #expect(try await Self.validate(broken) != "")
    }

    /// The validator's complaints about `log`, or `""` when it is valid.
    static func validate(_ log: String) async throws -> String {
        let folder = try TestPaths.temporaryFolder("sarif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("log.sarif")
        try log.write(to: file, atomically: true, encoding: .utf8)
        let schema = ErrgenProcess.packageRoot + "/Tests/Fixtures/sarif/sarif-schema-2.1.0.json"
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER)
            for error in validator.iter_errors(log):
                print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
            """
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schema, file.path])
        return result.stdout + (result.exitCode == 0 ? "" : "python3 exited \(result.exitCode): \(result.stderr)")
    }
}
