import Foundation
import PackagePlugin

/// What `generate-errgen-sources` and `check-errgen-sources` share: choosing the spec and
/// output folders, and running errgen on each pair. (`CheckErrgenSources/` links this file:
/// a plugin can depend on no library, and the check must be a plugin of its own because it
/// asks for no permission.)
struct ErrgenSourcesCommand {
    enum Mode {
        case generate
        case check
    }

    static let help = """
        OVERVIEW: Regenerates (or checks) a target's checked-in Swift from its errgen/ spec folder.

        USAGE: swift package --allow-writing-to-package-directory generate-errgen-sources [--target <target> ...] [options]
               swift package check-errgen-sources [--target <target> ...] [options]

        For each target the spec is <target dir>/errgen and the output <target dir>/Generated.
        Without --target: every Swift target that has both folders (name a target with --target
        the first time, before its Generated/ exists), or the folders named by --spec and --output.

        OPTIONS:
          --target <target>       A target to regenerate (may be repeated).
          --spec <folder>         The spec folder, relative to the package directory.
          --output <folder>       The output folder, relative to the package directory.
          --check                 Write nothing; fail with a diff when the output is stale (what
                                  check-errgen-sources does, which needs no permission).
          --no-string-catalog     Do not write Localizable.xcstrings.
          --quiet                 Print nothing but diagnostics.
          --help                  Show this help.
        """

    var mode: Mode
    var verb: String

    func perform(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.help)
            return
        }
        let targetNames = extractor.extractOption(named: "target")
        let specOptions = extractor.extractOption(named: "spec")
        let outputOptions = extractor.extractOption(named: "output")
        let noStringCatalog = extractor.extractFlag(named: "no-string-catalog") > 0
        let quiet = extractor.extractFlag(named: "quiet") > 0
        let mode = extractor.extractFlag(named: "check") > 0 ? .check : self.mode
        guard extractor.remainingArguments.isEmpty else {
            throw PluginError("unknown arguments: \(extractor.remainingArguments.joined(separator: " ")); see --help")
        }
        guard specOptions.count <= 1, outputOptions.count <= 1 else {
            throw PluginError("--spec and --output may be given once; see --help")
        }
        let package = context.package.directoryURL
        let jobs = try Self.jobs(
            package: context.package, targetNames: targetNames, spec: specOptions.first, output: outputOptions.first)
        let tool = try context.tool(named: "errgen").url

        var failures = 0
        for job in jobs {
            let spec = Self.relative(job.spec, to: package)
            let output = Self.relative(job.output, to: package)
            let rerun =
                (["swift", "package", "--allow-writing-to-package-directory", "generate-errgen-sources"] + job.selector)
                .joined(separator: " ")
            var arguments = [mode == .check ? "check" : "generate", spec, "--output", output]
            if noStringCatalog { arguments.append("--no-string-catalog") }
            if quiet { arguments.append("--quiet") }
            // A plugin user has no errgen on the PATH: a stale folder's message names this plugin.
            if mode == .check { arguments += ["--fix-command", rerun] }
            let process = Process()
            process.executableURL = tool
            process.arguments = arguments
            // Relative paths from the package directory: diagnostics and diff headers read as the user's own paths.
            process.currentDirectoryURL = package
            // errgen's standard output and error are this command's: diagnostics reach the user as is.
            try process.run()
            process.waitUntilExit()
            if process.terminationReason != .exit || process.terminationStatus != 0 {
                failures += 1
                if mode == .generate {
                    Diagnostics.error(
                        "errgen generate \(spec) --output \(output) failed; the output folder was left as it was")
                }
            }
        }
        if failures > 0 {
            throw PluginError(
                "\(verb): \(failures) of \(jobs.count) spec folder\(jobs.count == 1 ? "" : "s") failed (see above)")
        }
    }

    struct Job {
        var spec: URL
        var output: URL
        /// The options that select this job again, for the message of a stale folder.
        var selector: [String]
    }

    static func jobs(package: Package, targetNames: [String], spec: String?, output: String?) throws -> [Job] {
        let directory = package.directoryURL
        if targetNames.isEmpty, let spec, let output {
            return [
                Job(
                    spec: resolve(spec, in: directory), output: resolve(output, in: directory),
                    selector: ["--spec", spec, "--output", output])
            ]
        }
        if !targetNames.isEmpty {
            return try jobs(package: package, named: targetNames, spec: spec, output: output)
        }
        // Every target whose output is checked in. A target with errgen/ but no Generated/
        // most likely uses the build plugin, and a Generated/ folder there would declare
        // every type twice; so the first run names its target.
        let targets = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { target in
            isFolder(target.directoryURL, "errgen") && isFolder(target.directoryURL, "Generated")
        }
        guard !targets.isEmpty else {
            throw PluginError(
                "no target has both an errgen/ and a Generated/ folder; name a target with --target, or give --spec and --output"
            )
        }
        return try jobs(for: targets.map { ($0.name, $0.directoryURL) }, in: directory, spec: spec, output: output)
    }

    /// The jobs of targets named on the command line. SwiftPM leaves a target with no Swift
    /// file out of the plugin's package, as every target is before its first generation; such
    /// a name is found by its conventional folder, `Sources/<name>/errgen`.
    static func jobs(package: Package, named names: [String], spec: String?, output: String?) throws -> [Job] {
        let targets = try names.map { name -> (name: String, directory: URL) in
            if let target = package.targets.first(where: { $0.name == name }) {
                // errgen writes Swift; `directoryURL` is on the concrete target types in tools-version 6.0.
                guard let swiftTarget = target as? SwiftSourceModuleTarget else {
                    throw PluginError("target '\(name)' is not a Swift target")
                }
                return (name, swiftTarget.directoryURL)
            }
            let conventional = package.directoryURL.appending(path: "Sources/\(name)", directoryHint: .isDirectory)
            guard spec != nil || isFolder(conventional, "errgen") else {
                throw PluginError(
                    "no target named '\(name)', and no Sources/\(name)/errgen folder; SwiftPM lists a target only once "
                        + "it has a Swift file, so for a first run give --spec and --output")
            }
            return (name, conventional)
        }
        return try jobs(for: targets, in: package.directoryURL, spec: spec, output: output)
    }

    static func jobs(for targets: [(name: String, directory: URL)], in directory: URL, spec: String?, output: String?)
        throws
        -> [Job]
    {
        guard targets.count == 1 || output == nil else {
            throw PluginError("--output with more than one target would write every target's code into one folder")
        }
        return targets.map { target in
            Job(
                spec: spec.map { resolve($0, in: directory) }
                    ?? target.directory.appending(path: "errgen", directoryHint: .isDirectory),
                output: output.map { resolve($0, in: directory) }
                    ?? target.directory.appending(path: "Generated", directoryHint: .isDirectory),
                selector: ["--target", target.name] + (spec.map { ["--spec", $0] } ?? [])
                    + (output.map { ["--output", $0] } ?? []))
        }
    }

    static func isFolder(_ directory: URL, _ name: String) -> Bool {
        var isDirectory: ObjCBool = false
        let path = directory.appending(path: name, directoryHint: .isDirectory).path(percentEncoded: false)
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A folder's path as people write it: relative to the package when inside it, no
    /// percent escapes, no trailing slash.
    static func relative(_ url: URL, to package: URL) -> String {
        let path = plain(url)
        let base = plain(package) + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

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
