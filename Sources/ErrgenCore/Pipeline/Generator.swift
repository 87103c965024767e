/// The generator as the command line, the plugins and the tests call it: each command runs
/// the stages of `GeneratorPipeline` (where their order is written) and chooses what to do
/// with the result. Writing is the caller's choice (`OutputWriter`), so `check` and `lint`
/// share every stage but the last.
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
        /// What `regenerate` would record in the output folder's manifest for these files:
        /// `nil` after any diagnostic, or for spec files held in memory.
        package var fingerprint: InputFingerprint?

        package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads, decodes and checks the spec folder: the checked spec is what the mock serves.
    package static func lint(folder: String) throws(SpecFolderError) -> (
        checked: CheckedSpec, diagnostics: DiagnosticList
    ) {
        try check(folder: folder)
    }

    /// Loads, decodes and checks spec files held in memory (the fuzzer, tests): the same
    /// stages as `lint(folder:)`, without touching the disk.
    package static func lint(sources: [SpecSource]) -> (checked: CheckedSpec, diagnostics: DiagnosticList) {
        check(sources: sources)
    }

    /// Runs every stage but the write.
    package static func generate(folder: String, options: Options = Options()) throws(SpecFolderError) -> Outcome {
        try generate(folder: folder, options: options, observe: { _ in })
    }

    /// `generate(folder:options:)`, telling `observe` each stage as it starts.
    static func generate(
        folder: String, options: Options = Options(), observe: @escaping @Sendable (GeneratorPipeline.Stage) -> Void
    ) throws(SpecFolderError) -> Outcome {
        let name = specName(of: folder)
        let pipeline = GeneratorPipeline(
            specName: name, sourceRoot: SpecFolderLoader.root(of: folder), options: options, observe: observe)
        let checked: CheckedOutcome
        var fingerprint: InputFingerprint?
        // The input in a block of its own: the spec's bytes are freed before translation starts.
        do {
            let input = try input(folder: folder)
            checked = pipeline.checked(input)
            // A note asks for no change: a run with notes only is current next time, like a clean one.
            if checked.diagnostics.sorted.allSatisfy({ $0.severity == .note }) {
                fingerprint = Self.fingerprint(
                    input, specName: name, options: options, documents: documents(read: checked.checked, besides: input)
                )
            }
        }
        var outcome = outcome(checked, pipeline)
        outcome.fingerprint = fingerprint
        return outcome
    }

    /// Every stage but the write, on spec files held in memory.
    package static func generate(sources: [SpecSource], specName: String = "spec", options: Options = Options())
        -> Outcome
    {
        let pipeline = GeneratorPipeline(specName: specName, sourceRoot: "", options: options)
        return outcome(pipeline.checked(SpecInput(sources: sources, root: "")), pipeline)
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
        let name = specName(of: folder)
        let pipeline = GeneratorPipeline(
            specName: name, sourceRoot: SpecFolderLoader.root(of: folder), options: options)
        let writer = OutputWriter(folder: output)
        let fingerprint: InputFingerprint?
        let checked: CheckedOutcome
        // In a block of its own: the spec's bytes and YAML trees are freed before translation starts.
        do {
            let input = try input(folder: folder)
            // The last run's document files outside the folder, as they are now: any change to them
            // (or to the spec's files, which name them) changes the fingerprint.
            let recorded = writer.recordedDocuments().map { $0.hasPrefix("/") ? $0 : input.root + $0 }
            if let last = Self.fingerprint(input, specName: name, options: options, documents: recorded),
                let current = writer.currentFiles(for: last, generatorBuilt: GeneratorBuild.modified)
            {
                return .upToDate(current)
            }
            checked = pipeline.checked(input)
            fingerprint = Self.fingerprint(
                input, specName: name, options: options, documents: documents(read: checked.checked, besides: input))
        }
        let sorted = checked.diagnostics.sorted
        diagnose(sorted)
        guard !checked.diagnostics.hasErrors else { return .failed }
        let pending = pipeline.translate.run(checked.checked)
        let results = Parallel.map(pending.count) { index in
            Result { try writer.stage(pipeline.render.run(pending[index].translate())) }
        }
        if let failure = results.first(where: { if case .failure = $0 { true } else { false } }) {
            writer.discard(results.compactMap { try? $0.get() })
            _ = try failure.get()
        }
        // A run with an error or warning stores no fingerprint, so the next run prints it again.
        let kept = sorted.allSatisfy { $0.severity == .note } ? fingerprint : nil
        let report = try writer.commit(results.map { try $0.get() }, fingerprint: kept)
        return .written(report)
    }

    /// Translate and Render for a decoded spec without errors (tests that build a spec by hand).
    package static func render(_ spec: Spec, specName: String, sourceRoot: String = "", options: Options = Options())
        -> [GeneratedFile]
    {
        let pipeline = GeneratorPipeline(specName: specName, sourceRoot: sourceRoot, options: options)
        return pipeline.files(pipeline.check.run(DecodedSpec(spec: spec, diagnostics: DiagnosticList())).checked)
    }

    // MARK: Stages

    /// The stages up to Check (`GeneratorPipeline.checked`) of a spec folder.
    static func check(folder: String) throws(SpecFolderError) -> (CheckedSpec, DiagnosticList) {
        let input = try input(folder: folder)
        let outcome = GeneratorPipeline(specName: specName(of: folder), sourceRoot: input.root).checked(input)
        return (outcome.checked, outcome.diagnostics)
    }

    static func check(sources: [SpecSource]) -> (CheckedSpec, DiagnosticList) {
        let outcome = GeneratorPipeline(specName: "spec", sourceRoot: "").checked(SpecInput(sources: sources, root: ""))
        return (outcome.checked, outcome.diagnostics)
    }

    /// Load's first half, the read: every spec file's and the string catalog's bytes.
    static func input(folder: String) throws(SpecFolderError) -> SpecInput {
        let contents = try SpecFolderLoader.contents(of: folder)
        guard !contents.specs.isEmpty else {
            throw SpecFolderError("no spec files (*.yaml, *.yml) in \(folder)")
        }
        var diagnostics = DiagnosticList()
        for path in contents.unreadCatalogs { SpecFolderLoader.unreadCatalogWarning(path, diagnostics: &diagnostics) }
        let catalog = SpecFolderLoader.catalogPath(in: folder).map { [$0] } ?? []
        let (sources, unreadable) = SpecFolderLoader.read(paths: contents.specs + catalog, diagnostics: &diagnostics)
        return SpecInput(
            sources: sources, unreadable: unreadable, diagnostics: diagnostics, root: SpecFolderLoader.root(of: folder))
    }

    private static func outcome(_ checked: CheckedOutcome, _ pipeline: GeneratorPipeline) -> Outcome {
        let diagnostics = checked.diagnostics
        guard !diagnostics.hasErrors else {
            return Outcome(spec: checked.checked.spec, files: nil, diagnostics: diagnostics.sorted)
        }
        return Outcome(
            spec: checked.checked.spec, files: pipeline.files(checked.checked), diagnostics: diagnostics.sorted)
    }

    /// The `InputFingerprint` of a run on `input` that read the OpenAPI document files
    /// `documents` outside the spec folder: `nil` when one of them, or a spec file, cannot be read.
    private static func fingerprint(_ input: SpecInput, specName: String, options: Options, documents: [String])
        -> InputFingerprint?
    {
        guard input.unreadable.isEmpty, let documents = SpecFolderLoader.readDocuments(documents) else { return nil }
        return InputFingerprint(
            version: ErrgenVersion.current, settings: options.fingerprintSettings + ["spec-name=\(specName)"],
            sources: input.sources, sourceRoot: input.root, documents: documents)
    }

    /// The OpenAPI document files a checked spec read that are not spec files of the folder.
    private static func documents(read checked: CheckedSpec, besides input: SpecInput) -> [String] {
        let read = Set(input.sources.map(\.path))
        return checked.spec.openAPIFiles.filter { !read.contains($0) }
    }

    /// The folder's own name (`specs`), so headers are the same on every machine.
    static func specName(of folder: String) -> String {
        let trimmed = folder.split(separator: "/").last.map(String.init) ?? folder
        return trimmed.isEmpty || trimmed == "." ? "spec" : trimmed
    }
}
