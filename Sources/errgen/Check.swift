import ArgumentParser
import ErrgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// For CI: is the committed output what the spec generates now?
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Writes nothing; exits 0 when the output folder is up to date, else prints a unified diff and exits 1.",
        discussion: """
            Prints a one-line summary when the folder is up to date. Exit codes: 0 up to date; 1 stale, missing, \
            or the spec has errors; 66 the spec folder cannot be read.
            """
    )

    @OptionGroup var spec: SpecOptions

    @Option(name: .shortAndLong, help: "The folder compared against: what 'errgen generate' wrote there before.")
    var output = "Generated"

    @OptionGroup var generator: GeneratorOptions
    @OptionGroup var quiet: QuietOption

    /// How to bring the folder up to date, for the message of a stale or missing folder.
    @Option(help: ArgumentHelp("The command a stale folder's message tells the user to run.", visibility: .hidden))
    var fixCommand: String?

    func run() throws {
        let outcome = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.generate(folder: spec.specFolder, options: generator.options)
        }
        Diagnostics.print(outcome.diagnostics)
        guard let files = outcome.files else { throw ExitCode(1) }
        let fix = fixCommand ?? SuggestedCommand.generate(spec.specFolder, output: output)
        let writer = OutputWriter(folder: output)
        guard writer.folderExists else {
            throw Diagnostics.fail("\(output) does not exist; run '\(fix)'", code: 1)
        }
        let changes = writer.changes(for: files, fingerprint: outcome.fingerprint)
        guard !changes.isEmpty else {
            if !quiet.quiet {
                print(
                    SpecSummary(folder: spec.specFolder, spec: outcome.spec, diagnostics: outcome.diagnostics).line
                        + "; \(output) is up to date")
            }
            return
        }
        for change in changes {
            let path = Self.joined(output, change.name)
            print(
                UnifiedDiff.diff(
                    old: change.old ?? "", new: change.new ?? "",
                    oldName: change.old == nil ? "/dev/null" : "a/" + path,
                    newName: change.new == nil ? "/dev/null" : "b/" + path),
                terminator: "")
        }
        Diagnostics.printError(
            "errgen: \(output) is out of date (\(SpecSummary.count(changes.count, "file"))); run '\(fix)'")
        throw ExitCode(1)
    }

    /// `folder/name` as a diff header path: one slash between, none in front (git writes
    /// `a/tmp/x` for `/tmp/x`), no `./`.
    static func joined(_ folder: String, _ name: String) -> String {
        var base = Substring(folder)
        while base.hasSuffix("/") { base.removeLast() }
        while base.hasPrefix("/") { base.removeFirst() }
        while base.hasPrefix("./") { base.removeFirst(2) }
        return base == "." || base.isEmpty ? name : base + "/" + name
    }
}
