/// What the checks found when they followed a name (an entry's code, a model, a retry policy,
/// the refresh endpoint), recorded for Translate in the `CheckedSpec`, so no translator
/// looks a name up again or has to decide what a failed lookup means.
extension SpecChecker {
    /// Every reference of the spec, resolved as the checks resolve it: the first entry,
    /// model, enum, policy, service or endpoint of a name wins, as in `GeneratedNames`.
    func resolveReferences() -> ResolvedReferences {
        let lookup = NameLookup(spec)
        let endpoints = spec.services.indices.map { service in
            spec.services[service].endpoints.indices.map { endpoint in
                resolveEndpoint(service, endpoint, lookup)
            }
        }
        let routes = ResolvedRoutes(
            fallbacks: spec.fallbacks.compactMap { fallback in
                index.index(of: fallback.code.value).map { .init(status: fallback.status.value, entry: $0) }
            },
            clientErrors: spec.clientErrors.entries.compactMap { kind, code in
                index.index(of: code.value).map { .init(kind: kind, entry: $0) }
            })
        return ResolvedReferences(
            endpoints: endpoints,
            session: spec.session.flatMap { resolveSession($0, endpoints: endpoints, lookup) },
            routes: routes,
            entryRetryPolicies: spec.errors.map { $0.retry.flatMap { lookup.policies[$0.value] } },
            propertyTypes: spec.models.map { model in model.properties.map { lookup.type($0.type.value) } },
            namedTypes: lookup.namedTypes(unions: spec.unions))
    }

    private func resolveEndpoint(_ service: Int, _ position: Int, _ lookup: NameLookup) -> ResolvedEndpoint {
        let endpoint = spec.services[service].endpoints[position]
        return ResolvedEndpoint(
            service: service, endpoint: position,
            body: endpoint.body.flatMap { lookup.type($0.value) },
            response: endpoint.response.flatMap { lookup.type($0.value) },
            retryPolicy: (endpoint.retry ?? spec.defaults.retry).flatMap { lookup.policies[$0.value] },
            errors: endpoint.errors.compactMap { index.index(of: $0.value) },
            events: endpoint.events.flatMap { lookup.type($0.value) })
    }

    /// The session as `checkSession` judges it; `nil` when it reported a mistake that
    /// leaves the refresh call unwritable.
    private func resolveSession(_ session: SessionSpec, endpoints: [[ResolvedEndpoint]], _ lookup: NameLookup)
        -> ResolvedSession?
    {
        guard let (service, position) = Self.refreshEndpoint(of: session, in: spec) else { return nil }
        let endpoint = spec.services[service].endpoints[position]
        let token: ResolvedSession.Token
        switch session.sendRefreshToken.value {
        case .body(let wireName):
            let body = endpoints[service][position].body
            guard case .model(let model)? = body.flatMap({ if case .optional(let inner) = $0 { inner } else { $0 } })
            else { return nil }
            let values = Dictionary(
                session.bodyValues.map { ($0.name.value, $0.value) }, uniquingKeysWith: { first, _ in first })
            let arguments = spec.models[model].properties.indices.compactMap { property in
                let name = spec.models[model].properties[property].wireName.value
                if name == wireName { return ResolvedSession.BodyArgument(property: property, value: .refreshToken) }
                if name == session.clientIDProperty {
                    return ResolvedSession.BodyArgument(property: property, value: .clientID)
                }
                if name == session.clientSecretProperty {
                    return ResolvedSession.BodyArgument(property: property, value: .clientSecret)
                }
                return values[name].map { ResolvedSession.BodyArgument(property: property, value: .text($0)) }
            }
            token = .body(model: model, arguments: arguments)
        case .header(let name):
            guard
                let header = endpoint.headers.firstIndex(where: { $0.wireName.value.lowercased() == name.lowercased() })
            else { return nil }
            token = .header(header)
        case .unrecognized:
            return nil
        }
        guard case .model(let response)? = endpoints[service][position].response else { return nil }
        let properties = spec.models[response].properties
        func property(_ wireName: Located<String>?) -> Int? {
            wireName.flatMap { wireName in properties.firstIndex { $0.wireName.value == wireName.value } }
        }
        guard let accessToken = property(session.accessToken) else { return nil }
        return ResolvedSession(
            refresh: endpoints[service][position], token: token, response: response, accessToken: accessToken,
            refreshToken: property(session.refreshToken), expiresIn: property(session.expiresIn))
    }
}

/// The spec's models, enums and retry policies by name, the first of a name winning.
private struct NameLookup {
    let models: [String: Int]
    let enums: [String: Int]
    let policies: [String: Int]

    init(_ spec: Spec) {
        func firstByName(_ names: [String]) -> [String: Int] {
            Dictionary(zip(names, names.indices), uniquingKeysWith: { first, _ in first })
        }
        models = firstByName(spec.models.map(\.name.value))
        enums = firstByName(spec.enums.map(\.name.value))
        policies = firstByName(spec.retryPolicies.map(\.name.value))
    }

    /// Every model, enum and union by name, with this lookup's precedence.
    func namedTypes(unions: [UnionSpec]) -> [String: NamedType] {
        var named = Dictionary(
            zip(unions.map(\.name.value), unions.indices.map(NamedType.union)), uniquingKeysWith: { first, _ in first })
        for (name, index) in enums { named[name] = .enumeration(index) }
        for (name, index) in models { named[name] = .model(index) }
        return named
    }

    /// The type with each name found; `nil` when one names nothing (reported by the checks).
    func type(_ type: TypeRef) -> ResolvedType? {
        switch type {
        case .model(let name):
            if let model = models[name] { return .model(model) }
            return enums[name].map { .enumeration($0) }
        case .array(let element): return self.type(element).map { .array($0) }
        case .dictionary(let value): return self.type(value).map { .dictionary($0) }
        case .optional(let wrapped): return self.type(wrapped).map { .optional($0) }
        // Every other type is one of errgen's own, with no name to find.
        default: return .standard(type)
        }
    }
}
