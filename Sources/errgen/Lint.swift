import ArgumentParser
import ErrgenCore

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Reports the spec's diagnostics; writes nothing.")

    @OptionGroup var spec: SpecOptions

    func run() throws {
        let (_, diagnostics) = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.lint(folder: spec.specFolder)
        }
        Diagnostics.print(diagnostics.sorted)
        if diagnostics.hasErrors { throw ExitCode(1) }
    }
}
