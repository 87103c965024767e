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
        // Linear in the number of arms (a catalog of 10,000 codes makes switches of 10,000
        // arms): the first group of each value by dictionary, and the groups that hold a
        // binding arm's pattern, which no other arm may join.
        var firstGroup: [String: Int] = [:]
        var closed = Set<Int>()
        let bindingPatterns = Set(arms.lazy.filter(\.binds).map(\.pattern))
        for arm in arms {
            let index: Int
            if !arm.binds, let first = firstGroup[arm.value], !closed.contains(first) {
                groups[first].patterns.append(arm.pattern)
                index = first
            } else {
                groups.append(([arm.pattern], arm.value))
                index = groups.count - 1
                if firstGroup[arm.value] == nil { firstGroup[arm.value] = index }
            }
            if bindingPatterns.contains(arm.pattern) { closed.insert(index) }
        }
        var body: [CodeLine] = groups.map { .line("case \($0.patterns.joined(separator: ", ")): \($0.value)") }
        if let defaultValue { body.append(.line("default: \(defaultValue)")) }
        return [.switchOver(subject, body)]
    }
}
