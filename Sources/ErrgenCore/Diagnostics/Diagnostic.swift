/// One finding about a spec, printed as `path:line:column: error: message`.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public var severity: Severity
    public var message: String
    /// Where the mistake is; `nil` only for problems with the spec folder as a whole.
    public var location: SourceLocation?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    public var description: String {
        guard let location else { return "errgen: \(severity.rawValue): \(message)" }
        return "\(location): \(severity.rawValue): \(message)"
    }
}

/// Collects diagnostics from every stage, so that one run reports every mistake, each
/// once, and at most `perKindLimit` of each kind (see `DiagnosticKind`): the rest are
/// counted, and `sorted` reports the count in one line after the last one kept.
public struct DiagnosticList: Sendable {
    /// The most diagnostics of one kind a run reports.
    public static let perKindLimit = 20

    public private(set) var all: [Diagnostic] = []
    private var kept = Set<Diagnostic>()
    private var keptPerKind: [DiagnosticKind: Int] = [:]
    /// Hashes of the diagnostics left out, per kind: a count of distinct ones, without keeping their text.
    private var omitted: [DiagnosticKind: Set<Int>] = [:]

    public init() {}

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public mutating func error(_ message: String, at location: SourceLocation?) {
        append(Diagnostic(.error, message, at: location))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?) {
        append(Diagnostic(.warning, message, at: location))
    }

    public mutating func append(_ diagnostic: Diagnostic) {
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

    public mutating func append(contentsOf other: DiagnosticList) {
        for diagnostic in other.all { append(diagnostic) }
        for (kind, hashes) in other.omitted { omitted[kind, default: []].formUnion(hashes) }
    }

    /// Sorted by file, line and column (diagnostics without a place first). Each kind with
    /// diagnostics left out ends with `and N more like the one above`, at the place of
    /// the last one shown, so it prints right after it.
    public var sorted: [Diagnostic] {
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
