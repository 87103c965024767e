import ErrgenCore
import Foundation

/// What the app sent, in order, for a test to assert: each request's method, path, query,
/// headers and body, the endpoint that served it and the status it got.
///
/// The last ``capacity`` requests are kept, each body up to ``bodyLimit`` bytes, so that a
/// long UI test run holds bounded memory. Admin requests are not recorded.
package final class RequestJournal: Sendable {
    package struct Entry: Sendable, Equatable {
        /// 1 for the first request since the mock started (or the journal was cleared).
        package var number: Int
        package var method: String
        package var path: String
        package var query: [Pair]
        package var headers: [Pair]
        /// The body, cut at ``RequestJournal/bodyLimit``.
        package var body: Data
        /// Whether the body was longer than what is kept.
        package var isBodyCut: Bool
        /// `Service.endpoint`; `nil` when no endpoint serves the path.
        package var endpoint: String?
        package var status: Int

        package struct Pair: Sendable, Equatable {
            package var name: String
            package var value: String
        }
    }

    /// Requests kept; older ones are dropped first.
    package static let capacity = 1_000
    /// Bytes of each body kept.
    package static let bodyLimit = 64 * 1024

    private let state = LockedValue((count: 0, entries: [Entry]()))

    package init() {}

    package func record(_ request: MockRequest, endpoint: String?, status: Int) {
        state.withLock { state in
            state.count += 1
            let entry = Entry(
                number: state.count, method: request.method, path: request.path,
                query: request.query.map { Entry.Pair(name: $0.name, value: $0.value) },
                headers: request.headers.map { Entry.Pair(name: $0.name, value: $0.value) },
                body: request.body.prefix(Self.bodyLimit), isBodyCut: request.body.count > Self.bodyLimit,
                endpoint: endpoint, status: status)
            if state.entries.count == Self.capacity { state.entries.removeFirst() }
            state.entries.append(entry)
        }
    }

    package var entries: [Entry] { state.withLock { $0.entries } }

    package func clear() { state.withLock { $0 = (0, []) } }

    /// `{"requests": [...], "counts": {"Service.endpoint": n}}`, the requests of `endpoint`
    /// only when given. A body that is UTF-8 is `body`; any other is `body_base64`.
    package func json(endpoint: String? = nil) -> JSONValue {
        let kept = entries.filter { endpoint == nil || $0.endpoint == endpoint }
        var counts: [String: Int] = [:]
        for entry in kept { counts[entry.endpoint ?? "(unmatched)", default: 0] += 1 }
        return .object([
            .init("requests", .array(kept.map(Self.json))),
            .init(
                "counts", .object(counts.sorted { $0.key < $1.key }.map { .init($0.key, .number(String($0.value))) })),
        ])
    }

    private static func json(_ entry: Entry) -> JSONValue {
        let pairs = { (pairs: [Entry.Pair]) in
            JSONValue.array(pairs.map { .array([.string($0.name), .string($0.value)]) })
        }
        var members: [JSONValue.Member] = [
            .init("number", .number(String(entry.number))), .init("method", .string(entry.method)),
            .init("path", .string(entry.path)), .init("query", pairs(entry.query)),
            .init("headers", pairs(entry.headers)),
        ]
        if let text = String(data: entry.body, encoding: .utf8) {
            members.append(.init("body", .string(text)))
        } else {
            members.append(.init("body_base64", .string(entry.body.base64EncodedString())))
        }
        if entry.isBodyCut { members.append(.init("body_cut", .boolean(true))) }
        members.append(.init("endpoint", entry.endpoint.map(JSONValue.string) ?? .null))
        members.append(.init("status", .number(String(entry.status))))
        return .object(members)
    }
}
