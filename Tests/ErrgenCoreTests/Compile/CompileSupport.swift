import Foundation
import Testing

@testable import ErrgenCore

/// Generates specs held in memory and type-checks their output, in one `swiftc -typecheck`
/// per test (Swift 6, warnings as errors, default settings, or another `CompileMode`), with
/// app code beside it in the same module, as a build-plugin target compiles it.
enum CompileSupport {
    /// Writes every spec's Swift files, each file prefixed with its spec's index so that
    /// several specs share one module, and `appCode` as `App.swift`; then type-checks them.
    static func typeCheck(
        _ outputs: [[GeneratedFile]], appCode: String, moduleName: String, mode: CompileMode = .swift6,
        throughSILGen: Bool = false, warningsAsErrors: Bool = true
    ) async throws -> SwiftTypeChecker.Result {
        let folder = try TestPaths.temporaryFolder("compile")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [URL] = []
        for (index, files) in outputs.enumerated() {
            for file in files where file.name.hasSuffix(".swift") {
                let path = folder.appendingPathComponent("S\(index)_\(file.name)")
                try file.contents.write(to: path, atomically: true, encoding: .utf8)
                paths.append(path)
            }
        }
        let app = folder.appendingPathComponent("App.swift")
        try appCode.write(to: app, atomically: true, encoding: .utf8)
        paths.append(app)
        return try await SwiftTypeChecker.typeCheck(
            paths, moduleName: moduleName, mode: mode, warningsAsErrors: warningsAsErrors,
            throughSILGen: throughSILGen)
    }

    /// The spec's files generated, or the diagnostics that stopped it.
    static func generate(_ yaml: String) -> (files: [GeneratedFile]?, diagnostics: [String]) {
        let outcome = Generator.generate(sources: [SpecSource(path: "errgen.yaml", text: yaml)])
        return (outcome.files, outcome.diagnostics.map(\.description))
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
