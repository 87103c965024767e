import Foundation

/// Runs a program and waits for it without blocking a thread.
///
/// Swift Testing runs tests on the cooperative thread pool, which has one thread per
/// core. A test that blocks in `waitUntilExit()` takes a thread from every other test
/// for as long as the child runs, and a two-core machine then stalls tasks that must
/// react at once (the runtime's cancellation test). Output goes to files, so a child
/// that writes a lot can never block on a full pipe.
public enum ChildProcess {
    public struct Result: Sendable {
        public var exitCode: Int32
        public var stdout: String
        public var stderr: String
    }

    /// Runs `executable`. A program written just before (a test's copy of errgen) may be
    /// refused with "text file busy" for a moment: a process another test started while
    /// the file was open for writing holds that descriptor until it execs. Tried again
    /// then, for up to five seconds.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: String? = nil, environment: [String: String]? = nil
    ) async throws -> Result {
        var attempt = 0
        while true {
            do {
                return try await runOnce(executable, arguments, in: directory, environment: environment)
            } catch let error as NSError where isTextFileBusy(error) && attempt < 50 {
                attempt += 1
                try await Task.sleep(nanoseconds: 100_000_000)
            }
        }
    }

    private static func isTextFileBusy(_ error: NSError) -> Bool {
        let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        return posix?.domain == NSPOSIXErrorDomain && posix?.code == Int(ETXTBSY)
    }

    private static func runOnce(
        _ executable: URL, _ arguments: [String], in directory: String?, environment: [String: String]?
    ) async throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        // Cancelling the task sends SIGTERM, so a test that gives up on a child never leaves it running.
        let status: Int32 = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
                do {
                    try process.run()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            if process.isRunning { process.terminate() }
        }
        return Result(
            exitCode: status,
            stdout: String(decoding: FileManager.default.contents(atPath: outURL.path) ?? Data(), as: UTF8.self),
            stderr: String(decoding: FileManager.default.contents(atPath: errURL.path) ?? Data(), as: UTF8.self))
    }
}

/// Runs CPU-bound test work on a thread of its own, off the cooperative pool, for the
/// same reason as `ChildProcess`: the pool's few threads stay free for tasks that must
/// react at once.
public func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try work() })
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
