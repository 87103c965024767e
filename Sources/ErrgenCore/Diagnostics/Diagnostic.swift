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

/// Collects diagnostics from every stage, so that one run reports every mistake.
public struct DiagnosticList: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    public mutating func error(_ message: String, at location: SourceLocation?) {
        all.append(Diagnostic(.error, message, at: location))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?) {
        all.append(Diagnostic(.warning, message, at: location))
    }

    public mutating func append(contentsOf other: DiagnosticList) {
        all.append(contentsOf: other.all)
    }

    /// Sorted by file, line and column (diagnostics without a place first), each reported once.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return all.enumerated()
            .sorted { lhs, rhs in
                switch (lhs.element.location, rhs.element.location) {
                case (nil, nil): return lhs.offset < rhs.offset
                case (nil, _): return true
                case (_, nil): return false
                case (let a?, let b?): return a == b ? lhs.offset < rhs.offset : a < b
                }
            }
            .map(\.element)
            .filter { seen.insert($0).inserted }
    }
}
