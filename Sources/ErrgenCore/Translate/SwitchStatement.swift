/// Builds `switch` statements whose arms return a value, grouping cases that
/// return the same value (`case .a, .b: nil`) in the order they first appear.
struct SwitchStatement {
    struct Arm {
        var pattern: String
        var value: String
        /// An arm that binds values cannot share a `case` line with another.
        var binds = false
    }

    var subject: String
    var arms: [Arm]
    /// The `default:` value, for switches that do not list every case.
    var defaultValue: String?

    func lines() -> [CodeLine] {
        var groups: [(patterns: [String], value: String)] = []
        for arm in arms {
            if !arm.binds, let index = groups.firstIndex(where: { $0.value == arm.value && !$0.patterns.isEmpty }),
                !arms.contains(where: { $0.binds && groups[index].patterns.contains($0.pattern) })
            {
                groups[index].patterns.append(arm.pattern)
            } else {
                groups.append(([arm.pattern], arm.value))
            }
        }
        var body: [CodeLine] = groups.map { .line("case \($0.patterns.joined(separator: ", ")): \($0.value)") }
        if let defaultValue { body.append(.line("default: \(defaultValue)")) }
        return [.switchOver(subject, body)]
    }
}
