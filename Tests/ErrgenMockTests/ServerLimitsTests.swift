import ErrgenMock
import Foundation
import Testing

/// The mock's connections on a real socket: what a hostile or careless client costs, and how a
/// connection ends.
@Suite struct ServerLimitsTests {
    static let ping = "GET /__errgen/scenario HTTP/1.1\r\nHost: x\r\n\r\n"

    /// The mock's limits with timeouts no busy test run reaches: a full `swift test` on two cores
    /// has left this process's own tasks unscheduled for over 30 s, and the mock then rightly
    /// closed the idle connection. The tests of the timeouts set theirs.
    static var unhurried: ServerLimits {
        var limits = ServerLimits()
        limits.idleTimeout = 600
        limits.transferTimeout = 600
        return limits
    }

    func server(_ limits: ServerLimits = Self.unhurried, scenarios: String? = nil) async throws -> MockServer {
        var options = MockResponder.Options()
        options.basePath = "/api"
        let responder = MockResponder(
            api: ReferenceSpec.api, scenarios: try scenarios.map { try ReferenceSpec.scenarios($0) } ?? [],
            options: options)
        if scenarios != nil { responder.activeScenario = "faults" }
        return try await MockServer.start(responder: responder, limits: limits)
    }

    @Test func aHeadPastTheLimitIsAnswered431AndTheConnectionCloses() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        // A megabyte in one request line: answered once the limit is passed, not after it all.
        await connection.send("GET /" + String(repeating: "a", count: 1 << 20) + " HTTP/1.1\r\n\r\n")
        let answer = try await connection.response().get()
        #expect(answer.head.hasPrefix("HTTP/1.1 431 "), "\(answer.head)")
        #expect(answer.head.contains("Connection: close"))
    }

    @Test func aSlowClientDoesNotDelayAnother() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        let slow = try RawConnection(port: server.port)
        await slow.send("GET /__errgen/scenario HTTP/1.1\r\nX-Slow: ")
        let other = try RawConnection(port: server.port)
        await other.send(Self.ping)
        let answer = try await other.response().get()
        #expect(answer.head.hasPrefix("HTTP/1.1 200 "))
        // The slow one is still served once its head is whole.
        await slow.send("1\r\n\r\n")
        #expect(try await slow.response().get().head.hasPrefix("HTTP/1.1 200 "))
    }

    @Test func keptAliveAnswersGoOutAtOnce() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        var fastest = Duration.seconds(60)
        for _ in 0..<20 {
            fastest = min(fastest, try await connection.roundTrip(Self.ping).get())
        }
        // Nagle's algorithm against a delayed ACK holds every answer after the first about 40 ms.
        #expect(fastest < .milliseconds(20), "\(fastest)")
    }

    @Test func aBusyGlobalPoolDoesNotDelayTheAnswers() async throws {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) else { return }
        let server = try await server()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        // Accepted and answered once before the pool is taken.
        await connection.send(Self.ping)
        _ = try await connection.response().get()
        // Every thread of Swift's global pool kept busy for 2 s, as a test run's CPU-bound tests keep it.
        let started = DispatchSemaphore(value: 0)
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let hogs = (0..<threads).map { _ in
            Task.detached {
                started.signal()
                let end = ContinuousClock.now + .seconds(2)
                while ContinuousClock.now < end {}
            }
        }
        let trip = await connection.roundTrip(Self.ping) { for _ in 0..<threads { started.wait() } }
        for hog in hogs { await hog.value }
        // On the global pool the answer waited for a thread until the hogs were done.
        #expect(try trip.get() < .seconds(1), "\(trip)")
    }

    @Test func anIdleConnectionIsClosedAfterTheIdleTimeout() async throws {
        var limits = ServerLimits()
        limits.idleTimeout = 0.3
        let server = try await server(limits)
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        await connection.send(Self.ping)
        _ = try await connection.response().get()
        // Closed by the mock, well before the read's own 60 s guard.
        #expect(await connection.end() == .closed)
    }

    @Test func aHeadThatNeverEndsIsClosedAfterTheTransferTimeout() async throws {
        var limits = ServerLimits()
        limits.transferTimeout = 0.3
        let server = try await server(limits)
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        await connection.send("GET / HTTP/1.1\r\nX-Slow: 1")
        #expect(await connection.end() == .closed)
    }

    @Test func theResetFaultSendsAnRST() async throws {
        let server = try await server(
            scenarios: "scenarios:\n  faults: {responses: [{endpoint: Profile.myProfile, steps: [{fault: reset}]}]}")
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        await connection.send("GET /api/me/profile HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(await connection.end() == .reset)
    }

    @Test func aBodyPastTheLimitIsAnswered413Unread() async throws {
        var limits = Self.unhurried
        limits.maxBodyBytes = 10
        let server = try await server(limits)
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        await connection.send("POST /api/auth/login HTTP/1.1\r\nContent-Length: 11\r\n\r\n")
        #expect(try await connection.response().get().head.hasPrefix("HTTP/1.1 413 "))
    }

    @Test func aChunkedBodyIsRead() async throws {
        let server = try await server()
        defer { Task { await server.stop() } }
        let connection = try RawConnection(port: server.port)
        await connection.send(
            "POST /__errgen/scenario HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\n{\"nam\r\n8;ext=1\r\ne\": \"nop\r\n2\r\ne\"\r\n1\r\n}\r\n0\r\nTrailer: x\r\n\r\n")
        let answer = try await connection.response().get()
        #expect(answer.head.hasPrefix("HTTP/1.1 404 "), "the scenario named in the body is looked up")
        #expect(answer.body.contains("nope"), "\(answer.body)")
    }

    @Test func stopEndsBusyConnectionsAtOnce() async throws {
        let server = try await server()
        let connections = try (0..<4).map { _ in try RawConnection(port: server.port) }
        for connection in connections { await connection.send("GET / HTTP/1.1\r\nX-Slow: 1") }
        // Measured on the mock's thread: how long this test then waits to resume is the test run's
        // scheduling, which a busy run (type checks on every core) stretched to 45 s.
        let took = await server.stop()
        #expect(took < .seconds(10), "stop waits at most a second for its connections")
        for connection in connections { #expect(await connection.end() != .timedOut) }
    }
}
