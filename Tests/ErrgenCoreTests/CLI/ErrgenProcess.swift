import Foundation
import TestSupport
import Testing

/// Runs the built `errgen` executable, as users and CI do.
struct ErrgenProcess {
    struct Result {
        var exitCode: Int32
        var stdout: String
        var stderr: String

        var stderrLines: [String] {
            stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// The package folder, from this file's place in `Tests/ErrgenCoreTests/CLI/`.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let specs = packageRoot + "/specs"
    static let badInput = packageRoot + "/Tests/Fixtures/bad-input"

    /// `errgen` sits next to the test bundle in the build folder (`.build/debug/`):
    /// found from the running executable, so the tests use the binary of this build.
    static let executable: String? = {
        let candidates = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
        ]
        for candidate in candidates {
            var folder = candidate.deletingLastPathComponent()
            // On macOS the runner is inside `errgenPackageTests.xctest/Contents/MacOS/`.
            for _ in 0..<4 {
                let path = folder.appendingPathComponent("errgen").path
                if FileManager.default.isExecutableFile(atPath: path) { return path }
                folder.deleteLastPathComponent()
            }
        }
        return nil
    }()

    /// Runs `errgen arguments...` in `directory`, without blocking a thread (`ChildProcess`).
    static func run(_ arguments: [String], in directory: String? = nil) async throws -> Result {
        let executable = try #require(
            Self.executable, "the errgen executable was not found next to the test bundle; build it with 'swift build'")
        let result = try await ChildProcess.run(URL(fileURLWithPath: executable), arguments, in: directory)
        return Result(exitCode: result.exitCode, stdout: result.stdout, stderr: result.stderr)
    }

    /// A path as errgen's suggested commands spell it: as it is, or in single quotes when the
    /// shell would split it (a clone under a folder with a space).
    static func shellWord(_ path: String) -> String {
        path.contains(where: { !($0.isLetter || $0.isNumber || "/._-+,:@".contains($0)) }) ? "'\(path)'" : path
    }

    /// Every file below `folder` (hidden ones included), relative path -> bytes.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory)
            files[isDirectory.boolValue ? path + "/" : path] =
                isDirectory.boolValue ? Data() : FileManager.default.contents(atPath: folder + "/" + path)
        }
        return files
    }
}
