import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Issue 40, point 3: bounded memory. A body over its limit fails the call (or, for an
/// error, is withheld) without being read whole, an endless body ends at the limit, a
/// size failure is never retried, and no log string is larger than its cap.
@Suite struct ResponseSizeTests {
    static let mebibyte = 1024 * 1024

    static func server(_ answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) async throws -> TestServer {
        try await TestServer.start { request, _ in answer(request) }
    }

    static func call(_ client: APIClient<TestError>, _ endpoint: TestEndpoint) async -> TestError? {
        await failure(from: client) { try await client.send(endpoint) }
    }

    /// A GET that would be retried three times if its failure were retried: the `other`
    /// entry (NETWORK_ERROR) is retryable.
    static let retried = TestEndpoint(retryPolicy: standardPolicy)

    @Test func aBodyAnnouncedOverTheLimitFailsTheCallUnreadAndIsNotRetried() async throws {
        let produced = Locked(0)
        let server = try await Self.server { _ in
            .repeated(.ok, RepeatedBytes(count: 100 * Self.mebibyte, produced: produced))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(await Self.call(client, Self.retried))

        #expect(error.code == .networkError, "client_errors.other")
        let tooLarge = try #require(error.context.underlyingError as? ResponseTooLarge)
        #expect(tooLarge == ResponseTooLarge(limit: 10 * Self.mebibyte, announcedSize: 100 * Self.mebibyte))
        #expect(server.requestCount == 1, "a size failure is never retried")
        #expect(produced.withLock { $0 } < 50 * Self.mebibyte, "the body was not read")
    }

    /// The endpoint's resource timeout is ten minutes and the test's limit one: the call
    /// ends because the body crossed its limit, not because time ran out.
    @Test(.timeLimit(.minutes(1)))
    func anEndlessBodyEndsAtTheLimit() async throws {
        let produced = Locked(0)
        let server = try await Self.server { _ in .repeated(.ok, RepeatedBytes(count: nil, produced: produced)) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) { $0.responseSizeLimits.maximumResponseSize = Self.mebibyte }
        var endpoint = Self.retried
        endpoint.resourceTimeout = .seconds(600)

        let error = try #require(await Self.call(client, endpoint))

        #expect(error.context.underlyingError as? ResponseTooLarge == ResponseTooLarge(limit: Self.mebibyte))
        #expect(server.requestCount == 1)
        #expect(produced.withLock { $0 } > Self.mebibyte, "the server did send more than the limit")
    }

    @Test func anEndpointsOwnLimitWinsOverTheClients() async throws {
        let server = try await Self.server { _ in .repeated(.ok, RepeatedBytes(count: 2 * Self.mebibyte)) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) {
            $0.responseSizeLimits = ResponseSizeLimits(
                maximumResponseSize: Self.mebibyte, perEndpoint: ["Reports.export": 4 * Self.mebibyte])
        }

        let byName = try await client.perform(TestEndpoint(endpointName: "Reports.export"))
        let byRouter = try await client.perform(TestEndpoint(maximumResponseSize: 4 * Self.mebibyte))
        let nameOverRouter = await Self.call(
            client,
            TestEndpoint(endpointName: "Reports.export", maximumResponseSize: Self.mebibyte / 2))
        let clientDefault = await Self.call(client, TestEndpoint())

        #expect(byName.body.count == 2 * Self.mebibyte)
        #expect(byRouter.body.count == 2 * Self.mebibyte)
        #expect(nameOverRouter == nil, "the app's per-endpoint entry wins over the router's")
        #expect((clientDefault?.context.underlyingError as? ResponseTooLarge)?.limit == Self.mebibyte)
    }

    /// `perform` takes the body undecoded, as a download does: a larger default limit.
    @Test func aDownloadHasALargerDefaultLimit() async throws {
        let server = try await Self.server { _ in .repeated(.ok, RepeatedBytes(count: 2 * Self.mebibyte)) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) {
            $0.responseSizeLimits.maximumResponseSize = Self.mebibyte
            $0.responseSizeLimits.maximumDownloadSize = 4 * Self.mebibyte
        }

        let downloaded = try await client.perform(TestEndpoint())
        let decoded = await failure(from: client) { try await client.send(TestEndpoint(), expecting: [String].self) }
        let noBody = await failure(from: client) { try await client.send(TestEndpoint()) }

        #expect(downloaded.body.count == 2 * Self.mebibyte)
        #expect((decoded?.context.underlyingError as? ResponseTooLarge)?.limit == Self.mebibyte)
        #expect((noBody?.context.underlyingError as? ResponseTooLarge)?.limit == Self.mebibyte)
        #expect(ResponseSizeLimits().maximumDownloadSize == 100 * Self.mebibyte)
    }

    @Test(arguments: [2 * 64 * 1024, nil])
    func anErrorBodyOverItsLimitIsWithheldAndTheStatusStillCounts(size: Int?) async throws {
        let server = try await Self.server { _ in .repeated(.internalServerError, RepeatedBytes(count: size)) }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }
        var endpoint = TestEndpoint(retryPolicy: standardPolicy)
        endpoint.resourceTimeout = .seconds(600)

        let error = try #require(await Self.call(client, endpoint))

        #expect(error.code == .serverError, "classified by its status")
        #expect(error.context.classification == .byStatus(500))
        #expect(server.requestCount == 3, "a 500 is retried as a 500")
        #expect(log.text.contains("<body over the size limit, withheld>"))
        #expect(!log.text.contains("xxxx"))
    }

    @Test func logStringsAreCapped() async throws {
        let body = String(repeating: "x", count: Self.mebibyte / 2)
        let server = try await Self.server { request in
            request.path == "/api/download"
                ? .repeated(.ok, RepeatedBytes(count: 2 * Self.mebibyte)) : .json(.ok, #"{"blob":"\#(body)"}"#)
        }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }

        let response = try await client.perform(TestEndpoint(method: .post, body: ["blob": body]))
        let download = try await client.perform(TestEndpoint(path: "/download"))

        #expect(response.body.count > Self.mebibyte / 2, "the body itself is whole")
        #expect(download.body.count == 2 * Self.mebibyte)
        for entry in log.all {
            #expect(entry.description.utf8.count < 20 * 1024, "cut at 16 KiB")
        }
        #expect(log.text.contains("more bytes not logged"))
        #expect(log.text.contains("<body of 2097152 bytes, not logged>"), "too large to redact")
    }

    /// A transport of the app's own that reads whole bodies: its responses are held to
    /// the same limits once they arrive.
    @Test func aTransportOfYourOwnIsHeldToTheLimitsToo() async throws {
        struct WholeBodies: HTTPTransport {
            func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse {
                let status = request.url?.path == "/api/error" ? 500 : 200
                return TransportResponse(status: status, body: Data(count: 2 * 1024 * 1024))
            }
        }
        var configuration = APIClientConfiguration(transport: WholeBodies(), clock: RecordingClock())
        configuration.responseSizeLimits.maximumResponseSize = Self.mebibyte
        let client = APIClient<TestError>(baseURL: URL(string: "http://127.0.0.1:9/api")!, configuration: configuration)

        let tooLarge = await Self.call(client, TestEndpoint())
        let withheld = await Self.call(client, TestEndpoint(path: "/error"))

        #expect(tooLarge?.context.underlyingError as? ResponseTooLarge == ResponseTooLarge(limit: Self.mebibyte))
        #expect(withheld?.code == .serverError)
        #expect(withheld?.context.classification == .byStatus(500))
    }
}
