/// One finding about a spec, printed as `path:line:column: error: message`.
package struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Sendable, Hashable {
        case error
        case warning
        /// What errgen decided for the user where the input left it open; no problem to fix.
        case note
    }

    package var severity: Severity
    package var message: String
    /// Where the mistake is; `nil` only for problems with the spec folder as a whole.
    package var location: SourceLocation?

    package init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    package var description: String {
        guard let location else { return "errgen: \(severity.rawValue): \(message)" }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

/// Collects diagnostics from every stage, so that one run reports every mistake, each
/// once, and at most `perKindLimit` of each kind (see `DiagnosticKind`): the rest are
/// counted, and `sorted` reports the count in one line after the last one kept.
package struct DiagnosticList: Sendable {
    /// The most diagnostics of one kind a run reports.
    package static let perKindLimit = 20

    package private(set) var all: [Diagnostic] = []
    private var kept = Set<Diagnostic>()
    private var keptPerKind: [DiagnosticKind: Int] = [:]
    /// Hashes of the diagnostics left out, per kind: a count of distinct ones, without keeping their text.
    private var omitted: [DiagnosticKind: Set<Int>] = [:]

    package init() {}

    package var hasErrors: Bool { all.contains { $0.severity == .error } }

    package mutating func error(_ message: String, at location: SourceLocation?) {
        append(Diagnostic(.error, message, at: location))
    }

    package mutating func warning(_ message: String, at location: SourceLocation?) {
        append(Diagnostic(.warning, message, at: location))
    }

    package mutating func note(_ message: String, at location: SourceLocation?) {
        append(Diagnostic(.note, message, at: location))
    }

    package mutating func append(_ diagnostic: Diagnostic) {
        guard !kept.contains(diagnostic) else { return }
        let kind = DiagnosticKind(of: diagnostic)
        guard keptPerKind[kind, default: 0] < Self.perKindLimit else {
            omitted[kind, default: []].insert(diagnostic.hashValue)
            return
        }
        keptPerKind[kind, default: 0] += 1
        kept.insert(diagnostic)
        all.append(diagnostic)
    }

    package mutating func append(contentsOf other: DiagnosticList) {
        for diagnostic in other.all { append(diagnostic) }
        for (kind, hashes) in other.omitted { omitted[kind, default: []].formUnion(hashes) }
    }

    /// Sorted by file, line and column (diagnostics without a place first). Each kind with
    /// diagnostics left out ends with `and N more like the one above`, at the place of
    /// the last one shown, so it prints right after it.
    package var sorted: [Diagnostic] {
        var listed = all
        // In a fixed order, so that two counts at one place always print the same way.
        let counted = omitted.sorted { lhs, rhs in
            lhs.key.template == rhs.key.template
                ? lhs.key.severity.rawValue < rhs.key.severity.rawValue
                : lhs.key.template.lexicographicallyPrecedes(rhs.key.template)
        }
        for (kind, hashes) in counted {
            let lastShown = all.filter { DiagnosticKind(of: $0) == kind }.compactMap(\.location).max()
            listed.append(
                Diagnostic(
                    kind.severity,
                    "and \(hashes.count) more like the one above, not shown (errgen reports at most \(Self.perKindLimit) of each kind)",
                    at: lastShown))
        }
        return listed.enumerated()
            .sorted { lhs, rhs in
                switch (lhs.element.location, rhs.element.location) {
                case (nil, nil): return lhs.offset < rhs.offset
                case (nil, _): return true
                case (_, nil): return false
                case (let a?, let b?): return a == b ? lhs.offset < rhs.offset : a < b
                }
            }
            .map(\.element)
    }
}
