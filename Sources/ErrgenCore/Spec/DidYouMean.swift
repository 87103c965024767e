/// The closest of a set of names to a misspelled one, for "did you mean" hints.
enum DidYouMean {
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        let limit = max(1, min(3, word.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `(did you mean 'retry'?)`, or nothing when no name is close.
    static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Edit distance where swapping two neighbours counts as one edit (optimal string
    /// alignment), so `retyr` is one edit from `retry` and `Itme` one from `Item`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], before[j - 2] + 1)
                }
            }
            (before, previous, row) = (previous, row, before)
        }
        return previous[b.count]
    }
}
