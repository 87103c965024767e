import Foundation
import TestSupport
import Testing

@testable import ErrgenCore

/// Issue 9, point 4: what the command line tells a newcomer: its version, a starter spec,
/// a summary on success, and a clear word for the common slips.
@Suite("Command line guidance")
struct CLIGuidanceTests {
    @Test func versionIsErrgensVersionAndTheChangelogRecordsIt() async throws {
        let result = try await ErrgenProcess.run(["--version"])
        #expect(result.exitCode == 0)
        #expect(result.stdout == ErrgenVersion.current + "\n")
        let changelog = try String(contentsOfFile: ErrgenProcess.packageRoot + "/CHANGELOG.md", encoding: .utf8)
        let firstRelease = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(
            firstRelease?.hasPrefix("## \(ErrgenVersion.current)") == true,
            "CHANGELOG.md's newest entry is \(firstRelease ?? "missing")")
    }

    @Test func initWritesAStarterThatLintsCleanAndGeneratesCompilingCode() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let created = try await ErrgenProcess.run(["init"], in: work)
        #expect(created.exitCode == 0)
        #expect(
            created.stdout
                == "errgen: wrote specs/errgen.yaml; next: swift run errgen lint specs, then swift run errgen generate specs --output Generated\n"
        )
        let text = try String(contentsOfFile: work + "/specs/errgen.yaml", encoding: .utf8)
        #expect(text.hasPrefix("# "), "the starter explains itself in comments")

        let lint = try await ErrgenProcess.run(["lint", "specs"], in: work)
        #expect(lint.exitCode == 0)
        #expect(lint.stderr == "")
        #expect(lint.stdout == "errgen: specs: 6 error codes, 2 endpoints, 2 models, no problems\n")
        let spec = try #require(try Generator.generate(folder: work + "/specs").files)
        #expect(spec.contains { $0.name == "Client.swift" })
        #expect(try await ErrgenProcess.run(["generate", "specs", "--quiet"], in: work).exitCode == 0)
        let swiftFiles = OutputFileSet.all(modelParts: 1).filter { $0.hasSuffix(".swift") }.map {
            URL(fileURLWithPath: work + "/Generated/" + $0)
        }
        let compiled = try await SwiftTypeChecker.typeCheck(swiftFiles, moduleName: "Starter")
        #expect(compiled.succeeded, "the starter's output does not compile:\n\(compiled.output)")
    }

    @Test func initRefusesAFolderThatHoldsASpec() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: work + "/api/errors", withIntermediateDirectories: true)
        try Data("errors: {}\n".utf8).write(to: URL(fileURLWithPath: work + "/api/errors/mine.yml"))
        let result = try await ErrgenProcess.run(["init", "api"], in: work)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "errgen: error: api already holds a spec (errors/mine.yml); init writes only into a new or spec-free folder\n"
        )
        #expect(try FileManager.default.contentsOfDirectory(atPath: work + "/api") == ["errors"])
    }

    @Test("init's next steps are commands that work where the user is: the build plugin's folder, an installed errgen")
    func initSuggestsCommandsThatWorkHere() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // SwiftPM built this errgen: in an app package it is on no PATH, so `swift run errgen`.
        let plugin = try await ErrgenProcess.run(["init", "Sources/PetsAPI/errgen"], in: work)
        #expect(
            plugin.stdout
                == "errgen: wrote Sources/PetsAPI/errgen/errgen.yaml; next: swift run errgen lint Sources/PetsAPI/errgen, "
                + "then swift build (the build plugin generates from the spec)\n")
        // The same binary installed outside a build folder is plain `errgen`; a folder with a space is quoted.
        let installed = work + "/bin/errgen"
        try FileManager.default.createDirectory(atPath: work + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try #require(ErrgenProcess.executable), toPath: installed)
        let result = try await ChildProcess.run(URL(fileURLWithPath: installed), ["init", "my specs"], in: work)
        #expect(result.exitCode == 0)
        #expect(
            result.stdout
                == "errgen: wrote my specs/errgen.yaml; next: errgen lint 'my specs', "
                + "then errgen generate 'my specs' --output Generated\n")
    }

    @Test func quietLeavesOutTheSummary() async throws {
        let lint = try await ErrgenProcess.run(["lint", ErrgenProcess.specs, "--quiet"])
        #expect(lint.exitCode == 0)
        #expect(lint.stdout == "")
        let check = try await ErrgenProcess.run([
            "check", ErrgenProcess.specs, "--output", ErrgenProcess.packageRoot + "/Generated", "-q",
        ])
        #expect(check.exitCode == 0)
        #expect(check.stdout == "")
    }

    @Test func checkAgainstAMissingFolderSaysSoInOneLine() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try await ErrgenProcess.run(["check", ErrgenProcess.specs, "--output", "Nowhere"], in: work)
        #expect(result.exitCode == 1)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "errgen: error: Nowhere does not exist; run 'swift run errgen generate \(ErrgenProcess.shellWord(ErrgenProcess.specs)) --output Nowhere'\n"
        )
    }

    @Test func diffHeadersOfAnAbsoluteFolderHaveOneSlash() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(
            try await ErrgenProcess.run(["generate", ErrgenProcess.specs, "-o", work + "/out/", "-q"]).exitCode == 0)
        try FileManager.default.removeItem(atPath: work + "/out/Servers.swift")
        let result = try await ErrgenProcess.run(["check", ErrgenProcess.specs, "-o", work + "/out/"])
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("--- /dev/null\n+++ b/\(work.drop { $0 == "/" })/out/Servers.swift\n"))
    }

    @Test func checkHelpNamesTheFolderComparedAgainstAndTheExitCodes() async throws {
        // The help wraps at the terminal's width: compare words, not lines.
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let check = words(try await ErrgenProcess.run(["check", "--help"]).stdout)
        #expect(check.contains("-o, --output <output> The folder compared against"))
        #expect(check.contains("1 stale, missing, or the spec has errors"))
        #expect(!check.contains("fix-command"), "the plugin's option stays out of the user's help")
        let top = words(try await ErrgenProcess.run(["--help"]).stdout)
        #expect(top.contains("73 the output folder cannot be written"))
        #expect(top.contains("init Writes a small, commented starter spec"))
    }

    @Test(arguments: [
        ("gen", "generate"), ("lnt", "lint"), ("chek", "check"), ("genrate", "generate"), ("ini", "init"),
    ])
    func aMistypedCommandSuggestsTheRightOne(_ typed: String, _ meant: String) async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        let result = try await ErrgenProcess.run([typed, "specs/"], in: work)
        #expect(result.exitCode == 64)
        #expect(result.stderrLines.first == "Error: unknown command '\(typed)' (did you mean '\(meant)'?)")
        #expect(!FileManager.default.fileExists(atPath: work + "/Generated"))
    }

    @Test func aFolderNamedLikeACommandIsStillASpecFolder() async throws {
        let work = try CLITests.workingFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        #expect(try await ErrgenProcess.run(["init", "gen"], in: work).exitCode == 0)
        let result = try await ErrgenProcess.run(["gen", "--quiet"], in: work)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: work + "/Generated/Errors.swift"))
    }
}
