import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain TCP connection to 127.0.0.1 for the tests that need bytes no HTTP client sends (a
/// huge head, half a request) or that must see how a connection ends (a FIN or an RST).
/// Each call blocks a thread of its own, never the server's.
final class RawConnection: @unchecked Sendable {
    /// How a read ended.
    enum End: Error, Equatable {
        /// The server closed normally (FIN).
        case closed
        /// The server reset the connection (RST).
        case reset
        /// Nothing came within the read timeout.
        case timedOut
    }

    private let file: Int32

    /// Connects, with `timeout` seconds for each read: a hang guard, as generous as a busy test run needs.
    init(port: UInt16, timeout: Double = 60) throws {
        file = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var wait = timeval()
        wait.tv_sec = .init(timeout)
        wait.tv_usec = .init((timeout - timeout.rounded(.down)) * 1_000_000)
        setsockopt(file, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var on: Int32 = 1
        setsockopt(file, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(file, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(file)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(file) }

    /// Sends every byte; `false` when the server no longer takes them.
    @discardableResult
    func send(_ text: String) async -> Bool { await send(Array(text.utf8)) }

    @discardableResult
    func send(_ bytes: [UInt8]) async -> Bool {
        await offThread {
            var sent = 0
            while sent < bytes.count {
                let count = bytes[sent...].withUnsafeBytes {
                    systemSend(self.file, $0.baseAddress, $0.count)
                }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// Sends a request and reads its answer on one thread: how long the round trip took on the socket.
    /// `ready` runs first, on the same thread: what must have happened before the request goes out.
    func roundTrip(_ request: String, once ready: @escaping @Sendable () -> Void = {}) async -> Result<Duration, End> {
        await offThread {
            ready()
            let started = ContinuousClock.now
            let bytes = Array(request.utf8)
            let sent = bytes.withUnsafeBytes { systemSend(self.file, $0.baseAddress, $0.count) }
            guard sent == bytes.count else { return .failure(.closed) }
            return self.readResponse().map { _ in ContinuousClock.now - started }
        }
    }

    /// One answer's head and `Content-Length` body, or how the connection ended first.
    func response() async -> Result<(head: String, body: String), End> {
        await offThread { self.readResponse() }
    }

    private func readResponse() -> Result<(head: String, body: String), End> {
        var bytes: [UInt8] = []
        while true {
            if let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) {
                let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
                let length =
                    head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                if bytes.count - end.upperBound >= length {
                    let body = bytes[end.upperBound..<(end.upperBound + length)]
                    return .success((head, String(decoding: body, as: UTF8.self)))
                }
            }
            switch readSome() {
            case .success(let more): bytes += more
            case .failure(let end): return .failure(end)
            }
        }
    }

    /// Reads until the server ends the connection: how it ended.
    func end() async -> End {
        await offThread {
            while true {
                if case .failure(let end) = self.readSome() { return end }
            }
        }
    }

    private func readSome() -> Result<[UInt8], End> {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        let count = buffer.withUnsafeMutableBytes { recv(file, $0.baseAddress, $0.count, 0) }
        if count > 0 { return .success(Array(buffer[..<count])) }
        if count == 0 { return .failure(.closed) }
        return .failure(errno == ECONNRESET ? .reset : .timedOut)
    }

    private func offThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        // A thread of its own: Dispatch's few threads on Linux also run the servers' socket pools.
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}

/// `send(2)`, without SIGPIPE where Linux asks for a flag.
private func systemSend(_ file: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(file, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        send(file, bytes, count, 0)
    #endif
}
