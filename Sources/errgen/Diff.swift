import ArgumentParser
import ErrgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `errgen diff OLD NEW`, `errgen diff SPEC --against REV`: what changed, and whom it breaks.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Lists every change between two versions of a spec and whom it breaks (wire, source or safe).",
        discussion: """
            Exit codes: 0 nothing breaks at the --fail-on level (or every break is accepted); 2 something does; \
            1 a version has spec errors, or the accept file has a mistake; \
            64 a usage error; 66 a spec folder cannot be read; 69 --against cannot read the revision \
            (not a git repository, an unknown revision, no git).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, github, markdown, sarif
    }

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case wire, source, none
    }

    /// The exit code of a diff with changes at or above the `--fail-on` level.
    static let breakingExitCode: Int32 = 2
    /// The exit code of a revision `--against` cannot read.
    static let revisionExitCode: Int32 = 69

    @Argument(help: "The old spec folder and the new one; with --against, the spec folder alone.")
    var folders: [String]

    @Option(help: "Compare the folder with itself at this git revision (a tag, branch or commit).")
    var against: String?

    @Option(
        help: """
            text (grouped by class), json, github (workflow annotations), markdown (a pull request comment) \
            or sarif (SARIF 2.1.0).
            """)
    var format = Format.text

    @Option(help: "A YAML file of reviewed breaking changes to let through, by rule and entity, each with a reason.")
    var accept: String?

    @Option(help: "The class that fails the command: wire (default), source (wire or source), or none.")
    var failOn = FailOn.wire

    @Option(help: "The day (YYYY-MM-DD) sunsets and accept-file expiries are judged against; today in UTC by default.")
    var today: String?

    func validate() throws {
        if against != nil, folders.count != 1 {
            throw ValidationError("with --against, give one spec folder (errgen diff specs --against v1.0)")
        }
        if against == nil, folders.count != 2 {
            throw ValidationError("give the old spec folder and the new one (errgen diff old-specs specs)")
        }
        if let today, !Deprecation.isDay(today) {
            throw ValidationError("--today must be a day such as 2027-06-30, found '\(today)'")
        }
    }

    func run() throws {
        let acceptFile = try readAcceptFile()
        guard let revision = against else {
            return try compare(old: folders[0], new: folders[1], renderer: DiffRenderer(), acceptFile: acceptFile)
        }
        let folder = folders[0]
        guard (try? FileManager.default.contentsOfDirectory(atPath: folder)) != nil else {
            throw Diagnostics.fail("cannot read \(folder): no such folder", code: 66)
        }
        let git = GitRevision(folder: folder, revision: revision)
        try GitRevision.withScratchFolder { scratch in
            let copy: String
            do throws(GitRevision.Failure) {
                copy = try git.materialize(in: scratch)
            } catch {
                throw Diagnostics.fail(error.message, code: Self.revisionExitCode)
            }
            let renderer = DiffRenderer(
                file: { git.displayName($0, copy: copy) }, oldFileOnDisk: { git.pathInFolder($0, copy: copy) })
            try compare(old: copy, new: folder, renderer: renderer, acceptFile: acceptFile)
        }
    }

    /// The `--accept` file, read before any spec: a mistake in it is exit 1 with its places.
    private func readAcceptFile() throws -> AcceptFile? {
        guard let path = accept else { return nil }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw Diagnostics.fail("cannot read the accept file \(path)", code: 1)
        }
        let (file, diagnostics) = AcceptFile.read(Array(bytes), file: path)
        Diagnostics.print(diagnostics)
        guard let file else { throw ExitCode(1) }
        return file
    }

    private func compare(old: String, new: String, renderer: DiffRenderer, acceptFile: AcceptFile?) throws {
        // One day for the sunsets and the accept file's expiry alike.
        let day = today ?? DiffDay.today()
        let outcome = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.diff(old: old, new: new, today: day)
        }
        for diagnostic in outcome.diagnostics {
            Diagnostics.printError(renderer.file(diagnostic.description))
        }
        guard let changes = outcome.changes else { throw ExitCode(1) }
        let review =
            acceptFile.map {
                AcceptReview(
                    $0, changes: changes,
                    today: CalendarDay(day) ?? CalendarDay(secondsSince1970: Date().timeIntervalSince1970))
            }
            ?? AcceptReview()
        Diagnostics.print(review.diagnostics)
        let level: ChangeClass? =
            switch failOn {
            case .wire: .wire
            case .source: .source
            case .none: nil
            }
        let verdict = DiffVerdict(changes, accepted: review.accepted, failOn: level)
        let output =
            switch format {
            case .text: renderer.text(verdict)
            case .json: renderer.json(verdict)
            case .github: renderer.github(verdict, acceptDiagnostics: review.diagnostics)
            case .markdown: renderer.markdown(verdict)
            case .sarif: renderer.sarif(verdict)
            }
        print(output, terminator: "")
        if verdict.failures > 0 { throw ExitCode(Self.breakingExitCode) }
    }
}
