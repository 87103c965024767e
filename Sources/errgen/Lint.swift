import ArgumentParser
import ErrgenCore

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reports the spec's diagnostics; writes nothing.",
        discussion: "Prints a one-line summary when the spec has no error. Exit codes: 0 no errors, 1 errors, 66 the folder cannot be read."
    )

    @OptionGroup var spec: SpecOptions
    @OptionGroup var quiet: QuietOption

    func run() throws {
        let (decoded, diagnostics) = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.lint(folder: spec.specFolder)
        }
        let sorted = diagnostics.sorted
        Diagnostics.print(sorted)
        if diagnostics.hasErrors { throw ExitCode(1) }
        if !quiet.quiet { print(SpecSummary(folder: spec.specFolder, spec: decoded, diagnostics: sorted).line) }
    }
}
