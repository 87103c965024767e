import Foundation

/// Type-checks generated Swift against the built ErrgenRuntime module with the
/// settings apps use: Swift 6 language mode (complete concurrency checking) and
/// warnings as errors.
enum SwiftTypeChecker {
    struct Result {
        var succeeded: Bool
        var output: String
    }

    static func typeCheck(_ files: [URL], moduleName: String) throws -> Result {
        guard let products = TestPaths.buildProducts else {
            return Result(succeeded: false, output: "cannot find the build's Modules folder from \(CommandLine.arguments[0])")
        }
        var arguments = [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName,
            "-package-name", "golden", "-I", products.appendingPathComponent("Modules").path,
        ]
        arguments += files.map(\.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(macOS)
            process.arguments = ["xcrun", "swiftc"] + arguments
        #else
            process.arguments = ["swiftc"] + arguments
        #endif
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(succeeded: process.terminationStatus == 0, output: String(decoding: output, as: UTF8.self))
    }
}
