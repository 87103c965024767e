import ErrgenCore
import ErrgenMock
import Foundation

/// Runs the mock until a signal or the admin endpoint stops it, then writes the coverage
/// report; its result is the exit code. The command is synchronous: the server's tasks run on
/// the global executor while the calling thread waits.
struct MockRun {
    let responder: MockResponder
    let host: String
    let port: UInt16
    let coverage: String?
    let requireAllCodes: Bool
    /// With `--proxy`: where the findings go as JSON.
    let verifyReport: String?
    let failOnFindings: Bool
    let quiet: Bool

    /// How long a signal waits for the server to stop before the report is written anyway.
    static let signalGrace: Double = 1.5

    func run() -> Int32 {
        let done = DispatchSemaphore(value: 0)
        let stopRequested = DispatchSemaphore(value: 0)
        let signalled = LockedValue(false)
        let result = LockedValue<Int32?>(nil)
        // The report is written once, by whichever comes first: the server's stop or a signal's grace.
        let complete: @Sendable (Int32?) -> Void = { code in
            let first = result.withLock { value in
                guard value == nil else { return false }
                value = code ?? finish()
                return true
            }
            if first { done.signal() }
        }
        for number in [SIGINT, SIGTERM] { signal(number, SIG_IGN) }
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                signalled.withLock { $0 = true }
                stopRequested.signal()
                // Dispatch's own thread, not the server's: the mock stops in time however busy they are.
                DispatchQueue.global().asyncAfter(deadline: .now() + Self.signalGrace) { complete(nil) }
            }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        Task {
            let server: MockServer
            do {
                server = try await MockServer.start(
                    responder: responder, host: host, port: port, shutdown: { stopRequested.signal() })
            } catch {
                Diagnostics.printError("errgen: error: \(error)")
                complete(69)
                return
            }
            if !quiet { announce(server) }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                // A thread of its own: a Dispatch thread blocked here is one of the global pool's few.
                Thread {
                    stopRequested.wait()
                    continuation.resume()
                }.start()
            }
            if !signalled.withLock({ $0 }) {
                // The shutdown request's own answer goes out before the server stops: the mock
                // writes it after the handler returns, which a busy machine took longer than 50 ms to do.
                try? await Task.sleep(for: .milliseconds(500))
            }
            await server.stop()
            complete(nil)
        }
        done.wait()
        return result.withLock { $0 } ?? 0
    }

    private func announce(_ server: MockServer) {
        let api = responder.api
        var line =
            "errgen mock: serving \(api.spec.module.name.value) (\(api.endpoints.count) endpoints, "
            + "\(api.catalog.entries.count) codes) at \(server.url.absoluteString)\(responder.options.basePath)"
        if let proxy = responder.proxy { line += ", forwarding to \(proxy.upstream.absoluteString)" }
        if !responder.scenarios.isEmpty {
            line += "; scenarios: " + responder.scenarios.map(\.name).joined(separator: ", ")
        }
        Self.output(line + "\n")
    }

    /// Standard output, unbuffered: a script waiting for the first line gets it at once.
    private static func output(_ text: String) {
        _ = FileWriteError.writeAll(Array(text.utf8), to: 1)
    }

    /// Prints the report, writes the JSON, and decides the exit code.
    private func finish() -> Int32 {
        let report = CoverageReport(snapshot: responder.coverage.snapshot, api: responder.api)
        if !quiet { Self.output(report.text) }
        if let coverage {
            do {
                try (report.json.text + "\n").write(toFile: coverage, atomically: true, encoding: .utf8)
            } catch {
                Diagnostics.printError(
                    "errgen: error: cannot write the coverage report to \(coverage): \(Diagnostics.describe(error))")
                return 73
            }
        }
        if let proxy = responder.proxy {
            if !quiet { Self.output(proxy.report.text) }
            if let verifyReport {
                do {
                    try (proxy.report.json.text + "\n").write(toFile: verifyReport, atomically: true, encoding: .utf8)
                } catch {
                    Diagnostics.printError(
                        "errgen: error: cannot write the verify report to \(verifyReport): \(Diagnostics.describe(error))"
                    )
                    return 73
                }
            }
            if failOnFindings, !proxy.report.isClean {
                Diagnostics.printError("errgen: error: the real server broke the spec's contract (above)")
                return 2
            }
        }
        if requireAllCodes, !report.missingCodes.isEmpty {
            Diagnostics.printError("errgen: error: never served: \(report.missingCodes.joined(separator: ", "))")
            return 2
        }
        return 0
    }
}
