/// Rules for the `services` section: names, paths, parameters, references.
extension SpecChecker {
    mutating func checkServices() {
        checkSwiftNamesUnique(spec.services.map(\.name), names.services.map(\.typeName), "service")
        // Each service on its own, on every core.
        let services = spec.services
        let serviceNames = names.services
        checkInChunks(services.count, chunkSize: 1) { checker, index in
            checker.checkService(services[index], swiftNames: serviceNames[index])
        }
    }

    private mutating func checkService(_ service: ServiceSpec, swiftNames: GeneratedNames.Service) {
        if swiftNames.typeName == nil || swiftNames.memberName == nil {
            error(
                "service name '\(service.name.value)' cannot be made a Swift name; use letters and digits",
                at: service.name.location)
        }
        checkSwiftNamesUnique(service.endpoints.map(\.name), swiftNames.endpoints, "endpoint")
        for (position, endpoint) in service.endpoints.enumerated() {
            checkEndpoint(
                endpoint, name: swiftNames.endpoints[position], parameterNames: swiftNames.parameters[position])
        }
    }

    /// - Parameter parameterNames: the Swift names of the path parameters, query and headers, in that order.
    private mutating func checkEndpoint(_ endpoint: EndpointSpec, name: String?, parameterNames: [String?]) {
        // Built for a diagnostic only: a description made ahead for each of L's 2,000
        // endpoints and their 6,000 error references cost more than their other checks.
        let what = { "endpoint '\(endpoint.name.value)'" }
        if let name {
            if ReservedNames.endpointNames.contains(name) {
                error(
                    "endpoint name '\(endpoint.name.value)' is a member of the generated routers; rename the endpoint",
                    at: endpoint.name.location)
            }
        } else {
            error("endpoint name '\(endpoint.name.value)' cannot be made a Swift name", at: endpoint.name.location)
        }
        checkPath(endpoint)
        let parameters = endpoint.pathParams + endpoint.query + endpoint.headers + endpoint.cookies
        var nextName = parameterNames.makeIterator()
        for parameter in endpoint.pathParams {
            checkParameter(parameter, nextName.next() ?? nil, allowOptional: false, allowArray: false, "path parameter")
        }
        for parameter in endpoint.query {
            checkQueryStyle(parameter)
            var checked = parameter
            // A deep object is a dictionary of values that each have a text form, as a list's elements do.
            if parameter.style?.value == .deepObject, case .dictionary(let value) = parameter.type.value.nonOptional {
                checked.type.value = parameter.type.value.isOptional ? .optional(.array(value)) : .array(value)
            }
            checkParameter(
                checked, nextName.next() ?? nil, allowOptional: true, allowArray: true, allowObject: true,
                "query parameter")
        }
        for header in endpoint.headers {
            if !ScalarSyntax.isHTTPToken(header.wireName.value) {
                error(
                    "'\(header.wireName.value)' is not an HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)",
                    at: header.wireName.location)
            }
            checkParameter(header, nextName.next() ?? nil, allowOptional: true, allowArray: false, "header")
        }
        for cookie in endpoint.cookies {
            if !ScalarSyntax.isHTTPToken(cookie.wireName.value) {
                error(
                    "'\(cookie.wireName.value)' is not a cookie name (letters, digits and !#$%&'*+-.^_`|~ only)",
                    at: cookie.wireName.location)
            }
            checkParameter(cookie, nextName.next() ?? nil, allowOptional: true, allowArray: false, "cookie")
        }
        if endpoint.idempotencyKey {
            for (parameter, swiftName) in zip(parameters, parameterNames)
            where swiftName == GeneratedNames.idempotencyKeyParameter {
                error(
                    "parameter '\(parameter.wireName.value)' has the Swift label '\(GeneratedNames.idempotencyKeyParameter)', which "
                        + "'idempotency_key: true' gives the key of \(what()); rename the parameter",
                    at: parameter.wireName.location)
            }
        }
        checkLabels(parameters, parameterNames, body: endpoint.body, what)
        // An optional body (`Note?`) is a parameter that defaults to `nil`, which sends no body.
        if let body = endpoint.body { checkModelReferences(in: body) }
        checkFormBody(endpoint, what)
        checkOtherBodyEncodings(endpoint, what)
        checkResponseEncoding(endpoint, what)
        checkPayloadType(
            endpoint.response, "the response of \(what())",
            absence: "leave 'response' out when the endpoint answers with no body")
        checkEvents(endpoint, what)
        checkPolicyReference(endpoint.retry)
        checkCredentialReferences(endpoint.settings.authSchemes)
        for reference in endpoint.errors {
            _ = resolve(reference, "the errors of \(what())")
        }
    }

    /// No two parameters, nor a parameter and the body, with one Swift label.
    private mutating func checkLabels(
        _ parameters: [ParameterSpec], _ swiftNames: [String?], body: Located<TypeRef>?, _ what: () -> String
    ) {
        let labels: [(name: String?, location: SourceLocation, parameter: String?)] =
            zip(parameters, swiftNames).map { ($1, $0.wireName.location, $0.wireName.value) }
            + (body.map { [("body", $0.location, nil)] } ?? [])
        checkUnique(
            labels.count, key: { labels[$0].name }, location: { labels[$0].location },
            describe: { labels[$0].parameter.map { "parameter '\($0)'" } ?? "the body" }
        ) { "\($0) has the same Swift label as \($1) in \(what())" }
    }

    /// `events` answers with a stream instead of one body, so not with `response` too;
    /// `terminator` ends such a stream, so it needs `events`.
    private mutating func checkEvents(_ endpoint: EndpointSpec, _ what: () -> String) {
        if let events = endpoint.events {
            if endpoint.response != nil {
                error(
                    "\(what()) has both 'response' and 'events'; an endpoint answers with one body or with a "
                        + "stream of events: keep one", at: events.location)
            }
            checkPayloadType(events, "the events of \(what())", absence: "an event without data is never delivered")
        }
        if let terminator = endpoint.terminator, endpoint.events == nil {
            error(
                "\(what()) has a 'terminator' but no 'events'; add 'events' or remove 'terminator'",
                at: terminator.location)
        }
    }

    /// A response or the events of a stream: any type of the format but an optional one, every name it holds defined.
    private mutating func checkPayloadType(
        _ type: Located<TypeRef>?, _ what: @autoclosure () -> String, absence: String
    ) {
        guard let type else { return }
        if type.value.isOptional {
            error("\(what()) cannot be optional (\(type.value)); \(absence)", at: type.location)
        }
        checkModelReferences(in: type)
    }

    /// `body_encoding: form` needs a model body whose properties each have a text form: a
    /// form has flat fields, no nested model or bytes; an enum is its value, a list one field
    /// per element, a JSON value its JSON text.
    private mutating func checkFormBody(_ endpoint: EndpointSpec, _ what: () -> String) {
        guard let encoding = endpoint.bodyEncoding, encoding.value == .form else {
            if let first = endpoint.formEncoding.first {
                error(
                    "\(what()) has 'form_encoding' but 'body_encoding: \(endpoint.bodyEncoding?.value.rawValue ?? "json")'; it says how the fields of a form body are written",
                    at: first.name.location)
            }
            return
        }
        guard let body = endpoint.body else {
            error(
                "\(what()) has 'body_encoding: form' but no body; add 'body' or remove 'body_encoding'",
                at: encoding.location)
            return
        }
        guard case .model(let name) = body.value.nonOptional, !enumNames.contains(name) else {
            error(
                "the form body of \(what()) has type \(body.value); a form body is a model with flat fields",
                at: body.location)
            return
        }
        guard let model = spec.models.first(where: { $0.name.value == name }) else { return }
        checkFormEncoding(endpoint.formEncoding, of: model, what)
        let styled = Set(endpoint.formEncoding.map(\.name.value))
        for property in model.properties where !hasFormText(property.type.value.nonOptional, inList: false) {
            // A flat object with a style of its own is spread into fields or joined (checkFormEncoding).
            if styled.contains(property.wireName.value), isFormObject(property.type.value.nonOptional) { continue }
            // An object without a style is its JSON text, OpenAPI's default for an object field.
            if !styled.contains(property.wireName.value), isJSONFormField(property.type.value.nonOptional) { continue }
            error(
                "property '\(property.wireName.value)' of model '\(model.name.value)' has type \(property.type.value); "
                    + "the form body of \(what()) takes only String, Int, Int32, Int64, Double, Float, Decimal, Bool, URL, UUID, Date "
                    + "or an enum, a list of them, JSON, or an object sent as JSON (or optional)",
                at: property.type.location)
        }
    }

    /// Whether a form field of this type is an object sent as its JSON text: a model (not an
    /// enum) or a union, or a dictionary.
    func isJSONFormField(_ type: TypeRef) -> Bool {
        switch type {
        case .model(let name): !enumNames.contains(name)
        case .dictionary: true
        default: false
        }
    }

    /// Whether a form field of this type has a text form (a list: one field per element).
    func hasFormText(_ type: TypeRef, inList: Bool) -> Bool {
        switch type {
        case .primitive(let primitive): primitive != .data && primitive != .file
        case .model(let name): enumNames.contains(name)
        case .json: true
        case .dictionary(let value): !inList && value == .json
        case .array(let element): !inList && hasFormText(element, inList: true)
        case .optional: false
        }
    }

    /// `{x}` in the path and `path_params` must name the same parameters.
    private mutating func checkPath(_ endpoint: EndpointSpec) {
        let path = endpoint.path
        guard path.value.hasPrefix("/") else {
            error("path '\(path.value)' must start with '/'", at: path.location)
            return
        }
        guard let names = endpoint.pathTemplate?.parameterNames else {
            error("path '\(path.value)' has an unbalanced '{' or '}'; write parameters as {name}", at: path.location)
            return
        }
        // A path has a few parameters: searched, not hashed, and described only for a diagnostic
        // (two sets and a description of each name cost more than the rest of L's endpoint checks).
        let declared = endpoint.pathParams.map(\.wireName.value)
        var suggestions: SuggestionIndex?
        for name in names where !declared.contains(name) {
            let index = suggestions ?? SuggestionIndex(declared)
            suggestions = index
            error("path parameter {\(name)} is not in path_params\(index.hint(for: name))", at: path.location)
        }
        for parameter in endpoint.pathParams where !names.contains(parameter.wireName.value) {
            error(
                "path parameter '\(parameter.wireName.value)' does not appear in the path '\(path.value)'",
                at: parameter.wireName.location)
        }
        checkUnique(names.count, key: { names[$0] }, location: { _ in path.location }, describe: { "{\(names[$0])}" }) {
            "\($0) appears twice in the path, like \($1)"
        }
    }

    /// `style: deep_object` takes a dictionary or a model; `explode` is about a list or a model in form style.
    private mutating func checkQueryStyle(_ parameter: ParameterSpec) {
        let name = parameter.wireName.value
        let type = parameter.type.value.nonOptional
        if let encoding = parameter.encoding, let place = parameter.style?.location ?? parameter.explode?.location {
            error(
                "query parameter '\(name)' has 'encoding: \(encoding.value.rawValue)', which sends the value as one JSON text; remove 'style' and 'explode'",
                at: place)
            return
        }
        if let style = parameter.style, style.value == .deepObject {
            if case .dictionary = type {
            } else if isObject(type) {
            } else {
                error(
                    "query parameter '\(name)' has 'style: deep_object' but type \(parameter.type.value); a deep object is a dictionary ([String: T]) or a model",
                    at: style.location)
            }
            if let explode = parameter.explode {
                error(
                    "query parameter '\(name)' has 'style: deep_object', which is always exploded (name[key]=value); remove 'explode'",
                    at: explode.location)
            }
        } else if let style = parameter.style, style.value != .form, !isList(type) {
            error(
                "query parameter '\(name)' has 'style: \(style.value.rawValue)' but type \(parameter.type.value); it joins the values of a list",
                at: style.location)
        } else if let explode = parameter.explode, !isList(type), !isObject(type) {
            error(
                "query parameter '\(name)' has 'explode' but type \(parameter.type.value); 'explode' says how a list or a model is written",
                at: explode.location)
        }
    }

    func isList(_ type: TypeRef) -> Bool {
        if case .array = type { return true }
        return false
    }

    /// A model (not an enum or union), which a query parameter writes property by property.
    private func isObject(_ type: TypeRef) -> Bool {
        guard case .model(let name) = type else { return false }
        return spec.models.contains { $0.name.value == name }
    }

    /// A model whose every property has a text form, as in a form body: the query's object.
    func isFlatModel(_ name: String) -> Bool {
        guard let model = spec.models.first(where: { $0.name.value == name }) else { return false }
        return model.properties.allSatisfy { hasFormText($0.type.value.nonOptional, inList: false) }
    }

    private mutating func checkParameter(
        _ parameter: ParameterSpec, _ swiftName: String?, allowOptional: Bool, allowArray: Bool,
        allowObject: Bool = false, _ what: String
    ) {
        let name = parameter.wireName.value
        if swiftName == nil {
            error("\(what) '\(name)' cannot be made a Swift name", at: parameter.wireName.location)
        }
        var type = parameter.type.value
        if type.isOptional {
            guard allowOptional else {
                error("\(what) '\(name)' cannot be optional", at: parameter.type.location)
                return
            }
            type = type.nonOptional
        }
        // Sent as its JSON text, a value of any type has a text form.
        if parameter.encoding?.value == .json {
            checkModelReferences(in: parameter.type)
            return
        }
        if case .model(let typeName) = type, allowObject, isFlatModel(typeName) { return }
        if case .array(let element) = type, allowArray { type = element }
        switch type {
        case .primitive(let primitive) where primitive != .data && primitive != .file: return
        case .model(let typeName) where enumNames.contains(typeName): return
        default:
            error(
                "\(what) '\(name)' has type \(parameter.type.value); it must be a built-in type other than Data, or an enum\(allowOptional ? " (or optional)" : "")\(allowArray ? ", or a list of them" : "")\(allowObject ? ", or a model of such properties" : "")",
                at: parameter.type.location)
        }
    }
}
