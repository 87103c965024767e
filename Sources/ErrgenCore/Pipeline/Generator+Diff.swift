/// `errgen diff`: the stages up to Check of two versions of a spec folder, then `SpecDiff`.
extension Generator {
    /// Both versions' errors (a diff is no lint: warnings are left to `errgen lint`), and the
    /// changes when both check.
    package struct DiffOutcome: Sendable {
        package var diagnostics: [Diagnostic]
        /// `nil` when either version has errors.
        package var changes: [SpecChange]?
    }

    /// Compares the spec folder `old` with `new`, judging sunsets against `today` (`YYYY-MM-DD`).
    /// - Throws: `SpecFolderError` when either folder cannot be read.
    package static func diff(old: String, new: String, today: String = DiffDay.today()) throws(SpecFolderError)
        -> DiffOutcome
    {
        let (before, oldDiagnostics) = try check(folder: old)
        let (after, newDiagnostics) = try check(folder: new)
        return diffOutcome(
            before, oldDiagnostics, after, newDiagnostics,
            roots: (SpecFolderLoader.root(of: old), SpecFolderLoader.root(of: new)), today: today)
    }

    /// Compares spec files held in memory.
    package static func diff(old: [SpecSource], new: [SpecSource], today: String = DiffDay.today()) -> DiffOutcome {
        let (before, oldDiagnostics) = check(sources: old)
        let (after, newDiagnostics) = check(sources: new)
        return diffOutcome(before, oldDiagnostics, after, newDiagnostics, today: today)
    }

    private static func diffOutcome(
        _ before: CheckedSpec, _ oldDiagnostics: DiagnosticList, _ after: CheckedSpec, _ newDiagnostics: DiagnosticList,
        roots: (old: String, new: String) = ("", ""), today: String
    ) -> DiffOutcome {
        let diagnostics = (oldDiagnostics.sorted + newDiagnostics.sorted).filter { $0.severity == .error }
        guard !oldDiagnostics.hasErrors, !newDiagnostics.hasErrors else {
            return DiffOutcome(diagnostics: diagnostics, changes: nil)
        }
        return DiffOutcome(
            diagnostics: diagnostics, changes: SpecDiff.changes(from: before, to: after, roots: roots, today: today))
    }
}
