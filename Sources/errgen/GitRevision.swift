#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `--against REV`: the spec folder as it was at a git revision, read with `git ls-tree` and
/// `git show` into a temporary folder (no checkout: the working tree is never touched).
struct GitRevision {
    struct Failure: Error {
        var message: String
    }

    /// The folder as the user named it, and the revision.
    let folder: String
    let revision: String

    /// Writes every file the folder held at the revision below `scratch`, in a folder of the
    /// same name (so the spec's name is the same); returns that folder.
    func materialize(in scratch: String) throws(Failure) -> String {
        let copy = scratch + "/" + Self.lastComponent(folder)
        _ = try git(["rev-parse", "--show-toplevel"], scratch: scratch) { _ in
            "\(folder) is not in a git repository"
        }
        _ = try git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], scratch: scratch) { _ in
            "\(revision) is not a revision of the repository that holds \(folder)"
        }
        let listing = try git(["ls-tree", "-r", "-z", "--name-only", revision, "--", "."], scratch: scratch) {
            "cannot list \(folder) at \(revision): \($0)"
        }
        let names = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard !names.isEmpty else { throw Failure(message: "\(folder) holds no files at \(revision)") }
        for name in names {
            let bytes = try git(["show", "\(revision):./\(name)"], scratch: scratch) {
                "cannot read \(name) at \(revision): \($0)"
            }
            let path = copy + "/" + name
            do {
                let parent = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            } catch {
                throw Failure(message: "cannot write \(path): \(Diagnostics.describe(error))")
            }
        }
        return copy
    }

    /// The same file in the folder itself (`specs/a.yaml`), where a code host can show it.
    func pathInFolder(_ file: String, copy: String) -> String {
        guard file.hasPrefix(copy + "/") else { return file }
        return "\(folder.hasSuffix("/") ? folder : folder + "/")\(file.dropFirst(copy.count + 1))"
    }

    /// How a file of the copy is shown: `v1.0:specs/errors/auth.yaml`.
    func displayName(_ file: String, copy: String) -> String {
        guard file.hasPrefix(copy + "/") else { return file }
        return "\(revision):\(folder.hasSuffix("/") ? folder : folder + "/")\(file.dropFirst(copy.count + 1))"
    }

    private func git(_ arguments: [String], scratch: String, failure: (String) -> String) throws(Failure) -> [UInt8] {
        guard let result = Subprocess.run("git", ["-C", folder] + arguments, scratch: scratch) else {
            throw Failure(message: "cannot run git to read \(folder) at \(revision)")
        }
        guard result.status == 0 else {
            let reason = result.stderr.split(separator: "\n").first.map(String.init) ?? "git exited \(result.status)"
            throw Failure(message: failure(reason))
        }
        return result.stdout
    }

    static func lastComponent(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty || name == "." || name == ".." ? "spec" : name
    }

    /// A new empty folder under the system's temporary folder, for `body`; always removed after.
    static func withScratchFolder<T>(_ body: (String) throws -> T) throws -> T {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let path = base + "/errgen-diff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }
}
