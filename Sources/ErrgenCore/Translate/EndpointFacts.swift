import ErrgenVocabulary

/// What the router and client translators need to know about each endpoint,
/// worked out once so both agree: its case name, its parameters with their
/// Swift names in case order, its effective settings (defaults applied) and its docs.
struct EndpointFacts {
    let service: ServiceSpec
    let spec: EndpointSpec
    /// The case and method name, unescaped (`popularMovies`, `class`).
    let name: String
    /// Path parameters, query, headers, cookies, the body, then the idempotency key: the associated values in order.
    let parameters: [EndpointParameter]
    let timeout: DurationValue?
    let resourceTimeout: DurationValue?
    /// `FinFlowRetryPolicies.standard`, or `.never` when neither the endpoint nor `defaults` names a policy.
    let retryPolicy: String
    let auth: AuthRequirement
    let isIdempotent: Bool
    /// `WireCode` literals of the documented errors, in spec order.
    let documentedErrors: [String]
    /// `` `RATE_LIMITED` ``, `` `5002` (ACCOUNT_LOCKED) ``: the documented errors for doc comments.
    let documentedErrorNames: [String]
    /// Wire names of secret properties of the body and the response, at any depth, sorted.
    let secretFields: [String]

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
        lines.append("`\(requestLine)`")
        lines += [""] + callouts
        lines += ["", "Spec: \(context.origin(spec.name.location))"]
        return lines
    }

    /// The doc comment of the router case: the request line; the rest is on the client method.
    func routerDoc(service: ServiceFacts) -> [String] {
        ["`\(requestLine)`: see `\(service.serviceType).\(name)`."]
    }

    /// A pattern that binds the parameters `used` needs and skips the others:
    /// `.movieDetail(let movieId, _)`, or just `.popularMovies` when none is needed.
    func pattern(binding used: (EndpointParameter) -> Bool) -> (text: String, binds: Bool) {
        let bindings = parameters.map { used($0) ? "let " + $0.local : "_" }
        guard bindings.contains(where: { $0 != "_" }) else { return (member, false) }
        return (member + "(" + bindings.joined(separator: ", ") + ")", true)
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
    /// A query parameter's style: form or deep object.
    var style: QueryStyle = .form
    /// A query list's `explode`: repeat the name (true) or join the values by commas.
    var explode = true

    /// The name inside generated bodies (`self_` for `self`).
    var local: String { GeneratedNames.localName(name) }

    /// The Swift type of the case's associated value and the method's parameter.
    func swiftType(_ names: GeneratedNames) -> String {
        place == .idempotencyKey ? names.runtime(.idempotencyKey) + "?" : names.swiftType(type, qualifyingModels: false)
    }
}

/// One service with its names and the facts of its endpoints, shared by the router and client translators.
struct ServiceFacts {
    let spec: ServiceSpec
    /// `Movie`, `movie`, `MovieRouter`, `MovieService`.
    let typeName: String
    let memberName: String
    let routerType: String
    let serviceType: String
    let endpoints: [EndpointFacts]

    static func services(of checked: CheckedSpec, catalog: [CatalogEntry]) -> [ServiceFacts] {
        let spec = checked.spec
        let secretsOf = SecretFields(models: spec.models).ofEveryModel(in: spec.services)
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
                            explode: parameter.explode?.value ?? true)
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
                let documented = endpoint.errors.compactMap { reference in
                    checked.errors.index(of: reference.value).map { catalog[$0] }
                }
                var secretFields = Set<String>()
                for model in endpoint.payloadModelNames {
                    secretFields.formUnion(secretsOf[model] ?? [])
                }
                return EndpointFacts(
                    service: service,
                    spec: endpoint,
                    name: names.endpoints[position] ?? "unnamed",
                    parameters: parameters,
                    timeout: endpoint.timeout ?? spec.defaults.timeout,
                    resourceTimeout: endpoint.resourceTimeout ?? spec.defaults.resourceTimeout,
                    retryPolicy: (endpoint.retry ?? spec.defaults.retry).map { checked.names.policyReference($0.value) }
                        ?? ".never",
                    auth: endpoint.auth ?? spec.defaults.auth,
                    isIdempotent: endpoint.idempotent || endpoint.method.isIdempotent,
                    documentedErrors: documented.map(\.wireLiteral),
                    documentedErrorNames: documented.map { entry in
                        "`\(entry.spec.code.value)`" + (entry.spec.name.map { " (\($0.value))" } ?? "")
                    },
                    secretFields: secretFields.sorted()
                )
            }
            return ServiceFacts(
                spec: service, typeName: names.typeName ?? "Unnamed", memberName: names.memberName ?? "unnamed",
                routerType: names.routerType, serviceType: names.serviceType, endpoints: endpoints)
        }
    }
}

/// The wire names of `secret: true` properties reachable from each model,
/// through nested models, arrays, dictionaries and optionals.
struct SecretFields {
    private let models: [String: ModelSpec]

    init(models: [ModelSpec]) {
        var byName: [String: ModelSpec] = [:]
        for model in models where byName[model.name.value] == nil {
            byName[model.name.value] = model
        }
        self.models = byName
    }

    /// `fields(of:)` of every model a body or response of `services` names, each
    /// model walked once (on L, 4,000 walks of up to 500 models became 500), on every core.
    func ofEveryModel(in services: [ServiceSpec]) -> [String: Set<String>] {
        var named = Set<String>()
        for service in services {
            for endpoint in service.endpoints { named.formUnion(endpoint.payloadModelNames) }
        }
        let models = Array(named)
        return Dictionary(uniqueKeysWithValues: zip(models, Parallel.map(models.count) { fields(of: models[$0]) }))
    }

    func fields(of model: String) -> Set<String> {
        var result = Set<String>()
        var visited = Set<String>()
        var pending = [model]
        while let name = pending.popLast() {
            guard visited.insert(name).inserted, let spec = models[name] else { continue }
            for property in spec.properties {
                if property.secret { result.insert(property.wireName.value) }
                pending += property.type.value.modelNames
            }
        }
        return result
    }
}

extension EndpointSpec {
    /// The models its body and response name, through arrays, dictionaries and optionals.
    fileprivate var payloadModelNames: [String] {
        [body, response].flatMap { $0?.value.modelNames ?? [] }
    }
}
