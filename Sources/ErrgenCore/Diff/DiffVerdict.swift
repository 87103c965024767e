/// A diff's changes as one run judges them: which the accept file lets through, and which
/// fail the command at its `--fail-on` level. Every output format reads it, so the text, the
/// annotations, the comment and the SARIF log agree with the exit code.
package struct DiffVerdict: Sendable {
    package var changes: [SpecChange]
    /// The entry that accepts each accepted change, by the change's index.
    package var accepted: [Int: AcceptFile.Entry]
    /// The least severe class that fails the command (`wire` fails on wire only); `nil` for `--fail-on none`.
    package var failOn: ChangeClass?

    package init(_ changes: [SpecChange], accepted: [Int: AcceptFile.Entry] = [:], failOn: ChangeClass? = .wire) {
        self.changes = changes
        self.accepted = accepted
        self.failOn = failOn
    }

    /// Whether the change at `index` fails the command: at or above the level, and not accepted.
    package func fails(_ index: Int) -> Bool {
        guard accepted[index] == nil, let failOn else { return false }
        return changes[index].changeClass <= failOn
    }

    /// How many changes fail the command.
    package var failures: Int { changes.indices.count(where: fails) }

    /// The `--fail-on` value this verdict was made with.
    package var failOnName: String { failOn?.rawValue ?? "none" }
}

extension SpecChange {
    /// Why the change is in its class: the one-way explanation when its direction gave the class.
    package var explanation: String {
        if let oneWay = rule.definition.oneWay, !flow.isEmpty, oneWay.flow == flow { return oneWay.explanation }
        return rule.explanation
    }
}
