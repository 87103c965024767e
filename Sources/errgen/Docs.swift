import ArgumentParser
import ErrgenCore

/// `errgen docs specs --output api-docs`: the API catalog, for people rather than the compiler.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract:
            "Checks the spec and writes its API catalog (README.md and a self-contained index.html); on any error the folder is left as it was.",
        discussion:
            "Exit codes: 0 written, 1 spec errors, 66 the spec folder cannot be read, 73 the output folder cannot be written."
    )

    @OptionGroup var spec: SpecOptions

    @Option(name: .shortAndLong, help: "The folder to write the catalog to (keep it apart from the generated Swift).")
    var output = "api-docs"

    @OptionGroup var quiet: QuietOption

    func run() throws {
        let outcome = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.document(folder: spec.specFolder)
        }
        Diagnostics.print(outcome.diagnostics)
        guard let files = outcome.files else { throw ExitCode(1) }
        let report: OutputWriter.Report
        do {
            report = try OutputWriter(folder: output).write(files)
        } catch {
            throw Diagnostics.fail("cannot write to \(output): \(Diagnostics.describe(error))", code: 73)
        }
        if !quiet.quiet {
            print(
                "errgen: \(output): \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed"
            )
        }
    }
}
