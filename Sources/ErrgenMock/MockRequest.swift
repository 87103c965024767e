import Foundation

/// One request as the mock received it: every part untrusted.
package struct MockRequest: Sendable {
    package var method: String
    /// The path, percent-encoded as sent, without the query.
    package var path: String
    package var query: [(name: String, value: String)]
    package var headers: [(name: String, value: String)]
    package var body: Data

    package init(
        method: String, path: String, query: [(name: String, value: String)] = [],
        headers: [(name: String, value: String)] = [], body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    package func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The bearer token of the `Authorization` header.
    package var bearerToken: String? {
        guard let value = header("Authorization"), value.lowercased().hasPrefix("bearer ") else { return nil }
        return String(value.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }
}
