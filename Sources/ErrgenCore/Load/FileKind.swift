#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, by `stat(2)` (`lstat(2)` when not following a link): the same call
/// on every platform, where Foundation's `fileExists(atPath:isDirectory:)` takes an
/// `ObjCBool` on Apple platforms and a `Bool` elsewhere.
enum FileKind: Equatable {
    case folder
    case other

    /// `nil` when nothing is there (or, following a link, when the link leads nowhere).
    init?(at path: String, followingLink: Bool) {
        var info = stat()
        guard (followingLink ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self = (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }
}
