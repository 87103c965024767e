/// The OpenAPI stage in the pipeline: after Decode, the document's operations and schemas
/// join the spec; Check then runs, and with `unsupported: skip` leaves out each operation
/// or schema it finds a mistake in.
extension Generator {
    /// Decodes the spec files but those of the OpenAPI document (which the folder may hold),
    /// and imports the document.
    static func importOpenAPI(files: [SpecFile], sources: [SpecSource], root: String) -> (
        Spec, DiagnosticList, OpenAPIImporter.Outcome
    ) {
        let parsed = Dictionary(
            files.compactMap { file in file.root.map { (OpenAPIFiles.normalized(file.path), $0) } },
            uniquingKeysWith: { first, _ in first })
        let inMemory = Dictionary(
            sources.filter { $0.path.hasSuffix(".json") }.map { (OpenAPIFiles.normalized($0.path), $0.bytes) },
            uniquingKeysWith: { first, _ in first })
        // Decoded once to find `openapi:`, and again without the document's own files.
        var (spec, decoding) = SpecDecoder.decode(files)
        var imported = DiagnosticList()
        var outcome = OpenAPIImporter.importDocument(
            into: &spec, folder: root, parsed: parsed, inMemory: inMemory, diagnostics: &imported)
        let documentFiles = Set(outcome.files)
        if files.contains(where: { documentFiles.contains(OpenAPIFiles.normalized($0.path)) }) {
            let own = files.filter { !documentFiles.contains(OpenAPIFiles.normalized($0.path)) }
            (spec, decoding) = SpecDecoder.decode(own)
            imported = DiagnosticList()
            outcome = OpenAPIImporter.importDocument(
                into: &spec, folder: root, parsed: parsed, inMemory: inMemory, diagnostics: &imported)
        }
        decoding.append(contentsOf: imported)
        return (spec, decoding, outcome)
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
        // Each round leaves out what the last one's errors name; a chain of types that use one
        // another shortens by at least one a round.
        for _ in 0..<64 where checking.hasErrors {
            let warnings = OpenAPIPruning.prune(&pruned, errors: checking.all, owners: owners)
            guard !warnings.isEmpty else { break }
            for warning in warnings { skipped.append(warning) }
            (checked, checking) = SpecChecker.check(pruned)
        }
        skipped.append(contentsOf: checking)
        return (checked, skipped)
    }
}
