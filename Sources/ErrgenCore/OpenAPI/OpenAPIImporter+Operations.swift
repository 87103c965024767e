#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
import ErrgenVocabulary

/// Operations: one endpoint each, grouped into one service per first tag.
extension OpenAPIImporter {
    static let methods: [(key: String, method: HTTPMethod)] = [
        ("get", .get), ("put", .put), ("post", .post), ("delete", .delete), ("patch", .patch), ("head", .head),
        ("options", .options),
    ]

    /// The services of the document's `paths`, in the order their first operation is written.
    mutating func operations(_ root: YAMLNode, settings: [OperationSettings]) -> [ServiceSpec] {
        var services: [ServiceSpec] = []
        var serviceIndex: [String: Int] = [:]
        var usedIDs: [String: SourceLocation] = [:]
        /// The operationId (given or derived) of each endpoint, by where its name is written.
        var operationIDs: [SourceLocation: String] = [:]
        let tagSummaries = OpenAPIOperationSyntax.tagSummaries(root)
        let rootSecurity = root[.security]
        let schemes = root[.components].flatMap { $0[.securitySchemes] }
        for pathEntry in root[.paths]?.mapping ?? [] {
            guard let item = files.resolve(pathEntry.value)?.node else { continue }
            let shared = parameters(in: item)
            for (key, method) in Self.methods {
                guard let found = item.mapping?.first(where: { $0.key.value == key }),
                    let operation = files.resolve(found.value)?.node
                else { continue }
                var id = operation.text(.operationId)
                let idLocation = operation[.operationId]?.location ?? found.keyLocation
                if let given = id, let first = usedIDs[given] {
                    tolerate(
                        "operationId '\(given)' is used twice (first at \(first)); this one's name is derived from its method and path",
                        at: idLocation)
                    id = nil
                }
                let operationID = id ?? OpenAPINames.derivedOperationID(method: key, path: pathEntry.key.value)
                usedIDs[operationID] = idLocation
                let tag = operation[.tags]?.sequence?.first?.scalar?.value
                let serviceName = OpenAPINames.typeName(tag ?? OpenAPINames.defaultService)
                let context = OperationContext(
                    id: operationID, idLocation: idLocation, method: method, path: pathEntry.key.value,
                    pathLocation: pathEntry.keyLocation, service: serviceName)
                do {
                    var endpoint = try endpoint(
                        operation, context, shared: shared,
                        security: operation[.security] ?? rootSecurity,
                        schemes: schemes)
                    let index: Int
                    if let known = serviceIndex[serviceName] {
                        index = known
                    } else {
                        index = services.count
                        serviceIndex[serviceName] = index
                        services.append(
                            ServiceSpec(
                                name: Located(serviceName, at: found.keyLocation),
                                summary: tag.flatMap { tagSummaries[$0] }, endpoints: []))
                    }
                    let taken = Set(services[index].endpoints.compactMap { SwiftIdentifiers.lowerCamel($0.name.value) })
                    if let swift = SwiftIdentifiers.lowerCamel(endpoint.name.value), taken.contains(swift) {
                        endpoint.name.value = OpenAPINames.unique(swift, in: taken)
                    }
                    operationIDs[endpoint.name.location] = operationID
                    let owner = OpenAPIOwner.endpoint(service: serviceName, name: endpoint.name.value)
                    for location in Self.locations(of: endpoint) + [found.keyLocation] {
                        imported.owners[location] = owner
                    }
                    services[index].endpoints.append(endpoint)
                } catch {
                    report(error, skipping: "operation '\(operationID)'")
                }
            }
        }
        join(settings, into: &services, ids: usedIDs, operationIDs: operationIDs)
        return services
    }

    /// The places an endpoint's parts are written, each of which a later error may point at.
    static func locations(of endpoint: EndpointSpec) -> [SourceLocation] {
        var result = [endpoint.name.location]
        for parameter in endpoint.pathParams + endpoint.query + endpoint.headers + endpoint.cookies {
            result += [parameter.wireName.location, parameter.type.location]
        }
        result += [endpoint.body?.location, endpoint.bodyEncoding?.location, endpoint.response?.location].compactMap {
            $0
        }
        return result
    }

    struct OperationContext {
        var id: String
        var idLocation: SourceLocation
        var method: HTTPMethod
        var path: String
        var pathLocation: SourceLocation
        var service: String

        /// The start of the names of the operation's inline schemas: `createPet` -> `CreatePet`.
        var typePrefix: String { OpenAPINames.typeName(id) }
    }

    private mutating func endpoint(
        _ operation: YAMLNode, _ context: OperationContext, shared: [YAMLNode], security: YAMLNode?, schemes: YAMLNode?
    ) throws(Unsupported) -> EndpointSpec {
        var endpoint = EndpointSpec(
            name: Located(OpenAPINames.memberName(context.id), at: context.idLocation), method: context.method,
            path: Located(context.path, at: context.pathLocation))
        endpoint.summary = operation.text(.summary).map { OpenAPIOperationSyntax.oneLine($0) } ?? operation.summaryLine
        endpoint.pathTemplate = PathTemplateSyntax.template(of: context.path)
        var byName: [String: YAMLNode] = [:]
        var order: [String] = []
        for parameter in shared + parameters(in: operation) {
            guard let name = parameter.text(.name), let place = parameter.text(.in) else {
                continue
            }
            let key = place + ":" + name
            if byName[key] == nil { order.append(key) }
            byName[key] = parameter
        }
        for key in order {
            guard let parameter = byName[key] else { continue }
            try addParameter(parameter, to: &endpoint, context)
        }
        if let body = operation[.requestBody] {
            try addBody(body, to: &endpoint, context)
        }
        if let responses = operation[.responses] {
            try addResponse(responses, to: &endpoint, context)
        }
        for value in OpenAPIOperationSyntax.extensionCodes(in: operation) {
            document(value, status: nil, to: &endpoint)
        }
        endpoint.auth = OpenAPIOperationSyntax.auth(security, schemes: schemes)
        let credentials = OpenAPIOperationSyntax.credentialAlternatives(security, schemes: schemes)
        for unmapped in credentials.unmapped where memo.reportedSchemes.insert(unmapped.name).inserted {
            tolerate(unmapped.reason, at: unmapped.location)
        }
        if credentials.alternatives.contains(where: { $0.contains { $0.placement != .session } }) {
            let location = endpoint.name.location
            endpoint.settings.authSchemes = credentials.alternatives.map { alternative in
                guard !alternative.isEmpty else { return [Located(AuthRequirement.none.rawValue, at: location)] }
                return alternative.map { scheme in
                    if scheme.placement == .session { return Located(AuthRequirement.bearer.rawValue, at: location) }
                    if !imported.credentials.contains(where: { $0.name.value == scheme.name }) {
                        imported.credentials.append(
                            NamedCredential(name: Located(scheme.name, at: location), placement: scheme.placement))
                    }
                    return Located(scheme.name, at: location)
                }
            }
            endpoint.auth = credentials.alternatives.contains { $0.contains(.session) } ? .bearer : AuthRequirement.none
        }
        return endpoint
    }

    /// The parameters of a path item or operation, `$ref`s followed; `parameters: null` is read as none.
    private mutating func parameters(in node: YAMLNode) -> [YAMLNode] {
        guard let list = node[.parameters] else { return [] }
        guard let items = list.sequence else {
            tolerate(
                "'parameters' must be a list, found \(list.kindDescription); read as no parameters", at: list.location)
            return []
        }
        return items.compactMap { files.resolve($0)?.node }
    }

    private mutating func addParameter(
        _ parameter: YAMLNode, to endpoint: inout EndpointSpec, _ context: OperationContext
    ) throws(Unsupported) {
        guard let name = parameter.text(.name), let place = parameter.text(.in) else { return }
        let nameLocation = parameter[.name]?.location ?? parameter.location
        let required = place == "path" || parameter.flag(.required)
        guard let schema = parameter[.schema] else {
            throw Unsupported("a parameter without a 'schema' is not supported", at: parameter.location)
        }
        let style = parameter[.style]
        if place == "query", let style, style.scalar?.value == "deepObject" {
            try addDeepObject(parameter, schema, style: style, required: required, to: &endpoint)
            return
        }
        var mapped: Mapped
        do {
            mapped = try parameterType(schema)
        } catch {
            guard !required else { throw error }
            report(error, skipping: "optional parameter '\(name)'")
            return
        }
        guard isScalar(mapped.type) || (place == "query" && isScalarList(mapped.type)) else {
            let problem = Unsupported(Unsupported.parameterType(place), at: schema.location)
            guard !required else { throw problem }
            report(problem, skipping: "optional parameter '\(name)'")
            return
        }
        if !required { mapped.type = .optional(mapped.type) }
        var spec = ParameterSpec(
            wireName: Located(name, at: nameLocation), type: Located(mapped.type, at: schema.location))
        // `explode: false` joins a query list's values with commas (`ids=1,2`); form style is the default.
        if place == "query", isScalarList(mapped.type.nonOptional), let explode = parameter[.explode],
            explode.scalar?.value == "false"
        {
            spec.explode = Located(false, at: explode.location)
        }
        switch place {
        case "path": endpoint.pathParams.append(spec)
        case "query": endpoint.query.append(spec)
        case "header": endpoint.headers.append(spec)
        case "cookie": endpoint.cookies.append(spec)
        default: throw Unsupported("a parameter 'in: \(place)' is not supported", at: parameter.location)
        }
    }

    /// A `style: deepObject` query parameter whose object has no fixed properties: a
    /// dictionary of its values' type (text when it has none) sent as `name[key]=value`.
    private mutating func addDeepObject(
        _ parameter: YAMLNode, _ schema: YAMLNode, style: YAMLNode, required: Bool, to endpoint: inout EndpointSpec
    ) throws(Unsupported) {
        guard let name = parameter.text(.name) else { return }
        let resolved = files.resolve(schema)?.node ?? schema
        var value: TypeRef? = .primitive(.string)
        if resolved[.properties]?.mapping?.isEmpty == false || resolved[.allOf] != nil
            || (resolved.text(.type).map { $0 != "object" } ?? false)
        {
            value = nil
        } else if let values = resolved[.additionalProperties], values.mapping?.isEmpty == false {
            let mapped = try? parameterType(values)
            value = mapped.flatMap { isScalar($0.type) ? $0.type : nil }
        }
        guard let value else {
            let problem = Unsupported(Unsupported.deepObject, at: schema.location)
            guard !required else { throw problem }
            report(problem, skipping: "optional parameter '\(name)'")
            return
        }
        let type: TypeRef = required ? .dictionary(value) : .optional(.dictionary(value))
        var spec = ParameterSpec(
            wireName: Located(name, at: parameter[.name]?.location ?? parameter.location),
            type: Located(type, at: schema.location))
        spec.style = Located(.deepObject, at: style.location)
        endpoint.query.append(spec)
    }

    /// A parameter's type: its enums as their wire type, so a parameter never makes a type of its own.
    private mutating func parameterType(_ schema: YAMLNode) throws(Unsupported) -> Mapped {
        let resolved = files.resolve(schema)?.node ?? schema
        if resolved.text(.type) == "object" || resolved[.properties] != nil
            || resolved[.allOf] != nil
        {
            throw Unsupported(Unsupported.parameterType("query or header"), at: schema.location)
        }
        if resolved[.enum] != nil, OpenAPIFiles.reference(in: schema) == nil {
            let integer = resolved.text(.type) == "integer"
            return (.primitive(integer ? .int : .string), false)
        }
        if resolved.text(.type) == "array", let items = resolved[.items] {
            let element = try parameterType(items)
            return (.array(element.type), false)
        }
        return try type(schema, name: "Parameter")
    }

    func isScalar(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(let primitive): primitive != .data
        case .model(let name): imported.enums.contains { $0.name.value == name }
        default: false
        }
    }

    func isScalarList(_ type: TypeRef) -> Bool {
        if case .array(let element) = type { return isScalar(element) }
        return false
    }

    private mutating func addBody(_ body: YAMLNode, to endpoint: inout EndpointSpec, _ context: OperationContext)
        throws(Unsupported)
    {
        guard let resolved = files.resolve(body)?.node else {
            throw Unsupported(Unsupported.brokenReference, at: body.location, isReported: true)
        }
        guard let content = resolved[.content]?.mapping, !content.isEmpty else { return }
        guard let (media, encoding) = OpenAPIOperationSyntax.readableMedia(content) else {
            throw Unsupported(Unsupported.mediaType(content.map(\.key.value)), at: resolved.location)
        }
        guard let schema = media.value[.schema] else { return }
        let mapped = try type(schema, name: context.typePrefix + "Request")
        endpoint.body = Located(mapped.type.nonOptional, at: schema.location)
        if encoding == .form { endpoint.bodyEncoding = Located(.form, at: media.keyLocation) }
    }

    private mutating func addResponse(
        _ responses: YAMLNode, to endpoint: inout EndpointSpec, _ context: OperationContext
    ) throws(Unsupported) {
        guard let entries = responses.mapping else { return }
        for entry in entries where entry.key.value.hasPrefix("4") || entry.key.value.hasPrefix("5") {
            addDocumentedErrors(entry.value, status: Int(entry.key.value), to: &endpoint)
        }
        guard let success = entries.first(where: { $0.key.value.hasPrefix("2") }),
            let response = files.resolve(success.value)?.node,
            let content = response[.content]?.mapping, !content.isEmpty
        else { return }
        guard let (media, encoding) = OpenAPIOperationSyntax.readableMedia(content), encoding == .json else {
            throw Unsupported(Unsupported.mediaType(content.map(\.key.value)), at: success.keyLocation)
        }
        guard let schema = media.value[.schema] else { return }
        let mapped = try type(schema, name: context.typePrefix + "Response")
        endpoint.response = Located(mapped.type.nonOptional, at: schema.location)
    }

    /// Applies `operations:` to the endpoints of the ids they name; an id the document lacks is an error.
    private mutating func join(
        _ settings: [OperationSettings], into services: inout [ServiceSpec], ids: [String: SourceLocation],
        operationIDs: [SourceLocation: String]
    ) {
        var places: [String: (service: Int, endpoint: Int)] = [:]
        for (serviceIndex, service) in services.enumerated() {
            for (endpointIndex, endpoint) in service.endpoints.enumerated() {
                if let id = operationIDs[endpoint.name.location] { places[id] = (serviceIndex, endpointIndex) }
            }
        }
        for setting in settings {
            let id = setting.operationID.value
            guard let (serviceIndex, endpointIndex) = places[id] else {
                if ids[id] == nil {
                    let guess = DidYouMean.suggestion(for: id, among: ids.keys.sorted())
                    imported.diagnostics.error(
                        "the OpenAPI document has no operation '\(id)'\(guess.map { " (did you mean '\($0)'?)" } ?? "")",
                        at: setting.operationID.location)
                }
                continue
            }
            services[serviceIndex].endpoints[endpointIndex].settings.overlay(setting.settings)
        }
    }
}
