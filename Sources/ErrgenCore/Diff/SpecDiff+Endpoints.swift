import ErrgenVocabulary

/// The rules of endpoints, paired by `Service.endpoint`: method, path, parameters, body and response.
extension SpecDiff {
    /// An endpoint with its service's name and its place in the spec.
    struct PlacedEndpoint {
        var service: String
        var position: (service: Int, endpoint: Int)
        var spec: EndpointSpec

        var qualifiedName: String { "\(service).\(spec.name.value)" }
    }

    /// A parameter with what identifies it on the wire: a path parameter by its place in
    /// the path (its name is not sent), the others by where they go and their name.
    struct PlacedParameter {
        var identity: String
        var spec: ParameterSpec
        var isPath: Bool

        var isRequired: Bool { isPath || !spec.type.value.isOptional }
    }

    static func endpoints(of spec: Spec) -> [PlacedEndpoint] {
        spec.services.enumerated().flatMap { serviceIndex, service in
            service.endpoints.enumerated().map { endpointIndex, endpoint in
                PlacedEndpoint(
                    service: service.name.value, position: (serviceIndex, endpointIndex), spec: endpoint)
            }
        }
    }

    mutating func compareEndpoints() {
        let matching = Matching(
            old: Self.endpoints(of: old.spec), new: Self.endpoints(of: new.spec), key: { $0.qualifiedName },
            formerKeys: { endpoint in endpoint.spec.renamedFrom.map { "\(endpoint.service).\($0.value)" } })
        var (byRoute, removed, added) = Self.pairedByRoute(removed: matching.removed, added: matching.added)
        removed = removed.filter { !reportSkipped($0, in: new, rule: .endpointSkipped) }
        added = added.filter { !reportSkipped($0, in: old, rule: .endpointNoLongerSkipped) }
        for endpoint in removed {
            report(
                .endpointRemoved,
                "\(endpoint.qualifiedName) (\(Self.route(endpoint.spec))) is removed"
                    + Self.deprecationNote(endpoint.spec.deprecation),
                old: endpoint.spec.name.location, new: nil)
            reportHowRemoved(endpoint.qualifiedName, endpoint.spec.deprecation, at: endpoint.spec.name.location)
        }
        for endpoint in added {
            report(
                .endpointAdded, "\(endpoint.qualifiedName) (\(Self.route(endpoint.spec))) is added", old: nil,
                new: endpoint.spec.name.location)
        }
        for pair in matching.pairs {
            if pair.renamed {
                report(
                    .endpointRenamed, "\(pair.old.qualifiedName) is renamed \(pair.new.qualifiedName) (renamed_from)",
                    old: pair.old.spec.name.location, new: pair.new.spec.name.location)
            }
            reportDeprecation(
                pair.new.qualifiedName, was: pair.old.spec.deprecation, now: pair.new.spec.deprecation)
            compareEndpoint(pair.old, pair.new)
        }
        for (was, now) in byRoute {
            report(
                .endpointRenamed,
                "\(was.qualifiedName) is renamed \(now.qualifiedName) (same method and path: \(Self.route(now.spec)))",
                old: was.spec.name.location, new: now.spec.name.location)
            reportDeprecation(now.qualifiedName, was: was.spec.deprecation, now: now.spec.deprecation)
            compareEndpoint(was, now)
        }
    }

    /// Reports `endpoint` as skipped when the other version left out an operation of its
    /// name, or of its route: a version that cannot generate it says nothing of the server.
    private mutating func reportSkipped(_ endpoint: PlacedEndpoint, in version: CheckedSpec, rule: DiffRule) -> Bool {
        let route = "\(endpoint.spec.method.rawValue) \(Self.wirePath(endpoint.spec))"
        let skipped = version.spec.skippedOperations
        guard
            let operation = skipped.first(where: { $0.qualifiedName == endpoint.qualifiedName })
                ?? skipped.first(where: { $0.route == route })
        else { return false }
        let (was, now) = rule == .endpointSkipped ? ("", " in the new version") : (" in the old version", "")
        report(
            rule,
            "\(endpoint.qualifiedName) (\(Self.route(endpoint.spec))) \(rule == .endpointSkipped ? "is" : "was") skipped"
                + "\(was)\(now): \(operation.reason)",
            old: rule == .endpointSkipped ? endpoint.spec.name.location : operation.location,
            new: rule == .endpointSkipped ? operation.location : endpoint.spec.name.location)
        return true
    }

    /// Pairs the endpoints left without a match by name that have the same method and path
    /// with its parameters erased, each the only one of its version: an OpenAPI operation
    /// without an `operationId` is named after its path, so renaming a path parameter renames
    /// the endpoint, while shipped apps call the same URL.
    static func pairedByRoute(removed: [PlacedEndpoint], added: [PlacedEndpoint]) -> (
        pairs: [(PlacedEndpoint, PlacedEndpoint)], removed: [PlacedEndpoint], added: [PlacedEndpoint]
    ) {
        func shape(_ endpoint: PlacedEndpoint) -> String {
            "\(endpoint.spec.method.rawValue) \(wirePath(endpoint.spec))"
        }
        let oldShapes = Dictionary(grouping: removed.indices, by: { shape(removed[$0]) })
        let newShapes = Dictionary(grouping: added.indices, by: { shape(added[$0]) })
        var pairs: [(PlacedEndpoint, PlacedEndpoint)] = []
        var (pairedOld, pairedNew) = (Set<Int>(), Set<Int>())
        for (index, endpoint) in added.enumerated() {
            guard let olds = oldShapes[shape(endpoint)], olds.count == 1, newShapes[shape(endpoint)]?.count == 1
            else { continue }
            pairs.append((removed[olds[0]], endpoint))
            pairedOld.insert(olds[0])
            pairedNew.insert(index)
        }
        return (
            pairs, removed.indices.filter { !pairedOld.contains($0) }.map { removed[$0] },
            added.indices.filter { !pairedNew.contains($0) }.map { added[$0] }
        )
    }

    /// `GET /movies/{id}`.
    static func route(_ endpoint: EndpointSpec) -> String {
        "\(endpoint.method.rawValue) \(endpoint.path.value)"
    }

    /// The path with each parameter as `{}`: renaming a path parameter changes nothing on the wire.
    static func wirePath(_ endpoint: EndpointSpec) -> String {
        endpoint.pathTemplate?.erased ?? endpoint.path.value
    }

    private mutating func compareEndpoint(_ was: PlacedEndpoint, _ now: PlacedEndpoint) {
        let name = now.qualifiedName
        let (before, after) = (was.spec, now.spec)
        if before.method != after.method {
            report(
                .endpointMethodChanged, "\(name): method \(before.method.rawValue) -> \(after.method.rawValue)",
                old: before.name.location, new: after.name.location)
        }
        if Self.wirePath(before) != Self.wirePath(after) {
            report(
                .endpointPathChanged, "\(name): path \(before.path.value) -> \(after.path.value)",
                old: before.path.location, new: after.path.location)
        }
        let (oldAuth, newAuth) = (before.auth ?? old.spec.defaults.auth, after.auth ?? new.spec.defaults.auth)
        if oldAuth != newAuth {
            report(
                newAuth == .none ? .endpointAuthDropped : .endpointAuthRequired,
                "\(name): auth \(oldAuth.rawValue) -> \(newAuth.rawValue)", old: before.name.location,
                new: after.name.location)
        }
        // The schemes as sent: a scheme renamed in `credentials` but sent the same way is no change.
        let (oldSchemes, newSchemes) = (
            old.spec.credentialAlternatives(of: before), new.spec.credentialAlternatives(of: after)
        )
        if oldSchemes.map({ $0.map(\.placement) }) != newSchemes.map({ $0.map(\.placement) }) {
            func describe(_ alternatives: [[CredentialSpec]]) -> String {
                guard !alternatives.isEmpty else { return "none" }
                return alternatives.map { $0.map(Self.describe).joined(separator: " + ") }.joined(separator: " or ")
            }
            report(
                .endpointCredentialsChanged,
                "\(name): credentials \(describe(oldSchemes)) -> \(describe(newSchemes))", old: before.name.location,
                new: after.name.location)
        }
        compareParameters(before, after, endpoint: name)
        if before.body.map({ renamed($0.value) }) != after.body?.value {
            report(
                .bodyChanged, "\(name): body \(Self.describe(before.body)) -> \(Self.describe(after.body))",
                old: before.body?.location ?? before.name.location, new: after.body?.location ?? after.name.location)
        }
        let (oldEncoding, newEncoding) = (before.bodyEncoding?.value ?? .json, after.bodyEncoding?.value ?? .json)
        if before.body != nil, after.body != nil, oldEncoding != newEncoding {
            report(
                .bodyEncodingChanged, "\(name): body_encoding \(oldEncoding.rawValue) -> \(newEncoding.rawValue)",
                old: before.bodyEncoding?.location ?? before.name.location,
                new: after.bodyEncoding?.location ?? after.name.location)
        }
        compareFormEncoding(before, after, endpoint: name)
        compareRepeating(before, after, endpoint: name)
        compareRequestHeaders(before, after, endpoint: name)
        if before.response.map({ renamed($0.value) }) != after.response?.value {
            report(
                .responseChanged,
                "\(name): response \(Self.describe(before.response)) -> \(Self.describe(after.response))",
                old: before.response?.location ?? before.name.location,
                new: after.response?.location ?? after.name.location)
        }
        // A stream's event type or terminator changes what the app reads as much as a response does.
        if before.events.map({ renamed($0.value) }) != after.events?.value
            || before.terminator?.value != after.terminator?.value
        {
            let (old, new) = (
                before.terminator.map { " until \($0.value)" }, after.terminator.map { " until \($0.value)" }
            )
            report(
                .responseChanged,
                "\(name): events \(Self.describe(before.events))\(old ?? "") -> \(Self.describe(after.events))\(new ?? "")",
                old: before.events?.location ?? before.name.location,
                new: after.events?.location ?? after.name.location)
        }
    }

    /// A body or response type as written, `none` for none.
    static func describe(_ type: Located<TypeRef>?) -> String {
        type.map { $0.value.description } ?? "none"
    }

    static func parameters(of endpoint: EndpointSpec) -> [PlacedParameter] {
        let path = endpoint.pathParams.map { parameter in
            let place = endpoint.pathTemplate?.parameterNames.firstIndex(of: parameter.wireName.value)
            return PlacedParameter(
                identity: "path parameter \(place.map { "#\($0 + 1)" } ?? parameter.wireName.value)", spec: parameter,
                isPath: true)
        }
        let others: [(String, [ParameterSpec])] = [
            ("query", endpoint.query), ("header", endpoint.headers), ("cookie", endpoint.cookies),
        ]
        return path
            + others.flatMap { kind, parameters in
                parameters.map { PlacedParameter(identity: "\(kind) \($0.wireName.value)", spec: $0, isPath: false) }
            }
    }

    private mutating func compareParameters(_ was: EndpointSpec, _ now: EndpointSpec, endpoint: String) {
        let matching = Matching(old: Self.parameters(of: was), new: Self.parameters(of: now), key: { $0.identity })
        for parameter in matching.removed {
            report(
                .parameterRemoved,
                "\(endpoint): \(parameter.identity) is removed\(Self.deprecationNote(parameter.spec.deprecation))",
                old: parameter.spec.wireName.location, new: nil)
            reportHowRemoved(
                "\(endpoint): \(parameter.identity)", parameter.spec.deprecation, at: parameter.spec.wireName.location)
        }
        for parameter in matching.added {
            let required = parameter.isRequired
            report(
                required ? .parameterAddedRequired : .parameterAddedOptional,
                "\(endpoint): \(required ? "required" : "optional") \(parameter.identity)"
                    + " (\(parameter.spec.type.value)) is added",
                old: nil, new: parameter.spec.wireName.location)
        }
        for pair in matching.pairs {
            reportDeprecation(
                "\(endpoint): \(pair.new.identity)", was: pair.old.spec.deprecation, now: pair.new.spec.deprecation)
            compareQueryStyle(pair.old, pair.new, endpoint: endpoint)
            compareConstraints(
                pair.old.spec.constraints, pair.new.spec.constraints,
                of: ConstrainedValue(
                    name: "\(endpoint): \(pair.new.identity)", tightened: .parameterConstraintTightened,
                    loosened: .parameterConstraintLoosened, old: pair.old.spec.wireName.location,
                    new: pair.new.spec.wireName.location))
            if pair.old.spec.secret != pair.new.spec.secret {
                report(
                    .secretChanged,
                    "\(endpoint): \(pair.new.identity): secret \(pair.old.spec.secret) -> \(pair.new.spec.secret)",
                    old: pair.old.spec.wireName.location, new: pair.new.spec.wireName.location)
            }
            let (before, after) = (pair.old.spec.type, pair.new.spec.type)
            guard renamed(before.value) != after.value else { continue }
            let rule: DiffRule =
                renamed(before.value).isOptionalForm(of: after.value)
                ? .parameterMadeRequired
                : after.value.isOptionalForm(of: renamed(before.value))
                    ? .parameterMadeOptional
                    : generalizes(pair.old, pair.new) ? .parameterTypeGeneralized : .parameterTypeChanged
            report(
                rule, "\(endpoint): \(pair.new.identity): \(before.value) -> \(after.value)", old: before.location,
                new: after.location)
        }
    }

    /// A query parameter's `style` or `explode`: how its value is written in the query.
    private mutating func compareQueryStyle(_ was: PlacedParameter, _ now: PlacedParameter, endpoint: String) {
        let before = Self.queryStyle(was.spec)
        let after = Self.queryStyle(now.spec)
        guard before != after else { return }
        report(
            .parameterStyleChanged, "\(endpoint): \(now.identity): \(before) -> \(after)",
            old: was.spec.style?.location ?? was.spec.explode?.location ?? was.spec.wireName.location,
            new: now.spec.style?.location ?? now.spec.explode?.location ?? now.spec.wireName.location)
    }

    /// `style form, explode true`, with the defaults filled in.
    static func queryStyle(_ parameter: ParameterSpec) -> String {
        let style = parameter.style?.value ?? .form
        return "style \(style.rawValue), explode \(parameter.explode?.value ?? style.explodesByDefault)"
    }

    /// A form body's `form_encoding`: how each list or object field is written, compared field
    /// by field as the wire has it (a list without an entry is form exploded, an object JSON text).
    private mutating func compareFormEncoding(_ was: EndpointSpec, _ now: EndpointSpec, endpoint: String) {
        guard was.bodyEncoding?.value == .form, now.bodyEncoding?.value == .form else { return }
        var fields: [String] = []
        for entry in was.formEncoding + now.formEncoding where !fields.contains(entry.name.value) {
            fields.append(entry.name.value)
        }
        for field in fields {
            let (oldEntry, newEntry) = (
                was.formEncoding.first { $0.name.value == field }, now.formEncoding.first { $0.name.value == field }
            )
            let before = Self.formFieldStyle(oldEntry, isList: Self.isListField(field, of: was, in: old.spec))
            let after = Self.formFieldStyle(newEntry, isList: Self.isListField(field, of: now, in: new.spec))
            guard before != after else { continue }
            report(
                .formFieldStyleChanged, "\(endpoint): form field \(field): \(before) -> \(after)",
                old: oldEntry?.name.location ?? was.body?.location ?? was.name.location,
                new: newEntry?.name.location ?? now.body?.location ?? now.name.location)
        }
    }

    /// `style pipe_delimited, explode false`, the defaults filled in and a delimited style
    /// exploded written as the form it is; a field without an entry: `JSON text` for an object.
    static func formFieldStyle(_ entry: FormFieldEncoding?, isList: Bool) -> String {
        guard let entry else { return isList ? "style form, explode true" : "JSON text" }
        let style = entry.style?.value ?? .form
        let explode = entry.explode?.value ?? style.explodesByDefault
        return "style \(explode && style != .deepObject ? "form" : style.rawValue), explode \(explode)"
    }

    private static func isListField(_ field: String, of endpoint: EndpointSpec, in spec: Spec) -> Bool {
        guard case .model(let name)? = endpoint.body?.value.nonOptional,
            let property = spec.models.first(where: { $0.name.value == name })?.properties.first(where: {
                $0.wireName.value == field
            })
        else { return false }
        if case .array = property.type.value.nonOptional { return true }
        return false
    }

    /// Whether the runtime may repeat the request (its method, `idempotent`, `idempotency_key`):
    /// a retryable failure is retried only then.
    private mutating func compareRepeating(_ was: EndpointSpec, _ now: EndpointSpec, endpoint: String) {
        // A new method is a change of its own, whatever it means for repeating.
        let (before, after) = (Self.repeatable(was), Self.repeatable(now))
        guard was.method == now.method, before.safe != after.safe else { return }
        report(
            after.safe ? .endpointMadeIdempotent : .endpointMadeNotIdempotent,
            "\(endpoint): safe to repeat \(before.why) -> \(after.why)", old: was.name.location,
            new: now.name.location)
    }

    static func repeatable(_ endpoint: EndpointSpec) -> (safe: Bool, why: String) {
        if endpoint.method.isIdempotent { return (true, "yes (\(endpoint.method.rawValue))") }
        if endpoint.idempotent { return (true, "yes (idempotent)") }
        if endpoint.idempotencyKey { return (true, "yes (idempotency_key)") }
        return (false, "no")
    }

    /// `partner_key (header X-Partner-Key)`, `session`: a scheme and where it is sent.
    static func describe(_ scheme: CredentialSpec) -> String {
        switch scheme.placement {
        case .header(let name): "\(scheme.name) (header \(name))"
        case .query(let name): "\(scheme.name) (query \(name))"
        case .cookie(let name): "\(scheme.name) (cookie \(name))"
        case .basic: "\(scheme.name) (basic)"
        case .bearer: "\(scheme.name) (bearer)"
        case .session: "bearer"
        }
    }
}
