/// Rules for the `unions` section: names, members, the discriminator and case names.
extension SpecChecker {
    mutating func checkUnions() {
        let topLevel = names.topLevelTypeNames
        let namespaceMembers = names.namespaceTypeNames
        var taken: [String: (noun: String, location: SourceLocation)] = [:]
        for model in spec.models where taken[model.name.value] == nil {
            taken[model.name.value] = ("model", model.name.location)
        }
        for enumeration in spec.enums where taken[enumeration.name.value] == nil {
            taken[enumeration.name.value] = ("enum", enumeration.name.location)
        }
        for (union, caseNames) in zip(spec.unions, names.unionCaseNames) {
            let name = union.name
            if let other = taken[name.value] {
                error(
                    "union '\(name.value)' has the same name as \(other.noun) '\(name.value)' (first at \(other.location)); rename one",
                    at: name.location)
            } else {
                checkTypeName(name, "union", topLevel: topLevel, namespaceMembers: namespaceMembers)
            }
            var cases: [(key: String, location: SourceLocation, describe: String)] = []
            var values: [(key: String, location: SourceLocation, describe: String)] = []
            for (member, caseName) in zip(union.members, caseNames) {
                checkUnionMember(member, caseName, of: union)
                if let caseName {
                    cases.append((caseName, member.name?.location ?? member.type.location, "'\(caseName)'"))
                }
                if union.discriminator != nil {
                    // Listed values where written; a model's name where the member is.
                    let located =
                        member.discriminatorValues.isEmpty
                        ? member.selectingValues.map { Located($0, at: member.type.location) }
                        : member.discriminatorValues
                    for value in located { values.append((value.value, value.location, "'\(value.value)'")) }
                }
            }
            checkUnique(cases) { described, _ in
                "union '\(name.value)' has two members whose Swift case is \(described); give one a 'name'"
            }
            checkUnique(values) { value, _ in
                "discriminator value \(value) of union '\(name.value)' selects two members"
            }
        }
        checkUnionCycles()
    }

    /// A union whose members lead back to it through unions alone decodes by trying itself
    /// on the same value, for ever; through a model (a nested object), an array or a dictionary it may.
    mutating func checkUnionCycles() {
        let unions = Set(spec.unions.map(\.name.value))
        var edges: [String: [(target: String, location: SourceLocation)]] = [:]
        for union in spec.unions {
            for member in union.members {
                if case .model(let target) = member.type.value, unions.contains(target) {
                    edges[union.name.value, default: []].append((target, member.type.location))
                }
            }
        }
        for (cycle, location) in Self.cycles(from: spec.unions.map(\.name.value), edges: edges) {
            error(
                "union '\(cycle[0])' is a member of itself (\(Self.describe(cycle: cycle))); a union can hold itself only through a model, an array or a dictionary",
                at: location)
        }
    }

    private mutating func checkUnionMember(_ member: UnionSpec.Member, _ caseName: String?, of union: UnionSpec) {
        let type = member.type
        checkModelReferences(in: type)
        if type.value.isOptional {
            error(
                "member \(type.value) of union '\(union.name.value)' cannot be optional; make the property that holds the union optional",
                at: type.location)
        }
        let place = member.name?.location ?? type.location
        if let caseName {
            if caseName == GeneratedNames.unknownEnumCase {
                error(
                    "member \(type.value) of union '\(union.name.value)' takes the case name 'unknown', which keeps values no member reads; give it another 'name'",
                    at: place)
            } else if ReservedNames.enumCaseNames.contains(caseName) {
                error(
                    "member \(type.value) of union '\(union.name.value)' takes the case name '\(caseName)', a member of every generated enum; give it another 'name'",
                    at: place)
            }
        } else {
            error(
                "member \(type.value) of union '\(union.name.value)' cannot be made a Swift case name; give it a 'name'",
                at: place)
        }
        guard let discriminator = union.discriminator else {
            if let first = member.discriminatorValues.first {
                error(
                    "member \(type.value) of union '\(union.name.value)' has 'values' but the union has no 'discriminator'",
                    at: first.location)
            }
            return
        }
        guard case .model(let modelName) = type.value,
            let model = spec.models.first(where: { $0.name.value == modelName })
        else {
            // An unknown name is reported above.
            guard type.value.modelNames.allSatisfy(typeNames.contains) else { return }
            error(
                "member \(type.value) of union '\(union.name.value)' is no model; with a 'discriminator' (\(discriminator.value)) every member is a model that has it",
                at: type.location)
            return
        }
        if !model.properties.contains(where: { $0.wireName.value == discriminator.value }) {
            error(
                "model '\(modelName)', a member of union '\(union.name.value)', has no property '\(discriminator.value)', the union's discriminator",
                at: type.location)
        }
    }
}
