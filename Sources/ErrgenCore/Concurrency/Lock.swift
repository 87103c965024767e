import Dispatch

/// A mutual-exclusion lock for state shared by the threads of a stage.
///
/// A serial Dispatch queue: Foundation's `NSLock` is not in FoundationEssentials, all the
/// generator imports where it can (see `ImportTests`), and the standard library's `Mutex`
/// needs macOS 15, above the package's macOS 13.
final class Lock: Sendable {
    private let queue = DispatchQueue(label: "errgen.lock")

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try queue.sync(execute: body)
    }
}
