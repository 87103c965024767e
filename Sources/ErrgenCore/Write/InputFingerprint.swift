#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything a run's output depends on, hashed: errgen's version, the options, the spec
/// folder's name (the file header shows it), and every spec file's path inside the
/// folder (doc comments show it) and bytes. Two runs with the same fingerprint write the
/// same files, so a run whose fingerprint matches the output folder's manifest, and whose
/// files are still what that run wrote, has nothing to do.
///
/// Sound by construction: anything not listed here cannot reach the output (the
/// generator reads no clock, environment or locale); when in doubt a field is added,
/// since a needless regeneration costs a second and a wrong skip costs a stale build.
package struct InputFingerprint: Sendable, Hashable {
    package let value: UInt64
    /// The files of an OpenAPI document outside the spec folder that `value` covers, by their
    /// path from the spec folder.
    package let documents: [String]

    /// - Parameters:
    ///   - sources: the spec files, paths as read (`specs/errors.yaml`).
    ///   - sourceRoot: the folder prefix of those paths (`specs/`), left out of the hash:
    ///     the output shows paths inside the folder, so `specs` and `./specs` agree.
    ///   - settings: the options and the spec name, one `key=value` each.
    ///   - documents: the OpenAPI document's files outside the spec folder, by absolute path
    ///     (`SpecFolderLoader.readDocuments`).
    package init(
        version: String, settings: [String], sources: [SpecSource], sourceRoot: String, documents: [SpecSource] = []
    ) {
        let settingsText = settings.joined(separator: "\n")
        var files: [(name: String, size: Int, hash: UInt64)] = [
            ("errgen " + version, 0, 0), ("settings", settingsText.utf8.count, ContentHash.xxh64(utf8: settingsText)),
        ]
        for source in sources {
            let relative =
                source.path.hasPrefix(sourceRoot) ? String(source.path.dropFirst(sourceRoot.count)) : source.path
            files.append(("spec/" + relative, source.bytes.count, ContentHash.xxh64(source.bytes)))
        }
        // By their path from the spec folder (`../api/openapi.yaml`): the manifest that records
        // them is committed, and must be the same in every clone.
        let folder =
            sourceRoot.hasPrefix("/") ? sourceRoot : FileManager.default.currentDirectoryPath + "/" + sourceRoot
        let names = documents.map { SourceLocation.path($0.path, relativeTo: folder) }
        for (name, document) in zip(names, documents) {
            files.append(("document/" + name, document.bytes.count, ContentHash.xxh64(document.bytes)))
        }
        self.documents = names
        value = Manifest.fingerprint(of: files)
    }
}
