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
    /// Where what changed travels, in either version: a one-way entity may give the rule another class.
    package var flow: Flow

    package var changeClass: ChangeClass { rule.changeClass(flowing: flow) }

    /// The direction that gave the change its class, when it is not the rule's own: one way
    /// only, or none (a type no endpoint uses).
    package var classingFlow: Flow? {
        if flow.isEmpty { return rule.changeClass == .wire ? flow : nil }
        return rule.definition.oneWay?.flow == flow ? flow : nil
    }

    /// `request only`, `response only` or `used by no endpoint`: what the message adds when direction gave the class.
    var directionNote: String? {
        guard let flow = classingFlow else { return nil }
        return flow.isEmpty ? "used by no endpoint" : flow.label
    }

    package init(
        _ rule: DiffRule, _ message: String, old: SourceLocation?, new: SourceLocation?, flow: Flow = .both
    ) {
        self.rule = rule
        self.message = message
        self.old = old
        self.new = new
        self.flow = flow
    }

    /// Class first, then place in the spec (the new version's, else the old one's, by its path
    /// inside its version's folder, so a removal sits among the other changes of its file),
    /// then rule: the same order on every run.
    static func precedes(_ lhs: SpecChange, _ rhs: SpecChange, roots: (old: String, new: String)) -> Bool {
        if lhs.changeClass != rhs.changeClass { return lhs.changeClass < rhs.changeClass }
        let (left, right) = (lhs.place(roots), rhs.place(roots))
        if left.file != right.file { return left.file < right.file }
        if (left.line, left.column) != (right.line, right.column) {
            return (left.line, left.column) < (right.line, right.column)
        }
        if lhs.rule != rhs.rule { return lhs.rule.id < rhs.rule.id }
        return lhs.message < rhs.message
    }

    /// The file inside its version's folder, and the line.
    private func place(_ roots: (old: String, new: String)) -> (file: String, line: Int, column: Int) {
        let (location, root) = new.map { ($0, roots.new) } ?? old.map { ($0, roots.old) } ?? (nil, "")
        guard let location else { return ("", 0, 0) }
        let file = location.file.hasPrefix(root) ? String(location.file.dropFirst(root.count)) : location.file
        return (file, location.line, location.column)
    }
}
