/// An `allOf` with a union part (`allOf: [{$ref: Base}, {oneOf: [Card, Transfer]}]`): as JSON
/// Schema reads it, a value is one of the branches and has every other part's properties, so
/// it is a union whose object branches each merge the other parts (`PaymentCard`, `PaymentTransfer`).
extension OpenAPIImporter {
    /// The union named `name` that the `allOf` schema `schema` with the parts `merged` is.
    ///
    /// When this `allOf` is itself a branch of the union part (`Circle: allOf: [{$ref: Shape}, ...]`
    /// where `Shape` is `oneOf: [Circle, Square]`), the union part says only that it is one of the
    /// family: a value of it is a valid `Shape` exactly when it is a `Circle`, so the `allOf` is
    /// its other parts, a model named `name`, as a payload tagged `Circle` is written.
    mutating func unionAllOf(_ schema: YAMLNode, _ merged: MergedParts, name: String) throws(Unsupported) -> Mapped {
        guard let part = merged.union else { return (.json, false) }
        let isOwnBranch = part.branches.contains { branch in
            files.resolve(branch)?.key.map { memo.inProgress[$0] == name } ?? false
        }
        if isOwnBranch, !merged.properties.isEmpty {
            let type = try model(schema, properties: merged.properties, required: merged.required, name: name)
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
        let node = target.node
        let isObject =
            node[.properties] != nil || node[.allOf] != nil
            || OpenAPISchemaSyntax.declaredTypes(node).types == ["object"]
        guard isObject, !merging.properties.isEmpty || !merging.required.isEmpty else { return nil }
        let own = try mergedParts([branch])
        guard own.union == nil else { throw Unsupported(Unsupported.unionsInAllOf, at: branch.location) }
        // The branch's properties go where the union part stands among the parts.
        let position = merging.union?.position ?? 0
        var properties = Array(merging.properties[..<position])
        var seen = Set(properties.map(\.key.value))
        for entry in own.properties + merging.properties[position...] where seen.insert(entry.key.value).inserted {
            properties.append(entry)
        }
        let stem =
            target.key.map { OpenAPINames.typeName(Self.schemaName(of: $0)) }
            ?? node.text(.title).map(OpenAPINames.typeName) ?? "Variant\(index + 1)"
        let type = try model(
            node, properties: properties, required: merging.required.union(own.required), name: unionName + stem,
            at: branch.location)
        return ((type, false), stem)
    }
}
