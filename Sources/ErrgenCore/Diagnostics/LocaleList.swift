/// How a diagnostic lists locales: all of a few, the first of many.
enum LocaleList {
    /// The most locales a diagnostic lists by name.
    static let limit = 20

    /// `en, vi`, or the first `limit` and `and 980 more`; `count` when only the first are at hand.
    static func describe(_ locales: [String], of count: Int? = nil) -> String {
        let count = count ?? locales.count
        guard count > limit else { return locales.joined(separator: ", ") }
        return locales.prefix(limit).joined(separator: ", ") + " and \(count - limit) more"
    }
}
