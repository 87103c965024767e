import ErrgenCore
import Foundation
import Testing

/// Issue 16: `errgen docs`, on the built binary, with the promises of `generate`: the
/// library's bytes, nothing rewritten when unchanged, the folder untouched on any error,
/// the same exit codes.
@Suite("errgen docs")
struct DocsCommandTests {
    @Test func writesTheCatalogTheLibraryRenders() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let first = try await ErrgenProcess.run(["docs", ErrgenProcess.specs], in: work)
        #expect(first.exitCode == 0)
        #expect(first.stderr == "")
        #expect(first.stdout == "errgen: api-docs: 2 written, 0 unchanged, 0 removed\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: work + "/api-docs").sorted() == [
                ".errgen-manifest", "README.md", "index.html",
            ])
        let files = try #require(try Generator.document(folder: ErrgenProcess.specs).files)
        for file in files {
            #expect(
                FileManager.default.contents(atPath: work + "/api-docs/" + file.name) == Data(file.contents.utf8),
                "\(file.name)")
        }
        let again = try await ErrgenProcess.run(["docs", ErrgenProcess.specs, "--output", "api-docs"], in: work)
        #expect(again.stdout == "errgen: api-docs: 0 written, 2 unchanged, 0 removed\n")
        let quiet = try await ErrgenProcess.run(["docs", ErrgenProcess.specs, "-o", "other", "-q"], in: work)
        #expect(quiet.exitCode == 0 && quiet.stdout == "")
    }

    @Test func specErrorsLeaveTheFolderAsItWas() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(
            try await ErrgenProcess.run(["docs", ErrgenProcess.specs, "-o", "catalog", "-q"], in: work).exitCode == 0)
        let before = ErrgenProcess.snapshot(work)
        let result = try await ErrgenProcess.run(
            ["docs", ErrgenProcess.badInput + "/several-mistakes", "-o", "catalog"], in: work)
        #expect(result.exitCode == 1)
        #expect(result.stderrLines.count == 5)
        #expect(result.stdout == "")
        #expect(ErrgenProcess.snapshot(work) == before)
    }

    @Test func anUnreadableFolderIsExit66AndAnUnwritableOneExit73() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let missing = try await ErrgenProcess.run(["docs", "no-such-folder"], in: work)
        #expect(missing.exitCode == 66)
        #expect(missing.stderrLines.count == 1)
        try Data("a file\n".utf8).write(to: URL(fileURLWithPath: work + "/taken"))
        let unwritable = try await ErrgenProcess.run(["docs", ErrgenProcess.specs, "-o", "taken/catalog"], in: work)
        #expect(unwritable.exitCode == 73)
        // The file that failed and the system's reason, not Foundation's "could not be completed".
        // (Apple's Foundation names the part of the path that is a file: `taken`.)
        #if os(Linux)
            #expect(
                unwritable.stderr == "errgen: error: cannot write to taken/catalog: taken/catalog: Not a directory\n")
        #else
            #expect(unwritable.stderr.hasPrefix("errgen: error: cannot write to taken/catalog: taken"))
            #expect(unwritable.stderr.hasSuffix(": Not a directory\n"))
        #endif
    }

    @Test func helpListsTheCommand() async throws {
        let help = try await ErrgenProcess.run(["--help"])
        #expect(help.stdout.contains("docs"))
        let mistyped = try await ErrgenProcess.run(["doc", ErrgenProcess.specs])
        #expect(mistyped.exitCode == 64)
        #expect(mistyped.stderr.contains("did you mean 'docs'?"))
    }
}
