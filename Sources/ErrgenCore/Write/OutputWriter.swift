import Foundation

/// The Write stage: puts generated files into the output folder.
///
/// - A file whose bytes did not change is not written, so its timestamp stays and
///   nothing recompiles.
/// - Each changed file is written to a temporary file and renamed over the old one,
///   so no reader ever sees half a file.
/// - Files that errgen wrote before (listed in the folder's manifest) and no longer
///   produces are removed; nothing else in the folder is touched.
public struct OutputWriter {
    /// The list of files errgen owns in an output folder.
    public static let manifestName = ".errgen-manifest"

    public var folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// What a write did, for the command line's summary.
    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    public func write(_ files: [GeneratedFile]) throws -> Report {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var report = Report()
        var staged: [(temporary: String, final: String)] = []
        defer {
            for (temporary, _) in staged { try? manager.removeItem(atPath: temporary) }
        }
        for file in files {
            let path = self.path(of: file.name)
            let data = Data(file.contents.utf8)
            if manager.contents(atPath: path) == data {
                report.unchanged.append(file.name)
                continue
            }
            let directory = (path as NSString).deletingLastPathComponent
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = (directory as NSString).appendingPathComponent(".\((path as NSString).lastPathComponent).errgen-\(ProcessInfo.processInfo.processIdentifier).tmp")
            try data.write(to: URL(fileURLWithPath: temporary))
            staged.append((temporary, path))
            report.written.append(file.name)
        }
        // Every changed file is on disk before the first rename: a failure above leaves the folder as it was.
        for (temporary, final) in staged {
            // rename(2) replaces the old file in one step.
            guard rename(temporary, final) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: final])
            }
        }
        staged.removeAll()
        let produced = Set(files.map(\.name))
        for name in previouslyWritten() where !produced.contains(name) {
            if manager.fileExists(atPath: path(of: name)) {
                try manager.removeItem(atPath: path(of: name))
                report.removed.append(name)
            }
        }
        try writeManifest(files.map(\.name))
        return report
    }

    /// The files a run would change: `(name, old text or nil, new text or nil)`.
    public func changes(for files: [GeneratedFile]) -> [(name: String, old: String?, new: String?)] {
        var changes: [(name: String, old: String?, new: String?)] = []
        for file in files {
            let old = FileManager.default.contents(atPath: path(of: file.name)).map { String(decoding: $0, as: UTF8.self) }
            if old != file.contents { changes.append((file.name, old, file.contents)) }
        }
        let produced = Set(files.map(\.name))
        for name in previouslyWritten() where !produced.contains(name) {
            if let data = FileManager.default.contents(atPath: path(of: name)) {
                changes.append((name, String(decoding: data, as: UTF8.self), nil))
            }
        }
        return changes
    }

    func path(of name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// The names in the manifest, ignoring any that would leave the folder.
    func previouslyWritten() -> [String] {
        guard let data = FileManager.default.contents(atPath: path(of: Self.manifestName)) else { return [] }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n")
            .map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.isEmpty && !$0.hasPrefix("/") && !$0.split(separator: "/").contains("..") }
    }

    private func writeManifest(_ names: [String]) throws {
        let text = "# Files errgen generated here; errgen removes those it no longer produces.\n"
            + names.sorted().map { $0 + "\n" }.joined()
        let path = self.path(of: Self.manifestName)
        if FileManager.default.contents(atPath: path) != Data(text.utf8) {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }
}
