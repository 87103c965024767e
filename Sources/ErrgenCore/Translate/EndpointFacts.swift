import ErrgenRuntime

/// What the router and client translators need to know about each endpoint,
/// worked out once so both agree: its case name, its parameters with their
/// Swift names in case order, its effective settings (defaults applied) and its docs.
struct EndpointFacts {
    let service: ServiceSpec
    let spec: EndpointSpec
    /// The case and method name, unescaped (`popularMovies`, `class`).
    let name: String
    /// Path parameters, query, headers, then the body: the associated values in order.
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
    var member: String { "." + SwiftNames.escaped(name) }

    /// `"Movie.popularMovies"`: the spec's own names, for logs.
    var endpointName: String { service.name.value + "." + spec.name.value }

    /// `GET /movie/{movie_id}`.
    var requestLine: String { spec.method.rawValue + " " + spec.path.value }

    /// The doc comment of the router case, or with `callouts` (`- Parameters:`,
    /// `- Throws:`) in place of the errors line, of the client method.
    func doc(names: NameTable, callouts: [String]? = nil) -> [String] {
        var lines: [String] = []
        if let summary = spec.summary { lines += [summary, ""] }
        lines.append("`\(requestLine)`")
        if let callouts {
            lines += [""] + callouts
        } else if !documentedErrorNames.isEmpty {
            lines += ["", "Documented errors: " + documentedErrorNames.joined(separator: ", ") + "."]
        }
        lines += ["", "Spec: \(names.origin(spec.name.location))"]
        return lines
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
        case path, query, header, body
    }

    let place: Place
    /// The name on the wire (`movie_id`, `X-Client-Version`); `body` for the body.
    let wireName: String
    let type: TypeRef
    /// The Swift label, unescaped (`movieId`, `default`).
    let name: String

    /// The name inside generated bodies: escaped, and `self_` for `self`, which a
    /// parameter or binding of that name would otherwise shadow.
    var local: String { name == "self" ? "self_" : SwiftNames.escaped(name) }

    /// `movieId: Int`, `` `in`: String ``, `self self_: Int`: a function parameter.
    func declaration(_ swiftType: String, defaultValue: Bool) -> String {
        let head = name == "self" ? "self self_" : SwiftNames.escaped(name)
        return head + ": " + swiftType + (defaultValue && type.isOptional ? " = nil" : "")
    }
}

extension NameTable {
    /// The facts of every endpoint of `service`, in spec order.
    func endpointFacts(of service: ServiceSpec, in spec: Spec) -> [EndpointFacts] {
        let index = errorIndex
        let secrets = secretFields
        return service.endpoints.map { endpoint in
            var parameters: [EndpointParameter] = []
            for (place, list) in [(EndpointParameter.Place.path, endpoint.pathParams), (.query, endpoint.query), (.header, endpoint.headers)] {
                parameters += list.map { parameter in
                    EndpointParameter(place: place, wireName: parameter.wireName.value, type: parameter.type.value, name: memberName(parameter.wireName.value))
                }
            }
            if let body = endpoint.body {
                parameters.append(EndpointParameter(place: .body, wireName: "body", type: .model(body.value), name: "body"))
            }
            let policy = (endpoint.retry ?? spec.defaults.retry).map { "\(policiesType).\(SwiftNames.escaped(policyName($0.value)))" }
            let documented = endpoint.errors.compactMap { reference in index.index(of: reference.value).map { spec.errors[$0] } }
            var secretFields = Set<String>()
            for model in [endpoint.body, endpoint.response].compactMap({ $0?.value }) {
                secretFields.formUnion(secrets.fields(of: model))
            }
            return EndpointFacts(
                service: service,
                spec: endpoint,
                name: memberName(endpoint.name.value),
                parameters: parameters,
                timeout: endpoint.timeout ?? spec.defaults.timeout,
                resourceTimeout: endpoint.resourceTimeout ?? spec.defaults.resourceTimeout,
                retryPolicy: policy ?? ".never",
                auth: endpoint.auth ?? spec.defaults.auth,
                isIdempotent: endpoint.idempotent || endpoint.method.isIdempotent,
                documentedErrors: documented.map { error in
                    switch error.code.value {
                    case .string(let text): ".string(\(SwiftLiteral.string(text)))"
                    case .integer(let value): ".integer(\(value))"
                    }
                },
                documentedErrorNames: documented.map { error in
                    "`\(error.code.value)`" + (error.name.map { " (\($0.value))" } ?? "")
                },
                secretFields: secretFields.sorted()
            )
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

extension NameTable {
    /// `public` / `package` / `` (internal): the access of a type declaration.
    var typeAccess: String {
        access.hasSuffix(" ") ? String(access.dropLast()) : access
    }
}
