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
        // Sorted by UTF-8 bytes, so the order is the same on every machine and in every locale.
        relative.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return relative.map { prefix + $0 }
    }

    /// Reads and parses each file; unreadable or malformed files get diagnostics.
    public static func load(paths: [String], loader: YAMLLoader = YAMLLoader(), diagnostics: inout DiagnosticList) -> [SpecFile] {
        paths.map { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.error("cannot read this file", at: SourceLocation(file: path, line: 1, column: 1))
                return SpecFile(path: path, root: nil, isUnreadable: true)
            }
            var problems = DiagnosticList()
            let root = loader.load(Array(data), file: path, diagnostics: &problems)
            diagnostics.append(contentsOf: problems)
            return SpecFile(path: path, root: root, isUnreadable: problems.hasErrors)
        }
    }
}

/// A spec folder that cannot be read at all.
public struct SpecFolderError: Error, CustomStringConvertible {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
