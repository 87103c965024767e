import Foundation
import TestSupport

/// Type-checks generated Swift against the built ErrgenRuntime module with the
/// settings apps use: Swift 6 language mode (complete concurrency checking) and
/// warnings as errors.
enum SwiftTypeChecker {
    struct Result {
        var succeeded: Bool
        var output: String
    }

    static func typeCheck(_ files: [URL], moduleName: String, warningsAsErrors: Bool = true) async throws -> Result {
        guard let products = TestPaths.buildProducts else {
            return Result(
                succeeded: false, output: "cannot find the build's Modules folder from \(CommandLine.arguments[0])")
        }
        var arguments = [
            "-typecheck", "-swift-version", "6", "-module-name", moduleName,
            "-package-name", "golden", "-I", products.appendingPathComponent("Modules").path,
        ]
        if warningsAsErrors { arguments.append("-warnings-as-errors") }
        arguments += files.map(\.path)
        #if os(macOS)
            arguments = ["xcrun", "swiftc"] + arguments
        #else
            arguments = ["swiftc"] + arguments
        #endif
        let result = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
        return Result(succeeded: result.exitCode == 0, output: result.stdout + result.stderr)
    }
}
