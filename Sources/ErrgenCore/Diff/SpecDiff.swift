/// `errgen diff`: every change between two checked versions of a spec, each under a
/// `DiffRule` that says whom it breaks. Entities are paired by what identifies them on the
/// wire (`Matching`), so a changed Swift name is a change, not a removal and an addition.
/// One file per family of rules: the catalog, models and enums, endpoints, settings.
package struct SpecDiff {
    let old: CheckedSpec
    let new: CheckedSpec
    private(set) var changes: [SpecChange] = []
    /// Old model name -> new, for the models `renamed_from:` renames: a type that names the
    /// model by its old name is the same type.
    let modelRenames: [String: String]
    /// Where each model, enum and union travels in either version, by its new name.
    let flows: [String: Flow]
    /// The day (`2026-11-29`) a sunset is judged against: a removal before it is `removed-before-sunset`.
    let today: String

    init(old: CheckedSpec, new: CheckedSpec, today: String) {
        self.old = old
        self.new = new
        self.today = today
        let models = Matching(
            old: old.spec.models, new: new.spec.models, key: { $0.name.value },
            formerKeys: { $0.renamedFrom.map(\.value) })
        modelRenames = Dictionary(
            models.pairs.filter(\.renamed).map { ($0.old.name.value, $0.new.name.value) },
            uniquingKeysWith: { first, _ in first })
        var flows = Flow.types(of: new.spec)
        for (name, flow) in Flow.types(of: old.spec) {
            flows[modelRenames[name] ?? name, default: []].formUnion(flow)
        }
        self.flows = flows
    }

    /// Where the type `name` (its new name) travels; nowhere for one no endpoint reaches in either version.
    func flow(ofType name: String) -> Flow {
        flows[name] ?? []
    }

    /// An old version's type as the new version names it (renamed models followed).
    func renamed(_ type: TypeRef) -> TypeRef {
        guard !modelRenames.isEmpty else { return type }
        switch type {
        case .primitive, .json: return type
        case .model(let name): return .model(modelRenames[name] ?? name)
        case .array(let element): return .array(renamed(element))
        case .dictionary(let value): return .dictionary(renamed(value))
        case .optional(let wrapped): return .optional(renamed(wrapped))
        }
    }

    /// The changes from `old` to `new`, most severe first, then in the order of the spec.
    /// - Parameters:
    ///   - roots: the folders the versions were read from (`old/`, `specs/`), which the order
    ///     leaves out of paths.
    ///   - today: the day sunsets are judged against, `YYYY-MM-DD`; the run's day (UTC) by default.
    package static func changes(
        from old: CheckedSpec, to new: CheckedSpec, roots: (old: String, new: String) = ("", ""),
        today: String = DiffDay.today()
    ) -> [SpecChange] {
        var diff = SpecDiff(old: old, new: new, today: today)
        diff.compareSettings()
        diff.compareDefaultHeaders()
        diff.compareSession()
        diff.compareCatalog()
        diff.compareRoutes()
        diff.compareModels()
        diff.compareEnums()
        diff.compareUnions()
        diff.compareEndpoints()
        return diff.changes.sorted { SpecChange.precedes($0, $1, roots: roots) }
    }

    /// Records a change; when `flow` gives the rule another class, the message says which way it travels.
    mutating func report(
        _ rule: DiffRule, _ message: String, old: SourceLocation?, new: SourceLocation?, flow: Flow = .both
    ) {
        var change = SpecChange(rule, message, old: old, new: new, flow: flow)
        if let note = change.directionNote { change.message += " (\(note))" }
        changes.append(change)
    }
}

extension TypeRef {
    /// Whether the type is this one made optional: `String` -> `String?`.
    func isOptionalForm(of other: TypeRef) -> Bool {
        self == .optional(other)
    }
}
