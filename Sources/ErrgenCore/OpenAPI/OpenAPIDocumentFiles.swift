/// The files of the spec folder that belong to an OpenAPI document kept in it: its root
/// (`openapi: 3.1.0`, or the file `openapi.document` names) and what that reaches through
/// `$ref`s, followed from file to file. Decode leaves them out, so it reads each spec file
/// once and never a document's part as a spec file.
enum OpenAPIDocumentFiles {
    /// The paths (normalized, as `OpenAPIFiles` names them) of the files of a document among
    /// `files`, but the roots that say `openapi: 3.x` (Decode recognizes those on its own).
    /// `folder` is the spec folder, which `openapi.document` is relative to.
    static func parts(among files: [SpecFile], folder: String) -> Set<String> {
        var trees: [String: YAMLNode] = [:]
        for file in files {
            let path = OpenAPIFiles.normalized(file.path)
            if let root = file.root, trees[path] == nil { trees[path] = root }
        }
        let roots = trees.filter { isDocumentRoot($0.value) }.map(\.key)
        let named = trees.values.compactMap { namedDocument(in: $0, folder: folder) }.filter { trees[$0] != nil }
        var reached = Set(roots + named)
        var pending = Array(reached)
        while let path = pending.popLast() {
            guard let tree = trees[path] else { continue }
            for reference in references(in: tree) {
                let (target, _) = OpenAPIFiles.split(reference, from: path)
                if trees[target] != nil, reached.insert(target).inserted { pending.append(target) }
            }
        }
        return reached.subtracting(roots)
    }

    /// A document's root file: a mapping whose `openapi` is the version, a scalar (an errgen
    /// spec's `openapi:` is a mapping of settings).
    static func isDocumentRoot(_ tree: YAMLNode) -> Bool {
        tree.mapping?.first { $0.key.value == "openapi" }?.value.scalar != nil
    }

    /// The document a spec file's `openapi: {document: …}` names, as the import finds it.
    private static func namedDocument(in tree: YAMLNode, folder: String) -> String? {
        guard let settings = tree.mapping?.first(where: { $0.key.value == "openapi" })?.value.mapping,
            let document = settings.first(where: { $0.key.value == "document" })?.value.scalar?.value
        else { return nil }
        return OpenAPIFiles.normalized(document.hasPrefix("/") ? document : folder + document)
    }

    /// Every `$ref` written anywhere in the tree.
    private static func references(in node: YAMLNode) -> [String] {
        if let entries = node.mapping {
            return entries.flatMap { entry in
                entry.key.value == "$ref" ? entry.value.scalar.map { [$0.value] } ?? [] : references(in: entry.value)
            }
        }
        return node.sequence?.flatMap(references(in:)) ?? []
    }
}
