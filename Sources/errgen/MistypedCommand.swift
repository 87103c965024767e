import ErrgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `errgen gen specs/`: a first word that is neither a command nor a folder but close
/// to a command name. Without this check the default command (`generate`) would take
/// `gen` as its spec folder and answer with a puzzling "unexpected argument".
struct MistypedCommand {
    var word: String
    var suggestion: String

    var message: String { "unknown command '\(word)' (did you mean '\(suggestion)'?)" }

    init?(arguments: [String], commands: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
            !FileManager.default.fileExists(atPath: first)
        else { return nil }
        let prefixed = commands.filter { $0.hasPrefix(first) }
        guard let suggestion = prefixed.count == 1 ? prefixed[0] : NameSuggestion.closest(to: first, among: commands)
        else {
            return nil
        }
        self.word = first
        self.suggestion = suggestion
    }
}
