/// The bytes a renderer writes, kept in parts: a part is finished, not grown, once it is
/// full and at least `smallestPart` long.
///
/// Why: one array grows by copying itself into one twice as large, so a large file would be
/// held twice at the peak of the run. A small file stays one part. How the text is cut says nothing; `GeneratedFile` keeps
/// the parts and the writer writes them one after the other.
struct OutputBuffer {
    static let smallestPart = 256 * 1024

    private var finished: [[UInt8]] = []
    private var current: [UInt8] = []

    /// The text written so far.
    var parts: [[UInt8]] { finished + [current] }

    /// The whole text in one array, for small outputs and tests.
    var joined: [UInt8] { finished.isEmpty ? current : Array(finished.joined()) + current }

    mutating func append(_ byte: UInt8) {
        makeRoom(for: 1)
        current.append(byte)
    }

    static func += <Bytes: Collection<UInt8>>(buffer: inout OutputBuffer, bytes: Bytes) {
        buffer.makeRoom(for: bytes.count)
        buffer.current += bytes
    }

    /// A string's bytes, copied at once where the string holds them contiguously (any
    /// native string but a small one), rather than a byte at a time.
    static func += (buffer: inout OutputBuffer, text: String.UTF8View) {
        buffer.makeRoom(for: text.count)
        let copied: Void? = text.withContiguousStorageIfAvailable { buffer.current.append(contentsOf: $0) }
        if copied == nil { buffer.current += text }
    }

    /// The `n`th byte from the end of the text, `nil` before its start.
    func lastByte(_ n: Int) -> UInt8? {
        if current.count >= n { return current[current.count - n] }
        let previous = finished.last ?? []
        let index = previous.count - (n - current.count)
        return index >= 0 ? previous[index] : nil
    }

    /// Finishes the current part rather than let `count` more bytes grow it.
    private mutating func makeRoom(for count: Int) {
        guard current.count + count > current.capacity, current.count >= Self.smallestPart else { return }
        let capacity = current.capacity
        finished.append(current)
        current = []
        current.reserveCapacity(max(capacity, count))
    }
}
