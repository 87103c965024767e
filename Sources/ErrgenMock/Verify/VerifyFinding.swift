import ErrgenCore

/// One way a real server's answer broke the spec's contract, with the request that showed it:
/// what `errgen mock --proxy` reports.
package struct VerifyFinding: Sendable, Equatable {
    /// What is wrong; its raw value is the id reports print and scripts match.
    package enum Kind: String, Sendable, CaseIterable {
        /// An error whose code the catalog does not have: the app classifies it by its status only.
        case unknownCode = "unknown-code"
        /// A known code with another status than the catalog gives it.
        case statusContradictsCatalog = "status-contradicts-catalog"
        /// An error body that is not JSON, or has no code where `envelope.code` says.
        case unreadableEnvelope = "unreadable-envelope"
        /// A code of the catalog the endpoint's `errors` do not list, and no fallback stands for.
        case undocumentedError = "undocumented-error"
        /// A field of the entry that is not optional, missing from the error or of another type.
        case fieldMissing = "field-missing"
        /// A success whose body does not decode as the endpoint's response type.
        case responseMismatch = "response-mismatch"
        /// A request for a path and method no endpoint of the spec serves.
        case undocumentedEndpoint = "undocumented-endpoint"
        /// The real server gave no answer (refused, timed out, a redirect to follow).
        case upstreamFailed = "upstream-failed"
    }

    package var kind: Kind
    package var message: String
    /// The request that showed it: its method and its path below the base path (`GET /me/profile`).
    package var request: String
    /// `Service.endpoint`, when the path is one of the spec's.
    package var endpoint: String?
    /// The real server's status; `nil` when it gave none.
    package var status: Int?

    /// `GET /api/me/profile -> 409 [status-contradicts-catalog] …`
    package var line: String {
        "\(request) -> \(status.map(String.init) ?? "no answer") [\(kind.rawValue)] \(message)"
    }

    package var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("kind", .string(kind.rawValue)), .init("message", .string(message)),
            .init("request", .string(request)),
        ]
        if let endpoint { members.append(.init("endpoint", .string(endpoint))) }
        members.append(.init("status", status.map { .number(String($0)) } ?? .null))
        return .object(members)
    }
}
