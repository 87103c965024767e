/// The OpenAPI import, hooks on `GeneratorPipeline`'s Decode and Check: Decode leaves the
/// document's parts out of the spec files, the document's operations and schemas then join
/// the spec, and Check, with `unsupported: skip`, leaves out each operation or schema it
/// finds a mistake in.
enum OpenAPIImport {
    /// Before Decode: the files a document in the spec folder refers to are its own, no spec files.
    static let leaveOutDocumentParts: @Sendable (LoadedSpec) -> LoadedSpec = { loaded in
        var spec = loaded
        let parts = OpenAPIDocumentFiles.parts(among: loaded.files, folder: loaded.input.root)
        spec.notSpecFiles = Set(loaded.files.map(\.path).filter { parts.contains(OpenAPIFiles.normalized($0)) })
        return spec
    }

    /// After Decode: the document that `openapi.document` names joins the spec.
    static let importDocument: @Sendable (DecodedSpec) -> DecodedSpec = { decoded in
        guard decoded.spec.openAPI != nil, let loaded = decoded.loaded else { return decoded }
        var imported = decoded
        let parsed = Dictionary(
            loaded.files.compactMap { file in file.root.map { (OpenAPIFiles.normalized(file.path), $0) } },
            uniquingKeysWith: { first, _ in first })
        let inMemory = Dictionary(
            loaded.input.sources.filter { $0.path.hasSuffix(".json") }.map {
                (OpenAPIFiles.normalized($0.path), $0.bytes)
            },
            uniquingKeysWith: { first, _ in first })
        let outcome = OpenAPIImporter.importDocument(
            into: &imported.spec, folder: loaded.input.root, parsed: parsed, inMemory: inMemory,
            diagnostics: &imported.diagnostics)
        imported.owners = outcome.owners
        return imported
    }

    /// Check, and with `unsupported: skip`, again without each operation or schema of the
    /// document that an error is located in, until none is.
    static func checkPruning(_ spec: Spec, names: GeneratedNames, owners: [SourceLocation: OpenAPIOwner]) -> (
        CheckedSpec, DiagnosticList
    ) {
        var (checked, checking) = SpecChecker.check(spec, names: names)
        guard spec.openAPI?.unsupported == .skip, !owners.isEmpty else { return (checked, checking) }
        var pruned = spec
        var skipped = DiagnosticList()
        var skippedTypes: [String: (owner: OpenAPIOwner, location: SourceLocation)] = [:]
        // Each round leaves out what the last one's errors name; a chain of types that use one
        // another shortens by at least one a round.
        for _ in 0..<64 where checking.hasErrors {
            let warnings = OpenAPIPruning.prune(
                &pruned, errors: checking.all, owners: owners, skippedTypes: &skippedTypes)
            guard !warnings.isEmpty else { break }
            for warning in warnings { skipped.append(warning) }
            (checked, checking) = SpecChecker.check(pruned)
        }
        skipped.append(contentsOf: checking)
        return (checked, skipped)
    }
}
