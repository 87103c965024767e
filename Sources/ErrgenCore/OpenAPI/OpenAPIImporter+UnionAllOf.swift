/// An `allOf` with a union part (`allOf: [{$ref: Base}, {oneOf: [Card, Transfer]}]`): as JSON
/// Schema reads it, a value is one of the branches and has every other part's properties, so
/// it is a union whose object branches each merge the other parts (`PaymentCard`, `PaymentTransfer`).
extension OpenAPIImporter {
    /// The union named `name` that the `allOf` schema `schema` with the parts `merged` is.
    ///
    /// A branch that is this `allOf` itself (`Circle: allOf: [{$ref: Shape}, ...]` where `Shape`
    /// is `oneOf: [Circle, Square]`) selects nothing the others do not; when one object branch
    /// is left, the `allOf` is that branch merged with the other parts: a model, named `name`.
    mutating func unionAllOf(_ schema: YAMLNode, _ merged: MergedParts, name: String) throws(Unsupported) -> Mapped {
        guard let part = merged.union else { return (.json, false) }
        let others = part.branches.filter { branch in
            files.resolve(branch)?.key.map { memo.inProgress[$0] != name } ?? true
        }
        if others.count == 1, others.count < part.branches.count, let target = files.resolve(others[0]),
            let parts = try mergedBranchParts(others[0], target, merged)
        {
            let type = try model(schema, properties: parts.properties, required: parts.required, name: name)
            return (type, part.hasNull)
        }
        let result = try union(schema, part.branches, name: name, discriminating: part.schema, merging: merged)
        return (result.type, result.nullable || part.hasNull)
    }

    /// A branch of the union part, merged with the other parts: an object branch is one model
    /// with their properties and its own, named `unionName` and the branch's schema name (its
    /// `title`, else its place); `nil` keeps the branch as it is, when it is no object (a
    /// string, which object properties say nothing of) or the other parts add nothing.
    mutating func mergedBranch(
        _ branch: YAMLNode, _ target: OpenAPIFiles.Target, index: Int, union unionName: String,
        _ merging: MergedParts
    ) throws(Unsupported) -> (mapped: Mapped, caseStem: String)? {
        guard let parts = try mergedBranchParts(branch, target, merging) else { return nil }
        let node = target.node
        let stem =
            target.key.map { OpenAPINames.typeName(Self.schemaName(of: $0)) }
            ?? node.text(.title).map(OpenAPINames.typeName) ?? "Variant\(index + 1)"
        let type = try model(
            node, properties: parts.properties, required: parts.required, name: unionName + stem,
            at: branch.location)
        return ((type, false), stem)
    }

    /// An object branch's properties and `required` with the other parts', the branch's where
    /// the union part stands among the parts; `nil` for a branch that is no object, or when
    /// the other parts add nothing.
    private mutating func mergedBranchParts(
        _ branch: YAMLNode, _ target: OpenAPIFiles.Target, _ merging: MergedParts
    ) throws(Unsupported) -> (properties: [YAMLMapping.Entry], required: Set<String>)? {
        let node = target.node
        let isObject =
            node[.properties] != nil || node[.allOf] != nil
            || OpenAPISchemaSyntax.declaredTypes(node).types == ["object"]
        guard isObject, !merging.properties.isEmpty || !merging.required.isEmpty else { return nil }
        let own = try mergedParts([branch])
        guard own.union == nil else { throw Unsupported(Unsupported.unionsInAllOf, at: branch.location) }
        let position = merging.union?.position ?? 0
        var properties = Array(merging.properties[..<position])
        var seen = Set(properties.map(\.key.value))
        for entry in own.properties + merging.properties[position...] where seen.insert(entry.key.value).inserted {
            properties.append(entry)
        }
        return (properties, merging.required.union(own.required))
    }
}
