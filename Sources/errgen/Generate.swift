import ArgumentParser
import ErrgenCore

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Checks the spec and writes the generated files; on any error the output folder is left as it was.",
        discussion:
            "Exit codes: 0 written, 1 spec errors, 66 the spec folder cannot be read, 73 the output folder cannot be written."
    )

    @OptionGroup var spec: SpecOptions

    @Option(name: .shortAndLong, help: "The folder to write the generated files to.")
    var output = "Generated"

    @OptionGroup var generator: GeneratorOptions
    @OptionGroup var quiet: QuietOption

    func run() throws {
        let regeneration: Generator.Regeneration
        do {
            regeneration = try Generator.regenerate(folder: spec.specFolder, output: output, options: generator.options)
            {
                Diagnostics.print($0)
            }
        } catch let error as SpecFolderError {
            throw Diagnostics.fail(error.description, code: 66)
        } catch {
            throw Diagnostics.fail("cannot write to \(output): \(Diagnostics.describe(error))", code: 73)
        }
        let report: OutputWriter.Report
        switch regeneration {
        case .upToDate(let files): report = OutputWriter.Report(unchanged: files)
        case .failed: throw ExitCode(1)
        case .written(let written): report = written
        }
        if !quiet.quiet {
            print(
                "errgen: \(output): \(report.written.count) written, \(report.unchanged.count) unchanged, \(report.removed.count) removed"
            )
        }
    }
}
