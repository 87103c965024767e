/// What an accept file does to a diff's changes: which it accepts, and what is wrong with
/// the file now (an entry past its date, an entry that names no change).
package struct AcceptReview: Sendable {
    /// The entry that accepts each accepted change, by the change's index.
    package var accepted: [Int: AcceptFile.Entry] = [:]
    /// Errors and warnings located in the accept file.
    package var diagnostics: [Diagnostic] = []

    package init() {}

    /// Matches every entry against the changes on `today` (UTC). An entry past its
    /// `expires` day accepts nothing: its change is an error again, located at the date;
    /// an entry that names no change is a warning, so the file does not keep accepting
    /// whatever next matches it.
    package init(_ file: AcceptFile, changes: [SpecChange], today: CalendarDay) {
        // Entries are in the file's order, so the diagnostics are too.
        for entry in file.entries {
            let named = changes.indices.filter { entry.names(changes[$0]) }
            let subject = "\(entry.rule.id) \(entry.entity)"
            let expiry = entry.expires.flatMap { $0 < today ? $0 : nil }
            switch (named.isEmpty, expiry) {
            case (false, nil):
                for index in named where accepted[index] == nil { accepted[index] = entry }
            case (false, let day?):
                diagnostics.append(
                    Diagnostic(
                        .error, "the acceptance of \(subject) expired on \(day); the change breaks again",
                        at: entry.expiresLocation ?? entry.location))
            case (true, nil):
                diagnostics.append(
                    Diagnostic(.warning, "no change is \(subject); remove the entry", at: entry.location))
            case (true, let day?):
                diagnostics.append(
                    Diagnostic(
                        .warning, "no change is \(subject), and its acceptance expired on \(day); remove the entry",
                        at: entry.location))
            }
        }
    }
}
