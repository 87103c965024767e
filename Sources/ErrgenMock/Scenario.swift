import ErrgenCore
import Foundation

/// A named way for the mock to answer, from a scenario file: per endpoint (or for all),
/// an ordered list of steps, each an error of the catalog, a transport fault or the normal answer.
package struct Scenario: Sendable {
    package struct Rule: Sendable {
        /// `Service.endpoint`, `Service.*`, or `nil` for every endpoint.
        package var endpoint: String?
        package var steps: [Step]
        /// The share of requests the steps answer (the others get the normal answer), drawn from `seed`.
        package var rate: Double?
        package var seed: UInt64?
        package var location: SourceLocation

        /// Whether the rule is for endpoint `id` (`Service.endpoint`).
        package func applies(to id: String) -> Bool {
            guard let endpoint, endpoint != "*" else { return true }
            if endpoint.hasSuffix(".*") { return id.hasPrefix(endpoint.dropLast()) }
            return endpoint == id
        }
    }

    package struct Step: Sendable {
        package enum Action: Sendable, Equatable {
            /// The endpoint's normal answer.
            case ok
            /// `catalog.entries[entry]`; `asText`: an integer code written as JSON text (`"5002"`).
            case code(Int, asText: Bool)
            case fault(Fault)
            /// For an endpoint with `events`: its events, then `event: error` with `catalog.entries[entry]`'s body.
            case errorEvent(Int)
        }

        package enum Fault: String, Sendable, CaseIterable {
            case reset
            case stall
            case truncated
            /// A 502 with an HTML page, as a proxy sends.
            case html502 = "html_502"
            /// An error in the envelope whose code the catalog does not have.
            case unknownCode = "unknown_code"
        }

        /// How `Retry-After` is written.
        package enum RetryAfter: Sendable, Equatable {
            case seconds(Int)
            /// An HTTP date this many seconds after the answer.
            case dateIn(Double)
            /// An HTTP date.
            case date(Date)
        }

        package var action: Action
        /// How many requests the step answers before the next; the last step answers every later one.
        package var times = 1
        /// Seconds, from the step's first answer, for which it answers every request (maintenance until a time).
        package var until: Double?
        package var status: Int?
        package var headers: [(name: String, value: String)] = []
        package var fields: [String: JSONValue] = [:]
        package var retryAfter: RetryAfter?
        /// Seconds to wait before answering; for `stall`, how long nothing is sent.
        package var latency: Double?
        /// For an endpoint with `events`: how many events come before the step's end (the
        /// stream's end, its cut or its error event); `nil`: the mock's own count.
        package var events: Int?
        package var location: SourceLocation
    }

    package var name: String
    package var summary: String?
    /// Seconds every answer of the scenario waits.
    package var latency: Double?
    package var rules: [Rule]
    package var location: SourceLocation

    /// The first rule for endpoint `id`, and its position.
    package func rule(for id: String) -> (index: Int, rule: Rule)? {
        rules.enumerated().first { $0.element.applies(to: id) }.map { ($0.offset, $0.element) }
    }
}
