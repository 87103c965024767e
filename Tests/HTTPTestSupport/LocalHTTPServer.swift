import FlyingFox
import Foundation

/// A request as a `LocalHTTPServer` received it.
public struct RecordedRequest: Sendable {
    public var method: String
    public var path: String
    public var query: [String: String]
    public var headers: [String: String]
    public var body: Data

    /// A header's value, matched without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The body parsed as a JSON object.
    public var jsonBody: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}

/// A canned answer: status, JSON body, headers.
public struct StubResponse: Sendable {
    public var status: Int
    public var body: String
    public var headers: [String: String]

    public init(_ status: Int, _ body: String = "", headers: [String: String] = [:]) {
        self.status = status
        self.body = body
        self.headers = headers
    }
}

/// A real HTTP server on 127.0.0.1 (FlyingFox, an ephemeral port) for tests: it
/// records every request and answers through the test's handler, which gets the
/// request and how many requests with the same method and path came before it.
public final class LocalHTTPServer: Sendable {
    public typealias Handler = @Sendable (RecordedRequest, Int) async -> StubResponse

    /// `http://127.0.0.1:<port>/api`
    public let baseURL: URL
    private let server: HTTPServer
    private let runTask: Task<Void, any Error>
    private let recorded: LockedValue<[RecordedRequest]>

    private init(server: HTTPServer, runTask: Task<Void, any Error>, port: UInt16, recorded: LockedValue<[RecordedRequest]>) {
        self.server = server
        self.runTask = runTask
        self.recorded = recorded
        self.baseURL = URL(string: "http://127.0.0.1:\(port)/api")!
    }

    public static func start(_ handler: @escaping Handler) async throws -> LocalHTTPServer {
        let recorded = LockedValue<[RecordedRequest]>([])
        let server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0),
            logger: .disabled,
            handler: ClosureHTTPHandler { request in
                let record = RecordedRequest(
                    method: request.method.rawValue,
                    path: request.path,
                    query: Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
                    headers: Dictionary(request.headers.map { ($0.key.rawValue, $0.value) }, uniquingKeysWith: { first, _ in first }),
                    body: try await request.bodyData)
                let earlier = recorded.withLock { list in
                    defer { list.append(record) }
                    return list.filter { $0.method == record.method && $0.path == record.path }.count
                }
                let stub = await handler(record, earlier)
                var headers: HTTPHeaders = [.contentType: "application/json"]
                for (name, value) in stub.headers { headers[HTTPHeader(name)] = value }
                return HTTPResponse(statusCode: HTTPStatusCode(stub.status, phrase: "Status"), headers: headers, body: Data(stub.body.utf8))
            })
        let runTask = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else { throw LocalHTTPServerError.notListening }
        return LocalHTTPServer(server: server, runTask: runTask, port: port, recorded: recorded)
    }

    /// Every request received so far, in order.
    public var requests: [RecordedRequest] { recorded.withLock { $0 } }

    /// The requests to one path (below `/api`), in order.
    public func requests(to path: String) -> [RecordedRequest] {
        requests.filter { $0.path == "/api" + path }
    }

    public func stop() async {
        await server.stop()
        runTask.cancel()
    }
}

public enum LocalHTTPServerError: Error {
    case notListening
}

/// A value behind a lock, for state shared with the server's handler.
public final class LockedValue<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
