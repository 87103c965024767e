import Foundation

/// Which build of errgen is running: its version, and the size and modification time of
/// the running executable.
///
/// The input fingerprint uses it instead of the version alone. Generation changes between
/// releases too: errgen built from a branch, a local change, or a package dependency on a
/// revision instead of a release all say `0.2.0`. With the version alone, a run of a
/// rebuilt generator over an unchanged spec would find the old fingerprint and silently
/// keep the old output. A needless regeneration after a relink costs about a second.
enum GeneratorBuild {
    static let identity: String = {
        // On Linux `/proc/self/exe` links to the executable (its own attributes are the
        // link's, made when the process started); elsewhere, the bundle's executable.
        let candidates = [try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"), Bundle.main.executablePath]
            .compactMap { $0 }
        for path in candidates {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = (attributes[.size] as? NSNumber)?.int64Value,
                let modified = attributes[.modificationDate] as? Date
            else { continue }
            return "\(ErrgenVersion.current) \(size) \(modified.timeIntervalSince1970)"
        }
        return ErrgenVersion.current
    }()
}
