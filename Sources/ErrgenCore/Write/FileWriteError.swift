#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the output folder could not take: the path and the system's reason,
/// `Generated/Errors.swift: No space left on device`.
public struct FileWriteError: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String

    /// The reason of the `errno` a system call just set.
    init(path: String, errno code: Int32) {
        self.path = path
        self.reason = String(cString: strerror(code))
    }

    public var description: String { "\(path): \(reason)" }
}
