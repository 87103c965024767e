import ErrgenCore
import Foundation

/// What the mock answers one request with, before any socket: an HTTP response, or a
/// transport fault the server plays on the connection.
package struct MockReply: Sendable {
    package enum Fault: String, Sendable, CaseIterable {
        /// The connection is reset (a TCP RST) before any byte of a response.
        case reset
        /// Nothing is sent until the client gives up (`stall` seconds).
        case stall
        /// The headers promise more body than is sent, then the connection closes.
        case truncated
    }

    package var status: Int
    package var headers: [(name: String, value: String)]
    package var body: Data
    package var fault: Fault?
    /// How long to wait before answering.
    package var delay: Double = 0
    /// The endpoint that answered (`Service.endpoint`), for the request journal.
    package var endpoint: String?

    package init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data(), fault: Fault? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.fault = fault
    }

    package static func json(_ status: Int, _ value: JSONValue, headers: [(name: String, value: String)] = [])
        -> MockReply
    {
        MockReply(status: status, headers: [("Content-Type", "application/json")] + headers, body: value.data)
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    package var bodyText: String { String(decoding: body, as: UTF8.self) }
}
