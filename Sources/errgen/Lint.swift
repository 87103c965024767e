import ArgumentParser
import ErrgenCore

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Reports the spec's diagnostics; writes nothing.",
        discussion: """
            Prints a one-line summary when the spec has no error, and with --translations how far each locale is \
            translated. Exit codes: 0 no errors, 1 errors, 66 the folder cannot be read.
            """
    )

    @OptionGroup var spec: SpecOptions
    @OptionGroup var quiet: QuietOption

    @Flag(
        help:
            "Also print, per locale, how many texts are translated, need review or are missing, and how many catalog translations are stale."
    )
    var translations = false

    func run() throws {
        let (checked, lintDiagnostics) = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.lint(folder: spec.specFolder)
        }
        var diagnostics = lintDiagnostics
        // Only errgen mock reads the choice, so generate does not say it; lint does.
        if !diagnostics.hasErrors, let ambiguity = ValidationEntry(checked).ambiguity(in: checked.spec) {
            diagnostics.append(ambiguity)
        }
        let sorted = diagnostics.sorted
        Diagnostics.print(sorted)
        if diagnostics.hasErrors { throw ExitCode(1) }
        if !quiet.quiet { print(SpecSummary(folder: spec.specFolder, spec: checked.spec, diagnostics: sorted).line) }
        // Asked for by name, so printed even with --quiet.
        if translations { print(TranslationReport(spec: checked.spec).lines.joined(separator: "\n")) }
    }
}
