internal import ErrgenMock
import Foundation

/// One request the app sent to the mock, as the mock received it: for a test to assert what
/// the app sends, and how often (a retry, a refresh, a request that should not have gone out).
public struct RecordedRequest: Sendable, Equatable {
    /// 1 for the first request since the mock started or its journal was reset.
    public var number: Int
    /// `GET`, `POST`, … as sent.
    public var method: String
    /// The path, base path included, without the query.
    public var path: String
    /// The query's items in order, percent-decoded.
    public var query: [(name: String, value: String)]
    /// The headers in order, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body, its first 64 KiB (``isBodyCut`` says whether there was more).
    public var body: Data
    /// Whether the body was longer than what the journal keeps.
    public var isBodyCut: Bool
    /// The endpoint that served it, `Service.endpoint` as the spec names it; `nil` when no
    /// endpoint's path matched.
    public var endpoint: String?
    /// The status the mock answered with.
    public var status: Int

    /// The first value of the header `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The first value of the query item `name`.
    public func queryItem(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// The body as UTF-8 text; `nil` when it is not.
    public var bodyText: String? { String(data: body, encoding: .utf8) }

    public static func == (lhs: RecordedRequest, rhs: RecordedRequest) -> Bool {
        lhs.number == rhs.number && lhs.method == rhs.method && lhs.path == rhs.path
            && lhs.query.elementsEqual(rhs.query, by: ==) && lhs.headers.elementsEqual(rhs.headers, by: ==)
            && lhs.body == rhs.body && lhs.isBodyCut == rhs.isBodyCut && lhs.endpoint == rhs.endpoint
            && lhs.status == rhs.status
    }

    init(_ entry: RequestJournal.Entry) {
        number = entry.number
        method = entry.method
        path = entry.path
        query = entry.query.map { ($0.name, $0.value) }
        headers = entry.headers.map { ($0.name, $0.value) }
        body = entry.body
        isBodyCut = entry.isBodyCut
        endpoint = entry.endpoint
        status = entry.status
    }
}
