/// "Did you mean" for snake_case names that differ by a whole word, which an edit distance
/// of a few letters misses: `{retry_after}` for the field `retry_after_seconds`,
/// `{seconds_left}` for `seconds`.
///
/// A candidate is close when its words (split at `_`, without case) are the name's with one
/// word added, removed or replaced. Only the first `candidateLimit` candidates are read, so
/// a placeholder costs at most that many comparisons however many fields an entry has.
enum WordSuggestion {
    static let candidateLimit = 256

    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let words = self.words(name)
        guard !words.isEmpty else { return nil }
        return candidates.prefix(candidateLimit).first { candidate in
            differByOneWord(words, self.words(candidate))
        }
    }

    /// `(did you mean 'retry_after_seconds'?)`, or nothing when no name is close.
    static func hint(for name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    private static func words(_ name: String) -> [Substring] {
        name.lowercased().split(separator: "_")
    }

    /// Whether `b` is `a` with one word added, removed or replaced (never `a` itself).
    private static func differByOneWord(_ a: [Substring], _ b: [Substring]) -> Bool {
        if a.count == b.count {
            guard a.count > 1 else { return false }
            return zip(a, b).count { $0 != $1 } == 1
        }
        let (shorter, longer) = a.count < b.count ? (a, b) : (b, a)
        guard longer.count == shorter.count + 1, !shorter.isEmpty else { return false }
        // The longer list without one of its words is the shorter one.
        let prefix = zip(shorter, longer).prefix { $0 == $1 }.count
        return shorter[prefix...].elementsEqual(longer[(prefix + 1)...])
    }
}
