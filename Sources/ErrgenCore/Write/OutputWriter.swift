#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Write stage: puts generated files into the output folder.
///
/// - A file whose bytes did not change is not written, so its timestamp stays and
///   nothing recompiles.
/// - Each changed file is written to a temporary file and renamed over the old one,
///   so no reader ever sees half a file.
/// - Files that errgen wrote before (listed in the folder's manifest) and no longer
///   produces are removed; nothing else in the folder is touched.
/// - After a run without diagnostics, the manifest keeps that run's `InputFingerprint`
///   and a hash of what it wrote, so `currentFiles(for:)` can tell the next run that
///   the folder already holds what it would write.
package struct OutputWriter: Sendable {
    /// The list of files errgen owns in an output folder.
    package static let manifestName = Manifest.name

    package var folder: String

    package init(folder: String) {
        self.folder = folder
    }

    /// Whether the folder exists (a symbolic link to one counts).
    package var folderExists: Bool {
        FileKind(at: folder, followingLink: true) == .folder
    }

    /// What a write did, for the command line's summary.
    package struct Report: Sendable, Equatable {
        package var written: [String] = []
        package var unchanged: [String] = []
        package var removed: [String] = []

        package init(written: [String] = [], unchanged: [String] = [], removed: [String] = []) {
            self.written = written
            self.unchanged = unchanged
            self.removed = removed
        }
    }

    /// Writes `files`; with a `fingerprint` (a run without diagnostics), the manifest keeps it.
    package func write(_ files: [GeneratedFile], fingerprint: InputFingerprint? = nil) throws -> Report {
        var staged: [StagedFile] = []
        do {
            for file in files { staged.append(try stage(file)) }
        } catch {
            discard(staged)
            throw error
        }
        return try commit(staged, fingerprint: fingerprint)
    }

    /// One file on its way into the folder: unchanged, or written beside its final
    /// place, waiting for `commit` to rename it there.
    package struct StagedFile: Sendable {
        let name: String
        let size: Int
        let hash: UInt64
        /// The temporary file, `nil` when the folder already holds these bytes.
        let temporary: String?
    }

    /// Compares `file` with the folder's copy and, when it differs, writes it to a
    /// temporary file beside it. Touches nothing else, so files may be staged in
    /// parallel, and each file's text can be dropped as soon as it is staged.
    package func stage(_ file: GeneratedFile) throws -> StagedFile {
        let manager = FileManager.default
        let path = self.path(of: file.name)
        let bytes = file.parts.reduce(into: [UInt8]()) { $0 += $1 }
        let data = Data(bytes)
        let staged = { (temporary: String?) in
            StagedFile(name: file.name, size: bytes.count, hash: ContentHash.xxh64(bytes), temporary: temporary)
        }
        if manager.contents(atPath: path) == data { return staged(nil) }
        let (directory, name) = Self.split(path)
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temporary = Self.joined(directory, ".\(name).errgen-\(getpid()).tmp")
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
        return staged(temporary)
    }

    /// `folder/name`, the folder as the user wrote it (`Generated`, `out/`, or empty for
    /// the current folder).
    static func joined(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// A path's folder and last component: `("out", "Errors.swift")`; the folder is `.` for
    /// a bare name and `/` at the root.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return (folder, String(path[path.index(after: slash)...]))
    }

    /// Removes the temporary files of a write that will not be committed.
    package func discard(_ staged: [StagedFile]) {
        for file in staged {
            if let temporary = file.temporary { try? FileManager.default.removeItem(atPath: temporary) }
        }
    }

    /// Moves every staged file into place, removes the files errgen no longer produces,
    /// and writes the manifest. Every changed file is on disk before the first rename,
    /// so a failure while staging leaves the folder as it was.
    package func commit(_ staged: [StagedFile], fingerprint: InputFingerprint?) throws -> Report {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var report = Report()
        var pending = staged.filter { $0.temporary != nil }
        defer { discard(pending) }
        for file in staged {
            guard let temporary = file.temporary else {
                report.unchanged.append(file.name)
                continue
            }
            // rename(2) replaces the old file in one step.
            guard rename(temporary, path(of: file.name)) == 0 else {
                throw FileWriteError(path: path(of: file.name), errno: errno)
            }
            pending.removeAll { $0.name == file.name }
            report.written.append(file.name)
        }
        let produced = Set(staged.map(\.name))
        for name in previouslyWritten() where !produced.contains(name) {
            if manager.fileExists(atPath: path(of: name)) {
                try manager.removeItem(atPath: path(of: name))
                report.removed.append(name)
            }
        }
        try writeManifest(Manifest(written: staged.map { ($0.name, $0.size, $0.hash) }, fingerprint: fingerprint))
        return report
    }

    /// The OpenAPI document files outside the spec folder that the last run's fingerprint covers.
    package func recordedDocuments() -> [String] {
        FileManager.default.contents(atPath: path(of: Self.manifestName)).map {
            Manifest(text: String(decoding: $0, as: UTF8.self)).documents
        } ?? []
    }

    /// The files of the folder when they are what a run with `fingerprint` would write:
    /// the manifest records that fingerprint, was written after the generator was built
    /// (`generatorBuilt`, when known: see `GeneratorBuild`), and every file it lists still
    /// has the bytes errgen wrote. `nil` otherwise, and always for a manifest without
    /// fingerprints.
    package func currentFiles(for fingerprint: InputFingerprint, generatorBuilt: Date? = nil) -> [String]? {
        let manifestPath = path(of: Self.manifestName)
        if let generatorBuilt {
            let written = (try? FileManager.default.attributesOfItem(atPath: manifestPath))?[.modificationDate] as? Date
            guard let written, written >= generatorBuilt else { return nil }
        }
        guard let data = FileManager.default.contents(atPath: manifestPath) else { return nil }
        let manifest = Manifest(text: String(decoding: data, as: UTF8.self))
        guard manifest.inputs == fingerprint.value, let outputs = manifest.outputs, !manifest.files.isEmpty else {
            return nil
        }
        var files: [(name: String, size: Int, hash: UInt64)] = []
        for name in manifest.files {
            guard let data = FileManager.default.contents(atPath: path(of: name)) else { return nil }
            files.append((name, data.count, ContentHash.xxh64([UInt8](data))))
        }
        return Manifest.fingerprint(of: files) == outputs ? manifest.files.sorted() : nil
    }

    /// The files a run would change: `(name, old text or nil, new text or nil)`, the manifest
    /// included when its list or its fingerprints would change (`fingerprint`: the run's, as
    /// `write` would be given it), since a committed manifest a run rewrites leaves a clone dirty.
    package func changes(for files: [GeneratedFile], fingerprint: InputFingerprint?) -> [(
        name: String, old: String?, new: String?
    )] {
        var changes = changes(for: files)
        let manifest = Manifest(
            written: files.map { ($0.name, $0.count, ContentHash.xxh64($0.bytes)) }, fingerprint: fingerprint
        ).text
        let recorded = FileManager.default.contents(atPath: path(of: Self.manifestName)).map {
            String(decoding: $0, as: UTF8.self)
        }
        if recorded != manifest { changes.append((Self.manifestName, recorded, manifest)) }
        return changes
    }

    /// The generated files a run would change, the manifest left out.
    package func changes(for files: [GeneratedFile]) -> [(name: String, old: String?, new: String?)] {
        var changes: [(name: String, old: String?, new: String?)] = []
        for file in files {
            let old = FileManager.default.contents(atPath: path(of: file.name)).map {
                String(decoding: $0, as: UTF8.self)
            }
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
        Self.joined(folder, name)
    }

    /// The names in the manifest, ignoring any that would leave the folder.
    func previouslyWritten() -> [String] {
        guard let data = FileManager.default.contents(atPath: path(of: Self.manifestName)) else { return [] }
        return Manifest(text: String(decoding: data, as: UTF8.self)).files
    }

    private func writeManifest(_ manifest: Manifest) throws {
        let text = manifest.text
        let path = self.path(of: Self.manifestName)
        if FileManager.default.contents(atPath: path) != Data(text.utf8) {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } else {
            // Dated by this run even when its bytes stay, so that the next run of the same
            // generator finds it newer than the executable (`currentFiles`) and skips.
            try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        }
    }
}
