import Foundation

/// The Load stage: finds every `*.yaml` / `*.yml` below a folder (recursively, in
/// sorted path order) and reads each into a YAML tree.
public enum SpecFolderLoader {
    /// The spec files below `folder`, paths as the user wrote the folder (`specs/errors.yaml`).
    public static func specPaths(in folder: String) throws(SpecFolderError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw SpecFolderError("no such folder: \(folder)")
        }
        guard isDirectory.boolValue else {
            throw SpecFolderError("not a folder: \(folder) (errgen reads a folder of YAML files)")
        }
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw SpecFolderError("cannot read the folder \(folder)")
        }
        var relative: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { relative.append(path) }
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return inSpecOrder(relative).map { prefix + $0 }
    }

    /// Sorted by UTF-8 bytes, so the order is the same on every machine and in every locale.
    static func inSpecOrder(_ paths: [String]) -> [String] {
        paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Reads and parses each file; unreadable or malformed files get diagnostics.
    public static func load(paths: [String], loader: YAMLLoader = YAMLLoader(), diagnostics: inout DiagnosticList) -> [SpecFile] {
        paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.error("cannot read this file", at: SourceLocation(file: path, line: 1, column: 1))
                return SpecFile(path: path, root: nil, isUnreadable: true)
            }
            return parse(SpecSource(path: path, bytes: Array(data)), loader: loader, diagnostics: &diagnostics)
        }
    }

    /// Parses files already in memory, in spec order; nothing is read from disk.
    public static func load(sources: [SpecSource], loader: YAMLLoader = YAMLLoader(), diagnostics: inout DiagnosticList) -> [SpecFile] {
        let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return inSpecOrder(Array(byPath.keys)).map { path in
            parse(byPath[path]!, loader: loader, diagnostics: &diagnostics)
        }
    }

    private static func parse(_ source: SpecSource, loader: YAMLLoader, diagnostics: inout DiagnosticList) -> SpecFile {
        var problems = DiagnosticList()
        let root = loader.load(source.bytes, file: source.path, diagnostics: &problems)
        diagnostics.append(contentsOf: problems)
        return SpecFile(path: source.path, root: root, isUnreadable: problems.hasErrors)
    }
}

/// One spec file's path and bytes, for runs that never touch the disk (tests, the fuzzer).
public struct SpecSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// A spec folder that cannot be read at all.
public struct SpecFolderError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
