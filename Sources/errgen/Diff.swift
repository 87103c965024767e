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
            Exit codes: 0 nothing breaks at the --fail-on level; 2 something does; 1 a version has spec errors; \
            64 a usage error; 66 a spec folder cannot be read; 69 --against cannot read the revision \
            (not a git repository, an unknown revision, no git).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
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

    @Option(help: "text (grouped by class) or json.")
    var format = Format.text

    @Option(help: "The class that fails the command: wire (default), source (wire or source), or none.")
    var failOn = FailOn.wire

    @Option(help: "The day (YYYY-MM-DD) sunsets are judged against; today in UTC by default.")
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
        guard let revision = against else {
            return try compare(old: folders[0], new: folders[1], renderer: DiffRenderer())
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
            try compare(old: copy, new: folder, renderer: DiffRenderer(file: { git.displayName($0, copy: copy) }))
        }
    }

    private func compare(old: String, new: String, renderer: DiffRenderer) throws {
        let outcome = try Diagnostics.run { () throws(SpecFolderError) in
            try Generator.diff(old: old, new: new, today: today ?? DiffDay.today())
        }
        for diagnostic in outcome.diagnostics {
            Diagnostics.printError(renderer.file(diagnostic.description))
        }
        guard let changes = outcome.changes else { throw ExitCode(1) }
        print(format == .json ? renderer.json(changes) : renderer.text(changes), terminator: "")
        let failing: Set<ChangeClass> =
            switch failOn {
            case .wire: [.wire]
            case .source: [.wire, .source]
            case .none: []
            }
        if changes.contains(where: { failing.contains($0.changeClass) }) { throw ExitCode(Self.breakingExitCode) }
    }
}
