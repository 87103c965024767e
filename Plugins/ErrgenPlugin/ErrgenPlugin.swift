import Foundation
import PackagePlugin

/// Runs errgen before a target compiles: the spec is every `*.yaml`/`*.yml` file under the
/// folder `errgen` in the target's directory, and the output is errgen's fixed set of Swift
/// files (no string catalog, so the plugin adds Swift sources only). A plugin cannot import
/// ErrgenCore, so `OutputFiles.swift` here is a symbolic link to ErrgenCore's own
/// `Naming/OutputFiles.swift`: the plugin and errgen compile the same list.
///
/// The YAML files are the command's input files, which is what SwiftPM needs to count them
/// as handled: the consumer writes no `exclude:` and gets no "unhandled files" warning. Because
/// inputs and outputs are declared, SwiftPM reruns errgen only when a spec file changes.
/// Spec mistakes fail the build as `/absolute/path.yaml:line:column: error: message` lines.
@main
struct ErrgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // errgen writes Swift, so only Swift targets take part. (`directoryURL` is on the
        // concrete target types in the PackagePlugin API of tools-version 6.0.)
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let specFolder = target.directoryURL.appending(
            path: ErrgenBuildCommand.specFolderName, directoryHint: .isDirectory)
        // Prefer the files SwiftPM already lists for the target; fall back to the file system
        // for a consumer that excluded the folder from its target.
        var specFiles = target.sourceFiles
            .map(\.url)
            .filter { ErrgenBuildCommand.isSpecFile($0, under: specFolder) }
        if specFiles.isEmpty {
            specFiles = ErrgenBuildCommand.specFiles(in: specFolder)
        }
        return try ErrgenBuildCommand.commands(
            targetName: target.name,
            specFolder: specFolder,
            specFiles: specFiles,
            tool: context.tool(named: "errgen").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension ErrgenPlugin: XcodeBuildToolPlugin {
        /// In an Xcode app project, the spec is the YAML files of the target that sit under a
        /// folder named `errgen` (add the folder to the target; take the YAML files out of
        /// "Copy Bundle Resources" if Xcode put them there).
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let yamlFiles = target.inputFiles.map(\.url).filter { ErrgenBuildCommand.hasSpecExtension($0) }
            guard let specFolder = yamlFiles.lazy.compactMap(ErrgenBuildCommand.enclosingSpecFolder).first else {
                return []
            }
            let specFiles = yamlFiles.filter { ErrgenBuildCommand.isSpecFile($0, under: specFolder) }
            return try ErrgenBuildCommand.commands(
                targetName: target.displayName,
                specFolder: specFolder,
                specFiles: specFiles,
                tool: context.tool(named: "errgen").url,
                workDirectory: context.pluginWorkDirectoryURL
            )
        }
    }
#endif

/// What the SwiftPM and the Xcode sides share.
enum ErrgenBuildCommand {
    static let specFolderName = "errgen"

    static func commands(
        targetName: String, specFolder: URL, specFiles: [URL], tool: URL, workDirectory: URL
    ) throws -> [Command] {
        guard !specFiles.isEmpty else {
            Diagnostics.warning(
                "ErrgenPlugin: target '\(targetName)' has no *.yaml or *.yml files in \(plain(specFolder)); nothing generated"
            )
            return []
        }
        let outputFolder = workDirectory.appending(path: "Generated", directoryHint: .isDirectory)
        return [
            .buildCommand(
                displayName: "Generating Swift for \(targetName) with errgen from \(specFolder.lastPathComponent)/",
                executable: tool,
                arguments: [
                    "generate", plain(specFolder),
                    "--output", plain(outputFolder),
                    "--no-string-catalog", "--fixed-outputs", "--quiet",
                ],
                inputFiles: specFiles.sorted { $0.path < $1.path } + catalog(in: specFolder),
                outputFiles: OutputFileSet.swiftFiles.map {
                    outputFolder.appending(path: $0, directoryHint: .notDirectory)
                }
            )
        ]
    }

    /// The spec folder's string catalog, which errgen reads with the YAML files: an input
    /// too, so a translator's change reruns errgen.
    static func catalog(in specFolder: URL) -> [URL] {
        let catalog = specFolder.appending(path: "Localizable.xcstrings", directoryHint: .notDirectory)
        return FileManager.default.fileExists(atPath: plain(catalog)) ? [catalog] : []
    }

    /// A folder's path as errgen prints it back in diagnostics: absolute, no percent
    /// escapes, no trailing slash, so `path:line:column:` points at the spec file.
    static func plain(_ url: URL) -> String {
        let path = url.standardizedFileURL.path(percentEncoded: false)
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    /// YAML spec files, and JSON for an OpenAPI document kept in the spec folder, so a change to
    /// any file of the document reruns errgen too.
    static func hasSpecExtension(_ url: URL) -> Bool {
        ["yaml", "yml", "json"].contains(url.pathExtension.lowercased())
    }

    static func isSpecFile(_ url: URL, under folder: URL) -> Bool {
        let folderPath = folder.standardizedFileURL.path(percentEncoded: false)
        let prefix = folderPath.hasSuffix("/") ? folderPath : folderPath + "/"
        return hasSpecExtension(url) && url.standardizedFileURL.path(percentEncoded: false).hasPrefix(prefix)
    }

    /// The nearest folder named `errgen` that holds `url`.
    static func enclosingSpecFolder(of url: URL) -> URL? {
        var folder = url.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if folder.lastPathComponent == specFolderName { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Every spec file under `folder`, read from the file system.
    static func specFiles(in folder: URL) -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter(hasSpecExtension)
    }
}
