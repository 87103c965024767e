/// The `unions` section.
extension SpecDecoder {
    mutating func decodeUnion(_ entry: YAMLMapping.Entry) -> UnionSpec? {
        var result = UnionSpec(name: Located(entry.key.value, at: entry.keyLocation))
        guard let fields = reader.keyedFields(entry.value, "union '\(entry.key.value)'", SpecFormat.union) else {
            // Kept (the mistake is reported) so the types that name it still resolve.
            return result
        }
        result.summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
        if let node = fields["discriminator"], let property = reader.nonEmptyString(node, "'discriminator'") {
            result.discriminator = Located(property, at: node.location)
        }
        if let node = fields["members"], let members = reader.sequence(node, "'members'") {
            if members.isEmpty { reader.error("'members' must list at least one type", at: node.location) }
            result.members = members.compactMap { decodeUnionMember($0) }
        }
        return result
    }

    private mutating func decodeUnionMember(_ node: YAMLNode) -> UnionSpec.Member? {
        if node.scalar != nil {
            return reader.type(node, "the type of a member").map(UnionSpec.Member.init(type:))
        }
        guard let fields = reader.keyedFields(node, "a member", SpecFormat.unionMember),
            let typeNode = fields["type"], let type = reader.type(typeNode, "the type of a member")
        else { return nil }
        var member = UnionSpec.Member(type: type)
        if let nameNode = fields["name"], let name = reader.nonEmptyString(nameNode, "'name'") {
            member.name = Located(name, at: nameNode.location)
        }
        if let valuesNode = fields["values"], let values = reader.sequence(valuesNode, "'values'") {
            if values.isEmpty { reader.error("'values' must list at least one value", at: valuesNode.location) }
            member.discriminatorValues = values.compactMap { value in
                reader.nonEmptyString(value, "a discriminator value").map { Located($0, at: value.location) }
            }
        }
        member.summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
        return member
    }
}
