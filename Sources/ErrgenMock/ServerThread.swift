import Foundation

/// A thread of the mock's own that runs its servers' tasks (accepting, reading, answering,
/// timeouts) instead of Swift's global pool.
///
/// That pool has one thread per core. In a test process it also runs every other test, and a
/// few busy ones (parsing, type checks) kept a mock's answers queued behind them for longer
/// than a client waits. A thread of its own is scheduled by the system beside them, like any
/// other process's, so an answer never waits for the tests around it to finish their work.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
final class ServerThread: TaskExecutor, @unchecked Sendable {
    /// One thread for every mock server in the process: their work is small and never blocks.
    static let shared = ServerThread(name: "errgen-mock")

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        var batch: [UnownedJob] = []
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            swap(&batch, &jobs)
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}

/// Starts `body` as a task on the mock's own thread where the platform has task executors,
/// otherwise on the global pool (a mock run alone has that pool to itself).
func serverTask<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) -> Task<Result, Never> {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
        return Task(executorPreference: ServerThread.shared) { await body() }
    }
    return Task { await body() }
}
