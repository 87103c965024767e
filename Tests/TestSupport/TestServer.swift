import FlyingFox
import FlyingSocks
import Foundation

/// What the test server received: one request, as it arrived.
public struct ReceivedRequest: Sendable {
    public var method: String
    public var path: String
    public var query: [String: String]
    public var headers: [String: String]
    public var body: Data

    /// The body parsed as a JSON object.
    public var jsonBody: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    /// A header's value, matched without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

/// A real HTTP server on 127.0.0.1, or another loopback address (FlyingFox, ephemeral port), that records every
/// request it receives and answers through the test's handler.
///
/// The handler gets the request and its number (1 for the first the server received).
public final class TestServer: Sendable {
    public typealias Handler = @Sendable (HTTPRequest, Int) async throws -> HTTPResponse

    public let baseURL: URL
    private let server: HTTPServer
    private let runTask: Task<Void, any Error>
    private let received: Locked<[ReceivedRequest]>
    private let stopped = Locked(false)

    private init(
        server: HTTPServer, runTask: Task<Void, any Error>, host: String, port: UInt16,
        received: Locked<[ReceivedRequest]>
    ) {
        self.server = server
        self.runTask = runTask
        self.received = received
        self.baseURL = URL(string: "http://\(host):\(port)/api")!
    }

    /// - Parameters:
    ///   - host: the loopback address to listen on: another one (`127.0.0.2`) plays another host.
    ///   - handler: answers each request.
    public static func start(host: String = "127.0.0.1", _ handler: @escaping Handler) async throws -> TestServer {
        await ServerPermits.shared.take()
        let received = Locked<[ReceivedRequest]>([])
        // FlyingFox answers 500 for a handler that runs past `timeout` (15 s by default), which
        // reading a large body takes on a busy machine; a test that stalls sleeps in its handler.
        let server = HTTPServer(
            address: try .inet(ip4: host, port: 0),
            timeout: 600,
            logger: .disabled,
            handler: ClosureHTTPHandler { request in
                let record = ReceivedRequest(
                    method: request.method.rawValue,
                    path: request.path,
                    query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }),
                    headers: Dictionary(
                        request.headers.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { a, _ in a }),
                    body: try await request.bodyData
                )
                let number = received.withLock { list in
                    list.append(record)
                    return list.count
                }
                return try await handler(request, number)
            }
        )
        let runTask = Task { try await server.run() }
        // Generous: with every suite running at once on two cores (type-checks, the
        // mutation test), a server may take seconds to be scheduled; this bounds a wait,
        // it asserts nothing about speed.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw TestServerError.notListening
        }
        return TestServer(server: server, runTask: runTask, host: host, port: port, received: received)
    }

    /// Every request received so far, in order.
    public var requests: [ReceivedRequest] { received.withLock { $0 } }
    /// The requests to one path below `/api`, in order.
    public func requests(to path: String) -> [ReceivedRequest] {
        requests.filter { $0.path == "/api" + path }
    }

    /// How many requests the server has received.
    public var requestCount: Int { received.withLock { $0.count } }

    /// Waits (polling) until the server has received `count` requests.
    public func waitForRequests(_ count: Int) async throws {
        while requestCount < count {
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    public func stop() async {
        guard
            stopped.withLock({ stopped in
                defer { stopped = true }; return !stopped
            })
        else { return }
        await server.stop()
        runTask.cancel()
        await ServerPermits.shared.giveBack()
    }
}

public enum TestServerError: Error { case notListening }

extension HTTPResponse {
    /// A JSON response.
    public static func json(_ status: HTTPStatusCode, _ text: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers
        headers[.contentType] = "application/json"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}
