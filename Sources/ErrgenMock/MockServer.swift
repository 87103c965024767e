import FlyingFox
import FlyingSocks
import Foundation

/// The mock on a socket: FlyingSocks accepts and polls connections, `MockConnection` reads
/// each request within `ServerLimits`, and `MockResponder` (or the admin endpoint) decides the answer.
///
/// FlyingFox's `HTTPServer` is not used: its head reader takes time quadratic in a line's
/// length and has no size limit, and its connections cannot set TCP_NODELAY, an RST on close,
/// or an idle timeout (see Benchmarks/README.md, "The mock under abuse").
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
    package static let maxBodyBytes = ServerLimits().maxBodyBytes

    package let responder: MockResponder
    package let port: UInt16
    package let host: String
    private let listener: Socket
    private let tasks: Task<Void, Never>
    private let connections: ConnectionRegistry

    private init(
        responder: MockResponder, listener: Socket, tasks: Task<Void, Never>, connections: ConnectionRegistry,
        host: String, port: UInt16
    ) {
        self.responder = responder
        self.listener = listener
        self.tasks = tasks
        self.connections = connections
        self.host = host
        self.port = port
    }

    /// `http://host:port`, for a client's base URL (add the spec's base path, `/api`).
    package var url: URL { URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)")! }

    /// Listens on `host:port` (port 0: any free port) and serves until `stop()`.
    package static func start(
        responder: MockResponder, host: String = "127.0.0.1", port: UInt16 = 0, limits: ServerLimits = ServerLimits(),
        shutdown: @escaping @Sendable () -> Void = {}
    ) async throws(StartError) -> MockServer {
        let listener: Socket
        let pool = HTTPServer.defaultPool()
        do {
            let address: any SocketAddress
            do {
                address =
                    host.contains(":")
                    ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
            } catch {
                throw StartError.cannotListen(host: host, port: port, reason: "'\(host)' is not an IP address")
            }
            listener = try Socket(domain: Int32(type(of: address).family))
            try listener.setValue(true, for: .localAddressReuse)
            try listener.bind(to: address)
            try listener.listen()
            try await pool.prepare()
        } catch let error as StartError {
            throw error
        } catch {
            throw .cannotListen(host: host, port: port, reason: String(describing: error))
        }
        var bound = port
        switch try? listener.sockname() {
        case .ip4(_, let listening)?, .ip6(_, let listening)?: bound = listening
        default: break
        }
        let admin = AdminEndpoint(responder: responder, shutdown: shutdown)
        let answer: @Sendable (MockRequest) async -> MockReply = { request in
            if request.path.hasPrefix(AdminEndpoint.prefix) { return admin.handle(request) }
            // `--proxy`: the real server answers, and its answer is checked.
            if let proxy = responder.proxy { return await responder.forward(request, through: proxy) }
            return responder.respond(request)
        }
        let connections = ConnectionRegistry()
        let tasks = serverTask {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { try? await pool.run() }
                group.addTask {
                    guard let accepting = try? AsyncSocket(socket: listener, pool: pool) else { return }
                    while !Task.isCancelled {
                        do {
                            let client = try await accepting.accept()
                            let connection = MockConnection(socket: client, limits: limits, answer: answer)
                            connections.start { await connection.run() }
                        } catch {
                            // Out of file descriptors, a connection reset before it was taken: wait, go on.
                            try? await Task.sleep(for: .milliseconds(10))
                        }
                    }
                }
                await group.next()
                group.cancelAll()
            }
        }
        return MockServer(
            responder: responder, listener: listener, tasks: tasks, connections: connections, host: host, port: bound)
    }

    /// Stops listening and ends every connection, waiting at most a second for them; returns
    /// how long that took. It runs on the mock's own thread, as its connections do, so a busy
    /// global pool (other tests, the app) does not stretch the wait.
    @discardableResult
    package func stop() async -> Duration {
        let (listener, tasks, connections) = (self.listener, self.tasks, self.connections)
        return await serverTask {
            let started = ContinuousClock.now
            try? listener.close()
            tasks.cancel()
            await connections.stopAll(waiting: 1)
            await tasks.value
            return ContinuousClock.now - started
        }.value
    }
}
