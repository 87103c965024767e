/// "Did you mean" hints: the closest of a set of names to a misspelled one.
///
/// A name is close when it is within a few edits (one per three characters, at least one,
/// at most three; swapping two neighbours counts as one), ignoring case. When none is,
/// a name the misspelling starts with, three characters or longer, counts as close too,
/// so `Datetime` suggests `Date` and `Integer` suggests `Int`.
enum DidYouMean {
    /// For a small set used once (a mapping's allowed keys); larger sets keep a `SuggestionIndex`.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        SuggestionIndex(candidates).suggestion(for: word)
    }

    /// `(did you mean 'retry'?)`, or nothing when no name is close.
    static func hint(for word: String, among candidates: [String]) -> String {
        SuggestionIndex(candidates).hint(for: word)
    }
}

/// The candidates of one kind of reference (model names, error codes, locales...) as a
/// trie of their lower-cased spellings, built once and searched once per distinct
/// misspelling.
///
/// Why a trie: the search walks it depth first, computing one row of the edit-distance
/// table per node, and leaves a branch as soon as every cell of the row is over the
/// limit. Names that share a prefix share its rows, names that are far away cost a few
/// nodes each, and a row only keeps the cells within the limit of its diagonal, so a
/// long name costs its length times the limit, never its length squared.
///
/// Safe to share between threads (Check runs on every core): the lazy trie and the
/// answers are built and read under `lock`. Only a spec with mistakes ever takes it.
final class SuggestionIndex: @unchecked Sendable {
    private let lock = Lock()
    private struct Node {
        var scalar: UInt32
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// The first candidate (in the given order) that ends here.
        var candidate: Int32 = -1
    }

    /// The shortest candidate that counts as close because the misspelling starts with it.
    static let shortestPrefixMatch = 3

    /// The most trie nodes one search visits: the search ends there with the closest name
    /// found so far, so a hint costs at most this much whatever the candidates, and a spec
    /// of many mistakes among many similar names stays linear in its mistakes.
    static let visitLimit = 10_000

    private var makeCandidates: (() -> [String])?
    private var candidates: [String] = []
    private var nodes = [Node(scalar: 0)]
    private var longestCandidate = 0
    private var answers: [String: String?] = [:]

    /// Ties go to the candidate that comes first here. The candidates are listed and the
    /// trie built on the first search: a spec without mistakes never pays for either.
    init(_ candidates: @autoclosure @escaping () -> [String]) {
        makeCandidates = candidates
    }

    private func build() {
        guard let makeCandidates else { return }
        self.makeCandidates = nil
        candidates = makeCandidates()
        for (position, candidate) in candidates.enumerated() {
            var node = 0
            var length = 0
            for scalar in candidate.lowercased().unicodeScalars {
                node = child(of: node, scalar.value)
                length += 1
            }
            if nodes[node].candidate < 0 { nodes[node].candidate = Int32(position) }
            longestCandidate = max(longestCandidate, length)
        }
    }

    /// `(did you mean 'retry'?)`, or nothing when no name is close.
    func hint(for word: String) -> String {
        suggestion(for: word).map { " (did you mean '\($0)'?)" } ?? ""
    }

    func suggestion(for word: String) -> String? {
        lock.withLock {
            if let known = answers[word] { return known }
            build()
            let answer = search(Array(word.lowercased().unicodeScalars.map(\.value)))
            answers[word] = answer
            return answer
        }
    }

    private func child(of parent: Int, _ scalar: UInt32) -> Int {
        var previous: Int32 = -1
        var current = nodes[parent].firstChild
        while current >= 0 {
            if nodes[Int(current)].scalar == scalar { return Int(current) }
            previous = current
            current = nodes[Int(current)].nextSibling
        }
        nodes.append(Node(scalar: scalar))
        let created = Int32(nodes.count - 1)
        if previous < 0 { nodes[parent].firstChild = created } else { nodes[Int(previous)].nextSibling = created }
        return Int(created)
    }

    /// Optimal string alignment distance from `word` to every candidate, bounded by `limit`.
    ///
    /// Row `d` (a node at depth `d`) keeps cells `j` in `d - limit - 1 ... d + limit + 1`
    /// only: any other cell is more than `limit` (it takes `|j - d|` edits to make up the
    /// difference in length). Stored cells are capped at `limit + 1`, meaning "too far".
    private func search(_ word: [UInt32]) -> String? {
        let count = word.count
        let limit = max(1, min(3, count / 3))
        let far = limit + 1
        let width = 2 * limit + 3
        let depthLimit = min(longestCandidate, count + limit)
        // rows[d * width + (j - d + limit + 1)] is cell j of row d.
        var rows = [Int](repeating: far, count: (depthLimit + 1) * width)
        var path = [UInt32](repeating: 0, count: depthLimit + 1)
        func cell(_ row: Int, _ column: Int) -> Int {
            let offset = column - row + limit + 1
            guard column >= 0, column <= count, offset >= 0, offset < width else { return far }
            return rows[row * width + offset]
        }
        for column in 0...min(count, limit + 1) {
            rows[column + limit + 1] = min(column, far)
        }
        // The empty name, if it is a candidate, ends at the root.
        var best: (distance: Int, position: Int32)? =
            nodes[0].candidate >= 0 && count <= limit ? (count, nodes[0].candidate) : nil
        var longestPrefix: (length: Int, position: Int32)?
        // Depth-first, with an explicit stack of (node, depth).
        var stack: [(node: Int32, depth: Int)] = []
        var next = nodes[0].firstChild
        while next >= 0 {
            stack.append((next, 1))
            next = nodes[Int(next)].nextSibling
        }
        var visited = 0
        while let (index, depth) = stack.popLast(), visited < Self.visitLimit {
            guard depth <= depthLimit else { continue }
            visited += 1
            let node = nodes[Int(index)]
            path[depth] = node.scalar
            var rowMinimum = far
            for column in max(0, depth - limit - 1)...min(count, depth + limit + 1) {
                var value: Int
                if column == 0 {
                    value = min(depth, far)
                } else {
                    let same = word[column - 1] == node.scalar
                    value = min(
                        cell(depth - 1, column) + 1, cell(depth, column - 1) + 1,
                        cell(depth - 1, column - 1) + (same ? 0 : 1))
                    if depth > 1, column > 1, word[column - 1] == path[depth - 1], word[column - 2] == node.scalar {
                        value = min(value, cell(depth - 2, column - 2) + 1)
                    }
                }
                value = min(value, far)
                let offset = column - depth + limit + 1
                if offset >= 0, offset < width { rows[depth * width + offset] = value }
                rowMinimum = min(rowMinimum, value)
            }
            if node.candidate >= 0 {
                let distance = cell(depth, count)
                if distance <= limit, best.map({ (distance, node.candidate) < ($0.distance, $0.position) }) ?? true {
                    best = (distance, node.candidate)
                }
                if depth >= Self.shortestPrefixMatch, depth <= count, cell(depth, depth) == 0,
                    longestPrefix.map({ depth > $0.length }) ?? true
                {
                    longestPrefix = (depth, node.candidate)
                }
            }
            // A prefix of the word is still on this branch while the diagonal cell is 0. Once
            // a name is found, only a branch that may hold one as close (a tie may come first) is followed.
            guard rowMinimum <= (best?.distance ?? limit) else { continue }
            // The child that spells the word's next letter is searched first (pushed last):
            // a close name is then found early, and its distance prunes the other branches.
            let next = depth < count ? word[depth] : nil
            var matching: Int32?
            var child = node.firstChild
            while child >= 0 {
                if nodes[Int(child)].scalar == next { matching = child } else { stack.append((child, depth + 1)) }
                child = nodes[Int(child)].nextSibling
            }
            if let matching { stack.append((matching, depth + 1)) }
        }
        if let best { return candidates[Int(best.position)] }
        return longestPrefix.map { candidates[Int($0.position)] }
    }
}
