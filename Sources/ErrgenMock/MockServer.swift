import FlyingFox
import FlyingSocks
import Foundation

/// The mock on a socket: FlyingFox reads each request, `MockResponder` (or the admin
/// endpoint) decides the answer, and this type only turns it into bytes or a fault.
package final class MockServer: Sendable {
    package enum StartError: Error, CustomStringConvertible {
        /// The address could not be bound (a port in use, a host that is not this machine's).
        case cannotListen(host: String, port: UInt16, reason: String)

        package var description: String {
            switch self {
            case .cannotListen(let host, let port, let reason): "cannot listen on \(host):\(port): \(reason)"
            }
        }
    }

    /// Bodies larger than this are answered 413 without being read further.
    package static let maxBodyBytes = 4 << 20

    package let responder: MockResponder
    package let port: UInt16
    package let host: String
    private let server: HTTPServer
    private let runTask: Task<Void, Never>

    private init(responder: MockResponder, server: HTTPServer, runTask: Task<Void, Never>, host: String, port: UInt16) {
        self.responder = responder
        self.server = server
        self.runTask = runTask
        self.host = host
        self.port = port
    }

    /// `http://host:port`, for a client's base URL (add the spec's base path, `/api`).
    package var url: URL { URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)")! }

    /// Listens on `host:port` (port 0: any free port) and serves until `stop()`.
    package static func start(
        responder: MockResponder, host: String = "127.0.0.1", port: UInt16 = 0,
        shutdown: @escaping @Sendable () -> Void = {}
    ) async throws(StartError) -> MockServer {
        let address: any SocketAddress
        do {
            address =
                host.contains(":")
                ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw .cannotListen(host: host, port: port, reason: "'\(host)' is not an IP address")
        }
        let admin = AdminEndpoint(responder: responder, shutdown: shutdown)
        let server = HTTPServer(
            address: address, timeout: 3600, logger: .disabled,
            handler: ClosureHTTPHandler { request in await Self.handle(request, responder: responder, admin: admin) })
        let failure = LockedValue<String?>(nil)
        let runTask = Task {
            do { try await server.run() } catch { failure.withLock { $0 = String(describing: error) } }
        }
        // Until it listens or `run()` fails (a bind error): no clock, since a machine busy
        // enough to starve the server's task for a while must slow the start, not fail it.
        while await !server.isListening {
            if let reason = failure.withLock({ $0 }) {
                throw .cannotListen(host: host, port: port, reason: reason)
            }
            try? await Task.sleep(for: .milliseconds(5))
        }
        var bound = port
        switch await server.listeningAddress {
        case .ip4(_, let listening)?, .ip6(_, let listening)?: bound = listening
        default: break
        }
        return MockServer(responder: responder, server: server, runTask: runTask, host: host, port: bound)
    }

    package func stop() async {
        await server.stop(timeout: 1)
        runTask.cancel()
    }

    private static func handle(_ request: HTTPRequest, responder: MockResponder, admin: AdminEndpoint) async
        -> HTTPResponse
    {
        var body = Data()
        do {
            for try await chunk in request.bodySequence {
                body.append(chunk)
                if body.count > maxBodyBytes {
                    return HTTPResponse(statusCode: HTTPStatusCode(413, phrase: "Content Too Large"))
                }
            }
        } catch {
            return HTTPResponse(statusCode: .badRequest)
        }
        let mockRequest = MockRequest(
            method: request.method.rawValue, path: request.path,
            query: request.query.map { ($0.name, $0.value) },
            headers: request.headers.map { ($0.key.rawValue, $0.value) }, body: body)
        let reply: MockReply
        if mockRequest.path.hasPrefix(AdminEndpoint.prefix) {
            reply = admin.handle(mockRequest)
        } else if let proxy = responder.proxy {
            reply = await responder.forward(mockRequest, through: proxy)
        } else {
            reply = responder.respond(mockRequest)
        }
        if reply.delay > 0 { try? await Task.sleep(for: .milliseconds(Int64(reply.delay * 1000))) }
        var headers = HTTPHeaders()
        for header in reply.headers { headers.addValue(header.value, for: HTTPHeader(header.name)) }
        let status = HTTPStatusCode(reply.status, phrase: HTTPStatusCode.phrase(reply.status))
        switch reply.fault {
        case nil:
            return HTTPResponse(statusCode: status, headers: headers, body: reply.body)
        case .reset?, .stall?:
            return HTTPResponse(webSocket: Reset())
        case .truncated?:
            // The headers promise twice the body that is sent before the connection closes.
            let sequence = HTTPBodySequence(from: Truncated(bytes: Array(reply.body)), count: reply.body.count * 2)
            return HTTPResponse(statusCode: status, headers: headers, body: sequence)
        }
    }
}

/// Closes the connection before a byte is written: FlyingFox asks a WebSocket handler for
/// its frames before it sends the response head, and a handler that throws ends the connection.
private struct Reset: WSHandler {
    struct Closed: Error {}
    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        throw Closed()
    }
}

/// Yields its bytes, then fails: the connection closes short of its `Content-Length`.
private struct Truncated: AsyncBufferedSequence {
    typealias Element = UInt8
    let bytes: [UInt8]

    struct Closed: Error {}

    struct AsyncIterator: AsyncBufferedIteratorProtocol {
        var bytes: [UInt8]?
        mutating func next() async throws -> UInt8? {
            guard var rest = bytes, !rest.isEmpty else { throw Closed() }
            let first = rest.removeFirst()
            bytes = rest
            return first
        }
        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            guard let rest = bytes, !rest.isEmpty else { throw Closed() }
            bytes = []
            return rest
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(bytes: bytes) }
}

extension HTTPStatusCode {
    /// The reason phrase of a status the mock sends.
    static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 426: "Upgrade Required"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
