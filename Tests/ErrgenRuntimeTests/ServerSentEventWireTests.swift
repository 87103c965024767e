import ErrgenRuntime
import FlyingFox
import FlyingSocks
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `text/event-stream` calls against a real local server, through ``URLSessionTransport``.
@Suite struct ServerSentEventWireTests {
    struct Delta: Decodable, Sendable, Equatable {
        var content: String
    }

    static func eventStream(_ body: some AsyncBufferedSequence<UInt8>) -> HTTPResponse {
        HTTPResponse(
            statusCode: .ok, headers: [.contentType: "text/event-stream"], body: HTTPBodySequence(from: body))
    }

    @Test(.timeLimit(.minutes(1)))
    func eventsArriveTypedAsTheyAreSentAndEndAtTheTerminator() async throws {
        let gate = StreamGate()
        let server = try await TestServer.start { _, _ in
            Self.eventStream(
                GatedBytes(
                    first: Array("id: 1\nevent: delta\ndata: {\"content\":\"Hel\"}\n\n".utf8),
                    // Sent only once the first event reached the test: the body really streams.
                    rest: Array(": keep-alive\ndata: {\"content\":\"lo\"}\n\ndata: [DONE]\n\n".utf8),
                    gate: gate))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let events = try await client.events(TestEndpoint(), as: Delta.self, terminator: "[DONE]")
        var received: [ServerSentEvent<Delta>] = []
        for try await event in events {
            received.append(event)
            gate.open()
        }

        #expect(server.requests.first?.header("Accept") == "text/event-stream")
        #expect(
            received == [
                ServerSentEvent(value: Delta(content: "Hel"), name: "delta", id: "1"),
                ServerSentEvent(value: Delta(content: "lo"), name: "message", id: "1"),
            ])
    }

    @Test func anOpeningRateLimitedThrowsTheCatalogsCaseWithRetryAfterAndReadsNoEvents() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .tooManyRequests,
                headers: [.contentType: "application/json", HTTPHeader("Retry-After"): "7"],
                body: Data(#"{"error":{"code":"RATE_LIMITED"}}"#.utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) { try await client.events(TestEndpoint(), as: String.self) })

        guard case .rateLimited(let retryAfter, _) = error else {
            Issue.record("expected rateLimited, got \(error)")
            return
        }
        #expect(retryAfter == 7)
        #expect(error.context.retryAfter == .seconds(7))
        #expect(error.context.status == 429)
    }

    @Test func aRejectedTokenOnOpeningIsRefreshedOnceAndTheStreamOpenedAgain() async throws {
        let server = try await TestServer.start { request, _ in
            request.headers[.authorization] == "Bearer new-access"
                ? HTTPResponse(
                    statusCode: .ok, headers: [.contentType: "text/event-stream"], body: Data("data: hi\n\n".utf8))
                : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        let session = TestAuthSession(refreshed: newToken)
        let authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = makeClient(server: server) { $0.authenticator = authenticator }
        var endpoint = TestEndpoint()
        endpoint.auth = .bearer

        let events = try await client.events(endpoint, as: String.self)
        var received: [String] = []
        for try await event in events { received.append(event.value) }

        #expect(received == ["hi"])
        #expect(session.refreshCount == 1)
        #expect(server.requestCount == 2)
    }

    @Test func aStreamCutMidwayThrowsAClientFailureNotAnEnd() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream"],
                body: HTTPBodySequence(
                    from: DroppingBytes(prefix: Array("data: {\"content\":\"a\"}\n\ndata: {\"cont".utf8)),
                    count: 4096))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let events = try await client.events(TestEndpoint(), as: Delta.self)
        var received: [Delta] = []
        let error = await failure(from: client) {
            for try await event in events { received.append(event.value) }
        }

        #expect(received == [Delta(content: "a")])
        #expect([TestErrorCode.noInternet, .networkError].contains(error?.code), "got \(String(describing: error))")
    }

    @Test func aBodyThatEndsInsideAnEventIsACutToo() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream"],
                body: Data("data: {\"content\":\"a\"}\n\ndata: {\"content\":\"b\"}\n".utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let events = try await client.events(TestEndpoint(), as: Delta.self)
        var received: [Delta] = []
        let error = await failure(from: client) {
            for try await event in events { received.append(event.value) }
        }

        #expect(received == [Delta(content: "a")], "the cut event is never dispatched")
        #expect(error?.code == .noInternet)
    }

    @Test func anErrorEventThrowsTheCatalogErrorItsDataDecodesTo() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream"],
                body: Data(
                    "data: one\n\nevent: error\ndata: {\"error\":{\"code\":\"SERVICE_UNAVAILABLE\",\"message\":\"busy\"}}\n\ndata: two\n\n"
                        .utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let events = try await client.events(TestEndpoint(), as: String.self)
        var received: [String] = []
        let error = await failure(from: client) {
            for try await event in events { received.append(event.value) }
        }

        #expect(received == ["one"], "nothing is read after the error event")
        #expect(error?.code == .serviceUnavailable)
        #expect(error?.context.serverMessage == "busy")
    }

    @Test func dataThatDoesNotDecodeThrowsDecoding() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream"], body: Data("data: {\"x\":1}\n\n".utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let events = try await client.events(TestEndpoint(), as: Delta.self)
        let error = await failure(from: client) { for try await _ in events {} }

        #expect(error?.code == .decodingError)
    }

    @Test func anEventOverTheLimitEndsTheStreamWithAClientFailure() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/event-stream"],
                body: Data(("data: short\n\ndata: " + String(repeating: "x", count: 4096) + "\n\n").utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) { $0.responseSizeLimits.maximumEventSize = 1024 }

        let events = try await client.events(TestEndpoint(), as: String.self)
        var received: [String] = []
        let error = await failure(from: client) {
            for try await event in events { received.append(event.value) }
        }

        #expect(received == ["short"])
        #expect(error?.code == .networkError)
        #expect((error?.context.underlyingError as? ServerSentEventTooLarge)?.limit == 1024)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellingTheReadingTaskThrowsACancellationAndStopsTheTransfer() async throws {
        let stopped = StreamGate()
        let server = try await TestServer.start { _, _ in Self.eventStream(EndlessEvents(stopped: stopped)) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let events = try await client.events(TestEndpoint(), as: String.self)
        let first = StreamGate()

        let reader = Task {
            do {
                for try await _ in events { first.open() }
                return "ended"
            } catch let error as TestError {
                return error.isCancellation ? "cancelled" : "\(error)"
            }
        }
        while !first.isOpen { try await Task.sleep(for: .milliseconds(10)) }
        reader.cancel()

        let outcome = try await reader.value
        #expect(outcome == "cancelled", "the loop throws the catalog's cancellation, not a silent end")
        while !stopped.isOpen { try await Task.sleep(for: .milliseconds(20)) }
    }

    @Test(.timeLimit(.minutes(1)))
    func stoppingTheLoopCancelsTheTransfer() async throws {
        let stopped = StreamGate()
        let server = try await TestServer.start { _, _ in
            Self.eventStream(EndlessEvents(stopped: stopped))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let events = try await client.events(TestEndpoint(), as: String.self)
        var count = 0
        for try await _ in events {
            count += 1
            if count == 3 { break }
        }

        // The server notices when its writes fail: the client closed the connection.
        while !stopped.isOpen { try await Task.sleep(for: .milliseconds(20)) }
        #expect(count == 3)
        _ = events  // still held: the loop's end alone stopped the transfer
    }
}

/// A flag a test opens once, that a server's body waits on.
final class StreamGate: Sendable {
    private let state = TestSupport.Locked(false)
    var isOpen: Bool { state.withLock { $0 } }
    func open() { state.withLock { $0 = true } }
}

/// The first bytes at once; the rest only once the gate opens.
struct GatedBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let first: [UInt8]
    let rest: [UInt8]
    let gate: StreamGate

    func makeAsyncIterator() -> Iterator { Iterator(parts: [first, rest], gate: gate) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var parts: [[UInt8]]
        let gate: StreamGate

        mutating func next() async throws -> UInt8? { try await nextBuffer(suggested: 1)?.first }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard !parts.isEmpty else { return nil }
            if parts.count == 1 {
                while !gate.isOpen { try await Task.sleep(for: .milliseconds(10)) }
            }
            return parts.removeFirst()
        }
    }
}

/// An event every 20 ms, forever; opens `stopped` when the server stops reading it.
struct EndlessEvents: AsyncBufferedSequence {
    typealias Element = UInt8
    let stopped: StreamGate

    func makeAsyncIterator() -> Iterator { Iterator(watcher: Watcher(stopped: stopped)) }

    final class Watcher: Sendable {
        let stopped: StreamGate
        init(stopped: StreamGate) { self.stopped = stopped }
        deinit { stopped.open() }
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let watcher: Watcher

        mutating func next() async throws -> UInt8? { try await nextBuffer(suggested: 1)?.first }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            try await Task.sleep(for: .milliseconds(20))
            return Array("data: tick\n\n".utf8)
        }
    }
}
