import ErrgenRuntime
import Foundation
import Testing

@testable import MainActorApp

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 39: in a target that is main-actor by default, with `NonisolatedNonsendingByDefault`,
/// a generated client method runs on its caller's actor; the runtime must still send, wait
/// and decode off the main actor. This target's code and the plugin's output are compiled
/// with those settings (Package.swift), and a call made from the main actor is watched at each
/// of those steps.
@Suite("A call from the main actor")
struct OffTheMainActorTests {
    @Test("sends, waits for Retry-After and decodes off the main actor, and returns to it")
    @MainActor
    func sendsWaitsAndDecodesOffTheMainActor() async throws {
        // The control: this test itself runs on the main actor, so the probes can tell.
        MainQueue.mark()
        #expect(MainQueue.isCurrent)
        let log = StepLog()
        var configuration = APIClientConfiguration(
            transport: ProbeTransport(
                log: log,
                responses: [
                    TransportResponse(status: 429, headers: ["Retry-After": "1"]),
                    TransportResponse(
                        status: 200,
                        body: Data(#"{"page": 1, "results": [], "total_pages": 1, "total_results": 0}"#.utf8)),
                ]))
        configuration.clock = ProbeClock(log: log)
        configuration.decoder = ProbeDecoder(log: log)
        let client = FinFlowClient(baseURL: URL(string: "http://localhost")!, configuration: configuration)

        let page = try await client.movie.popularMovies(page: 1)

        #expect(page.totalResults == 0)
        #expect(MainQueue.isCurrent)
        let steps = log.steps
        #expect(steps.map(\.step) == ["send", "sleep", "send", "decode"])
        #expect(steps.allSatisfy { !$0.onMainActor }, "\(steps)")
    }
}

/// Whether code runs on the main actor's executor: the main dispatch queue, on Linux too,
/// where a worker thread may drain it (so `Thread.isMainThread` cannot tell).
nonisolated enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()

    /// Marks the main queue; call it on the main actor.
    static func mark() { DispatchQueue.main.setSpecific(key: key, value: true) }

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// What ran where, in order. `nonisolated`: a class of this target is otherwise
/// main-actor isolated, and the runtime records from off the main actor.
nonisolated final class StepLog: @unchecked Sendable {
    private let lock = NSLock()
    private var log: [(step: String, onMainActor: Bool)] = []

    var steps: [(step: String, onMainActor: Bool)] { lock.withLock { log } }

    func record(_ step: String) {
        let onMainActor = MainQueue.isCurrent
        lock.withLock { log.append((step, onMainActor)) }
    }
}

/// Answers with the next response and records where it was asked.
final class ProbeTransport: HTTPTransport, @unchecked Sendable {
    private let log: StepLog
    private let lock = NSLock()
    private var responses: [TransportResponse]

    init(log: StepLog, responses: [TransportResponse]) {
        self.log = log
        self.responses = responses
    }

    func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse {
        log.record("send")
        return lock.withLock { responses.count > 1 ? responses.removeFirst() : responses[0] }
    }
}

/// A clock whose sleeps return at once and record where they were asked.
final class ProbeClock: Clock, @unchecked Sendable {
    private let log: StepLog
    private let clock = ContinuousClock()

    init(log: StepLog) {
        self.log = log
    }

    var now: ContinuousClock.Instant { clock.now }
    var minimumResolution: Duration { clock.minimumResolution }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        log.record("sleep")
    }
}

/// A `JSONDecoder` that records where each body is decoded. `nonisolated`: in this
/// main-actor target a subclass would otherwise be main-actor isolated, and its override with it.
nonisolated final class ProbeDecoder: JSONDecoder, @unchecked Sendable {
    private let log: StepLog

    init(log: StepLog) {
        self.log = log
        super.init()
    }

    override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        log.record("decode")
        return try super.decode(type, from: data)
    }
}
