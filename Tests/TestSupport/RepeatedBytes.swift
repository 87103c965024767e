import FlyingFox
import FlyingSocks
import Foundation

/// A response body made as the server sends it, never held whole: `count` bytes of `x`,
/// or `x` without end. It counts what it has handed to the server, so a test can tell
/// that the client stopped reading.
public struct RepeatedBytes: AsyncBufferedSequence, Sendable {
    public typealias Element = UInt8

    /// `nil`: the body never ends.
    let count: Int?
    let produced: Locked<Int>

    /// - Parameters:
    ///   - count: the body's length; `nil` for a body without end.
    ///   - produced: incremented by every byte handed to the server.
    public init(count: Int?, produced: Locked<Int> = Locked(0)) {
        self.count = count
        self.produced = produced
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(remaining: count, produced: produced)
    }

    public struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: Int?
        let produced: Locked<Int>

        public mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        public mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            let size = Swift.min(count, remaining ?? count)
            guard size > 0 else { return nil }
            try Task.checkCancellation()
            remaining = remaining.map { $0 - size }
            produced.withLock { $0 += size }
            return [UInt8](repeating: UInt8(ascii: "x"), count: size)
        }
    }
}

extension HTTPResponse {
    /// A response whose body is `bytes`: with a `Content-Length` when it has a length,
    /// chunked when it has none.
    public static func repeated(_ status: HTTPStatusCode, _ bytes: RepeatedBytes, headers: HTTPHeaders = [:])
        -> HTTPResponse
    {
        let body =
            bytes.count.map { HTTPBodySequence(from: bytes, count: $0, suggestedBufferSize: 64 * 1024) }
            ?? HTTPBodySequence(from: bytes, suggestedBufferSize: 64 * 1024)
        return HTTPResponse(statusCode: status, headers: headers, body: body)
    }
}
