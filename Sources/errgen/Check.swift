import ArgumentParser
import ErrgenCore

/// For CI: is the committed output what the spec generates now?
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes nothing; exits 0 when the output folder is up to date, else prints a unified diff and exits 1."
    )

    @OptionGroup var spec: SpecOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let outcome = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.generate(folder: spec.specFolder, options: output.generatorOptions)
        }
        Diagnostics.print(outcome.diagnostics)
        guard let files = outcome.files else { throw ExitCode(1) }
        let changes = OutputWriter(folder: output.output).changes(for: files)
        guard !changes.isEmpty else { return }
        let base = output.output.hasSuffix("/") ? output.output : output.output + "/"
        for change in changes {
            print(
                UnifiedDiff.diff(
                    old: change.old ?? "", new: change.new ?? "",
                    oldName: change.old == nil ? "/dev/null" : "a/" + base + change.name,
                    newName: change.new == nil ? "/dev/null" : "b/" + base + change.name),
                terminator: "")
        }
        Diagnostics.printError(
            "errgen: \(output.output) is out of date (\(changes.count) file\(changes.count == 1 ? "" : "s")); run 'errgen generate \(spec.specFolder) --output \(output.output)'"
        )
        throw ExitCode(1)
    }
}
