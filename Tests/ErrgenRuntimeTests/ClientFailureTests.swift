#if canImport(FoundationNetworking)
    import ErrgenRuntime
    import FlyingFox
    import FlyingSocks
    import Foundation
    import FoundationNetworking
    import TestSupport
    import Testing
#endif

/// Issue point 2: when no usable response arrives, the error is the `client_errors` entry.
@Suite struct ClientFailureTests {
    @Test func serverNotListeningIsOffline() async throws {
        // Take an ephemeral port, then close it: nothing listens there any more.
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        await server.stop()
        let client = makeClient(server: server)

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(method: .post)) })

        #expect(error.code == .noInternet)
        #expect((error.context.underlyingError as? URLError)?.code == .cannotConnectToHost)
    }

    @Test func serverStallingPastTheTimeoutIsTimeout() async throws {
        let server = try await TestServer.start { _, _ in
            try await Task.sleep(for: .seconds(30))
            return .json(.ok, "{}")
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(method: .post, timeout: .seconds(8))) })

        #expect(error.code == .timeout)
        // At most once: a POST that timed out is never sent again. (On a machine too busy for the
        // server to read the request within the timeout it arrives never, and that is a timeout too.)
        #expect(server.requestCount <= 1)
    }

    @Test func successBodyThatDoesNotDecodeIsDecoding() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"page":"one"}"#) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(MovieRouter.popularMovies(page: 1), expecting: MovieListResponse.self)
            })

        #expect(error.code == .decodingError)
        #expect(error.context.underlyingError is DecodingError)
        #expect(error.context.status == 200)
        #expect(server.requestCount == 1, "a decoding failure is not retried")
    }

    @Test func connectionDroppedMidBodyIsOfflineOrOther() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "application/json"],
                body: HTTPBodySequence(from: DroppingBytes(prefix: Array(#"{"page":1,"resu"#.utf8)), count: 4096))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(TestEndpoint(method: .post), expecting: MovieListResponse.self)
            })

        #expect([TestErrorCode.noInternet, .networkError].contains(error.code), "got \(error)")
        #expect(error.context.underlyingError is URLError)
    }
}

/// Bytes that end in an error part-way: the server writes the prefix, then closes
/// the connection, far short of the Content-Length it announced.
struct DroppingBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let prefix: [UInt8]

    func makeAsyncIterator() -> Iterator { Iterator(remaining: prefix) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: [UInt8]

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard !remaining.isEmpty else { throw URLError(.networkConnectionLost) }
            let chunk = Array(remaining.prefix(count))
            remaining.removeFirst(chunk.count)
            return chunk
        }
    }
}

/// A header value with a line break would end the header and start another; the call
/// fails before anything is sent.
@Suite struct HeaderInjectionTests {
    @Test func headerValueWithALineBreakIsNeverSent() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, "{}") }
        defer { Task { await server.stop() } }
        let clock = RecordingClock()
        let client = makeClient(server: server, clock: clock)
        var endpoint = TestEndpoint(method: .get)
        endpoint.headers = [(name: "X-Request-Id", value: "abc\r\nX-Admin: true")]

        let error = try #require(await failure(from: client) { try await client.send(endpoint) })

        #expect(error.code == .networkError)
        #expect(error.context.underlyingError as? InvalidHeaderValue == InvalidHeaderValue(name: "X-Request-Id"))
        #expect(server.requestCount == 0)
        #expect(clock.sleeps.isEmpty, "a request that cannot be built is not retried")
    }
}
