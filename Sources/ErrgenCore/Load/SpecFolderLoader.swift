#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Load stage: finds every `*.yaml` / `*.yml` below a folder (recursively, in
/// sorted path order), reads their bytes and parses each into a YAML tree.
public enum SpecFolderLoader {
    /// The spec files below `folder`, paths as the user wrote the folder (`specs/errors.yaml`).
    /// Names starting with `.` are skipped, folders and all. The folder itself may be a
    /// symbolic link; links inside it are read as files, never followed as folders, so a
    /// link cannot make the walk go round in a circle.
    public static func specPaths(in folder: String) throws(SpecFolderError) -> [String] {
        try contents(of: folder).specs
    }

    /// The spec files below `folder` (`specPaths(in:)`), and the string catalogs there that
    /// errgen does not read: every `*.xcstrings` but `Localizable.xcstrings` at the top,
    /// each worth a warning, as a translator's work in one would be lost without a word.
    public static func contents(of folder: String) throws(SpecFolderError) -> (specs: [String], unreadCatalogs: [String]) {
        switch FileKind(at: folder, followingLink: true) {
        case nil: throw SpecFolderError("no such folder: \(folder)")
        case .folder?: break
        case .other?: throw SpecFolderError("not a folder: \(folder) (errgen reads a folder of YAML files)")
        }
        let prefix = root(of: folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw SpecFolderError("cannot read the folder \(folder)")
        }
        var relative: [String] = []
        var catalogs: [String] = []
        var pending = names.map { (relative: $0, name: $0) }
        while let (path, name) = pending.popLast() {
            guard !name.hasPrefix(".") else { continue }
            if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { relative.append(path) }
            if isCatalog(path), path != TranslationCatalog.fileName { catalogs.append(path) }
            // A folder that cannot be read holds nothing errgen can use.
            guard FileKind(at: prefix + path, followingLink: false) == .folder,
                let inner = try? FileManager.default.contentsOfDirectory(atPath: prefix + path)
            else { continue }
            pending += inner.map { (path + "/" + $0, $0) }
        }
        return (inSpecOrder(relative).map { prefix + $0 }, inSpecOrder(catalogs).map { prefix + $0 })
    }

    /// The warning for a string catalog that `contents(of:)` found and errgen does not read.
    static func unreadCatalogWarning(_ path: String, diagnostics: inout DiagnosticList) {
        diagnostics.warning(
            "errgen reads no string catalog but \(TranslationCatalog.fileName) at the top of the spec folder; this one is not read "
                + "(rename or move it there, or out of the spec folder)",
            at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The folder as the start of its files' paths: `specs/` for `specs` and `specs/`.
    static func root(of folder: String) -> String {
        folder.hasSuffix("/") ? folder : folder + "/"
    }

    /// The spec folder's string catalog (`Localizable.xcstrings` at its top level), if any.
    public static func catalogPath(in folder: String) -> String? {
        let path = root(of: folder) + TranslationCatalog.fileName
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Whether a source read with the spec is its string catalog rather than YAML.
    public static func isCatalog(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings")
    }

    /// Sorted by UTF-8 bytes, so the order is the same on every machine and in every locale.
    static func inSpecOrder(_ paths: [String]) -> [String] {
        paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Reads each file's bytes, the run's whole input: a file that cannot be read gets a
    /// diagnostic and is listed in `unreadable`. Nothing is parsed yet, so a caller can
    /// fingerprint the input first.
    ///
    /// The files are read on every core, each by one: on one core, L's 43 files (3.3 MB)
    /// took 3 ms before anything else could start.
    public static func read(paths: [String], diagnostics: inout DiagnosticList) -> (sources: [SpecSource], unreadable: [String]) {
        var sources: [SpecSource] = []
        var unreadable: [String] = []
        let contents = Parallel.map(paths.count) { FileBytes.read(atPath: paths[$0]) }
        for (path, contents) in zip(paths, contents) {
            guard let bytes = contents else {
                diagnostics.error("cannot read this file", at: SourceLocation(file: path, line: 1, column: 1))
                unreadable.append(path)
                continue
            }
            sources.append(SpecSource(path: path, bytes: bytes))
        }
        return (sources, unreadable)
    }

    /// Parses files already in memory, in spec order, on every core; files that could not
    /// be read come through as unreadable, so the later stages know the spec is incomplete.
    ///
    /// A large file is parsed in pieces beside the others (`YAMLSplit`): on L, `errors.yaml`
    /// is 2.5 MB of the 3.3 MB, which one core otherwise parsed while the other waited.
    public static func load(
        sources: [SpecSource], unreadable: [String] = [], loader: YAMLLoader = YAMLLoader(), diagnostics: inout DiagnosticList
    ) -> [SpecFile] {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = inSpecOrder(Array(byPath.keys)).map { byPath[$0]! }
        let splits = ordered.map { YAMLSplit.plan($0.bytes, pieceSize: loader.pieceSize) }
        var jobs: [ParseJob] = []
        for (index, split) in splits.enumerated() {
            guard let split else {
                jobs.append(.file(index))
                continue
            }
            jobs.append(.piece(index, split.head, firstLine: 1, closingLine: nil))
            jobs += split.pieces.map { .piece(index, $0.bytes, firstLine: $0.firstLine, closingLine: $0.isFollowed ? split.closingLine : nil) }
        }
        let results = Parallel.map(jobs.count) { [jobs] job -> ParseResult in
            switch jobs[job] {
            case .file(let index):
                let (file, problems) = parse(ordered[index], loader: loader)
                return .file(file, problems)
            case .piece(let index, let range, let firstLine, let closingLine):
                let source = ordered[index]
                return .piece(loader.parsePiece(source.bytes, range, closingLine: closingLine, file: source.path, firstLine: firstLine))
            }
        }
        var files: [SpecFile] = []
        var next = results.makeIterator()
        for (source, split) in zip(ordered, splits) {
            let (file, problems): (SpecFile, DiagnosticList)
            if let split {
                let parts: [YAMLLoader.Piece?] = (0...split.pieces.count).map { _ in next.next()!.piece }
                if let root = loader.assemble(split, head: parts[0], pieces: Array(parts.dropFirst())) {
                    (file, problems) = (SpecFile(path: source.path, root: root), DiagnosticList())
                } else {
                    (file, problems) = parse(source, loader: loader)
                }
            } else {
                (file, problems) = next.next()!.file
            }
            files.append(file)
            diagnostics.append(contentsOf: problems)
        }
        return files + unreadable.map { SpecFile(path: $0, root: nil, isUnreadable: true) }
    }

    /// What one core parses at a time: a whole file, or the head or a piece of a large one.
    private enum ParseJob: Sendable {
        case file(Int)
        case piece(Int, Range<Int>, firstLine: Int, closingLine: [UInt8]?)
    }

    private enum ParseResult: Sendable {
        case file(SpecFile, DiagnosticList)
        case piece(YAMLLoader.Piece?)

        var file: (SpecFile, DiagnosticList) {
            guard case .file(let file, let problems) = self else { preconditionFailure("jobs and results out of step") }
            return (file, problems)
        }

        var piece: YAMLLoader.Piece? {
            guard case .piece(let piece) = self else { preconditionFailure("jobs and results out of step") }
            return piece
        }
    }

    /// One file's tree and its problems.
    static func parse(_ source: SpecSource, loader: YAMLLoader) -> (SpecFile, DiagnosticList) {
        var problems = DiagnosticList()
        let root = loader.load(source.bytes, file: source.path, diagnostics: &problems)
        return (SpecFile(path: source.path, root: root, isUnreadable: problems.hasErrors), problems)
    }
}

/// A spec folder that cannot be read at all.
public struct SpecFolderError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
