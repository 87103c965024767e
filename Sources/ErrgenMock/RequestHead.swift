import Foundation

/// A request's line and headers, as read before its body.
package struct RequestHead: Sendable, Equatable {
    package var method: String
    /// The request target as sent: path and query, percent-encoded.
    package var target: String
    /// `HTTP/1.1` or `HTTP/1.0`.
    package var version: String
    package var headers: [Header]

    package struct Header: Sendable, Equatable {
        package var name: String
        package var value: String

        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    package var keepsAlive: Bool {
        let tokens = (header("Connection") ?? "").lowercased().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return version == "HTTP/1.1" ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}
