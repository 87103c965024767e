import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-errgen-sources --target <T>`:
/// regenerates checked-in sources for teams that commit errgen's output.
///
/// For each chosen target the spec is `<target dir>/errgen` and the output `<target dir>/Generated`,
/// unless `--spec <folder>` or `--output <folder>` says otherwise (relative to the package
/// directory). `--no-string-catalog` and `--quiet` go to `errgen generate` as they are;
/// `--check` runs `errgen check` instead, which writes nothing and fails when the folder is
/// stale (for CI). errgen's diagnostics are printed as it prints them, and a spec error fails
/// the command.
@main
struct GenerateErrgenSources: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let specOptions = extractor.extractOption(named: "spec")
        let outputOptions = extractor.extractOption(named: "output")
        let passThrough = extractor.extractFlag(named: "no-string-catalog") > 0 ? ["--no-string-catalog"] : []
        let quiet = extractor.extractFlag(named: "quiet") > 0
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unknown arguments: \(extractor.remainingArguments.joined(separator: " ")); \(Self.usage)")
        }
        guard specOptions.count <= 1, outputOptions.count <= 1 else {
            throw PluginError("--spec and --output may be given once; \(Self.usage)")
        }

        let packageDirectory = context.package.directoryURL
        let targets: [URL]
        if targetNames.isEmpty {
            // No --target: only valid with both folders named.
            guard specOptions.count == 1, outputOptions.count == 1 else {
                throw PluginError("name a target with --target, or give both --spec and --output; \(Self.usage)")
            }
            targets = []
        } else {
            targets = try context.package.targets(named: targetNames).map { target in
                // errgen writes Swift; `directoryURL` is on the concrete target types in tools-version 6.0.
                guard let target = target as? SwiftSourceModuleTarget else {
                    throw PluginError("target '\(target.name)' is not a Swift target")
                }
                return target.directoryURL
            }
            guard targets.count == 1 || outputOptions.isEmpty else {
                throw PluginError("--output with more than one --target would write every target's code into one folder")
            }
        }
        let tool = try context.tool(named: "errgen").url

        let jobs: [(spec: URL, output: URL)] =
            targets.isEmpty
            ? [(Self.resolve(specOptions[0], in: packageDirectory), Self.resolve(outputOptions[0], in: packageDirectory))]
            : targets.map { directory in
                (
                    specOptions.first.map { Self.resolve($0, in: packageDirectory) }
                        ?? directory.appending(path: "errgen", directoryHint: .isDirectory),
                    outputOptions.first.map { Self.resolve($0, in: packageDirectory) }
                        ?? directory.appending(path: "Generated", directoryHint: .isDirectory)
                )
            }

        var failures = 0
        for job in jobs {
            let arguments =
                [check ? "check" : "generate", Self.plain(job.spec), "--output", Self.plain(job.output)]
                + passThrough + (quiet && !check ? ["--quiet"] : [])
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            // errgen's standard output and error are this command's: diagnostics reach the user as is.
            try process.run()
            process.waitUntilExit()
            if process.terminationReason != .exit || process.terminationStatus != 0 {
                failures += 1
                Diagnostics.error(
                    "errgen \(arguments[0]) \(Self.plain(job.spec)) --output \(Self.plain(job.output)) failed (exit \(process.terminationStatus))"
                        + (check ? ": the folder is stale or the spec has errors (see above)" : "; the output folder was left as it was")
                )
            }
        }
        if failures > 0 {
            throw PluginError("errgen failed for \(failures) of \(jobs.count) spec folder\(jobs.count == 1 ? "" : "s")")
        }
    }

    static let usage =
        "usage: swift package --allow-writing-to-package-directory generate-errgen-sources --target <target> [--spec <folder>] [--output <folder>] [--no-string-catalog] [--quiet] [--check]"

    /// A folder's path as people write it: no percent escapes, no trailing slash.
    static func plain(_ url: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    static func resolve(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/")
            ? URL(filePath: path, directoryHint: .isDirectory)
            : directory.appending(path: path, directoryHint: .isDirectory)
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
