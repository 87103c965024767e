/// The rules of unions: by name, their members by type, their discriminator.
extension SpecDiff {
    mutating func compareUnions() {
        let matching = Matching(old: old.spec.unions, new: new.spec.unions, key: { $0.name.value })
        for union in matching.removed {
            report(.unionRemoved, "union \(union.name.value) is removed", old: union.name.location, new: nil)
        }
        for union in matching.added {
            report(.unionAdded, "union \(union.name.value) is added", old: nil, new: union.name.location)
        }
        for pair in matching.pairs { compareMembers(pair.old, pair.new) }
    }

    private mutating func compareMembers(_ was: UnionSpec, _ now: UnionSpec) {
        let name = now.name.value
        if was.discriminator?.value != now.discriminator?.value {
            report(
                .unionDiscriminatorChanged,
                "\(name): discriminator \(was.discriminator?.value ?? "none") -> \(now.discriminator?.value ?? "none")",
                old: was.discriminator?.location ?? was.name.location,
                new: now.discriminator?.location ?? now.name.location, flow: flow(ofType: name))
        }
        let matching = Matching(old: was.members, new: now.members, key: { $0.type.value.description })
        for member in matching.removed {
            report(
                .unionMemberRemoved, "\(name): member \(member.type.value) is removed", old: member.type.location,
                new: nil, flow: flow(ofType: name))
        }
        for member in matching.added {
            report(
                .unionMemberAdded, "\(name): member \(member.type.value) is added", old: nil, new: member.type.location)
        }
        // Under another discriminator the values mean something else: that change is reported alone.
        guard let property = now.discriminator?.value, was.discriminator?.value == property else { return }
        for pair in matching.pairs { compareValues(pair.old, pair.new, union: name, property: property) }
    }

    /// The discriminator values that select a member, paired by the member's type.
    private mutating func compareValues(
        _ was: UnionSpec.Member, _ now: UnionSpec.Member, union: String, property: String
    ) {
        let (before, after) = (was.selectingValues, now.selectingValues)
        let removed = before.filter { !after.contains($0) }
        let added = after.filter { !before.contains($0) }
        guard !removed.isEmpty || !added.isEmpty else { return }
        let list = { (values: [String]) in values.isEmpty ? "none" : values.joined(separator: ", ") }
        report(
            removed.isEmpty ? .unionDiscriminatorValueAdded : .unionDiscriminatorValueRemoved,
            "\(union): member \(now.type.value): \(property) \(list(before)) -> \(list(after))",
            old: was.discriminatorValues.first?.location ?? was.type.location,
            new: now.discriminatorValues.first?.location ?? now.type.location, flow: flow(ofType: union))
    }
}
