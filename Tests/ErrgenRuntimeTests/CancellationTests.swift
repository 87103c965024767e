import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue point 4: cancelling the calling task while it waits to retry ends the call
/// at once, as a cancellation, and nothing more reaches the server.
@Suite struct CancellationTests {
    @Test func cancellingWhileWaitingToRetryEndsTheCallAtOnce() async throws {
        let server = try await TestServer.start { _, _ in
            .json(
                .serviceUnavailable, #"{"error":{"code":"SERVICE_UNAVAILABLE"}}"#,
                headers: [HTTPHeader("Retry-After"): "30"])
        }
        defer { Task { await server.stop() } }
        let (sleepStarted, continuation) = AsyncStream.makeStream(of: Duration.self)
        // The real clock: the call would really wait 30 s.
        let client = makeClient(server: server, clock: SignallingClock(sleepStarted: continuation))

        // The call notes when it ended itself, so the bound measures the runtime,
        // not how soon this test task is scheduled again.
        let call = Task {
            let error = await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: standardPolicy)) }
            return (error, ContinuousClock.now)
        }
        var sleeps = sleepStarted.makeAsyncIterator()
        let requestedWait = await sleeps.next()
        let cancelledAt = ContinuousClock.now
        call.cancel()
        let (thrown, endedAt) = await call.value
        let error = try #require(thrown)
        let elapsed = endedAt - cancelledAt

        #expect(requestedWait.map { $0 > .seconds(29) } == true, "the call waits the Retry-After of 30 s")
        // A behaviour, not a speed: the call ends long before the 30 s it was waiting,
        // with room for a machine whose cores are busy with other work.
        #expect(elapsed < .seconds(5))
        #expect(error.isCancellation)
        #expect(error.context.underlyingError is CancellationError)
        #expect(server.requestCount == 1, "no attempt after the cancellation")
    }

    @Test func cancellingDuringTheRequestIsACancellationToo() async throws {
        let server = try await TestServer.start { _, _ in
            try await Task.sleep(for: .seconds(10))
            return .json(.ok, "{}")
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let call = Task {
            await failure(from: client) { try await client.send(TestEndpoint(retryPolicy: standardPolicy)) }
        }
        try await server.waitForRequests(1)
        call.cancel()
        let error = try #require(await call.value)

        #expect(error.isCancellation)
        #expect(server.requestCount == 1)
    }
}
