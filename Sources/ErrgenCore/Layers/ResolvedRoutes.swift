import ErrgenVocabulary

/// The entries `fallbacks` and `client_errors` name, found by Check: positions in `spec.errors`.
struct ResolvedRoutes: Sendable, Hashable {
    struct Fallback: Sendable, Hashable {
        let status: StatusMatch
        let entry: Int
    }

    struct ClientError: Sendable, Hashable {
        let kind: ClientFailure
        let entry: Int
    }

    /// In spec order.
    let fallbacks: [Fallback]
    /// In spec order.
    let clientErrors: [ClientError]

    /// The entry `client_errors` gives a kind of failure, if it names one.
    func entry(for kind: ClientFailure) -> Int? {
        clientErrors.first { $0.kind == kind }?.entry
    }
}
