import ArgumentParser
import ErrgenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Checks the spec and writes the generated files; on any error the output folder is left as it was.",
        discussion: "Exit codes: 0 written, 1 spec errors, 66 the spec folder cannot be read, 73 the output folder cannot be written."
    )

    @OptionGroup var spec: SpecOptions

    @Option(name: .shortAndLong, help: "The folder to write the generated files to.")
    var output = "Generated"

    @OptionGroup var generator: GeneratorOptions
    @OptionGroup var quiet: QuietOption

    func run() throws {
        let regeneration = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.regenerate(folder: spec.specFolder, output: output, options: generator.options)
        }
        let report: OutputWriter.Report
        switch regeneration {
        case .upToDate(let files):
            report = OutputWriter.Report(unchanged: files)
        case .generated(let outcome, let fingerprint):
            Diagnostics.print(outcome.diagnostics)
            guard let files = outcome.files else { throw ExitCode(1) }
            do {
                report = try OutputWriter(folder: output).write(files, fingerprint: fingerprint)
            } catch {
                throw Diagnostics.fail("cannot write to \(output): \(error.localizedDescription)", code: 73)
            }
        }
        if !quiet.quiet {
            print("errgen: \(output): \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed")
        }
    }
}
