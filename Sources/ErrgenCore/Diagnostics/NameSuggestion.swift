/// "Did you mean" for callers outside the spec stages (the command line's command names),
/// with the same notion of closeness as the spec's own diagnostics.
package enum NameSuggestion {
    package static func closest(to word: String, among candidates: [String]) -> String? {
        DidYouMean.suggestion(for: word, among: candidates)
    }
}
