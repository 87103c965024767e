import FlyingFox
import FlyingSocks
import Foundation

/// What the test server received: one request, as it arrived.
struct ReceivedRequest: Sendable {
    var method: String
    var path: String
    var query: [String: String]
    var headers: [String: String]
    var body: Data

    /// A header's value, matched without regard to case.
    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }
}

/// A real HTTP server on 127.0.0.1 (FlyingFox, ephemeral port) that records every
/// request it receives and answers through the test's handler.
///
/// The handler gets the request and its number (1 for the first the server received).
final class TestServer: Sendable {
    typealias Handler = @Sendable (HTTPRequest, Int) async throws -> HTTPResponse

    let baseURL: URL
    private let server: HTTPServer
    private let runTask: Task<Void, any Error>
    private let received: Locked<[ReceivedRequest]>

    private init(server: HTTPServer, runTask: Task<Void, any Error>, port: UInt16, received: Locked<[ReceivedRequest]>) {
        self.server = server
        self.runTask = runTask
        self.received = received
        self.baseURL = URL(string: "http://127.0.0.1:\(port)/api")!
    }

    static func start(_ handler: @escaping Handler) async throws -> TestServer {
        let received = Locked<[ReceivedRequest]>([])
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0),
            logger: .disabled,
            handler: ClosureHTTPHandler { request in
                let record = ReceivedRequest(
                    method: request.method.rawValue,
                    path: request.path,
                    query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a }),
                    headers: Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { a, _ in a }),
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
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            throw TestServerError.notListening
        }
        return TestServer(server: server, runTask: runTask, port: port, received: received)
    }

    /// Every request received so far, in order.
    var requests: [ReceivedRequest] { received.withLock { $0 } }
    /// How many requests the server has received.
    var requestCount: Int { received.withLock { $0.count } }

    /// Waits (polling) until the server has received `count` requests.
    func waitForRequests(_ count: Int) async throws {
        while requestCount < count {
            try await Task.sleep(for: .milliseconds(2))
        }
    }

    func stop() async {
        await server.stop()
        runTask.cancel()
    }
}

enum TestServerError: Error { case notListening }

extension HTTPResponse {
    /// A JSON response.
    static func json(_ status: HTTPStatusCode, _ text: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
        var headers = headers
        headers[.contentType] = "application/json"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(text.utf8))
    }
}
