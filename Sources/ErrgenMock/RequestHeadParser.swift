/// Reads a request head from bytes as they arrive: each byte is looked at once, so the time is
/// linear in the head's size, and a head past `maxBytes` is refused before it is kept whole.
package struct RequestHeadParser: Sendable {
    package enum Outcome: Equatable, Sendable {
        /// The head is not complete: feed more bytes.
        case needMore
        /// The head, and how many of the bytes fed last belong to what follows it (the body).
        case head(RequestHead, leftover: Int)
        /// The head is longer than `maxBytes`: 431.
        case tooLarge
        /// Not an HTTP/1 request head: 400.
        case malformed(String)
    }

    package let maxBytes: Int
    private var line: [UInt8] = []
    private var consumed = 0
    private var requestLine: (method: String, target: String, version: String)?
    private var headers: [RequestHead.Header] = []

    package init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// Whether any byte of a head arrived (blank lines before a request do not count).
    package var hasStarted: Bool { requestLine != nil || !line.isEmpty }

    /// Takes the next bytes; once it answered anything but `.needMore`, feed it no more.
    package mutating func feed(_ bytes: some Collection<UInt8>) -> Outcome {
        var index = 0
        for byte in bytes {
            index += 1
            consumed += 1
            if consumed > maxBytes { return .tooLarge }
            guard byte == UInt8(ascii: "\n") else {
                line.append(byte)
                continue
            }
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            defer { line.removeAll(keepingCapacity: true) }
            if requestLine == nil {
                // RFC 9112 §2.2: blank lines before the request line are ignored.
                if line.isEmpty { continue }
                guard let parsed = Self.requestLine(line) else { return .malformed("not an HTTP/1 request line") }
                requestLine = parsed
            } else if line.isEmpty {
                let (method, target, version) = requestLine!
                let head = RequestHead(method: method, target: target, version: version, headers: headers)
                return .head(head, leftover: bytes.count - index)
            } else {
                guard let header = Self.header(line) else { return .malformed("a header line is not 'Name: value'") }
                headers.append(header)
            }
        }
        return .needMore
    }

    private static func requestLine(_ line: [UInt8]) -> (String, String, String)? {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte), !parts[1].isEmpty,
            parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F })
        else { return nil }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { return nil }
        return (String(decoding: parts[0], as: UTF8.self), String(decoding: parts[1], as: UTF8.self), version)
    }

    private static func header(_ line: [UInt8]) -> RequestHead.Header? {
        // No whitespace before the colon, no folded continuation lines (RFC 9112 §5.1, §5.2).
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            line[..<colon].allSatisfy(isTokenByte)
        else { return nil }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
        return RequestHead.Header(
            name: String(decoding: line[..<colon], as: UTF8.self), value: String(decoding: value, as: UTF8.self))
    }

    /// RFC 9110 §5.6.2 token characters.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
