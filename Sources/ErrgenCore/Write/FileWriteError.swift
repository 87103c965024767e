#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file the output folder could not take: the path and the system's reason,
/// `Generated/Errors.swift: No space left on device`.
package struct FileWriteError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String

    /// `path` and the reason of `code`, an `errno` a system call set.
    package init(path: String, errno code: Int32) {
        self.path = path
        self.reason = Self.reason(errno: code)
    }

    package var description: String { "\(path): \(reason)" }

    /// The system's words for an `errno`: `No space left on device`.
    package static func reason(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Writes all of `bytes` to an open file descriptor, however many calls that takes;
    /// the `errno` of the call that failed, `nil` when every byte was written. For the
    /// command's standard error, which has no FileHandle in FoundationEssentials.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var rest = bytes
        while !rest.isEmpty {
            let written = write(descriptor, rest, rest.count)
            if written < 0, errno == EINTR { continue }
            // Nothing written for a non-empty buffer would repeat forever: an input/output error.
            guard written > 0 else { return written < 0 ? errno : EIO }
            rest.removeFirst(written)
        }
        return nil
    }
}
