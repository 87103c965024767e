/// The generator's stages and the one order they run in: this file is where that order is
/// written. README.md, Package.swift and `Generator` point here; `StageDependencyTests`
/// reads `Stage.allCases`.
///
/// As in swift-openapi-generator's `GeneratorPipeline`, each stage turns one named boundary
/// type into the next (`SpecInput` -> `LoadedSpec` -> `DecodedSpec` -> `CheckedOutcome` ->
/// `PendingTranslation`s -> `GeneratedFile`s), and a step that is no stage of its own is a
/// hook on one: the OpenAPI import around Decode, the string catalog merge before Check.
/// Write is the caller's (`OutputWriter`), so `check`, `lint` and `docs` share the rest.
struct GeneratorPipeline: Sendable {
    /// The stages, in the order they run.
    package enum Stage: CaseIterable, Sendable {
        case load, decode, check, translate, render, write

        /// The folders of `Sources/ErrgenCore` the stage runs, its hooks' included, in run order.
        package var folders: [String] {
            switch self {
            case .load: ["Load"]
            case .decode: ["Decode", "OpenAPI"]
            case .check: ["Merge", "Check"]
            case .translate: ["Translate"]
            case .render: ["Render"]
            case .write: ["Write"]
            }
        }
    }

    var load: GeneratorPipelineStage<SpecInput, LoadedSpec>
    var decode: GeneratorPipelineStage<LoadedSpec, DecodedSpec>
    var check: GeneratorPipelineStage<DecodedSpec, CheckedOutcome>
    var translate: GeneratorPipelineStage<CheckedSpec, [PendingTranslation]>
    /// Per file: each is translated and rendered on its own, on every core, and its
    /// declarations dropped as soon as its text is made.
    var render: GeneratorPipelineStage<TranslatedFile, GeneratedFile>

    /// - Parameter observe: told each stage as it starts (tests count them).
    init(
        specName: String, sourceRoot: String, options: Generator.Options = .init(),
        observe: @escaping @Sendable (Stage) -> Void = { _ in }
    ) {
        load = GeneratorPipelineStage(stage: .load, observe: observe, transition: LoadedSpec.load)
        decode = GeneratorPipelineStage(
            stage: .decode, observe: observe, before: [OpenAPIImport.leaveOutDocumentParts],
            transition: DecodedSpec.decode, after: [OpenAPIImport.importDocument, DecodedSpec.decodeStringCatalog])
        check = GeneratorPipelineStage(
            stage: .check, observe: observe, before: [DecodedSpec.mergeStringCatalog],
            transition: CheckedOutcome.check)
        translate = GeneratorPipelineStage(stage: .translate, observe: observe) { checked in
            Translator(checked, sourceRoot: sourceRoot).files(
                includeStringCatalog: options.includeStringCatalog, fixedOutputs: options.fixedOutputs)
        }
        let renderer = Renderer(specName: specName)
        render = GeneratorPipelineStage(stage: .render, observe: observe, transition: renderer.render)
    }

    /// Load, Decode and Check.
    func checked(_ input: SpecInput) -> CheckedOutcome {
        check.run(decode.run(load.run(input)))
    }

    /// Translate and Render of a spec without errors, the files in the order Translate lists them.
    func files(_ checked: CheckedSpec) -> [GeneratedFile] {
        let pending = translate.run(checked)
        return Parallel.map(pending.count) { render.run(pending[$0].translate()) }
    }
}

/// Load's input: the spec files' bytes, read and not yet parsed, so `regenerate` can
/// fingerprint them first.
struct SpecInput: Sendable {
    /// YAML spec files, the string catalog, and (in memory) JSON files of an OpenAPI document.
    var sources: [SpecSource]
    /// Files that could not be read (already diagnosed).
    var unreadable: [String] = []
    /// What reading found.
    var diagnostics = DiagnosticList()
    /// The spec folder, ending in `/` (empty for files in memory).
    var root: String
}

/// Load's output: every spec file's YAML tree and the string catalog's JSON tree.
struct LoadedSpec: Sendable {
    var input: SpecInput
    /// The YAML spec files, in spec order, the unreadable ones included.
    var files: [SpecFile]
    /// The paths of `files` that Decode leaves out (parts of an OpenAPI document kept in the folder).
    var notSpecFiles: Set<String> = []
    var catalog: Catalog?
    var diagnostics: DiagnosticList

    /// The spec folder's string catalog as read: Decode reports its problems with its own.
    struct Catalog: Sendable {
        var path: String
        var root: JSONNode?
        var problems: DiagnosticList
    }

    static func load(_ input: SpecInput) -> LoadedSpec {
        var diagnostics = input.diagnostics
        let yaml = input.sources.filter { !SpecFolderLoader.isCatalog($0.path) && !$0.path.hasSuffix(".json") }
        let files = SpecFolderLoader.load(sources: yaml, unreadable: input.unreadable, diagnostics: &diagnostics)
        var catalog: Catalog?
        if let source = input.sources.first(where: { SpecFolderLoader.isCatalog($0.path) }) {
            var problems = DiagnosticList()
            let root = JSONLoader.load(source.bytes, file: source.path, diagnostics: &problems)
            catalog = Catalog(path: source.path, root: root, problems: problems)
        }
        return LoadedSpec(input: input, files: files, catalog: catalog, diagnostics: diagnostics)
    }
}

/// Decode's output: the spec (an OpenAPI document's operations and schemas joined in),
/// with what Check needs to leave out what the document's unsupported constructs are in.
struct DecodedSpec: Sendable {
    var spec: Spec
    /// Decode's input, for its hooks.
    var loaded: LoadedSpec?
    /// The model, enum or endpoint that each place in an OpenAPI document became.
    var owners: [SourceLocation: OpenAPIOwner] = [:]
    /// The names Merge derived, for Check to use the same.
    var names: GeneratedNames?
    var diagnostics: DiagnosticList

    static func decode(_ loaded: LoadedSpec) -> DecodedSpec {
        var diagnostics = loaded.diagnostics
        let (spec, decoding) = SpecDecoder.decode(loaded.files.filter { !loaded.notSpecFiles.contains($0.path) })
        diagnostics.append(contentsOf: decoding)
        return DecodedSpec(spec: spec, loaded: loaded, diagnostics: diagnostics)
    }

    /// After the spec files (and the OpenAPI document), the string catalog: its own format.
    static let decodeStringCatalog: @Sendable (DecodedSpec) -> DecodedSpec = { decoded in
        guard let catalog = decoded.loaded?.catalog else { return decoded }
        var result = decoded
        var problems = catalog.problems
        if let root = catalog.root {
            result.spec.stringCatalog = StringCatalogDecoder.decode(root, path: catalog.path, diagnostics: &problems)
        }
        // A catalog with a mistake is as an unreadable spec file: the checks across
        // sections would only report the translations it failed to give.
        if problems.hasErrors { result.spec.hasUnreadableFiles = true }
        result.diagnostics.append(contentsOf: problems)
        return result
    }

    /// Merge, a hook before Check: the string catalog into the texts, with the names derived
    /// once for Merge and Check.
    static let mergeStringCatalog: @Sendable (DecodedSpec) -> DecodedSpec = { decoded in
        var merged = decoded
        let names = GeneratedNames(spec: decoded.spec)
        let (spec, diagnostics) = StringCatalogMerger.merge(decoded.spec, names: names)
        merged.spec = spec
        merged.names = names
        merged.loaded = nil
        merged.diagnostics.append(contentsOf: diagnostics)
        return merged
    }
}

/// Check's output: the checked spec and every diagnostic of the run so far.
struct CheckedOutcome: Sendable {
    var checked: CheckedSpec
    var diagnostics: DiagnosticList

    static func check(_ decoded: DecodedSpec) -> CheckedOutcome {
        var diagnostics = decoded.diagnostics
        let (checked, checking) = OpenAPIImport.checkPruning(
            decoded.spec, names: decoded.names ?? GeneratedNames(spec: decoded.spec), owners: decoded.owners)
        diagnostics.append(contentsOf: checking)
        return CheckedOutcome(checked: checked, diagnostics: diagnostics)
    }
}
