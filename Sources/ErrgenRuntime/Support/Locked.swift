import Foundation

/// A value guarded by a lock, for the little shared state that does not merit an actor
/// (it is read and written synchronously, never across a suspension).
///
/// `Synchronization.Mutex` would do, but needs macOS 15 / iOS 18.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
