/// The rules of constraints (`max_length`, `minimum`, `pattern`...): what the server refuses now
/// that it took before is a break for what apps send, though the Swift does not change.
extension SpecDiff {
    /// Which rules a property's or a parameter's constraints report by, and where the entity is written.
    struct ConstrainedValue {
        /// `Order.note`, `Orders.order: query expand`.
        var name: String
        var tightened: DiffRule
        var loosened: DiffRule
        var old: SourceLocation
        var new: SourceLocation
        var flow: Flow = .both
    }

    /// Reports each constraint that takes less than before (`tightened`: a lower maximum, a new
    /// minimum, any other pattern) or more (`loosened`).
    mutating func compareConstraints(_ was: ValueConstraints, _ now: ValueConstraints, of value: ConstrainedValue) {
        for kind in ValueConstraints.Kind.allCases {
            let (before, after) = (was[kind], now[kind])
            guard before?.value != after?.value, let takesLess = Self.takesLess(kind, before?.value, after?.value)
            else { continue }
            report(
                takesLess ? value.tightened : value.loosened,
                "\(value.name): \(kind.rawValue) \(before?.value ?? "none") -> \(after?.value ?? "none")",
                old: before?.location ?? value.old, new: after?.location ?? value.new, flow: value.flow)
        }
    }

    /// Whether the server takes less with `after` than with `before` (a constraint left out
    /// takes everything); `nil` when it takes the same (`min_length none -> 0`).
    static func takesLess(_ kind: ValueConstraints.Kind, _ before: String?, _ after: String?) -> Bool? {
        switch kind.bound {
        // Any other pattern may refuse what the old one took: only leaving it out surely takes more.
        case .form: return after != nil
        case .lower:
            // A count or a length is at least 0 anyway.
            let none = kind == .minimum ? -Double.infinity : 0
            let (old, new) = (before.flatMap(Double.init) ?? none, after.flatMap(Double.init) ?? none)
            return old == new ? nil : new > old
        case .upper:
            let (old, new) = (before.flatMap(Double.init) ?? .infinity, after.flatMap(Double.init) ?? .infinity)
            return old == new ? nil : new < old
        }
    }

    /// Whether a parameter's new type takes every value of its old one, written the same way:
    /// an enum made its raw type (`Status` to `String`), or a query value made a list of it
    /// while a list repeats its name (`id=1` is a list of one). Only the Swift changes.
    func generalizes(_ was: PlacedParameter, _ now: PlacedParameter) -> Bool {
        let (before, after) = (renamed(was.spec.type.value), now.spec.type.value)
        guard before.isOptional == after.isOptional else { return false }
        let (old, new) = (before.nonOptional, after.nonOptional)
        if case .model(let name) = old, let enumeration = self.old.spec.enums.first(where: { $0.name.value == name }) {
            return new == .primitive(enumeration.rawType == .int ? .int : .string)
        }
        let repeatsName =
            now.identity.hasPrefix("query ") && (now.spec.style?.value ?? .form) == .form
            && (now.spec.explode?.value ?? true)
        if case .array(let element) = new, repeatsName, element == old, !old.isArrayOrDictionary { return true }
        return false
    }
}

extension TypeRef {
    fileprivate var isArrayOrDictionary: Bool {
        switch self {
        case .array, .dictionary: true
        default: false
        }
    }
}
