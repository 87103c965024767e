import ErrgenCore

/// Every finding of a proxied run, for `GET /__errgen/verify` and the report printed when the
/// mock stops. The first ``capacity`` are kept with their requests; all are counted.
package final class VerifyReport: Sendable {
    /// Findings kept in full; a backend that breaks the contract on every call still uses bounded memory.
    package static let capacity = 1_000

    private let state = LockedValue((kept: [VerifyFinding](), counts: [VerifyFinding.Kind: Int](), answers: 0))

    package init() {}

    /// Records one answer of the real server and what was wrong with it.
    package func record(_ findings: [VerifyFinding]) {
        state.withLock { state in
            state.answers += 1
            for finding in findings {
                state.counts[finding.kind, default: 0] += 1
                if state.kept.count < Self.capacity { state.kept.append(finding) }
            }
        }
    }

    package var findings: [VerifyFinding] { state.withLock { $0.kept } }

    /// How many answers of the real server were checked.
    package var answers: Int { state.withLock { $0.answers } }

    package func count(of kind: VerifyFinding.Kind) -> Int { state.withLock { $0.counts[kind] ?? 0 } }

    package var isClean: Bool { state.withLock { $0.counts.isEmpty } }

    /// For people: a summary line, then each finding with its request.
    package var text: String {
        let (kept, counts, answers) = state.withLock { ($0.kept, $0.counts, $0.answers) }
        let total = counts.values.reduce(0, +)
        var lines = ["errgen mock verify: \(answers) answers checked, \(total) findings"]
        for kind in VerifyFinding.Kind.allCases where counts[kind] != nil {
            lines.append("  \(kind.rawValue): \(counts[kind] ?? 0)")
        }
        lines += kept.map { "  " + $0.line }
        if total > kept.count { lines.append("  … and \(total - kept.count) more") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// For scripts: `{"answers": n, "counts": {...}, "findings": [...]}`.
    package var json: JSONValue {
        let (kept, counts, answers) = state.withLock { ($0.kept, $0.counts, $0.answers) }
        return .object([
            .init("answers", .number(String(answers))),
            .init(
                "counts",
                .object(
                    VerifyFinding.Kind.allCases.filter { counts[$0] != nil }.map {
                        .init($0.rawValue, .number(String(counts[$0] ?? 0)))
                    })),
            .init("findings", .array(kept.map(\.json))),
        ])
    }
}
