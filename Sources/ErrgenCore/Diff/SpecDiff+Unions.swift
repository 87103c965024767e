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
                new: now.discriminator?.location ?? now.name.location)
        }
        let matching = Matching(old: was.members, new: now.members, key: { $0.type.value.description })
        for member in matching.removed {
            report(
                .unionMemberRemoved, "\(name): member \(member.type.value) is removed", old: member.type.location,
                new: nil)
        }
        for member in matching.added {
            report(
                .unionMemberAdded, "\(name): member \(member.type.value) is added", old: nil, new: member.type.location)
        }
    }
}
