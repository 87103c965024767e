/// What Check resolved, for readers outside ErrgenCore (the mock): positions in the spec,
/// never names to look up again.
extension CheckedSpec {
    /// The positions in `spec.errors` of an endpoint's `errors`, in spec order.
    package func errors(ofService service: Int, endpoint: Int) -> [Int] {
        references.endpoints[service][endpoint].errors
    }

    /// The model, enum or union a type name names.
    package func namedType(_ name: String) -> NamedType? {
        references.namedTypes[name]
    }

    /// The session's refresh endpoint (`spec.services[service].endpoints[endpoint]`) and the
    /// model it answers with, in `spec.models`.
    package var refresh: (service: Int, endpoint: Int, response: Int)? {
        references.session.map { ($0.refresh.service, $0.refresh.endpoint, $0.response) }
    }

    /// The entries `fallbacks` names, with their status, in spec order.
    package var fallbackEntries: [(status: StatusMatch, entry: Int)] {
        references.routes.fallbacks.map { ($0.status, $0.entry) }
    }

    /// The entries `client_errors` names, in spec order.
    package var clientErrorEntries: [Int] {
        references.routes.clientErrors.map(\.entry)
    }
}
