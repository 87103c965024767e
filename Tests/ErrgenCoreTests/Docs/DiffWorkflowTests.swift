import ErrgenCore
import Foundation
import TestSupport
import Testing

/// Issue 43, point 7: CommandLine.md's pull request examples, run. The `errgen diff old new`
/// commands print what the page shows, on the output fixture; the GitHub Actions workflow's
/// steps run as far as they can offline: checkouts are laid out from the fixture's two
/// versions, errgen is the one of this build instead of a clone, `gh` is a stand-in that
/// records the comment, and every other `run:` step runs in bash as the runner runs it.
@Suite("Documentation: errgen diff in a pull request")
struct DiffWorkflowTests {
    static let page = ErrgenProcess.packageRoot + "/Sources/ErrgenRuntime/ErrgenRuntime.docc/CommandLine.md"
    static let fixture = DiffOutputTests.folder

    static var blocks: [MarkdownCodeBlock] {
        get throws {
            MarkdownCodeBlocks.extract(from: try String(contentsOfFile: page, encoding: .utf8), file: "CommandLine.md")
        }
    }

    @Test("every 'errgen diff old new' example prints what the page shows after it")
    func examplesPrintWhatThePageShows() async throws {
        let blocks = try Self.blocks
        var checked = 0
        for (index, block) in blocks.enumerated() where block.language == "sh" {
            guard block.lines.count == 1, block.firstLine.hasPrefix("errgen diff old new") else { continue }
            // `> file` is the reader's; the output is compared here.
            let command = block.firstLine.components(separatedBy: " > ").first!
            let arguments = command.split(separator: " ").dropFirst().map(String.init)
            let result = try await ErrgenProcess.run(arguments, in: Self.fixture)
            #expect(result.stderr == "", "\(block.location)")
            #expect([0, 2].contains(result.exitCode), "\(block.location)")
            if index + 1 < blocks.count, blocks[index + 1].language == "text" {
                #expect(result.stdout == blocks[index + 1].text, "\(block.location): errgen printed\n\(result.stdout)")
            }
            checked += 1
        }
        #expect(checked >= 4, "the github, markdown, sarif and --accept examples")
    }

    @Test("the page's accept file is the fixture's")
    func acceptFileIsTheFixture() throws {
        let block = try #require(try Self.blocks.first { $0.language == "yaml" && $0.firstLine == "# api-accept.yaml" })
        #expect(block.text == (try String(contentsOfFile: Self.fixture + "/api-accept.yaml", encoding: .utf8)))
    }

    @Test("the GitHub Actions workflow's steps run offline: annotations, the comment, and the failing check")
    func workflowRuns() async throws {
        let block = try #require(
            try Self.blocks.first { $0.language == "yaml" && $0.firstLine.hasPrefix("# .github/workflows/") })
        var diagnostics = DiagnosticList()
        let root = try #require(
            YAMLLoader().load(Array(block.text.utf8), file: "workflow.yml", diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors)
        let jobs = try #require(root.value("jobs")?.mapping)
        #expect(jobs.count == 1)
        let steps = try #require(jobs.first?.value.value("steps")?.sequence)

        // The workspace as the checkouts leave it: the pull request at the top, its base in base/.
        let workspace = try TestPaths.temporaryFolder("workflow")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let manager = FileManager.default
        for (version, path) in [("new", "Sources/ShopAPI/errgen"), ("old", "base/Sources/ShopAPI/errgen")] {
            let target = workspace.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(atPath: Self.fixture + "/" + version, toPath: target.path)
        }
        try manager.copyItem(
            atPath: Self.fixture + "/api-accept.yaml", toPath: workspace.appendingPathComponent("api-accept.yaml").path)
        // errgen of this build, and a gh that records what it would post.
        let bin = workspace.appendingPathComponent(".bin")
        let temp = workspace.appendingPathComponent(".runner-temp")
        try manager.createDirectory(at: bin, withIntermediateDirectories: true)
        try manager.createDirectory(at: temp, withIntermediateDirectories: true)
        let errgen = try #require(ErrgenProcess.executable)
        try manager.createSymbolicLink(atPath: bin.appendingPathComponent("errgen").path, withDestinationPath: errgen)
        let ghLog = temp.appendingPathComponent("gh.log")
        let gh = bin.appendingPathComponent("gh")
        try """
        #!/bin/bash
        # Records the call and the body file; --edit-last fails as gh does when there is no comment yet.
        echo "gh $*" >> "\(ghLog.path)"
        for ((i = 1; i <= $#; i++)); do
            if [ "${!i}" = "--body-file" ]; then j=$((i + 1)); cat "${!j}" > "\(temp.path)/posted.md"; fi
            if [ "${!i}" = "--edit-last" ]; then exit 1; fi
        done
        """.write(to: gh, atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: gh.path)
        let output = temp.appendingPathComponent("github-output")
        try Data().write(to: output)

        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["RUNNER_TEMP"] = temp.path
        environment["GITHUB_OUTPUT"] = output.path
        environment["GITHUB_PATH"] = temp.appendingPathComponent("github-path").path
        var ran: [String] = []
        var skipped: [String] = []
        var outcomes: [String: ChildProcess.Result] = [:]
        for step in steps {
            let name = try #require(step.value("name")?.scalar?.value)
            if let uses = step.value("uses")?.scalar?.value {
                #expect(uses.hasPrefix("actions/checkout@"), "\(name): only checkouts are left to GitHub")
                skipped.append(name)
                continue
            }
            let script = try #require(step.value("run")?.scalar?.value, "\(name) has neither uses nor run")
            // Building errgen from a clone needs the network; this build's errgen is on PATH instead.
            if script.contains("git clone") {
                #expect(script.contains(">> \"$GITHUB_PATH\""), "\(name) puts errgen on the PATH")
                skipped.append(name)
                continue
            }
            var stepEnvironment = environment
            for member in step.value("env")?.mapping ?? [] {
                stepEnvironment[member.key.value] = try Self.expand(member.value.scalar?.value ?? "", output: output)
            }
            let scriptFile = temp.appendingPathComponent("step-\(ran.count).sh")
            try Self.expand(script, output: output).write(to: scriptFile, atomically: true, encoding: .utf8)
            // As GitHub runs a bash step: `bash --noprofile --norc -eo pipefail {0}`.
            outcomes[name] = try await ChildProcess.run(
                URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-eo", "pipefail", scriptFile.path],
                in: workspace.path, environment: stepEnvironment)
            ran.append(name)
        }
        #expect(skipped == ["Check out the pull request", "Check out its base", "Install errgen"])
        #expect(
            ran == [
                "Compare the spec with the base's", "Comment on the pull request", "Fail on a break nobody accepted",
            ])

        let compare = try #require(outcomes["Compare the spec with the base's"])
        #expect(compare.exitCode == 0, "\(compare.stderr)")
        let annotations = compare.stdout.split(separator: "\n")
        #expect(annotations.count == 8)
        #expect(
            annotations.first?.hasPrefix(
                "::error file=Sources/ShopAPI/errgen/spec.yaml,line=13,col=3,title=retry-more-aggressive (wire)::")
                == true)
        #expect(annotations.contains { $0.hasPrefix("::notice file=base/Sources/ShopAPI/errgen/spec.yaml,line=63,") })
        #expect(try String(contentsOf: output, encoding: .utf8) == "status=2\n")

        let comment = try #require(outcomes["Comment on the pull request"])
        #expect(comment.exitCode == 0, "\(comment.stderr)")
        #expect(
            try String(contentsOf: ghLog, encoding: .utf8)
                == "gh pr comment 42 --edit-last --body-file \(temp.path)/comment.md\n"
                + "gh pr comment 42 --body-file \(temp.path)/comment.md\n")
        let posted = try String(contentsOf: temp.appendingPathComponent("posted.md"), encoding: .utf8)
        #expect(posted.hasPrefix("<!-- errgen diff -->\n## errgen diff: breaking\n\n1 of 8 changes fails"))
        #expect(posted.contains("- **accepted** `property-removed`"))

        // The last step fails the check with diff's exit code: a break nobody accepted.
        #expect(outcomes["Fail on a break nobody accepted"]?.exitCode == 2)
    }

    /// `${{ steps.diff.outputs.status }}` from what the steps wrote to `$GITHUB_OUTPUT`, and the
    /// pull request's number and token as a runner would give them.
    static func expand(_ text: String, output: URL) throws -> String {
        var values = [
            "github.token": "offline-token", "github.event.pull_request.number": "42",
        ]
        for line in try String(contentsOf: output, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values["steps.diff.outputs.\(parts[0])"] = String(parts[1]) }
        }
        var expanded = text
        while let start = expanded.range(of: "${{ "),
            let end = expanded.range(of: " }}", range: start.upperBound..<expanded.endIndex)
        {
            let name = String(expanded[start.upperBound..<end.lowerBound])
            let value = try #require(
                values[name], "the workflow uses ${{ \(name) }}, which the offline run does not know")
            expanded.replaceSubrange(start.lowerBound..<end.upperBound, with: value)
        }
        return expanded
    }
}

extension YAMLNode {
    /// The value of `key` in a mapping.
    fileprivate func value(_ key: String) -> YAMLNode? {
        mapping?.first { $0.key.value == key }?.value
    }
}
