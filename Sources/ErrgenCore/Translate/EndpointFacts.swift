import ErrgenVocabulary

/// What the router and client translators need to know about each endpoint,
/// worked out once so both agree: its case name, its parameters with their
/// Swift names in case order, its effective settings (defaults applied) and its docs.
struct EndpointFacts {
    let service: ServiceSpec
    let spec: EndpointSpec
    /// What the endpoint names (types, retry policy, errors), as Check found it.
    let resolved: ResolvedEndpoint
    /// The case and method name, unescaped (`popularMovies`, `class`).
    let name: String
    /// Path parameters, query, headers, cookies, the body, then the idempotency key: the associated values in order.
    let parameters: [EndpointParameter]
    let timeout: DurationValue?
    let resourceTimeout: DurationValue?
    /// `FinFlowRetryPolicies.standard`, or `.never` when neither the endpoint nor `defaults` names a policy.
    let retryPolicy: String
    let auth: AuthRequirement
    /// The credential alternatives its `auth` names; empty when `auth` alone decides.
    let credentialAlternatives: [[CredentialSpec]]
    let isIdempotent: Bool
    /// `WireCode` literals of the documented errors, in spec order.
    let documentedErrors: [String]
    /// `` `RATE_LIMITED` ``, `` `5002` (ACCOUNT_LOCKED) ``: the documented errors for doc comments.
    let documentedErrorNames: [String]

    /// `.popularMovies` / `` .`init` ``: the case as a member reference.
    var member: String { "." + SwiftIdentifiers.escaped(name) }

    /// `"Movie.popularMovies"`: the spec's own names, for logs.
    var endpointName: String { service.name.value + "." + spec.name.value }

    /// `GET /movie/{movie_id}`.
    var requestLine: String { spec.method.rawValue + " " + spec.path.value }

    /// The doc comment of the client method: the spec's summary, the request line, the
    /// parameters, result and documented errors (`callouts`), and where the endpoint is written.
    func doc(context: TranslationContext, callouts: [String]) -> [String] {
        var lines: [String] = []
        if let summary = spec.summary { lines += [summary, ""] }
        for paragraph in spec.details { lines += [paragraph, ""] }
        lines.append("`\(requestLine)`")
        lines += [""] + callouts
        lines += ["", "Spec: \(context.origin(spec.name.location))"]
        return lines
    }

    /// The doc comment of the router case: the request line; the rest is on the client method.
    func routerDoc(service: ServiceFacts) -> [String] {
        ["`\(requestLine)`: see `\(service.serviceType).\(name)`."]
    }

    /// The doc comment of the service protocol's requirement: the summary, and where the rest is.
    func requirementDoc(service: ServiceFacts) -> [String] {
        (spec.summary.map { [$0, ""] } ?? []) + routerDoc(service: service)
    }

    /// The parameter of `spec.headers[index]`: the headers follow the path parameters and the query.
    func parameter(header index: Int) -> EndpointParameter {
        parameters[spec.pathParams.count + spec.query.count + index]
    }

    /// A pattern that binds the parameters `used` needs and skips the others:
    /// `.movieDetail(let movieId, _)`, or just `.popularMovies` when none is needed.
    func pattern(binding used: (EndpointParameter) -> Bool) -> CasePattern {
        let bindings = parameters.map { used($0) ? "let " + $0.local : "_" }
        guard bindings.contains(where: { $0 != "_" }) else { return .code(member) }
        return .enumCase(member, bindings: bindings)
    }
}

/// One associated value of a router case, and one parameter of a client method.
struct EndpointParameter {
    enum Place {
        case path, query, header, cookie, body
        /// The caller's `Idempotency-Key` (`idempotency_key: true`); `nil`, the default, makes a fresh one.
        case idempotencyKey
    }

    let place: Place
    /// The name on the wire (`movie_id`, `X-Client-Version`); `body` for the body.
    let wireName: String
    let type: TypeRef
    /// The Swift label, unescaped (`movieId`, `default`).
    let name: String
    /// A query parameter's style: form, space or pipe delimited, or deep object.
    var style: QueryStyle = .form
    /// A query list's `explode`: repeat the name (true) or join the values by the style's delimiter.
    var explode = true
    /// A query or header parameter's `secret`: hidden in the router's `dump` and description.
    var secret = false
    /// A query or header parameter's `encoding: json`: sent as the value's JSON text.
    var isJSON = false
    /// What the parameter is, from an OpenAPI description: first in its `- Parameters:` entry.
    var summary: String? = nil
    /// `deprecated:`: said in its `- Parameters:` entry, as Swift has no attribute for one argument.
    var deprecation: Deprecation? = nil

    /// The name inside generated bodies (`self_` for `self`).
    var local: String { GeneratedNames.localName(name) }

    /// The Swift type of the case's associated value and the method's parameter; a model
    /// `qualifyingModels` (`Shop.Order`) where the namespace's names are not in scope.
    func swiftType(_ names: GeneratedNames, qualifyingModels: Bool = false) -> String {
        place == .idempotencyKey
            ? names.runtime(.idempotencyKey) + "?" : names.swiftType(type, qualifyingModels: qualifyingModels)
    }
}

/// One service with its names and the facts of its endpoints, shared by the router and client translators.
struct ServiceFacts {
    let spec: ServiceSpec
    /// `Movie`, `movie`, `MovieRouter`, `MovieService`; `MovieServiceProtocol` follows.
    let typeName: String
    let memberName: String
    let routerType: String
    let serviceType: String
    let endpoints: [EndpointFacts]

    /// `MovieServiceProtocol`.
    var serviceProtocol: String { GeneratedNames.serviceProtocol(serviceType) }

    static func services(of checked: CheckedSpec, catalog: [CatalogEntry]) -> [ServiceFacts] {
        let spec = checked.spec
        // Each service on its own, on every core.
        return Parallel.map(spec.services.count) { index in
            let (service, names) = (spec.services[index], checked.names.services[index])
            let endpoints = service.endpoints.enumerated().map { position, endpoint in
                var parameters: [EndpointParameter] = []
                var parameterNames = names.parameters[position].makeIterator()
                for (place, list) in [
                    (EndpointParameter.Place.path, endpoint.pathParams), (.query, endpoint.query),
                    (.header, endpoint.headers), (.cookie, endpoint.cookies),
                ] {
                    parameters += list.map { parameter in
                        EndpointParameter(
                            place: place, wireName: parameter.wireName.value, type: parameter.type.value,
                            name: (parameterNames.next() ?? nil) ?? "unnamed", style: parameter.style?.value ?? .form,
                            explode: parameter.explode?.value ?? (parameter.style?.value ?? .form).explodesByDefault,
                            secret: parameter.secret,
                            isJSON: parameter.encoding?.value == .json, summary: parameter.summary,
                            deprecation: parameter.deprecation)
                    }
                }
                if let body = endpoint.body {
                    parameters.append(EndpointParameter(place: .body, wireName: "body", type: body.value, name: "body"))
                }
                if endpoint.idempotencyKey {
                    // Optional: `nil` makes a fresh key (the type stands for `IdempotencyKey?`).
                    parameters.append(
                        EndpointParameter(
                            place: .idempotencyKey, wireName: "Idempotency-Key", type: .optional(.primitive(.string)),
                            name: GeneratedNames.idempotencyKeyParameter))
                }
                let resolved = checked.references.endpoints[index][position]
                let documented = resolved.errors.map { catalog[$0] }
                return EndpointFacts(
                    service: service,
                    spec: endpoint,
                    resolved: resolved,
                    name: names.endpoints[position] ?? "unnamed",
                    parameters: parameters,
                    timeout: endpoint.timeout ?? spec.defaults.timeout,
                    resourceTimeout: endpoint.resourceTimeout ?? spec.defaults.resourceTimeout,
                    retryPolicy: resolved.retryPolicy.map(checked.names.policyReference) ?? ".never",
                    auth: endpoint.auth ?? spec.defaults.auth,
                    credentialAlternatives: spec.credentialAlternatives(of: endpoint),
                    isIdempotent: endpoint.idempotent || endpoint.method.isIdempotent,
                    documentedErrors: documented.map(\.wireLiteral),
                    documentedErrorNames: documented.map { entry in
                        "`\(entry.spec.code.value)`" + (entry.spec.name.map { " (\($0.value))" } ?? "")
                    }
                )
            }
            return ServiceFacts(
                spec: service, typeName: names.typeName ?? "Unnamed", memberName: names.memberName ?? "unnamed",
                routerType: names.routerType, serviceType: names.serviceType, endpoints: endpoints)
        }
    }
}

/// What every generated router hides from the log, whatever its endpoint: a secret is a
/// secret wherever a server echoes it (a 422 that repeats `password`), so the routers
/// share one list rather than one per endpoint's own models.
struct SpecSecrets {
    /// Wire names of every `secret: true` property and of the session's token properties, sorted.
    let fields: [String]
    /// Names of every `secret: true` header parameter and of the session's refresh token header, sorted.
    let headers: [String]

    init(_ spec: Spec, session: ResolvedSession?) {
        var fields = Set(spec.models.flatMap { $0.properties.filter(\.secret).map(\.wireName.value) })
        var headers = Set(
            spec.services.flatMap { $0.endpoints.flatMap { $0.headers.filter(\.secret).map(\.wireName.value) } })
        if let session {
            let response = spec.models[session.response].properties
            fields.insert(response[session.accessToken].wireName.value)
            if let refreshToken = session.refreshToken { fields.insert(response[refreshToken].wireName.value) }
            let refresh = spec.services[session.refresh.service].endpoints[session.refresh.endpoint]
            switch session.token {
            case .body(let model, let arguments):
                for argument in arguments where argument.value == .refreshToken {
                    fields.insert(spec.models[model].properties[argument.property].wireName.value)
                }
            case .header(let index):
                headers.insert(refresh.headers[index].wireName.value)
            }
        }
        self.fields = fields.sorted()
        self.headers = headers.sorted()
    }
}
