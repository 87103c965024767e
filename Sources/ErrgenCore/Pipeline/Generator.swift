/// The whole pipeline, `Load -> Decode -> Merge -> Check -> Translate -> Render`, as the
/// command line, the plugins and the tests call it: one entry type per stage
/// (`SpecFolderLoader`, `SpecDecoder`, `StringCatalogMerger`, `SpecChecker`, `Translator`, `Renderer`).
/// Writing is the caller's choice (`OutputWriter`), so `check` and `lint` share every
/// step but the last.
package enum Generator {
    package struct Options: Sendable {
        /// Also write `Localizable.xcstrings` for translators.
        package var includeStringCatalog = true
        /// Write every file of `OutputFileSet.swiftFiles`, model parts the spec does not fill
        /// included: a build plugin declares its outputs before errgen runs.
        package var fixedOutputs = false

        package init(includeStringCatalog: Bool = true, fixedOutputs: Bool = false) {
            self.includeStringCatalog = includeStringCatalog
            self.fixedOutputs = fixedOutputs
        }

        /// Every option as `key=value`, for the input fingerprint: an option missing here
        /// would let a run with it changed skip regeneration.
        var fingerprintSettings: [String] {
            ["string-catalog=\(includeStringCatalog)", "fixed-outputs=\(fixedOutputs)"]
        }
    }

    /// The outcome of a run: the decoded spec, the files (only when the spec has no error)
    /// and every diagnostic, sorted.
    package struct Outcome: Sendable {
        package var spec: Spec
        package var files: [GeneratedFile]?
        package var diagnostics: [Diagnostic]

        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads, decodes and checks the spec folder.
    package static func lint(folder: String) throws(SpecFolderError) -> (spec: Spec, diagnostics: DiagnosticList) {
        let (checked, diagnostics) = try check(folder: folder)
        return (checked.spec, diagnostics)
    }

    /// Loads, decodes and checks spec files held in memory (the fuzzer, tests): the same
    /// stages as `lint(folder:)`, without touching the disk.
    package static func lint(sources: [SpecSource]) -> (spec: Spec, diagnostics: DiagnosticList) {
        let (checked, diagnostics) = check(sources: sources)
        return (checked.spec, diagnostics)
    }

    /// Runs every stage but the write.
    package static func generate(folder: String, options: Options = Options()) throws(SpecFolderError) -> Outcome {
        let (checked, diagnostics) = try check(folder: folder)
        let root = SpecFolderLoader.root(of: folder)
        return outcome(checked, diagnostics, specName: specName(of: folder), sourceRoot: root, options: options)
    }

    /// Every stage but the write, on spec files held in memory.
    package static func generate(sources: [SpecSource], specName: String = "spec", options: Options = Options())
        -> Outcome
    {
        let (checked, diagnostics) = check(sources: sources)
        return outcome(checked, diagnostics, specName: specName, sourceRoot: "", options: options)
    }

    /// What `regenerate` did.
    package enum Regeneration: Sendable {
        /// The output folder already held what this run would write (these files): the
        /// spec files were read and fingerprinted, and no later stage ran.
        case upToDate([String])
        /// The spec has errors (in the diagnostics): nothing was written.
        case failed
        /// Every stage ran and the folder holds the output.
        case written(OutputWriter.Report)
    }

    /// `generate` into an output folder, every stage from Load to Write.
    ///
    /// Skips every stage after Load when the folder's manifest records this run's
    /// `InputFingerprint` (errgen's version, the options, the spec files' names and bytes)
    /// and the files it lists are still what errgen wrote. Otherwise each output file is
    /// translated, rendered and staged on its own, on every core, and its text dropped as
    /// soon as it is on disk; the folder changes only once every file is staged.
    ///
    /// - Parameter diagnose: called once with every diagnostic, sorted, before anything
    ///   is written (not at all for a skipped run, whose spec had none).
    /// - Throws: `SpecFolderError` when the spec folder cannot be read; any other error
    ///   when the output folder cannot be written, which is then as it was.
    package static func regenerate(
        folder: String, output: String, options: Options = Options(), diagnose: ([Diagnostic]) -> Void
    ) throws -> Regeneration {
        let (paths, unreadCatalogs) = try specPaths(in: folder)
        let root = SpecFolderLoader.root(of: folder)
        let name = specName(of: folder)
        let writer = OutputWriter(folder: output)
        let fingerprint: InputFingerprint?
        let checked: CheckedSpec
        let all: DiagnosticList
        // In a block of its own: the spec's bytes and YAML trees are freed before translation starts.
        do {
            var diagnostics = DiagnosticList()
            for path in unreadCatalogs { SpecFolderLoader.unreadCatalogWarning(path, diagnostics: &diagnostics) }
            let (sources, unreadable) = SpecFolderLoader.read(
                paths: paths + catalogPaths(in: folder), diagnostics: &diagnostics)
            let settings = options.fingerprintSettings + ["spec-name=\(name)"]
            // The last run's document files outside the folder, as they are now: any change to them
            // (or to the spec's files, which name them) changes the fingerprint.
            if unreadable.isEmpty, let documents = SpecFolderLoader.readDocuments(writer.recordedDocuments()),
                let current = writer.currentFiles(
                    for: InputFingerprint(
                        version: ErrgenVersion.current, settings: settings, sources: sources, sourceRoot: root,
                        documents: documents),
                    generatorBuilt: GeneratorBuild.modified)
            {
                return .upToDate(current)
            }
            (checked, all) = loadAndCheck(sources, unreadable: unreadable, diagnostics, root: root)
            let read = Set(sources.map(\.path))
            let documents = SpecFolderLoader.readDocuments(checked.spec.openAPIFiles.filter { !read.contains($0) })
            fingerprint =
                unreadable.isEmpty
                ? documents.map {
                    InputFingerprint(
                        version: ErrgenVersion.current, settings: settings, sources: sources, sourceRoot: root,
                        documents: $0)
                } : nil
        }
        let sorted = all.sorted
        diagnose(sorted)
        guard !all.hasErrors else { return .failed }
        let pending = Translator(checked, sourceRoot: root).files(
            includeStringCatalog: options.includeStringCatalog, fixedOutputs: options.fixedOutputs)
        let renderer = Renderer(specName: name)
        let results = Parallel.map(pending.count) { index in
            Result { try writer.stage(renderer.render(pending[index].translate())) }
        }
        if let failure = results.first(where: { if case .failure = $0 { true } else { false } }) {
            writer.discard(results.compactMap { try? $0.get() })
            _ = try failure.get()
        }
        // A run with a diagnostic stores no fingerprint, so the next run prints it again.
        let kept = sorted.isEmpty ? fingerprint : nil
        let report = try writer.commit(results.map { try $0.get() }, fingerprint: kept)
        return .written(report)
    }

    /// Translate and Render for a decoded spec without errors (tests that build a spec by hand).
    package static func render(_ spec: Spec, specName: String, sourceRoot: String = "", options: Options = Options())
        -> [GeneratedFile]
    {
        render(mergeAndCheck(spec).checked, specName: specName, sourceRoot: sourceRoot, options: options)
    }

    // MARK: Stages

    /// Load, Decode and Check of a spec folder.
    static func check(folder: String) throws(SpecFolderError) -> (CheckedSpec, DiagnosticList) {
        let (paths, unreadCatalogs) = try specPaths(in: folder)
        var diagnostics = DiagnosticList()
        for path in unreadCatalogs { SpecFolderLoader.unreadCatalogWarning(path, diagnostics: &diagnostics) }
        let (sources, unreadable) = SpecFolderLoader.read(
            paths: paths + catalogPaths(in: folder), diagnostics: &diagnostics)
        return loadAndCheck(sources, unreadable: unreadable, diagnostics, root: SpecFolderLoader.root(of: folder))
    }

    /// The spec folder's string catalog, read with the spec files (and fingerprinted with them).
    private static func catalogPaths(in folder: String) -> [String] {
        SpecFolderLoader.catalogPath(in: folder).map { [$0] } ?? []
    }

    private static func specPaths(in folder: String) throws(SpecFolderError) -> (
        specs: [String], unreadCatalogs: [String]
    ) {
        let contents = try SpecFolderLoader.contents(of: folder)
        guard !contents.specs.isEmpty else {
            throw SpecFolderError("no spec files (*.yaml, *.yml) in \(folder)")
        }
        return contents
    }

    static func check(sources: [SpecSource]) -> (CheckedSpec, DiagnosticList) {
        loadAndCheck(sources, unreadable: [], DiagnosticList(), root: "")
    }

    /// Load (the YAML files in parallel, the string catalog beside them), Decode (the OpenAPI
    /// document too), Merge and Check.
    private static func loadAndCheck(
        _ sources: [SpecSource], unreadable: [String], _ reading: DiagnosticList, root: String
    ) -> (
        CheckedSpec, DiagnosticList
    ) {
        var diagnostics = reading
        let yaml = sources.filter { !SpecFolderLoader.isCatalog($0.path) && !$0.path.hasSuffix(".json") }
        let files = SpecFolderLoader.load(sources: yaml, unreadable: unreadable, diagnostics: &diagnostics)
        var (spec, decoding) = SpecDecoder.decode(files)
        var openAPI = OpenAPIImporter.Outcome()
        if spec.openAPI != nil {
            (spec, decoding, openAPI) = importOpenAPI(files: files, sources: sources, root: root)
        }
        diagnostics.append(contentsOf: decoding)
        if let catalog = sources.first(where: { SpecFolderLoader.isCatalog($0.path) }) {
            var problems = DiagnosticList()
            if let root = JSONLoader.load(catalog.bytes, file: catalog.path, diagnostics: &problems) {
                spec.stringCatalog = StringCatalogDecoder.decode(root, path: catalog.path, diagnostics: &problems)
            }
            // A catalog with a mistake is as an unreadable spec file: the checks across
            // sections would only report the translations it failed to give.
            if problems.hasErrors { spec.hasUnreadableFiles = true }
            diagnostics.append(contentsOf: problems)
        }
        let (checked, checking) = mergeAndCheck(spec, owners: openAPI.owners)
        diagnostics.append(contentsOf: checking)
        return (checked, diagnostics)
    }

    /// Merge (the string catalog into the texts) and Check, with the names derived once for both;
    /// `owners` lets Check leave out what an OpenAPI document's unsupported constructs are in.
    private static func mergeAndCheck(_ decoded: Spec, owners: [SourceLocation: OpenAPIOwner] = [:]) -> (
        checked: CheckedSpec, diagnostics: DiagnosticList
    ) {
        let names = GeneratedNames(spec: decoded)
        let merged = StringCatalogMerger.merge(decoded, names: names)
        var diagnostics = merged.diagnostics
        let (checked, checking) = checkPruning(merged.spec, names: names, owners: owners)
        diagnostics.append(contentsOf: checking)
        return (checked, diagnostics)
    }

    private static func outcome(
        _ checked: CheckedSpec, _ diagnostics: DiagnosticList, specName: String, sourceRoot: String, options: Options
    ) -> Outcome {
        guard !diagnostics.hasErrors else {
            return Outcome(spec: checked.spec, files: nil, diagnostics: diagnostics.sorted)
        }
        let files = render(checked, specName: specName, sourceRoot: sourceRoot, options: options)
        return Outcome(spec: checked.spec, files: files, diagnostics: diagnostics.sorted)
    }

    private static func render(_ checked: CheckedSpec, specName: String, sourceRoot: String, options: Options)
        -> [GeneratedFile]
    {
        // Each file is translated and rendered on its own, on every core; a file's
        // declarations are dropped as soon as its text is made.
        let pending = Translator(checked, sourceRoot: sourceRoot).files(
            includeStringCatalog: options.includeStringCatalog, fixedOutputs: options.fixedOutputs)
        let renderer = Renderer(specName: specName)
        return Parallel.map(pending.count) { renderer.render(pending[$0].translate()) }
    }

    /// The folder's own name (`specs`), so headers are the same on every machine.
    static func specName(of folder: String) -> String {
        let trimmed = folder.split(separator: "/").last.map(String.init) ?? folder
        return trimmed.isEmpty || trimmed == "." ? "spec" : trimmed
    }
}
