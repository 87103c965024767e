import ErrgenCore
import Foundation

/// Whether a request carries the credentials of one of its endpoint's alternatives: the mock
/// takes any API key or basic credential that is present (it holds no secrets to compare),
/// and leaves the session's token to the `SessionStore`.
enum CredentialCheck {
    /// What the request's credentials come to.
    enum Outcome: Equatable {
        /// An alternative without the session's token is present in full (or none is needed).
        case authorized
        /// No such alternative, but one sends the session's token: the session decides.
        case sessionDecides
        /// No alternative is present: the answer is a 401.
        case missing(String)
    }

    static func check(_ request: MockRequest, alternatives: [[CredentialSpec]]) -> Outcome {
        var usesSession = false
        for alternative in alternatives {
            if alternative.contains(.session) {
                usesSession = true
                continue
            }
            if alternative.allSatisfy({ isPresent($0, in: request) }) { return .authorized }
        }
        if usesSession { return .sessionDecides }
        let names = alternatives.map { $0.map(\.name).joined(separator: " and ") }.joined(separator: ", or ")
        return .missing("no credentials for \(names)")
    }

    private static func isPresent(_ scheme: CredentialSpec, in request: MockRequest) -> Bool {
        switch scheme.placement {
        case .header(let name): return request.header(name).map { !$0.isEmpty } ?? false
        case .query(let name): return request.query.contains { $0.name == name && !$0.value.isEmpty }
        case .cookie(let name):
            let pairs = (request.header("Cookie") ?? "").split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            return pairs.contains { $0.hasPrefix(name + "=") && $0.count > name.count + 1 }
        case .basic: return request.header("Authorization")?.lowercased().hasPrefix("basic ") ?? false
        case .bearer: return request.bearerToken.map { !$0.isEmpty } ?? false
        case .session: return false
        }
    }
}
