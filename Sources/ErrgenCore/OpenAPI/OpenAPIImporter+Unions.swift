/// `oneOf` and `anyOf` of several schemas: a union, its members selected by the
/// `discriminator` when the schema has one, else tried in order.
extension OpenAPIImporter {
    /// A union named `name` (taken already when the schema is named) of the branches that are not null.
    ///
    /// For a union part of an `allOf`, `discriminating` is the part (its `discriminator` is the
    /// union's) and `merging` the parts together, which each object branch merges (`mergedBranch`).
    mutating func union(
        _ schema: YAMLNode, _ branches: [YAMLNode], name: String, discriminating: YAMLNode? = nil,
        merging: MergedParts? = nil
    ) throws(Unsupported) -> Mapped {
        let unionName = typeName(claiming: name)
        let discriminator = try Self.discriminator(of: discriminating ?? schema)
        var result = UnionSpec(name: Located(unionName, at: schema.location))
        result.summary = Self.typeSummary(of: schema, name: unionName)
        result.discriminator = discriminator.map { Located($0.property, at: $0.location) }
        var nullable = false
        var keys: [String?] = []
        var targets: [YAMLNode] = []
        var caseNames = Set<String>()
        for (index, branch) in branches.enumerated() {
            guard let target = files.resolve(branch) else {
                throw Unsupported(Unsupported.brokenReference, at: branch.location, isReported: true)
            }
            let key = target.key
            let title = target.node.text(.title)
            var merged: (mapped: Mapped, caseStem: String)?
            if let merging {
                // The `allOf` itself as a branch: reading it would read this union again, input unread.
                if let key, memo.inProgress[key] == unionName { continue }
                merged = try mergedBranch(branch, target, index: index, union: unionName, merging)
            }
            let mapped: Mapped
            if let merged {
                mapped = merged.mapped
            } else {
                mapped = try type(
                    branch, name: title.map(OpenAPINames.typeName) ?? unionName + "Variant\(index + 1)")
            }
            nullable = nullable || mapped.nullable
            // A branch that is the union itself (`anyOf: [$ref: Self, string]`) adds no value the
            // other branches do not read, and decoding it would try the union on the value for ever.
            if discriminator == nil, mapped.type == .model(unionName) { continue }
            // A second branch of the same Swift type is never reached: the first reads its values.
            if discriminator == nil, result.members.contains(where: { $0.type.value == mapped.type }) { continue }
            if let discriminator {
                try checkDiscriminated(mapped.type, key: key, by: discriminator.property, at: branch.location)
            }
            var member = UnionSpec.Member(type: Located(mapped.type, at: branch.location))
            let stem = SwiftIdentifiers.lowerCamel(GeneratedNames.caseStem(of: mapped.type)) ?? "member"
            // A merged branch is the case of its own schema: `card(PaymentCard)`.
            var caseName = merged.flatMap { SwiftIdentifiers.lowerCamel($0.caseStem) } ?? stem
            if ReservedNames.enumCaseNames.contains(caseName) { caseName += "Value" }
            caseName = OpenAPINames.unique(caseName, in: caseNames)
            caseNames.insert(caseName)
            if caseName != stem { member.name = Located(caseName, at: branch.location) }
            result.members.append(member)
            keys.append(key)
            targets.append(target.node)
            imported.owners[branch.location] = .union(unionName)
        }
        if let discriminator {
            try selectingValues(&result, keys: keys, targets: targets, discriminator)
        }
        imported.owners[schema.location] = .union(unionName)
        imported.unions.append(result)
        return (.model(unionName), nullable)
    }

    struct Discriminator {
        var property: String
        var location: SourceLocation
        /// `mapping`: each value and the `$ref` or schema name it selects, where the value is written.
        var mapping: [(value: Located<String>, target: Located<String>)]
    }

    static func discriminator(of schema: YAMLNode) throws(Unsupported) -> Discriminator? {
        guard let node = schema[.discriminator] else { return nil }
        guard let property = node.text(.propertyName) else {
            throw Unsupported("a 'discriminator' without a 'propertyName' is not supported", at: node.location)
        }
        var mapping: [(value: Located<String>, target: Located<String>)] = []
        for entry in node[.mapping]?.mapping ?? [] {
            guard let target = entry.value.scalar?.value else { continue }
            mapping.append((Located(entry.key.value, at: entry.keyLocation), Located(target, at: entry.value.location)))
        }
        return Discriminator(
            property: property, location: node[.propertyName]?.location ?? node.location,
            mapping: mapping)
    }

    /// With a discriminator, Check takes only models that have its property.
    private func checkDiscriminated(_ type: TypeRef, key: String?, by property: String, at location: SourceLocation)
        throws(Unsupported)
    {
        guard key != nil, case .model(let name) = type, !imported.enums.contains(where: { $0.name.value == name }),
            !imported.unions.contains(where: { $0.name.value == name })
        else {
            throw Unsupported(
                "a branch of a union with a 'discriminator' must be a '$ref' to an object schema", at: location)
        }
        // A model still being mapped (one that holds the union) is checked by Check.
        guard let model = imported.models.first(where: { $0.name.value == name }) else { return }
        if !model.properties.contains(where: { $0.wireName.value == property }) {
            throw Unsupported(
                "'\(name)', a branch of a union with a 'discriminator', has no property '\(property)'", at: location)
        }
    }

    /// Each member's discriminator values: the `mapping` entries that name it, else the one
    /// value its schema pins the property to (a one-value `enum` or `const`: what the server
    /// sends), else its schema's name as the document writes it (listed only when Swift's name differs).
    private mutating func selectingValues(
        _ union: inout UnionSpec, keys: [String?], targets: [YAMLNode], _ discriminator: Discriminator
    ) throws(Unsupported) {
        var mapped: [Int: [Located<String>]] = [:]
        for (value, target) in discriminator.mapping {
            let key: String?
            if target.value.contains("#") || target.value.contains("/") || target.value.contains(".") {
                key = files.resolve(Self.referenceNode(target))?.key
            } else {
                key = keys.compactMap { $0 }.first { Self.schemaName(of: $0) == target.value }
            }
            // A value for a schema that is no branch selects nothing errgen generates.
            guard let key, let index = keys.firstIndex(of: key) else { continue }
            mapped[index, default: []].append(value)
        }
        let explicit = Set(discriminator.mapping.map(\.value.value))
        for (index, key) in keys.enumerated() {
            if let values = mapped[index] {
                union.members[index].discriminatorValues = values
                continue
            }
            let member = union.members[index]
            guard let key, case .model(let swiftName) = member.type.value else { continue }
            let written = Self.schemaName(of: key)
            if let pinned = pinnedValue(of: targets[index], property: discriminator.property) {
                union.members[index].discriminatorValues = [Located(pinned.value, at: member.type.location)]
                imported.diagnostics.note(
                    "the discriminator '\(discriminator.property)' has no 'mapping': '\(written)' is selected by "
                        + "'\(pinned.value)', the one value its schema gives '\(discriminator.property)', not by its name",
                    at: pinned.location)
                continue
            }
            guard !explicit.contains(written) else {
                throw Unsupported(
                    "'\(written)', a branch of a union with a 'discriminator', has no value of its own: the 'mapping' gives '\(written)' to another branch",
                    at: member.type.location)
            }
            if written != swiftName {
                union.members[index].discriminatorValues = [Located(written, at: member.type.location)]
            }
        }
    }

    /// The one value a member schema allows its discriminator property: a one-value `enum`
    /// or a `const` (through `$ref`s and `allOf` parts), where the value is written.
    private mutating func pinnedValue(of schema: YAMLNode, property: String) -> Located<String>? {
        guard let found = self.property(at: [property], in: schema, depth: 0) else { return nil }
        let values = found[.enum]?.sequence ?? found[.const].map { [$0] } ?? []
        guard values.count == 1, let scalar = values[0].scalar, !scalar.isNull else { return nil }
        return Located(scalar.value, at: values[0].location)
    }

    /// `{$ref: target}` where the mapping writes the target, to resolve as any `$ref`.
    static func referenceNode(_ target: Located<String>) -> YAMLNode {
        let value = YAMLNode(.scalar(YAMLScalar(value: target.value, isPlain: false)), at: target.location)
        let entry = YAMLMapping.Entry(
            key: YAMLScalar(value: "$ref", isPlain: true), keyLocation: target.location, value: value)
        return YAMLNode(.mapping([entry]), at: target.location)
    }

    /// The last token of a schema's `file#pointer`: `Cat` for `openapi.yaml#/components/schemas/Cat`.
    static func schemaName(of key: String) -> String {
        let pointer = key.split(separator: "#", maxSplits: 1).last.map(String.init) ?? key
        return pointer.split(separator: "/").last.map { OpenAPIFiles.token(String($0)) } ?? pointer
    }
}
