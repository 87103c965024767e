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
    /// The files of an OpenAPI document outside the spec folder that `value` covers, by path.
    package let documents: [String]

    /// - Parameters:
    ///   - sources: the spec files, paths as read (`specs/errors.yaml`).
    ///   - sourceRoot: the folder prefix of those paths (`specs/`), left out of the hash:
    ///     the output shows paths inside the folder, so `specs` and `./specs` agree.
    ///   - settings: the options and the spec name, one `key=value` each.
    ///   - documents: the OpenAPI document's files outside the spec folder, by absolute path.
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
        for document in documents {
            files.append(("document/" + document.path, document.bytes.count, ContentHash.xxh64(document.bytes)))
        }
        self.documents = documents.map(\.path)
        value = Manifest.fingerprint(of: files)
    }
}
