import ArgumentParser
import ErrgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `errgen docs specs --output api-docs`: the API catalog, for people rather than the compiler.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract:
            "Checks the spec and writes its API catalog (README.md and a self-contained index.html); on any error the folder is left as it was.",
        discussion:
            "Exit codes: 0 written, 1 spec errors, 66 the spec folder cannot be read, 69 --against cannot read the revision, 73 the output folder cannot be written."
    )

    @OptionGroup var spec: SpecOptions

    @Option(name: .shortAndLong, help: "The folder to write the catalog to (keep it apart from the generated Swift).")
    var output = "api-docs"

    @Option(help: "Add a 'Changes since REV' section: what changed since this git revision (as errgen diff lists it).")
    var against: String?

    @OptionGroup var quiet: QuietOption

    func run() throws {
        guard let revision = against else { return try write(earlier: nil) }
        let git = GitRevision(folder: spec.specFolder, revision: revision)
        guard (try? FileManager.default.contentsOfDirectory(atPath: spec.specFolder)) != nil else {
            throw Diagnostics.fail("cannot read \(spec.specFolder): no such folder", code: 66)
        }
        try GitRevision.withScratchFolder { scratch in
            let copy: String
            do throws(GitRevision.Failure) {
                copy = try git.materialize(in: scratch)
            } catch {
                throw Diagnostics.fail(error.message, code: Diff.revisionExitCode)
            }
            try write(
                earlier: Generator.EarlierVersion(
                    folder: copy, revision: revision, file: { git.displayName($0, copy: copy) }))
        }
    }

    private func write(earlier: Generator.EarlierVersion?) throws {
        let outcome = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.document(folder: spec.specFolder, since: earlier)
        }
        for diagnostic in outcome.diagnostics {
            Diagnostics.printError(earlier.map { $0.file(diagnostic.description) } ?? diagnostic.description)
        }
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
