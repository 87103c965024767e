/// A place in a spec file: 1-based line and column, path as the user gave it.
///
/// Twelve bytes and nothing to retain: the path is kept once in `SourceFiles`, and a
/// location holds its number. Every decoded value carries a location (L has about
/// 300,000), and as a `String` the path was retained and released at every copy of
/// every value that holds one.
package struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let fileNumber: UInt32
    private let storedLine: UInt32
    private let storedColumn: UInt32

    package var file: String { SourceFiles.shared.path(fileNumber) }
    package var line: Int { Int(storedLine) }
    package var column: Int { Int(storedColumn) }

    package init(file: String, line: Int, column: Int) {
        self.init(file: SourceFiles.shared.number(for: file), line: line, column: column)
    }

    /// A place in a file already numbered (the loaders number each file once).
    init(file number: UInt32, line: Int, column: Int) {
        fileNumber = number
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// `path:line:column`, the form compilers and editors understand.
    package var description: String { "\(file):\(line):\(column)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileNumber != rhs.fileNumber { return lhs.file < rhs.file }
        return (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}

/// The paths of the files locations point into, each kept once and numbered in the
/// order first seen. Shared by every run in the process (tests, the fuzzer): a path
/// keeps its number, so equal locations stay equal across runs.
final class SourceFiles: @unchecked Sendable {
    static let shared = SourceFiles()

    /// Guards `paths` and `numbers`: files are loaded on every core.
    private let lock = Lock()
    private var paths: [String] = []
    private var numbers: [String: UInt32] = [:]

    func number(for path: String) -> UInt32 {
        lock.withLock {
            if let known = numbers[path] { return known }
            let number = UInt32(paths.count)
            paths.append(path)
            numbers[path] = number
            return number
        }
    }

    func path(_ number: UInt32) -> String {
        lock.withLock { paths[Int(number)] }
    }
}

extension SourceLocation {
    /// The file as generated output names it: relative to the spec folder `root` (the
    /// folder as the user gave it, with a trailing `/`), so committed output is the same on
    /// every machine. A file outside the folder climbs out of it:
    ///
    /// - `specs/errors.yaml` under `specs/` is `errors.yaml`;
    /// - `docs/api.yml` under `specs/` is `../docs/api.yml`;
    /// - `/home/me/app/docs/api.yml` under `/home/me/app/specs/` is `../docs/api.yml`.
    ///
    /// A path that cannot be related to the folder (one absolute and one relative, or a
    /// folder that itself climbs out of the current one further than the file) stays as it is.
    package func file(relativeTo root: String) -> String {
        Self.path(file, relativeTo: root)
    }

    static func path(_ file: String, relativeTo root: String) -> String {
        if file.hasPrefix(root) { return String(file.dropFirst(root.count)) }
        guard file.hasPrefix("/") == root.hasPrefix("/") else { return file }
        let fileParts = normalized(file).split(separator: "/")
        var rootParts = normalized(root).split(separator: "/")
        if rootParts == ["."] { rootParts = [] }
        let shared = zip(fileParts, rootParts).prefix { $0 == $1 }.count
        let climbs = rootParts.dropFirst(shared)
        guard !climbs.contains("..") else { return file }
        return (Array(repeating: "..", count: climbs.count) + fileParts.dropFirst(shared).map(String.init))
            .joined(separator: "/")
    }

    /// A path without `.` parts, empty parts or a `..` that follows a name: `specs/../api/x.yaml`
    /// is `api/x.yaml`; a leading `..` and a leading `/` stay.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
