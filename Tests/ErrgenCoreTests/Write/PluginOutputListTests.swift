import ErrgenCore
import Foundation
import Testing

/// The build plugin cannot import ErrgenCore, so it lists errgen's output files itself;
/// SwiftPM must know them before errgen runs. This keeps the two lists the same.
@Suite("Build plugin output list")
struct PluginOutputListTests {
    @Test("ErrgenPlugin declares exactly the Swift files errgen writes, in the same order")
    func pluginListsTheFixedOutput() throws {
        let source = try String(
            contentsOf: TestPaths.repository.appendingPathComponent("Plugins/ErrgenPlugin/ErrgenPlugin.swift"), encoding: .utf8)
        let start = try #require(source.range(of: "static let outputFileNames = ["))
        let end = try #require(source[start.upperBound...].range(of: "]"))
        let listed = source[start.upperBound..<end.lowerBound]
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
            .filter { !$0.isEmpty }
        #expect(listed == OutputFileSet.swiftFiles)
    }
}
