/// `errgen diff`: every change between two checked versions of a spec, each under a
/// `DiffRule` that says whom it breaks. Entities are paired by what identifies them on the
/// wire (`Matching`), so a changed Swift name is a change, not a removal and an addition.
/// One file per family of rules: the catalog, models and enums, endpoints, settings.
package struct SpecDiff {
    let old: CheckedSpec
    let new: CheckedSpec
    private(set) var changes: [SpecChange] = []

    /// The changes from `old` to `new`, most severe first, then in the order of the spec.
    package static func changes(from old: CheckedSpec, to new: CheckedSpec) -> [SpecChange] {
        var diff = SpecDiff(old: old, new: new)
        diff.compareSettings()
        diff.compareCatalog()
        diff.compareModels()
        diff.compareEnums()
        diff.compareUnions()
        diff.compareEndpoints()
        return diff.changes.sorted(by: SpecChange.precedes)
    }

    mutating func report(_ rule: DiffRule, _ message: String, old: SourceLocation?, new: SourceLocation?) {
        changes.append(SpecChange(rule, message, old: old, new: new))
    }
}

extension TypeRef {
    /// Whether the type is this one made optional: `String` -> `String?`.
    func isOptionalForm(of other: TypeRef) -> Bool {
        self == .optional(other)
    }
}
