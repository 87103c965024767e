/// The commands errgen's messages suggest, spelled so that they work where the user is.
enum SuggestedCommand {
    /// `swift run errgen` when this executable lives in a package's `.build` folder (SwiftPM
    /// built it, and in an app package errgen is on no PATH); `errgen` when it is installed.
    static let errgen: String = {
        let path = CommandLine.arguments.first ?? ""
        return path.contains("/.build/") || path.hasPrefix(".build/") ? "swift run errgen" : "errgen"
    }()

    /// `errgen generate specs --output Generated`, with the user's folders.
    static func generate(_ specFolder: String, output: String) -> String {
        "\(errgen) generate \(quoted(specFolder)) --output \(quoted(output))"
    }

    /// What to run after `errgen init` wrote a spec into `folder`: a folder named `errgen` in a
    /// target's folder (`Sources/ShopAPI/errgen`) is the build plugin's, so `swift build`
    /// generates from it; any other folder is generated into `Generated` by hand.
    static func afterInit(folder: String) -> String {
        let parts = folder.split(separator: "/").filter { $0 != "." }
        let lint = "\(errgen) lint \(quoted(folder))"
        if parts.count >= 3, parts[parts.count - 1] == "errgen", parts[parts.count - 3] == "Sources" {
            return "\(lint), then swift build (the build plugin generates from the spec)"
        }
        return "\(lint), then \(generate(folder, output: "Generated"))"
    }

    /// A path as one shell word: as it is when it holds nothing the shell reads, else in single quotes.
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                || "/._-+,:@".unicodeScalars.contains($0)
        }
        if plain, !path.isEmpty { return path }
        return "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
