import ErrgenMock
import Testing

/// The mock's request head reader without a socket: bytes in any split, a bounded size, and
/// what it refuses.
@Suite struct RequestHeadParserTests {
    static let head = "GET /api/me?x=1 HTTP/1.1\r\nHost: localhost\r\nX-Trace:  a b \r\n\r\nBODY"

    @Test func readsAHeadAndLeavesTheBodyInWhicheverPiecesItArrives() {
        for size in [1, 3, 7, 1000] {
            var parser = RequestHeadParser(maxBytes: 1024)
            let bytes = Array(Self.head.utf8)
            var outcome = RequestHeadParser.Outcome.needMore
            var start = 0
            while outcome == .needMore, start < bytes.count {
                outcome = parser.feed(bytes[start..<min(start + size, bytes.count)])
                start += size
            }
            guard case .head(let head, let leftover) = outcome else {
                Issue.record("pieces of \(size): \(outcome)")
                continue
            }
            #expect(head.method == "GET" && head.target == "/api/me?x=1" && head.version == "HTTP/1.1")
            #expect(head.headers == [.init(name: "Host", value: "localhost"), .init(name: "X-Trace", value: "a b")])
            let rest = min(start, bytes.count) - (bytes.count - 4)
            #expect(leftover == rest, "pieces of \(size)")
        }
    }

    @Test func aHeadPastTheLimitIsRefusedOnceTheLimitIsPassed() {
        var parser = RequestHeadParser(maxBytes: 100)
        #expect(parser.feed(Array("GET /".utf8) + Array(repeating: UInt8(ascii: "a"), count: 90)) == .needMore)
        #expect(parser.feed(Array(repeating: UInt8(ascii: "a"), count: 1 << 20)) == .tooLarge)
        // A head of exactly the limit is read.
        let exact = "GET / HTTP/1.1\r\nA: " + String(repeating: "b", count: 100 - 23) + "\r\n\r\n"
        #expect(exact.utf8.count == 100)
        var fits = RequestHeadParser(maxBytes: 100)
        guard case .head = fits.feed(Array(exact.utf8)) else {
            Issue.record("a head of exactly the limit is refused")
            return
        }
    }

    @Test(arguments: [
        "GET /\r\n\r\n", "GET / HTTP/2.0\r\n\r\n", "G(T / HTTP/1.1\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1\r\nNo colon\r\n\r\n", "GET / HTTP/1.1\r\nA : b\r\n\r\n", "GET / HTTP/1.1\r\n folded\r\n\r\n",
    ])
    func anythingButAnHTTP1HeadIsMalformed(_ text: String) {
        var parser = RequestHeadParser(maxBytes: 1024)
        guard case .malformed = parser.feed(Array(text.utf8)) else {
            Issue.record("accepted: \(text.debugDescription)")
            return
        }
    }

    @Test func blankLinesBeforeARequestAndBareLineFeedsAreRead() {
        var parser = RequestHeadParser(maxBytes: 1024)
        guard case .head(let head, 0) = parser.feed(Array("\r\n\nPOST /a HTTP/1.0\nA:b\n\n".utf8)) else {
            Issue.record("not read")
            return
        }
        #expect(head.method == "POST" && head.headers == [.init(name: "A", value: "b")])
        #expect(!head.keepsAlive, "HTTP/1.0 closes unless it asks for keep-alive")
    }
}
