/// A unified diff of two texts, line by line (Myers' algorithm), as `diff -u` prints it.
package enum UnifiedDiff {
    package static func diff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        guard edits.contains(where: { $0 != .keep }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        // Group edits into hunks with `context` unchanged lines around each change.
        var index = 0
        var oldLine = 0
        var newLine = 0
        var positions: [(edit: Edit, old: Int, new: Int)] = []
        for edit in edits {
            positions.append((edit, oldLine, newLine))
            if edit != .insert { oldLine += 1 }
            if edit != .delete { newLine += 1 }
        }
        while index < positions.count {
            guard let change = positions[index...].firstIndex(where: { $0.edit != .keep }) else { break }
            let start = max(index, change - context)
            var end = change
            var lastChange = change
            while end < positions.count {
                if positions[end].edit != .keep {
                    lastChange = end
                } else if end - lastChange > 2 * context {
                    break
                }
                end += 1
            }
            let stop = min(positions.count, lastChange + context + 1)
            let hunk = positions[start..<stop]
            let oldCount = hunk.filter { $0.edit != .insert }.count
            let newCount = hunk.filter { $0.edit != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.old : hunk.first!.old + 1
            let newStart = newCount == 0 ? hunk.first!.new : hunk.first!.new + 1
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for item in hunk {
                switch item.edit {
                case .keep: output += " " + a[item.old] + "\n"
                case .delete: output += "-" + a[item.old] + "\n"
                case .insert: output += "+" + b[item.new] + "\n"
                }
            }
            index = stop
        }
        return output
    }

    enum Edit: Equatable {
        case keep, delete, insert
    }

    static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The shortest edit script from `a` to `b` (Myers, O((N+M)·D)), after trimming the
    /// common prefix and suffix, which makes typical small changes cheap.
    static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        return Array(repeating: .keep, count: prefix) + myers(x, y) + Array(repeating: .keep, count: suffix)
    }

    private static func myers(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let max = n + m
        let offset = max
        var v = Array(repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        search: for d in 0...max {
            // The trace costs D·(N+M) memory; past a bound, a whole-file replacement is the honest diff.
            guard (d + 1) * v.count <= 20_000_000 else {
                return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m)
            }
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace back from (n, m).
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                edits.append(.keep)
                x -= 1
                y -= 1
            }
            if d > 0 { edits.append(x == previousX ? .insert : .delete) }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
