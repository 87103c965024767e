#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The OpenAPI stage, between Decode and Check: reads the document `openapi:` names and
/// adds its operations to the spec as services and endpoints, its schemas as models and
/// enums, and its servers, joined with the `operations:` settings by `operationId`.
///
/// Everything it makes points back at the document (`file:line:column`), so Check's
/// diagnostics on what came from the document are located there too.
package struct OpenAPIImporter {
    /// What the stage made besides the spec.
    package struct Outcome: Sendable {
        /// Every file of the document read, root first.
        package var files: [String] = []
        /// The model, enum or endpoint that each place in the document became.
        package var owners: [SourceLocation: OpenAPIOwner] = [:]
    }

    /// What the import reads from the spec, fixed before it starts.
    struct Context {
        /// `openapi.unsupported`: whether what errgen cannot represent is an error or a warning.
        let policy: OpenAPISettings.UnsupportedPolicy
        /// The catalog's codes, for the codes a response's schema lists.
        let catalogCodes: Set<String>
        /// The catalog's statuses by code, for a status the document contradicts.
        let catalogStatuses: [String: Int]
        /// `envelope.code`, which the documented error schemas are checked against.
        let envelopeCode: Located<[String]>
        /// The entry each exact status of `fallbacks` names: a response of that status without a
        /// code becomes it, so an operation that documents the status can give it.
        let statusFallbacks: [Int: ErrorReference]
        /// Whether every catalog entry with a status is the fallback of its status: the catalog
        /// tells responses apart by status, and bodies need no code.
        let isToldApartByStatus: Bool
        /// The module's own top-level names (`AcmeError`) and `UploadFile`: a schema of one of them gains `Model`.
        let generatedTypeNames: Set<String>

        init(spec: Spec, policy: OpenAPISettings.UnsupportedPolicy) {
            self.policy = policy
            catalogCodes = Set(spec.errors.map(\.code.value.description))
            var statuses: [String: Int] = [:]
            for error in spec.errors {
                if let status = error.status { statuses[error.code.value.description] = status.value }
            }
            catalogStatuses = statuses
            envelopeCode = spec.envelope.code
            var fallbacks: [Int: ErrorReference] = [:]
            for fallback in spec.fallbacks {
                if case .exact(let status) = fallback.status.value { fallbacks[status] = fallback.code.value }
            }
            statusFallbacks = fallbacks
            isToldApartByStatus =
                !fallbacks.isEmpty
                && spec.errors.allSatisfy { error in
                    guard let status = error.status?.value else { return true }
                    let reference = fallbacks[status]?.text
                    return reference == error.code.value.description || reference == error.name?.value
                }
            // `UploadFile` is a type of the spec format, which no model may be called.
            generatedTypeNames = GeneratedNames.topLevelTypeNames(module: spec.module.name.value)
                .union([PrimitiveType.file.rawValue])
        }
    }

    /// What the import has made so far: the declarations it adds to the spec, where each
    /// came from, and what it reports.
    struct Imported {
        var models: [ModelSpec] = []
        var enums: [EnumSpec] = []
        var unions: [UnionSpec] = []
        /// The `securitySchemes` entries operations send as `credentials` (API keys, basic).
        var credentials: [NamedCredential] = []
        /// The model, enum, union or endpoint that each place in the document became.
        var owners: [SourceLocation: OpenAPIOwner] = [:]
        var diagnostics = DiagnosticList()
        /// The operations `unsupported: skip` left out.
        var skippedOperations: [SkippedOperation] = []
    }

    let context: Context
    /// The document's files, read once each as `$ref`s reach them.
    var files: OpenAPIFiles
    var imported = Imported()
    /// The schemas mapped so far and the type names given.
    var memo: SchemaMemo
    /// The codes error schemas list and how many error schemas have the envelope's code.
    var listing = ErrorListing()

    init(files: OpenAPIFiles, context: Context, takenTypeNames: Set<String>) {
        self.files = files
        self.context = context
        memo = SchemaMemo(takenTypeNames: takenTypeNames)
    }

    /// Adds the document's services, models, enums and servers to `spec`.
    ///
    /// - Parameters:
    ///   - folder: the spec folder (`specs/`), which the document's path is relative to.
    ///   - parsed: the YAML files already parsed with the spec folder, by path.
    ///   - inMemory: other files' bytes by path (tests); any other file is read from the disk.
    package static func importDocument(
        into spec: inout Spec, folder: String, parsed: [String: YAMLNode], inMemory: [String: [UInt8]],
        diagnostics: inout DiagnosticList
    ) -> Outcome {
        guard let settings = spec.openAPI else { return Outcome() }
        if let service = spec.services.first {
            diagnostics.error(
                "a spec with 'openapi' takes its services from the document; move service '\(service.name.value)' "
                    + "to the document or its settings to 'operations'",
                at: service.name.location)
        }
        let path = OpenAPIFiles.normalized(
            settings.document.value.hasPrefix("/") ? settings.document.value : folder + settings.document.value)
        var importer = OpenAPIImporter(
            files: OpenAPIFiles(parsed: parsed, inMemory: inMemory),
            context: Context(spec: spec, policy: settings.unsupported),
            takenTypeNames: Set(spec.models.map(\.name.value) + spec.enums.map(\.name.value)))
        guard let root = importer.files.tree(path, reference: settings.document.location) else {
            diagnostics.append(contentsOf: importer.files.diagnostics)
            // Read without a problem yet no tree: nothing but comments, or nothing at all.
            if !importer.files.diagnostics.hasErrors {
                diagnostics.error(
                    "the OpenAPI document is empty or holds only comments (a truncated download?); nothing to import",
                    at: SourceLocation(file: path, line: 1, column: 1))
            }
            return Outcome(files: importer.files.paths)
        }
        importer.importRoot(root, into: &spec)
        spec.openAPIFiles = importer.files.paths
        diagnostics.append(contentsOf: importer.files.diagnostics)
        diagnostics.append(contentsOf: importer.imported.diagnostics)
        return Outcome(files: importer.files.paths, owners: importer.imported.owners)
    }

    private mutating func importRoot(_ root: YAMLNode, into spec: inout Spec) {
        guard let entries = root.mapping else {
            imported.diagnostics.error(
                "an OpenAPI document must be a mapping, found \(root.kindDescription)", at: root.location)
            return
        }
        let version = entries.first { $0.key.value == OpenAPIKey.openapi.rawValue }
        guard let version, let text = version.value.scalar?.value, text.hasPrefix("3.0") || text.hasPrefix("3.1")
        else {
            imported.diagnostics.error(
                "errgen reads OpenAPI 3.0 and 3.1 documents; this one has no 'openapi: 3.0.x' or '3.1.x'",
                at: version?.value.location ?? root.location)
            return
        }
        guard hasPaths(entries, version: text, at: root.location), !endsCutShort(root) else { return }
        reserveComponentNames(root)
        if spec.servers.isEmpty { spec.servers = servers(root) }
        var services = operations(root, settings: spec.operations)
        mapComponentSchemas(root)
        importSession(root, into: &spec, services: &services)
        spec.models += imported.models
        spec.enums += imported.enums
        spec.unions += imported.unions
        // The spec's own `credentials` entry of a name wins, as its own `session` does.
        spec.credentials += imported.credentials.filter { scheme in
            !spec.credentials.contains { $0.name.value == scheme.name.value }
        }
        spec.services += services
        spec.skippedOperations += imported.skippedOperations
        checkEnvelope()
        checkListedStatuses()
    }

    /// Whether the document has the `paths` it needs: a 3.0 document must have them, a 3.1
    /// one may instead have only `components` or `webhooks`, and `paths:` with nothing after
    /// it, as a download cut short leaves it, is an error rather than an API without endpoints.
    private mutating func hasPaths(_ entries: [YAMLMapping.Entry], version: String, at location: SourceLocation)
        -> Bool
    {
        guard let paths = entries.first(where: { $0.key.value == OpenAPIKey.paths.rawValue }) else {
            let others = entries.contains {
                [OpenAPIKey.components.rawValue, OpenAPIKey.webhooks.rawValue].contains($0.key.value)
            }
            guard version.hasPrefix("3.0") || !others else { return true }
            imported.diagnostics.error(
                "the document has no 'paths' (a truncated download?); an OpenAPI \(version) document lists its operations there",
                at: location)
            return false
        }
        if paths.value.scalar?.isNull == true {
            imported.diagnostics.error(
                "'paths' is empty (a truncated download?); write '{}' for a document without operations",
                at: paths.keyLocation)
            return false
        }
        return true
    }

    /// Whether the document's last key has nothing after it, not even `null` or `{}`: where a
    /// download cut short at the end of a line stops, and no document ends by choice.
    private mutating func endsCutShort(_ root: YAMLNode) -> Bool {
        var node = root
        while true {
            if let item = node.sequence?.last {
                node = item
                continue
            }
            guard let last = node.mapping?.last else { return false }
            if let scalar = last.value.scalar, scalar.isPlain, scalar.value.isEmpty {
                imported.diagnostics.error(
                    "the document ends in '\(last.key.value):' with nothing after it (a truncated download?)",
                    at: last.keyLocation)
                return true
            }
            node = last.value
        }
    }

    // MARK: Reports

    /// A construct errgen cannot represent: an error, or with `unsupported: skip` a warning
    /// that says what is left out.
    mutating func report(_ problem: Unsupported, skipping what: String) {
        guard !problem.isReported else { return }
        switch context.policy {
        case .error: imported.diagnostics.error(problem.message, at: problem.location)
        case .skip: imported.diagnostics.warning("\(problem.message); \(what) is skipped", at: problem.location)
        }
    }

    /// A small violation of the specification that errgen reads past.
    mutating func tolerate(_ message: String, at location: SourceLocation) {
        imported.diagnostics.warning(message, at: location)
    }
}

/// What a place in an OpenAPI document became, so a later problem with it can leave it out.
package enum OpenAPIOwner: Sendable, Hashable {
    case model(String)
    case enumeration(String)
    case union(String)
    case endpoint(service: String, name: String)
}
