import Foundation
import Testing

@testable import ErrgenRuntime

/// The WHATWG "Parsing an event stream" rules, each read whole, split in two at every
/// byte, and byte by byte: a chunk boundary never changes what is dispatched.
@Suite struct ServerSentEventParserTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var stream: String
        var events: [ServerSentEventParser.Event]
        /// Whether the stream ends inside an event (never dispatched).
        var endsInsideAnEvent = false
        var testDescription: String { name }
    }

    static func event(_ data: String, name: String = "message", id: String = "", retry: Int? = nil)
        -> ServerSentEventParser.Event
    {
        ServerSentEventParser.Event(name: name, data: data, id: id, retry: retry)
    }

    static let cases: [Case] = [
        Case(name: "one data line", stream: "data: hello\n\n", events: [event("hello")]),
        Case(name: "data lines joined with LF", stream: "data: a\ndata: b\ndata\n\n", events: [event("a\nb\n")]),
        Case(name: "event names the event", stream: "event: add\ndata: x\n\n", events: [event("x", name: "add")]),
        Case(
            name: "the event name does not outlive its event", stream: "event: add\ndata: x\n\ndata: y\n\n",
            events: [event("x", name: "add"), event("y")]),
        Case(
            name: "id is kept by later events", stream: "id: 7\ndata: x\n\ndata: y\n\n",
            events: [event("x", id: "7"), event("y", id: "7")]),
        Case(
            name: "an empty id resets it", stream: "id: 1\ndata: a\n\nid\ndata: b\n\n",
            events: [event("a", id: "1"), event("b")]),
        Case(name: "an id with NUL is ignored", stream: "id: a\u{0}b\ndata: x\n\n", events: [event("x")]),
        Case(
            name: "an id without data is kept for the next event", stream: "id: 3\n\ndata: x\n\n",
            events: [event("x", id: "3")]),
        Case(name: "comments are skipped", stream: ": ping\ndata: x\n: more\n\n", events: [event("x")]),
        Case(name: "CRLF line ends", stream: "data: x\r\ndata: y\r\n\r\n", events: [event("x\ny")]),
        Case(name: "CR line ends", stream: "data: x\rdata: y\r\r", events: [event("x\ny")]),
        Case(
            name: "mixed line ends", stream: "data: a\rdata: b\r\n\ndata: c\n\r", events: [event("a\nb"), event("c")]),
        Case(name: "a leading BOM is dropped", stream: "\u{FEFF}data: x\n\n", events: [event("x")]),
        Case(name: "only one BOM is dropped", stream: "\u{FEFF}\u{FEFF}data: x\n\n", events: []),
        Case(name: "a field without a colon has an empty value", stream: "data\n\n", events: [event("")]),
        Case(name: "no space after the colon", stream: "data:x\n\n", events: [event("x")]),
        Case(name: "only one space is dropped", stream: "data:  x \n\n", events: [event(" x ")]),
        Case(name: "unknown fields are ignored", stream: "foo: bar\ndata: x\n\n", events: [event("x")]),
        Case(name: "field names are case sensitive", stream: "Data: x\n\n", events: []),
        Case(name: "an event without data is not dispatched", stream: "event: ping\n\n", events: []),
        Case(
            name: "retry with digits sets the reconnection time",
            stream: "retry: 1500\ndata: x\n\nretry: 2s\ndata: y\n\n",
            events: [event("x", retry: 1500), event("y", retry: 1500)]),
        Case(name: "blank lines dispatch nothing more", stream: "data: x\n\n\n\n", events: [event("x")]),
        Case(name: "multibyte text", stream: "data: ½ café 🎉\n\n", events: [event("½ café 🎉")]),
        Case(
            name: "an event the stream ends inside is not dispatched", stream: "data: x\n\ndata: y\n",
            events: [event("x")], endsInsideAnEvent: true),
        Case(
            name: "a line the stream ends inside is not read", stream: "data: x\n\ndata: y",
            events: [event("x")], endsInsideAnEvent: true),
    ]

    static func parse(_ chunks: [ArraySlice<UInt8>], limit: Int = 1 << 20) throws -> (
        [ServerSentEventParser.Event], Bool
    ) {
        var parser = ServerSentEventParser(maximumEventSize: limit)
        var events: [ServerSentEventParser.Event] = []
        for chunk in chunks { events += parser.parse(chunk) }
        if let overflow = parser.overflow { throw overflow }
        return (events, parser.hasIncompleteEvent)
    }

    @Test(arguments: cases) func parsesWhole(_ test: Case) throws {
        let bytes = Array(test.stream.utf8)
        let (events, incomplete) = try Self.parse([bytes[...]])
        #expect(events == test.events)
        #expect(incomplete == test.endsInsideAnEvent)
    }

    @Test(arguments: cases) func parsesSplitAtEveryByte(_ test: Case) throws {
        let bytes = Array(test.stream.utf8)
        for split in 0...bytes.count {
            let (events, incomplete) = try Self.parse([bytes[..<split], bytes[split...]])
            #expect(events == test.events, "split at \(split)")
            #expect(incomplete == test.endsInsideAnEvent, "split at \(split)")
        }
        let (events, _) = try Self.parse(bytes.indices.map { bytes[$0...$0] })
        #expect(events == test.events, "byte by byte")
    }

    @Test func anEventOverTheLimitThrowsInsteadOfGrowing() throws {
        let line = "data: " + String(repeating: "x", count: 40) + "\n"
        #expect(throws: ServerSentEventTooLarge(limit: 32)) {
            try Self.parse([Array(line.utf8)[...]], limit: 32)
        }
        // Lines that fit one by one, but not together in one event.
        let lines = String(repeating: "data: xxxxxxxx\n", count: 5)
        #expect(throws: ServerSentEventTooLarge(limit: 32)) {
            try Self.parse([Array(lines.utf8)[...]], limit: 32)
        }
        // The events completed before the overflow are still returned, then nothing more is read.
        var parser = ServerSentEventParser(maximumEventSize: 32)
        #expect(parser.parse(Array(("data: a\n\n" + line + "data: b\n\n").utf8)).map(\.data) == ["a"])
        #expect(parser.overflow == ServerSentEventTooLarge(limit: 32))
        #expect(parser.parse(Array("data: c\n\n".utf8)).isEmpty)
        // Many events each under the limit are fine: the limit is per event.
        let events = String(repeating: "data: xxxxxxxx\n\n", count: 100)
        #expect(try Self.parse([Array(events.utf8)[...]], limit: 32).0.count == 100)
    }
}

/// A test double of a generated service protocol returns events made in the test.
@Suite struct PreparedServerSentEventsTests {
    @Test func preparedEventsAreYieldedThenTheFailureIsThrown() async throws {
        let stream = ServerSentEvents(
            [ServerSentEvent(value: "Hel"), ServerSentEvent(value: "lo", name: "delta", id: "2")],
            thenThrowing: URLError(.networkConnectionLost))
        var values: [String] = []
        await #expect(throws: URLError.self) {
            for try await event in stream { values.append(event.value) }
        }
        #expect(values == ["Hel", "lo"])

        var ended: [String] = []
        for try await event in ServerSentEvents([ServerSentEvent(value: "only")]) { ended.append(event.value) }
        #expect(ended == ["only"])
    }
}
