/// Whom a change to a spec breaks, most severe first.
package enum ChangeClass: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Apps already in users' hands: they read or send what the server no longer does.
    case wire
    /// The app's Swift: a generated name, a case's payload or a method's signature changed.
    case source
    /// Nobody: a new code, endpoint or optional field, a translation, documentation.
    case safe

    /// The heading of the class in `errgen diff`'s text.
    package var heading: String {
        switch self {
        case .wire: "breaks apps already shipped"
        case .source: "breaks the app's Swift source"
        case .safe: "breaks nothing"
        }
    }

    package static func < (lhs: ChangeClass, rhs: ChangeClass) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One change between two versions of a spec: the rule it falls under, what changed in a
/// line, and where it is written in the old version, the new one, or both.
package struct SpecChange: Sendable, Hashable {
    package var rule: DiffRule
    package var message: String
    /// Where the old version writes what changed; `nil` for an addition.
    package var old: SourceLocation?
    /// Where the new version writes it; `nil` for a removal.
    package var new: SourceLocation?

    package var changeClass: ChangeClass { rule.changeClass }

    package init(_ rule: DiffRule, _ message: String, old: SourceLocation?, new: SourceLocation?) {
        self.rule = rule
        self.message = message
        self.old = old
        self.new = new
    }

    /// Class first, then place (the new version's, else the old one's), then rule: the same
    /// order on every run.
    static func precedes(_ lhs: SpecChange, _ rhs: SpecChange) -> Bool {
        if lhs.changeClass != rhs.changeClass { return lhs.changeClass < rhs.changeClass }
        let left = lhs.new ?? lhs.old
        let right = rhs.new ?? rhs.old
        if left != right, let left, let right { return left < right }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message < rhs.message
    }
}
