import Foundation

/// Where the repository, its fixtures and the build's module files are, found from
/// this file's own path (tests run from the package, never from an install).
enum TestPaths {
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ErrgenCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let fixtures = repository.appendingPathComponent("Tests/Fixtures")
    static let goldenFixtures = fixtures.appendingPathComponent("golden")
    static let referenceSpec = repository.appendingPathComponent("specs")
    static let referenceOutput = repository.appendingPathComponent("Generated")

    /// The folder of the running test executable's build products (`.build/debug`):
    /// the first ancestor of the executable that holds a `Modules` folder.
    static let buildProducts: URL? = {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            url = URL(fileURLWithPath: executable)
        }
        for _ in 0..<6 {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(
                atPath: url.appendingPathComponent("Modules/ErrgenRuntime.swiftmodule").path)
            {
                return url
            }
        }
        return nil
    }()

    /// A new empty folder under the system's temporary folder, removed with everything
    /// in it when the test process exits (tests run in parallel in one process, so no
    /// test may remove another's folder before then).
    static func temporaryFolder(_ name: String = "errgen") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        TemporaryFolders.shared.keep(url)
        return url
    }
}

/// The folders `TestPaths.temporaryFolder` made in this process, removed at its exit.
/// Without this, every test run left a few hundred folders in /tmp.
final class TemporaryFolders: @unchecked Sendable {
    static let shared: TemporaryFolders = {
        let folders = TemporaryFolders()
        atexit { TemporaryFolders.shared.removeAll() }
        return folders
    }()

    /// Guards `folders`: tests make folders from many threads at once.
    private let lock = NSLock()
    private var folders: [URL] = []

    func keep(_ folder: URL) {
        lock.withLock { folders.append(folder) }
    }

    func removeAll() {
        for folder in lock.withLock({ folders }) { try? FileManager.default.removeItem(at: folder) }
    }
}
