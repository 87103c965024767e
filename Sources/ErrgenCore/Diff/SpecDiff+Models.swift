/// The rules of models and enums: models by name, properties by wire key, enum values by wire value.
extension SpecDiff {
    mutating func compareModels() {
        let matching = Matching(
            old: old.spec.models, new: new.spec.models, key: { $0.name.value },
            formerKeys: { $0.renamedFrom.map(\.value) })
        for model in matching.removed {
            report(
                .modelRemoved, "model \(model.name.value) is removed\(Self.deprecationNote(model.deprecation))",
                old: model.name.location, new: nil)
            reportHowRemoved("model \(model.name.value)", model.deprecation, at: model.name.location)
        }
        for model in matching.added {
            report(.modelAdded, "model \(model.name.value) is added", old: nil, new: model.name.location)
        }
        for pair in matching.pairs {
            if pair.renamed {
                report(
                    .modelRenamed, "model \(pair.old.name.value) is renamed \(pair.new.name.value) (renamed_from)",
                    old: pair.old.name.location, new: pair.new.name.location)
            }
            reportDeprecation(
                "model \(pair.new.name.value)", was: pair.old.deprecation, now: pair.new.deprecation)
            compareProperties(pair.old, pair.new)
        }
    }

    /// Where a property of `model` with these accesses travels: the model's directions its
    /// access allows, or, when that leaves none, the access's own (a `write_only` property
    /// of a response is received by nobody, and sent only if the model ever is).
    /// A property of a model no endpoint uses travels nowhere.
    func flow(ofProperty model: String, access: [PropertyAccess]) -> Flow {
        let allowed = access.reduce(into: Flow()) { $0.formUnion(Flow.of($1)) }
        let modelFlow = flow(ofType: model)
        guard !modelFlow.isEmpty else { return [] }
        let flow = modelFlow.intersection(allowed)
        return flow.isEmpty ? allowed : flow
    }

    private mutating func compareProperties(_ was: ModelSpec, _ now: ModelSpec) {
        let model = now.name.value
        let matching = Matching(
            old: was.properties, new: now.properties, key: { $0.wireName.value },
            formerKeys: { $0.renamedFrom.map(\.value) })
        for property in matching.removed {
            report(
                .propertyRemoved,
                "\(model).\(property.wireName.value) is removed\(Self.deprecationNote(property.deprecation))",
                old: property.wireName.location, new: nil, flow: flow(ofProperty: model, access: [property.access]))
            reportHowRemoved(
                "\(model).\(property.wireName.value)", property.deprecation, at: property.wireName.location)
        }
        for property in matching.added {
            let optional = property.swiftType.isOptional
            report(
                optional ? .propertyAddedOptional : .propertyAddedRequired,
                "\(model): \(optional ? "optional" : "required") property \(property.wireName.value)"
                    + " (\(property.type.value)) is added",
                old: nil, new: property.wireName.location, flow: flow(ofProperty: model, access: [property.access]))
        }
        for pair in matching.pairs {
            if pair.renamed {
                report(
                    .propertyRenamed,
                    "\(model).\(pair.old.wireName.value) is renamed \(pair.new.wireName.value) (renamed_from)",
                    old: pair.old.wireName.location, new: pair.new.wireName.location)
            }
            reportDeprecation(
                "\(model).\(pair.new.wireName.value)", was: pair.old.deprecation, now: pair.new.deprecation)
            let propertyFlow = flow(ofProperty: model, access: [pair.old.access, pair.new.access])
            compareDateFormat(pair.old, pair.new, model: model, flow: propertyFlow)
            compareDefault(pair.old, pair.new, model: model, flow: propertyFlow)
            compareConstraints(
                pair.old.constraints, pair.new.constraints,
                of: ConstrainedValue(
                    name: "\(model).\(pair.new.wireName.value)", tightened: .propertyConstraintTightened,
                    loosened: .propertyConstraintLoosened, old: pair.old.wireName.location,
                    new: pair.new.wireName.location, flow: propertyFlow))
            if pair.old.secret != pair.new.secret {
                report(
                    .secretChanged,
                    "\(model).\(pair.new.wireName.value): secret \(pair.old.secret) -> \(pair.new.secret)",
                    old: pair.old.wireName.location, new: pair.new.wireName.location)
            }
            // A new access makes the Swift type optional or not: the access is the change, not the type.
            let accessChanged = pair.old.access != pair.new.access
            if accessChanged {
                report(
                    .propertyAccessChanged,
                    "\(model).\(pair.new.wireName.value): access \(pair.old.access.rawValue) -> \(pair.new.access.rawValue)",
                    old: pair.old.wireName.location, new: pair.new.wireName.location, flow: flow(ofType: model))
            }
            let (before, after) =
                accessChanged
                ? (renamed(pair.old.type.value), pair.new.type.value)
                : (renamed(pair.old.swiftType), pair.new.swiftType)
            guard before != after else { continue }
            let rule: DiffRule =
                before.isOptionalForm(of: after)
                ? .propertyMadeRequired
                : after.isOptionalForm(of: before) ? .propertyMadeOptional : .propertyTypeChanged
            report(
                rule, "\(model).\(pair.new.wireName.value): \(before) -> \(after)", old: pair.old.type.location,
                new: pair.new.type.location, flow: flow(ofProperty: model, access: [pair.old.access, pair.new.access]))
        }
    }

    /// `default`: what a missing key decodes as, and the initializer's default argument.
    private mutating func compareDefault(
        _ was: ModelSpec.Property, _ now: ModelSpec.Property, model: String, flow: Flow
    ) {
        let (before, after) = (was.defaultValue?.value, now.defaultValue?.value)
        guard before != after else { return }
        report(
            after == nil ? .propertyDefaultRemoved : .propertyDefaultChanged,
            "\(model).\(now.wireName.value): default \(Self.describe(before)) -> \(Self.describe(after))",
            old: was.defaultValue?.location ?? was.wireName.location,
            new: now.defaultValue?.location ?? now.wireName.location, flow: flow)
    }

    /// A default as the spec writes it, `none` for none.
    static func describe(_ value: ScalarDefault?) -> String {
        switch value {
        case nil: "none"
        case .null: "null"
        case .bool(let flag): String(flag)
        case .number(let text): text
        case .string(let text): text
        }
    }

    /// A date written another way: the property's own `date_format`, else the module's.
    private mutating func compareDateFormat(
        _ was: ModelSpec.Property, _ now: ModelSpec.Property, model: String, flow: Flow
    ) {
        guard was.type.value.holds(.date), now.type.value.holds(.date) else { return }
        let before = (was.dateFormat?.value ?? old.spec.module.dateFormat)?.rawValue ?? "default"
        let after = (now.dateFormat?.value ?? new.spec.module.dateFormat)?.rawValue ?? "default"
        guard before != after else { return }
        report(
            .propertyDateFormatChanged, "\(model).\(now.wireName.value): date_format \(before) -> \(after)",
            old: was.dateFormat?.location ?? was.wireName.location,
            new: now.dateFormat?.location ?? now.wireName.location, flow: flow)
    }

    mutating func compareEnums() {
        let matching = Matching(
            old: Array(old.spec.enums.enumerated()), new: Array(new.spec.enums.enumerated()),
            key: { $0.element.name.value })
        for entry in matching.removed {
            let name = entry.element.name
            report(.enumRemoved, "enum \(name.value) is removed", old: name.location, new: nil)
        }
        for entry in matching.added {
            let name = entry.element.name
            report(.enumAdded, "enum \(name.value) is added", old: nil, new: name.location)
        }
        for pair in matching.pairs { compareValues(pair.old, pair.new) }
    }

    private mutating func compareValues(
        _ before: (offset: Int, element: EnumSpec), _ after: (offset: Int, element: EnumSpec)
    ) {
        let name = after.element.name.value
        let matching = Matching(
            old: Array(before.element.values.enumerated()), new: Array(after.element.values.enumerated()),
            key: { $0.element.wire.value }, formerKeys: { $0.element.renamedFrom.map(\.value) })
        for value in matching.removed {
            let wire = value.element.wire
            report(
                .enumValueRemoved,
                "\(name): value \(wire.value) is removed\(Self.deprecationNote(value.element.deprecation))",
                old: wire.location, new: nil, flow: flow(ofType: name))
            reportHowRemoved("\(name): value \(wire.value)", value.element.deprecation, at: wire.location)
        }
        for value in matching.added {
            let wire = value.element.wire
            report(.enumValueAdded, "\(name): value \(wire.value) is added", old: nil, new: wire.location)
        }
        // The old cases the new version keeps as deprecated statics: a rename to them still compiles.
        let kept = PreviousEnumCases.names(after.element, caseNames: new.names.enumCaseNames[after.offset])
        for pair in matching.pairs {
            let (was, now) = (pair.old.element, pair.new.element)
            if pair.renamed {
                report(
                    .enumValueRenamed, "\(name): value \(was.wire.value) is renamed \(now.wire.value) (renamed_from)",
                    old: was.wire.location, new: now.wire.location)
            }
            reportDeprecation(
                "\(name): value \(now.wire.value)", was: was.deprecation, now: now.deprecation)
            let oldCase = old.names.enumCaseNames[before.offset][pair.old.offset]
            let newCase = new.names.enumCaseNames[after.offset][pair.new.offset]
            guard let oldCase, let newCase, oldCase != newCase else { continue }
            let isKept = kept[pair.new.offset].contains { $0.caseName == oldCase }
            report(
                isKept ? .enumCaseRenamed : .enumCaseNameChanged,
                "\(name): value \(now.wire.value): case \(oldCase) -> \(newCase)"
                    + (isKept ? " (\(oldCase) stays, deprecated)" : ""),
                old: was.wire.location, new: now.wire.location)
        }
    }
}
