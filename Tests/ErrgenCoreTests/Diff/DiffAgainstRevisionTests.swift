import Foundation
import TestSupport
import Testing

/// `errgen diff specs --against REV`, on the reference spec, in a git repository the test
/// makes itself (two commits): a CI checkout may be shallow, so errgen's own history is
/// not relied on.
@Suite("errgen diff --against")
struct DiffAgainstRevisionTests {
    /// A repository holding the reference spec at its first commit and, at its second, the
    /// same spec with `RATE_LIMITED` no longer retryable.
    static func repository() async throws -> String {
        let work = try CLITests.workingFolder()
        try FileManager.default.copyItem(atPath: ErrgenProcess.specs, toPath: work + "/specs")
        try await git(["init", "-q"], in: work)
        try await git(["add", "specs"], in: work)
        try await git(["commit", "-q", "-m", "first"], in: work)
        let path = work + "/specs/errors/common.yaml"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = text.replacingOccurrences(
            of: "  RATE_LIMITED:\n    status: 429\n    category: retryable\n",
            with: "  RATE_LIMITED:\n    status: 429\n    category: non_retryable\n")
        #expect(changed != text)
        try Data(changed.utf8).write(to: URL(fileURLWithPath: path))
        try await git(["commit", "-q", "-am", "second"], in: work)
        return work
    }

    @discardableResult
    static func git(_ arguments: [String], in directory: String) async throws -> String {
        let identity = [
            "-c", "user.name=errgen tests", "-c", "user.email=tests@errgen.invalid", "-c", "commit.gpgsign=false",
        ]
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["git"] + identity + arguments, in: directory)
        #expect(result.exitCode == 0, "git \(arguments): \(result.stderr)")
        return result.stdout
    }

    @Test("github and SARIF name the old version's files by their path in the folder, not REV:path")
    func pullRequestFormatsNameFilesOnDisk() async throws {
        let work = try await Self.repository()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let github = try await ErrgenProcess.run(
            ["diff", "specs", "--against", "HEAD~1", "--format", "github"], in: work)
        #expect(github.exitCode == 2)
        #expect(github.stdout.hasPrefix("::error file=specs/errors/common.yaml,line="), "\(github.stdout)")
        let sarif = try await ErrgenProcess.run(
            ["diff", "specs", "--against", "HEAD~1", "--format", "sarif"], in: work)
        #expect(sarif.stdout.contains("\"uri\" : \"specs/errors/common.yaml\""))
        #expect(!sarif.stdout.contains("HEAD~1"))
        // The text still says which version a place is in.
        let text = try await ErrgenProcess.run(["diff", "specs", "--against", "HEAD~1"], in: work)
        #expect(text.stdout.contains("old HEAD~1:specs/errors/common.yaml:"))
    }

    @Test(
        "the reference spec against its earlier revision: the change, with both places; the temporary copy is removed")
    func referenceSpecAgainstEarlierRevision() async throws {
        let work = try await Self.repository()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scratch = work + "/tmp"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let executable = try #require(ErrgenProcess.executable)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: executable), ["diff", "specs", "--against", "HEAD~1"], in: work,
            environment: environment)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "1 change: 1 wire, 0 source, 0 safe")
        #expect(
            lines.contains(
                "  category-changed: RATE_LIMITED: category retryable -> non_retryable (retries: yes -> no, display: toast -> alert)"
            ))
        #expect(lines.last == "    old HEAD~1:specs/errors/common.yaml:39, new specs/errors/common.yaml:39")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch) == [])
        // The working tree is what errgen compares with; the revision itself is never checked out.
        let same = try await ErrgenProcess.run(["diff", "specs", "--against", "HEAD"], in: work)
        #expect(same.exitCode == 0)
        #expect(same.stdout == "no changes\n")
        #expect(try await Self.git(["status", "--porcelain"], in: work) == "")
    }

    @Test("an unknown revision, a folder outside git and a folder missing at the revision are exit 69")
    func unreadableRevisions() async throws {
        let work = try await Self.repository()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let unknown = try await ErrgenProcess.run(["diff", "specs", "--against", "v9.9"], in: work)
        #expect(unknown.exitCode == 69)
        #expect(unknown.stdout == "")
        #expect(unknown.stderr == "errgen: error: v9.9 is not a revision of the repository that holds specs\n")
        let outside = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try FileManager.default.copyItem(atPath: ErrgenProcess.specs, toPath: outside + "/specs")
        let notGit = try await ErrgenProcess.run(["diff", "specs", "--against", "HEAD"], in: outside)
        #expect(notGit.exitCode == 69)
        #expect(notGit.stderr == "errgen: error: specs is not in a git repository\n")
        try FileManager.default.createDirectory(atPath: work + "/later", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: ErrgenProcess.specs + "/errgen.yaml", toPath: work + "/later/errgen.yaml")
        let absent = try await ErrgenProcess.run(["diff", "later", "--against", "HEAD"], in: work)
        #expect(absent.exitCode == 69)
        #expect(absent.stderr == "errgen: error: later holds no files at HEAD\n")
        let missing = try await ErrgenProcess.run(["diff", "nowhere", "--against", "HEAD"], in: work)
        #expect(missing.exitCode == 66)
    }
}

/// `errgen docs --against REV`: the API catalog with a "Changes since REV" section.
@Suite("errgen docs --against")
struct DocsAgainstRevisionTests {
    @Test("the catalog lists the changes since the revision, in Markdown and HTML, before the error codes")
    func changesSinceRevision() async throws {
        let work = try await DiffAgainstRevisionTests.repository()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try await ErrgenProcess.run(["docs", "specs", "--against", "HEAD~1", "-o", "catalog"], in: work)
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        let markdown = try String(contentsOfFile: work + "/catalog/README.md", encoding: .utf8)
        let section = """
            - [Changes since HEAD\\~1](#changes)
            - [Error codes](#error-codes)
            """
        #expect(markdown.contains(section))
        let changes = """
            ## Changes since HEAD\\~1

            ### Breaks apps already shipped

            - `category-changed`: RATE\\_LIMITED: category retryable -\\> non\\_retryable (retries: yes -\\> no, display: toast -\\> alert) (was at HEAD\\~1:specs/errors/common.yaml:39; now at errors/common.yaml:39)

            ## Error codes
            """
        #expect(markdown.contains(changes))
        let html = try String(contentsOfFile: work + "/catalog/index.html", encoding: .utf8)
        #expect(html.contains("<li><a href=\"#changes\">Changes since HEAD~1</a></li>"))
        #expect(
            html.contains(
                "<li><code>category-changed</code>: RATE_LIMITED: category retryable -&gt; non_retryable (retries: yes -&gt; no, display: toast -&gt; alert) (was at HEAD~1:specs/errors/common.yaml:39; now at errors/common.yaml:39)</li>"
            ))
        // Against the revision it was written from, the section says so; without --against there is none.
        _ = try await ErrgenProcess.run(["docs", "specs", "--against", "HEAD", "-o", "same"], in: work)
        let same = try String(contentsOfFile: work + "/same/README.md", encoding: .utf8)
        #expect(same.contains("## Changes since HEAD\n\nNo changes.\n"))
        _ = try await ErrgenProcess.run(["docs", "specs", "-o", "plain"], in: work)
        #expect(!(try String(contentsOfFile: work + "/plain/README.md", encoding: .utf8)).contains("Changes since"))
    }

    @Test("an unknown revision is exit 69 and writes nothing")
    func unknownRevision() async throws {
        let work = try await DiffAgainstRevisionTests.repository()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try await ErrgenProcess.run(["docs", "specs", "--against", "v9.9", "-o", "catalog"], in: work)
        #expect(result.exitCode == 69)
        #expect(!FileManager.default.fileExists(atPath: work + "/catalog"))
    }
}
