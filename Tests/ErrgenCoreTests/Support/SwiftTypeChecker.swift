import Foundation
import TestSupport

/// Type-checks generated Swift against the built ErrgenRuntime module with the
/// settings apps use: by default Swift 6 language mode (complete concurrency checking)
/// and warnings as errors; any `CompileMode` of an app target on request.
enum SwiftTypeChecker {
    struct Result {
        var succeeded: Bool
        var output: String
    }

    /// - Parameters:
    ///   - throughSILGen: also run SILGen, where Swift reports what `-typecheck` never
    ///     reaches: a `default` that can never run, a `switch` that is not exhaustive. Slower.
    ///   - moduleMaps: C modules the imported Swift modules need (SwiftPM passes them to its
    ///     own compiles): CYAML for code that imports ErrgenMockTesting.
    static func typeCheck(
        _ files: [URL], moduleName: String, mode: CompileMode = .swift6, warningsAsErrors: Bool = true,
        throughSILGen: Bool = false, moduleMaps: [URL] = []
    ) async throws -> Result {
        guard let products = TestPaths.buildProducts else {
            return Result(
                succeeded: false, output: "cannot find the build's Modules folder from \(CommandLine.arguments[0])")
        }
        var arguments = throughSILGen ? ["-emit-silgen", "-wmo", "-o", "/dev/null"] : ["-typecheck"]
        arguments += [
            "-module-name", moduleName,
            "-package-name", "golden", "-I", products.appendingPathComponent("Modules").path,
        ]
        arguments += moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0.path)"] }
        arguments += mode.compilerFlags
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

extension SwiftTypeChecker {
    /// The C modules of the package and its dependencies (CYAML, FlyingFox's CSystemLinux), which
    /// a compile that imports ErrgenMockTesting loads through the mock's own imports.
    static let packageModuleMaps: [URL] = {
        var maps = [TestPaths.repository.appendingPathComponent("Sources/CYAML/module.modulemap")]
        // The build folder's checkouts: <scratch>/checkouts beside <scratch>/<triple>/debug.
        var scratch = TestPaths.buildProducts?.resolvingSymlinksInPath()
        while let folder = scratch, folder.path != "/" {
            let checkouts = folder.appendingPathComponent("checkouts")
            if FileManager.default.fileExists(atPath: checkouts.path) {
                let found = FileManager.default.enumerator(atPath: checkouts.path)?.compactMap { $0 as? String } ?? []
                maps += found.filter { $0.hasSuffix("/module.modulemap") && !$0.contains("/Tests/") }.sorted()
                    .map { checkouts.appendingPathComponent($0) }
                break
            }
            scratch = folder.deletingLastPathComponent()
        }
        return maps
    }()
}

/// The settings of an app target that change what generated code must compile under: the
/// language mode, the default actor isolation (SE-0466: Xcode 26's app template sets
/// `MainActor`), and Approachable Concurrency's two upcoming features
/// (`NonisolatedNonsendingByDefault`, SE-0461; `InferIsolatedConformances`, SE-0470).
struct CompileMode: Sendable, Hashable, CustomStringConvertible {
    var languageMode: Int
    var mainActorByDefault: Bool
    var approachableConcurrency: Bool

    /// Swift 6, nonisolated by default, no upcoming features: a package target's defaults.
    static let swift6 = CompileMode(languageMode: 6, mainActorByDefault: false, approachableConcurrency: false)
    /// A new Xcode 26 app target: Swift 6, `MainActor` by default, Approachable Concurrency on.
    static let xcodeApp = CompileMode(languageMode: 6, mainActorByDefault: true, approachableConcurrency: true)

    /// Every combination: two language modes, two default isolations, the features on and off.
    static let all: [CompileMode] = [6, 5].flatMap { language in
        [true, false].flatMap { mainActor in
            [true, false].map {
                CompileMode(languageMode: language, mainActorByDefault: mainActor, approachableConcurrency: $0)
            }
        }
    }

    var compilerFlags: [String] {
        var flags = ["-swift-version", String(languageMode)]
        flags += ["-default-isolation", mainActorByDefault ? "MainActor" : "nonisolated"]
        if approachableConcurrency {
            flags += [
                "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                "-enable-upcoming-feature", "InferIsolatedConformances",
            ]
        }
        return flags
    }

    /// `Swift 6, MainActor, approachable concurrency`.
    var description: String {
        "Swift \(languageMode), \(mainActorByDefault ? "MainActor" : "nonisolated")"
            + (approachableConcurrency ? ", approachable concurrency" : "")
    }
}
