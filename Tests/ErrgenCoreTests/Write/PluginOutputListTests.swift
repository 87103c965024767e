import Foundation
import Testing

@testable import ErrgenCore

/// The build plugin cannot import ErrgenCore, so it compiles ErrgenCore's own list of
/// output files through a symbolic link; SwiftPM must know the outputs before errgen runs.
@Suite("Build plugin output list")
struct PluginOutputListTests {
    @Test("ErrgenPlugin compiles ErrgenCore's OutputFiles.swift itself, not a copy")
    func pluginSharesTheList() throws {
        let link = TestPaths.repository.appendingPathComponent("Plugins/ErrgenPlugin/OutputFiles.swift")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        #expect(destination == "../../Sources/ErrgenCore/Naming/OutputFiles.swift")
        let plugin = try String(
            contentsOf: TestPaths.repository.appendingPathComponent("Plugins/ErrgenPlugin/ErrgenPlugin.swift"),
            encoding: .utf8)
        #expect(plugin.contains("outputFiles: OutputFileSet.swiftFiles.map"))
    }
}
