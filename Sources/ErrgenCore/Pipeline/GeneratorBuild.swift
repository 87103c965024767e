#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// When the running errgen executable was built (its modification time).
///
/// A run skips generation when the input fingerprint matches the output folder's
/// manifest, and the fingerprint holds errgen's version, not its build: the manifest is
/// checked in beside the generated files and must be the same on every machine. But
/// generation changes between releases too (errgen built from a branch, a local change, a
/// package dependency on a revision), so a manifest older than the executable is not
/// trusted: the rebuilt errgen generates again, and a needless run costs about a second.
enum GeneratorBuild {
    static let modified: Date? = {
        // On Linux `/proc/self/exe` links to the executable (its own attributes are the
        // link's, made when the process started); elsewhere, the bundle's executable.
        var candidates = [try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")]
        #if !canImport(FoundationEssentials)
            candidates.append(Bundle.main.executablePath)
        #endif
        for case let path? in candidates {
            if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
                return modified
            }
        }
        return nil
    }()
}
