/// The whole pipeline, `Load -> Decode -> Check -> Translate -> Render`, as the
/// command line, the plugins and the tests call it: one entry type per stage
/// (`SpecFolderLoader`, `SpecDecoder`, `SpecChecker`, `Translator`, `Renderer`).
/// Writing is the caller's choice (`OutputWriter`), so `check` and `lint` share every
/// step but the last.
public enum Generator {
    public struct Options: Sendable {
        /// Also write `Localizable.xcstrings` for translators.
        public var includeStringCatalog = true

        public init(includeStringCatalog: Bool = true) {
            self.includeStringCatalog = includeStringCatalog
        }
    }

    /// The outcome of a run: the decoded spec, the files (only when the spec has no error)
    /// and every diagnostic, sorted.
    public struct Outcome: Sendable {
        public var spec: Spec
        public var files: [GeneratedFile]?
        public var diagnostics: [Diagnostic]

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Loads, decodes and checks the spec folder.
    public static func lint(folder: String) throws(SpecFolderError) -> (spec: Spec, diagnostics: DiagnosticList) {
        let (checked, diagnostics) = try check(folder: folder)
        return (checked.spec, diagnostics)
    }

    /// Loads, decodes and checks spec files held in memory (the fuzzer, tests): the same
    /// stages as `lint(folder:)`, without touching the disk.
    public static func lint(sources: [SpecSource]) -> (spec: Spec, diagnostics: DiagnosticList) {
        let (checked, diagnostics) = check(sources: sources)
        return (checked.spec, diagnostics)
    }

    /// Runs every stage but the write.
    public static func generate(folder: String, options: Options = Options()) throws(SpecFolderError) -> Outcome {
        let (checked, diagnostics) = try check(folder: folder)
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        return outcome(checked, diagnostics, specName: specName(of: folder), sourceRoot: root, options: options)
    }

    /// Every stage but the write, on spec files held in memory.
    public static func generate(sources: [SpecSource], specName: String = "spec", options: Options = Options()) -> Outcome {
        let (checked, diagnostics) = check(sources: sources)
        return outcome(checked, diagnostics, specName: specName, sourceRoot: "", options: options)
    }

    /// Translate and Render for a decoded spec without errors (tests that build a spec by hand).
    public static func render(_ spec: Spec, specName: String, sourceRoot: String = "", options: Options = Options()) -> [GeneratedFile] {
        render(SpecChecker.check(spec).checked, specName: specName, sourceRoot: sourceRoot, options: options)
    }

    // MARK: Stages

    /// Load, Decode and Check of a spec folder.
    static func check(folder: String) throws(SpecFolderError) -> (CheckedSpec, DiagnosticList) {
        let paths = try SpecFolderLoader.specPaths(in: folder)
        guard !paths.isEmpty else {
            throw SpecFolderError("no spec files (*.yaml, *.yml) in \(folder)")
        }
        var diagnostics = DiagnosticList()
        let (sources, unreadable) = SpecFolderLoader.read(paths: paths, diagnostics: &diagnostics)
        let files = SpecFolderLoader.load(sources: sources, unreadable: unreadable, diagnostics: &diagnostics)
        return decodeAndCheck(files, diagnostics)
    }

    static func check(sources: [SpecSource]) -> (CheckedSpec, DiagnosticList) {
        var diagnostics = DiagnosticList()
        let files = SpecFolderLoader.load(sources: sources, diagnostics: &diagnostics)
        return decodeAndCheck(files, diagnostics)
    }

    private static func decodeAndCheck(_ files: [SpecFile], _ loading: DiagnosticList) -> (CheckedSpec, DiagnosticList) {
        var diagnostics = loading
        let (spec, decoding) = SpecDecoder.decode(files)
        diagnostics.append(contentsOf: decoding)
        let (checked, checking) = SpecChecker.check(spec)
        diagnostics.append(contentsOf: checking)
        return (checked, diagnostics)
    }

    private static func outcome(
        _ checked: CheckedSpec, _ diagnostics: DiagnosticList, specName: String, sourceRoot: String, options: Options
    ) -> Outcome {
        guard !diagnostics.hasErrors else { return Outcome(spec: checked.spec, files: nil, diagnostics: diagnostics.sorted) }
        let files = render(checked, specName: specName, sourceRoot: sourceRoot, options: options)
        return Outcome(spec: checked.spec, files: files, diagnostics: diagnostics.sorted)
    }

    private static func render(_ checked: CheckedSpec, specName: String, sourceRoot: String, options: Options) -> [GeneratedFile] {
        let translated = Translator(checked, sourceRoot: sourceRoot).files(includeStringCatalog: options.includeStringCatalog)
        return Renderer(specName: specName).render(translated)
    }

    /// The folder's own name (`specs`), so headers are the same on every machine.
    static func specName(of folder: String) -> String {
        let trimmed = folder.split(separator: "/").last.map(String.init) ?? folder
        return trimmed.isEmpty || trimmed == "." ? "spec" : trimmed
    }
}
