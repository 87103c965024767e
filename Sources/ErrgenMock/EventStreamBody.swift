import ErrgenCore
import Foundation

/// The body of an answer to an endpoint with `events`: `text/event-stream` text, one event a
/// value, numbered by `id`, then the spec's `terminator` when it has one.
///
/// A `String` value is its own text (split into `data` lines at its line breaks); any other
/// value is its JSON, on one line.
enum EventStreamBody {
    static let contentType = "text/event-stream"

    /// The events of `values`, each dispatched (its blank line written).
    static func events(_ values: [JSONValue], firstID: Int = 1) -> String {
        values.enumerated().map { offset, value in
            "id: \(firstID + offset)\n" + dataLines(value) + "\n"
        }.joined()
    }

    /// `data` lines for `value`, each ended by a line feed.
    static func dataLines(_ value: JSONValue) -> String {
        let text: String
        if case .string(let string) = value { text = string } else { text = value.text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
    }

    /// The stream's end as the spec writes it: its `terminator` as a last event.
    static func terminator(_ endpoint: EndpointSpec) -> String {
        endpoint.terminator.map { "data: \($0.value)\n\n" } ?? ""
    }

    /// An event cut in the middle of its data: the stream ends before its blank line.
    static let cutEvent = "data: {\"cut"

    /// An `event: error` whose data is the catalog's error body `body`.
    static func errorEvent(_ body: Data) -> String {
        "event: error\n" + dataLines(.string(String(decoding: body, as: UTF8.self))) + "\n"
    }
}
