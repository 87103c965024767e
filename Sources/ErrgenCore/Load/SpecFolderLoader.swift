#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The Load stage: finds every `*.yaml` / `*.yml` below a folder (recursively, in
/// sorted path order), reads their bytes and parses each into a YAML tree.
package enum SpecFolderLoader {
    /// The spec files below `folder`, paths as the user wrote the folder (`specs/errors.yaml`).
    /// Names starting with `.` are skipped, folders and all. The folder itself may be a
    /// symbolic link; links inside it are read as files, never followed as folders, so a
    /// link cannot make the walk go round in a circle.
    package static func specPaths(in folder: String) throws(SpecFolderError) -> [String] {
        try contents(of: folder).specs
    }

    /// The spec files below `folder` (`specPaths(in:)`), and the string catalogs there that
    /// errgen does not read: every `*.xcstrings` but `Localizable.xcstrings` at the top,
    /// each worth a warning, as a translator's work in one would be lost without a word.
    package static func contents(of folder: String) throws(SpecFolderError) -> (
        specs: [String], unreadCatalogs: [String]
    ) {
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
    package static func catalogPath(in folder: String) -> String? {
        let path = root(of: folder) + TranslationCatalog.fileName
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Whether a source read with the spec is its string catalog rather than YAML.
    package static func isCatalog(_ path: String) -> Bool {
        path.hasSuffix(".xcstrings")
    }

    /// Sorted by UTF-8 bytes, so the order is the same on every machine and in every locale.
    static func inSpecOrder(_ paths: [String]) -> [String] {
        paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Reads each file's bytes, the run's whole input: a file that cannot be read gets a
    /// diagnostic and is listed in `unreadable`. Nothing is parsed yet, so a caller can
    /// fingerprint the input first.
    package static func read(paths: [String], diagnostics: inout DiagnosticList) -> (
        sources: [SpecSource], unreadable: [String]
    ) {
        var sources: [SpecSource] = []
        var unreadable: [String] = []
        for path in paths {
            // `contents(atPath:)` is `nil` for a folder, a missing file or one without permission.
            guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
                diagnostics.error("cannot read this file", at: SourceLocation(file: path, line: 1, column: 1))
                unreadable.append(path)
                continue
            }
            sources.append(SpecSource(path: path, bytes: bytes))
        }
        return (sources, unreadable)
    }

    /// The files of an OpenAPI document outside the spec folder, for the input fingerprint, by
    /// absolute path (a run from another folder reads the same files); `nil` when one cannot be read.
    package static func readDocuments(_ paths: [String]) -> [SpecSource]? {
        var documents: [SpecSource] = []
        for path in paths {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            guard let bytes = FileManager.default.contents(atPath: absolute).map(Array.init) else { return nil }
            documents.append(SpecSource(path: absolute, bytes: bytes))
        }
        return documents
    }

    /// Parses files already in memory, in spec order, on every core; files that could not
    /// be read come through as unreadable, so the later stages know the spec is incomplete.
    package static func load(
        sources: [SpecSource], unreadable: [String] = [], loader: YAMLLoader = YAMLLoader(),
        diagnostics: inout DiagnosticList
    ) -> [SpecFile] {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = inSpecOrder(Array(byPath.keys)).map { byPath[$0]! }
        let parsed = Parallel.map(ordered.count) { parse(ordered[$0], loader: loader) }
        for (_, problems) in parsed { diagnostics.append(contentsOf: problems) }
        return parsed.map(\.0) + unreadable.map { SpecFile(path: $0, root: nil, isUnreadable: true) }
    }

    /// One file's tree and its problems.
    static func parse(_ source: SpecSource, loader: YAMLLoader) -> (SpecFile, DiagnosticList) {
        var problems = DiagnosticList()
        let root = loader.load(source.bytes, file: source.path, diagnostics: &problems)
        return (SpecFile(path: source.path, root: root, isUnreadable: problems.hasErrors), problems)
    }
}

/// A spec folder that cannot be read at all.
package struct SpecFolderError: Error, CustomStringConvertible {
    package var description: String

    init(_ description: String) {
        self.description = description
    }
}
