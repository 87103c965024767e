/// Reads `text/event-stream` bytes into events, as the WHATWG HTML standard's
/// "Parsing an event stream" says, chunk by chunk as they arrive.
///
/// - Lines end with CRLF, LF or CR, also when a chunk ends between the CR and the LF.
/// - One leading byte order mark is dropped, also when it is split across chunks.
/// - `data` lines are joined with `\n`; `event` names the event (`message` when absent);
///   `id` sets the last event ID, which later events keep until another `id` (one with a
///   NUL is ignored); `retry` with digits only sets the reconnection time; a line that
///   starts with `:` is a comment; a line without a colon is a field with an empty value.
/// - A blank line dispatches the event; an event without `data` is not dispatched, and
///   an event the stream ends before its blank line is never dispatched.
///
/// Memory is bounded: the line being read and the event's data together may hold at most
/// `maximumEventSize` bytes, beyond which the parser stops: ``overflow`` says so, and the
/// events completed before it are still returned.
struct ServerSentEventParser: Sendable {
    /// One dispatched event, its data undecoded.
    struct Event: Sendable, Hashable {
        /// The `event` field, `message` when the event had none.
        var name: String
        /// The `data` lines joined with `\n`.
        var data: String
        /// The last event ID when the event was dispatched; empty when none was set.
        var id: String
        /// The reconnection time in milliseconds that the last valid `retry` field set.
        var retry: Int?
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    let maximumEventSize: Int
    /// The first bytes, held until it is known whether they are a byte order mark.
    private var leadingBytes: [UInt8]? = []
    private var line: [UInt8] = []
    /// Whether the last byte read was a CR, so that an LF right after it ends nothing.
    private var afterCarriageReturn = false
    private var data: [UInt8] = []
    private var hasData = false
    private var eventName = ""
    private var lastEventID = ""
    private var retry: Int?
    /// Set when an event passed `maximumEventSize`; from then on nothing more is read.
    private(set) var overflow: ServerSentEventTooLarge?

    init(maximumEventSize: Int) {
        self.maximumEventSize = maximumEventSize
    }

    /// Whether bytes were read that no dispatched event accounts for: the stream ended in
    /// the middle of an event (or of a line), which the caller reads as a cut.
    var hasIncompleteEvent: Bool {
        !line.isEmpty || hasData || !eventName.isEmpty || !(leadingBytes?.isEmpty ?? true)
    }

    /// Reads `chunk` and returns the events it completed, in order, up to an ``overflow``.
    mutating func parse(_ chunk: some Sequence<UInt8>) -> [Event] {
        var events: [Event] = []
        do {
            try read(chunk, into: &events)
        } catch {
            overflow = error
            line = []
            data = []
        }
        return events
    }

    private mutating func read(_ chunk: some Sequence<UInt8>, into events: inout [Event])
        throws(ServerSentEventTooLarge)
    {
        guard overflow == nil else { return }
        for byte in chunk {
            if var leading = leadingBytes {
                leading.append(byte)
                if leading.count < 3, Self.byteOrderMark.starts(with: leading) {
                    leadingBytes = leading
                    continue
                }
                leadingBytes = nil
                let rest = leading == Self.byteOrderMark ? [] : leading
                for held in rest { try read(held, into: &events) }
                continue
            }
            try read(byte, into: &events)
        }
    }

    private mutating func read(_ byte: UInt8, into events: inout [Event]) throws(ServerSentEventTooLarge) {
        if byte == Self.lineFeed, afterCarriageReturn {
            afterCarriageReturn = false
            return
        }
        afterCarriageReturn = byte == Self.carriageReturn
        if byte == Self.lineFeed || byte == Self.carriageReturn {
            if let event = endLine() { events.append(event) }
            return
        }
        guard line.count + data.count < maximumEventSize else {
            throw ServerSentEventTooLarge(limit: maximumEventSize)
        }
        line.append(byte)
    }

    /// Processes the line read so far; a blank line dispatches the event.
    private mutating func endLine() -> Event? {
        defer { line.removeAll(keepingCapacity: true) }
        if line.isEmpty { return dispatch() }
        if line.first == UInt8(ascii: ":") { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let field = String(decoding: line[..<(colon ?? line.endIndex)], as: UTF8.self)
        var valueStart = colon.map { line.index(after: $0) } ?? line.endIndex
        if valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = line[valueStart...]
        switch field {
        case "event":
            eventName = String(decoding: value, as: UTF8.self)
        case "data":
            if hasData { data.append(Self.lineFeed) }
            data.append(contentsOf: value)
            hasData = true
        case "id":
            if !value.contains(0) { lastEventID = String(decoding: value, as: UTF8.self) }
        case "retry":
            if !value.isEmpty, value.allSatisfy({ (0x30...0x39).contains($0) }) {
                retry = Int(String(decoding: value, as: UTF8.self))
            }
        default:
            break
        }
        return nil
    }

    private mutating func dispatch() -> Event? {
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            eventName = ""
        }
        guard hasData else { return nil }
        return Event(
            name: eventName.isEmpty ? "message" : eventName, data: String(decoding: data, as: UTF8.self),
            id: lastEventID, retry: retry)
    }
}
