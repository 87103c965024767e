import FlyingSocks
import Foundation

/// A connection's bytes, read in blocks into one buffer that a request's head, its body and the
/// next request share; every read is bounded by the limit its caller gives.
struct ConnectionReader {
    enum Failure: Error {
        /// The client sent more than its limit allows.
        case tooLarge
        /// The bytes are not HTTP/1 framing.
        case malformed(String)
    }

    let socket: AsyncSocket
    /// Bytes read from the socket that no request has used yet.
    private var buffered: [UInt8] = []

    init(socket: AsyncSocket) {
        self.socket = socket
    }

    /// Whether bytes of a next request arrived with the last one.
    var hasBufferedBytes: Bool { !buffered.isEmpty }

    /// Blocks from the socket; `SocketError.disconnected` at its end.
    private mutating func fill() async throws {
        buffered.append(contentsOf: try await socket.read(atMost: 16 << 10))
    }

    /// The next request's head. `started` is called once its first byte arrives.
    mutating func head(maxBytes: Int, started: () -> Void) async throws -> RequestHead {
        var parser = RequestHeadParser(maxBytes: maxBytes)
        var announced = false
        while true {
            if buffered.isEmpty { try await fill() }
            if !announced {
                announced = true
                started()
            }
            let outcome = parser.feed(buffered)
            switch outcome {
            case .needMore:
                buffered.removeAll(keepingCapacity: true)
            case .head(let head, let leftover):
                buffered.removeFirst(buffered.count - leftover)
                return head
            case .tooLarge:
                throw Failure.tooLarge
            case .malformed(let reason):
                throw Failure.malformed(reason)
            }
        }
    }

    /// Exactly `count` bytes.
    mutating func bytes(_ count: Int) async throws -> [UInt8] {
        while buffered.count < count { try await fill() }
        let taken = Array(buffered[..<count])
        buffered.removeFirst(count)
        return taken
    }

    /// A chunked body (RFC 9112 §7.1), decoded, refused once it passes `maxBytes`.
    mutating func chunkedBody(maxBytes: Int) async throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = try await line(maxBytes: 1024)
            let digits = sizeLine.prefix { $0 != UInt8(ascii: ";") }.filter { $0 != 0x20 && $0 != 0x09 }
            guard !digits.isEmpty, digits.count <= 16,
                let size = Int(String(decoding: digits, as: UTF8.self), radix: 16)
            else { throw Failure.malformed("a chunk size is not hexadecimal") }
            if size == 0 { break }
            guard body.count + size <= maxBytes else { throw Failure.tooLarge }
            body += try await bytes(size)
            guard try await line(maxBytes: 2).isEmpty else {
                throw Failure.malformed("a chunk is longer than its size")
            }
        }
        // Trailer fields, which the mock ignores, end with an empty line.
        var trailers = 0
        while !(try await line(maxBytes: 8 << 10)).isEmpty {
            trailers += 1
            guard trailers <= 64 else { throw Failure.tooLarge }
        }
        return body
    }

    /// A line without its CRLF (or LF).
    private mutating func line(maxBytes: Int) async throws -> [UInt8] {
        var searched = 0
        while true {
            if let newline = buffered[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffered[..<newline])
                buffered.removeFirst(newline + 1)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return line
            }
            searched = buffered.count
            guard buffered.count <= maxBytes + 1 else { throw Failure.tooLarge }
            try await fill()
        }
    }
}
