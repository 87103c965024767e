/// Picks the best of a catalog's locales for a requested one.
///
/// `pt-BR` tries `pt-BR`, then `pt`, then the catalog's first locale. Apple-style
/// identifiers (`pt_BR`, `vi_VN@calendar=gregorian`) are read the same way.
public enum LocaleMatching {
    /// The index in `supported` of the best match for `requested`; 0 (the fallback
    /// locale) when nothing matches.
    public static func bestIndex(for requested: String, in supported: [String]) -> Int {
        let lowered = supported.map { $0.lowercased() }
        for candidate in candidates(for: requested) {
            if let index = lowered.firstIndex(of: candidate) { return index }
        }
        return 0
    }

    /// `zh-Hant-TW` -> `zh-hant-tw`, `zh-hant`, `zh`: lowercased, most specific first.
    static func candidates(for requested: String) -> [String] {
        let base = requested.split(separator: "@", maxSplits: 1).first.map(String.init) ?? requested
        let parts = base.replacingUnderscores().lowercased().split(separator: "-").map(String.init)
        return (0..<parts.count).reversed().map { parts[0...$0].joined(separator: "-") }
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
