import Foundation

/// Where each scenario's sequences are: which step of each rule answers the next request.
package final class ScenarioPlayer: Sendable {
    private struct Cursor {
        var step = 0
        /// Requests the current step answered.
        var served = 0
        /// When the current step first answered (for `until`).
        var startedAt: Date?
        /// Requests the rule saw, for `rate`.
        var requests: UInt64 = 0
    }

    /// The step to play, and its name in the coverage report; `nil`: the normal answer, no step.
    package struct Turn: Sendable {
        package var step: Scenario.Step
        package var label: String
        /// When the step stops answering, for `until` (its dates say so).
        package var endsAt: Date?
    }

    private let cursors = LockedValue([String: Cursor]())
    private let now: @Sendable () -> Date
    private let seed: UInt64

    package init(seed: UInt64, now: @escaping @Sendable () -> Date = { Date() }) {
        self.seed = seed
        self.now = now
    }

    /// The step of `scenario` for one request to endpoint `id`, moving the sequence on.
    package func next(_ scenario: Scenario, endpoint id: String) -> Turn? {
        guard let (index, rule) = scenario.rule(for: id), !rule.steps.isEmpty else { return nil }
        let key = "\(scenario.name)#\(index)"
        let time = now()
        return cursors.withLock { cursors in
            var cursor = cursors[key] ?? Cursor()
            defer { cursors[key] = cursor }
            cursor.requests += 1
            if let rate = rule.rate, !Self.draw(rate, seed: rule.seed ?? seed, count: cursor.requests, key: key) {
                return nil
            }
            // Move past steps that are done: served their times, or past their `until`.
            while cursor.step < rule.steps.count - 1 {
                let step = rule.steps[cursor.step]
                let done =
                    if let until = step.until {
                        cursor.startedAt.map { time.timeIntervalSince($0) >= until } ?? false
                    } else {
                        cursor.served >= step.times
                    }
                guard done else { break }
                cursor.step += 1
                cursor.served = 0
                cursor.startedAt = nil
            }
            let step = rule.steps[cursor.step]
            if cursor.startedAt == nil { cursor.startedAt = time }
            cursor.served += 1
            let where_ = rule.endpoint ?? "*"
            return Turn(
                step: step, label: "\(scenario.name)/\(where_)#\(cursor.step + 1)",
                endsAt: step.until.map { cursor.startedAt!.addingTimeInterval($0) })
        }
    }

    /// Starts every sequence of `name` again (the admin endpoint's choice of a scenario).
    package func restart(_ name: String) {
        cursors.withLock { cursors in cursors = cursors.filter { !$0.key.hasPrefix(name + "#") } }
    }

    /// Whether request number `count` of a rule gets the steps, at `rate`: the same for the same seed.
    private static func draw(_ rate: Double, seed: UInt64, count: UInt64, key: String) -> Bool {
        var hash = seed &+ count &* 0x9e37_79b9_7f4a_7c15
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        hash ^= hash >> 31
        return Double(hash >> 11) / Double(1 << 53) < rate
    }
}
