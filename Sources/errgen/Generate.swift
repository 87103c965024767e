import ArgumentParser
import ErrgenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Checks the spec and writes the generated files; on any error the output folder is left as it was."
    )

    @OptionGroup var spec: SpecOptions
    @OptionGroup var output: OutputOptions

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
    var quiet = false

    func run() throws {
        let outcome = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.generate(folder: spec.specFolder, options: output.generatorOptions)
        }
        Diagnostics.print(outcome.diagnostics)
        guard let files = outcome.files else { throw ExitCode(1) }
        let report: OutputWriter.Report
        do {
            report = try OutputWriter(folder: output.output).write(files)
        } catch {
            Diagnostics.fail("cannot write to \(output.output): \(error.localizedDescription)", code: 73)
        }
        if !quiet {
            print(
                "errgen: \(output.output): \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed"
            )
        }
    }
}
