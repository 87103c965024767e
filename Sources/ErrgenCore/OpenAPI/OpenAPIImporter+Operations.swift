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
            // A path with nothing after it is a mistake (or a cut), not a path without operations.
            if pathEntry.value.scalar?.isNull == true {
                imported.diagnostics.error(
                    "path '\(pathEntry.key.value)' has nothing after it; write '{}' for a path without operations",
                    at: pathEntry.keyLocation)
                continue
            }
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
                    endpoint.operationID = operationID
                    operationIDs[endpoint.name.location] = operationID
                    let owner = OpenAPIOwner.endpoint(service: serviceName, name: endpoint.name.value)
                    for location in Self.locations(of: endpoint) + [found.keyLocation] {
                        imported.owners[location] = owner
                    }
                    services[index].endpoints.append(endpoint)
                } catch {
                    report(error, skipping: "operation '\(operationID)'")
                    if self.context.policy == .skip {
                        imported.skippedOperations.append(
                            SkippedOperation(
                                service: serviceName, name: operationID, method: method, path: pathEntry.key.value,
                                location: idLocation, reason: error.message))
                    }
                }
            }
        }
        splitEventStreams(&services)
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
        if let events = endpoint.events { result.append(events.location) }
        result += [endpoint.bodyContentType?.location, endpoint.responseEncoding?.location].compactMap { $0 }
        result += endpoint.partContentTypes.map(\.name.location)
        for entry in endpoint.formEncoding {
            result += [entry.name.location, entry.style?.location, entry.explode?.location].compactMap { $0 }
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
        // The summary, else the description's first paragraph, leads; the description's other paragraphs follow.
        var paragraphs = operation.text(.description).map { OpenAPIOperationSyntax.paragraphs($0) } ?? []
        if let summary = operation.text(.summary).map({ OpenAPIOperationSyntax.oneLine($0) }), !summary.isEmpty {
            endpoint.summary = summary
            if paragraphs.first == summary { paragraphs.removeFirst() }
        } else {
            endpoint.summary = paragraphs.isEmpty ? operation.summaryLine : paragraphs.removeFirst()
        }
        endpoint.details = paragraphs
        endpoint.deprecation = OpenAPIDeprecation.of(operation)
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
        declareUndeclaredPathVariables(in: &endpoint, context)
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
        Self.labelUniquely(&endpoint)
        return endpoint
    }

    /// Gives each parameter a Swift label no earlier one (nor the body) has: `StartTime<`,
    /// `StartTime>` and `StartTime` are `startTime`, `startTime2` and `startTime3`.
    static func labelUniquely(_ endpoint: inout EndpointSpec) {
        var taken: Set<String> = endpoint.body == nil ? [] : ["body"]
        func label(_ parameters: inout [ParameterSpec]) {
            for index in parameters.indices {
                let wire = parameters[index].wireName.value
                let name = OpenAPINames.memberLabel(wire, in: taken)
                if name != SwiftIdentifiers.lowerCamel(wire) { parameters[index].swiftName = name }
                taken.insert(name)
            }
        }
        label(&endpoint.pathParams)
        label(&endpoint.query)
        label(&endpoint.headers)
        label(&endpoint.cookies)
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
            if let content = parameter[.content] {
                try addContentParameter(parameter, content, place: place, required: required, to: &endpoint, context)
                return
            }
            throw Unsupported("a parameter without a 'schema' is not supported", at: parameter.location)
        }
        let style = parameter[.style]
        let resolvedSchema = files.resolve(schema)?.node ?? schema
        if place == "query", resolvedSchema[.properties]?.mapping?.isEmpty == false || resolvedSchema[.allOf] != nil {
            try addObjectQuery(parameter, schema, required: required, to: &endpoint, context)
            return
        }
        if place == "query", let style, style.scalar?.value == "deepObject" {
            try addDeepObject(parameter, schema, style: style, required: required, to: &endpoint)
            return
        }
        var mapped: Mapped
        do {
            mapped = try parameterType(schema, enumName: context.typePrefix + OpenAPINames.typeName(name))
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
        spec.summary = parameter.summaryLine
        spec.constraints = constraints(of: schema, type: mapped.type)
        spec.deprecation = OpenAPIDeprecation.of(parameter)
        // `explode: false` joins a query list's values with commas (`ids=1,2`); form style is the default.
        // spaceDelimited and pipeDelimited join them by spaces or pipes unless `explode: true`.
        if place == "query", isScalarList(mapped.type.nonOptional) {
            let explode = parameter[.explode].flatMap { node in
                node.scalar.flatMap {
                    $0.value == "true" || $0.value == "false" ? Located($0.value == "true", at: node.location) : nil
                }
            }
            switch style?.scalar?.value {
            case "spaceDelimited"?, "pipeDelimited"?:
                let delimited: QueryStyle = style?.scalar?.value == "spaceDelimited" ? .spaceDelimited : .pipeDelimited
                spec.style = style.map { Located(delimited, at: $0.location) }
                if let explode, explode.value { spec.explode = explode }
            default:
                if let explode, !explode.value { spec.explode = explode }
            }
        }
        switch place {
        case "path": endpoint.pathParams.append(spec)
        case "query": endpoint.query.append(spec)
        case "header": endpoint.headers.append(spec)
        case "cookie": endpoint.cookies.append(spec)
        default: throw Unsupported("a parameter 'in: \(place)' is not supported", at: parameter.location)
        }
    }

    /// A query parameter of an object with properties: a model, sent property by property in
    /// `form` style (exploded: `R=100&G=200`; not: `color=R,100,G,200`) or `deepObject` style
    /// (`color[R]=100`); each property must have a text form, as in a form body.
    private mutating func addObjectQuery(
        _ parameter: YAMLNode, _ schema: YAMLNode, required: Bool, to endpoint: inout EndpointSpec,
        _ context: OperationContext
    ) throws(Unsupported) {
        guard let name = parameter.text(.name) else { return }
        let style = parameter[.style]
        let styleName = style?.scalar?.value ?? "form"
        var type: TypeRef? = nil
        var message = Unsupported.objectQuery
        if styleName == "form" || styleName == "deepObject" {
            do {
                let mapped = try self.type(schema, name: context.typePrefix + OpenAPINames.typeName(name))
                if case .model(let model) = mapped.type.nonOptional {
                    if isFlatModel(model) { type = mapped.type.nonOptional }
                } else {
                    message = Unsupported.parameterType("query")
                }
            } catch {
                guard !required else { throw error }
                report(error, skipping: "optional parameter '\(name)'")
                return
            }
        }
        guard let type else {
            let problem = Unsupported(message, at: schema.location)
            guard !required else { throw problem }
            report(problem, skipping: "optional parameter '\(name)'")
            return
        }
        var spec = ParameterSpec(
            wireName: Located(name, at: parameter[.name]?.location ?? parameter.location),
            type: Located(required ? type : .optional(type), at: schema.location))
        spec.summary = parameter.summaryLine
        if let style, styleName == "deepObject" { spec.style = Located(.deepObject, at: style.location) }
        if styleName == "form", let explode = parameter[.explode], explode.scalar?.value == "false" {
            spec.explode = Located(false, at: explode.location)
        }
        endpoint.query.append(spec)
    }

    /// A query or header parameter described by `content` instead of `schema`: its value is
    /// serialized in that media type, so a JSON one (`content: {application/json: {schema:
    /// ...}}`) is its schema's type sent as its JSON text (`encoding: json`).
    private mutating func addContentParameter(
        _ parameter: YAMLNode, _ content: YAMLNode, place: String, required: Bool, to endpoint: inout EndpointSpec,
        _ context: OperationContext
    ) throws(Unsupported) {
        guard let name = parameter.text(.name) else { return }
        let entries = content.mapping ?? []
        let problem: Unsupported
        if let media = entries.first(where: { OpenAPIOperationSyntax.isJSON($0.key.value) }), entries.count == 1,
            place == "query" || place == "header"
        {
            do throws(Unsupported) {
                // A media type without a schema holds any JSON value.
                var mapped = TypeRef.json
                if let schema = media.value[.schema] {
                    mapped = try type(schema, name: context.typePrefix + OpenAPINames.typeName(name)).type.nonOptional
                }
                let location = media.value[.schema]?.location ?? media.keyLocation
                var spec = ParameterSpec(
                    wireName: Located(name, at: parameter[.name]?.location ?? parameter.location),
                    type: Located(required ? mapped : .optional(mapped), at: location))
                spec.summary = parameter.summaryLine
                spec.encoding = Located(.json, at: media.keyLocation)
                if place == "query" { endpoint.query.append(spec) } else { endpoint.headers.append(spec) }
                return
            } catch {
                problem = error
            }
        } else {
            problem = Unsupported(Unsupported.contentParameter, at: content.location)
        }
        guard !required else { throw problem }
        report(problem, skipping: "optional parameter '\(name)'")
    }

    /// A model whose every property has a text form: a scalar, an enum, a list of them, any JSON value.
    private func isFlatModel(_ name: String) -> Bool {
        guard let model = imported.models.first(where: { $0.name.value == name }) else { return false }
        return model.properties.allSatisfy { property in
            let type = property.type.value.nonOptional
            return isScalar(type) || isScalarList(type) || type == .json || type == .dictionary(.json)
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
        spec.summary = parameter.summaryLine
        spec.style = Located(.deepObject, at: style.location)
        endpoint.query.append(spec)
    }

    /// A parameter's type. An inline enum is an open enum named `enumName` (`listOrders`'
    /// `status`: `ListOrdersStatus`; a list's element `ListOrdersStatusItem`), as a property's
    /// is named after its model and key; without a name (a deep object's values), its wire type.
    private mutating func parameterType(_ schema: YAMLNode, enumName: String? = nil) throws(Unsupported) -> Mapped {
        let resolved = files.resolve(schema)?.node ?? schema
        if let scalar = OpenAPIParameterSyntax.scalarUnionType(resolved, resolve: { files.resolve($0)?.node }) {
            return (scalar, false)
        }
        if resolved.text(.type) == "object" || resolved[.properties] != nil
            || resolved[.allOf] != nil
        {
            throw Unsupported(Unsupported.parameterType("query or header"), at: schema.location)
        }
        if resolved[.enum] != nil, OpenAPIFiles.reference(in: schema) == nil {
            if let enumName, let mapped = try? type(schema, name: enumName), isScalar(mapped.type.nonOptional) {
                return (mapped.type.nonOptional, false)
            }
            let integer = resolved.text(.type) == "integer"
            return (.primitive(integer ? .int : .string), false)
        }
        if resolved.text(.type) == "array", let items = resolved[.items] {
            let element = try parameterType(items, enumName: enumName.map { $0 + "Item" })
            return (.array(element.type), false)
        }
        return try type(schema, name: "Parameter")
    }

    func isScalar(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(let primitive): primitive != .data && primitive != .file
        case .model(let name): imported.enums.contains { $0.name.value == name }
        default: false
        }
    }

    func isScalarList(_ type: TypeRef) -> Bool {
        if case .array(let element) = type { return isScalar(element) }
        return false
    }

    /// Whether a form field's schema is one text, number or boolean (an enum too), whose
    /// OpenAPI styles all write `name=value`.
    private func isOneValue(_ schema: YAMLNode) -> Bool {
        guard schema[.items] == nil, schema[.properties] == nil, schema[.additionalProperties] == nil,
            ![OpenAPIKey.allOf, .oneOf, .anyOf].contains(where: { schema[$0] != nil })
        else { return false }
        let types = OpenAPISchemaSyntax.declaredTypes(schema).types
        if types.isEmpty { return schema[.enum] != nil || schema[.const] != nil }
        return types.count == 1 && ["string", "integer", "number", "boolean"].contains(types[0])
            && schema.text(.format) != "binary"
    }

    /// The `encoding` of a form body's list and object fields as `form_encoding`: OpenAPI's
    /// `style` and `explode` of each, written only where they differ from the default (a list
    /// repeats its name; an object without a style is its JSON text, as OpenAPI's default
    /// `contentType` for an object says). A field of one value is `name=value` in every style
    /// but deepObject, which has no meaning for it, nor for a list.
    private mutating func formEncoding(_ encoding: YAMLNode?, fields: [YAMLMapping.Entry]) throws(Unsupported)
        -> [FormFieldEncoding]
    {
        var result: [FormFieldEncoding] = []
        for field in encoding?.mapping ?? [] {
            let style = field.value[.style]
            let explode = field.value[.explode]
            guard style != nil || explode != nil,
                let property = fields.first(where: { $0.key.value == field.key.value })?.value
            else { continue }
            let resolved = files.resolve(property)?.node ?? property
            let isList = resolved.text(.type) == "array" || resolved[.items] != nil
            let styleName = style?.scalar?.value ?? "form"
            if isOneValue(resolved) {
                guard styleName == "deepObject", let style else { continue }
                throw Unsupported(Unsupported.formFieldEncoding, at: style.location)
            }
            let mapped: QueryStyle
            switch styleName {
            case "form": mapped = .form
            case "spaceDelimited": mapped = .spaceDelimited
            case "pipeDelimited": mapped = .pipeDelimited
            case "deepObject" where !isList: mapped = .deepObject
            default: throw Unsupported(Unsupported.formFieldEncoding, at: style?.location ?? field.keyLocation)
            }
            var entry = FormFieldEncoding(name: Located(field.key.value, at: field.keyLocation))
            if let style { entry.style = Located(mapped, at: style.location) }
            // deepObject is always exploded: its `explode` says nothing.
            if let explode, mapped != .deepObject, let value = explode.scalar?.value,
                value == "true" || value == "false"
            {
                entry.explode = Located(value == "true", at: explode.location)
            }
            // A list exploded (in any style) repeats its name, the default; an object's default is JSON text.
            if isList, entry.explode?.value ?? mapped.explodesByDefault { continue }
            result.append(entry)
        }
        return result
    }

    /// A styled field must be a list of values with a text form, or an object of them (a flat
    /// model, a dictionary, any JSON): a nested object inside one has no form.
    private func checkStyledFields(_ encoding: [FormFieldEncoding], of body: TypeRef) throws(Unsupported) {
        guard case .model(let name) = body.nonOptional,
            let model = imported.models.first(where: { $0.name.value == name })
        else { return }
        for entry in encoding {
            guard let type = model.properties.first(where: { $0.wireName.value == entry.name.value })?.type.value
            else { continue }
            let fits =
                switch type.nonOptional {
                case .array(let element): isScalar(element)
                case .json: true
                case .dictionary(let value): isScalar(value) || value == .json
                case .model(let model): isFlatModel(model)
                default: false
                }
            if !fits { throw Unsupported(Unsupported.formFieldEncoding, at: entry.name.location) }
        }
    }

    private mutating func addBody(_ body: YAMLNode, to endpoint: inout EndpointSpec, _ context: OperationContext)
        throws(Unsupported)
    {
        guard let resolved = files.resolve(body)?.node else {
            throw Unsupported(Unsupported.brokenReference, at: body.location, isReported: true)
        }
        guard let content = resolved[.content]?.mapping, !content.isEmpty else { return }
        guard let (media, encoding) = OpenAPIOperationSyntax.bodyMedia(content, resolve: { files.resolve($0)?.node })
        else {
            throw Unsupported(Unsupported.mediaType(content.map(\.key.value)), at: resolved.location)
        }
        if encoding != .json { endpoint.bodyEncoding = Located(encoding, at: media.keyLocation) }
        // `required` defaults to false: such a body is `T? = nil` in Swift, and `nil` sends none.
        let isRequired = resolved.flag(.required)
        switch encoding {
        case .binary, .text:
            let type = TypeRef.primitive(encoding == .binary ? .file : .string)
            endpoint.body = Located(isRequired ? type : .optional(type), at: media.keyLocation)
            // A wildcard (`image/*`) is the caller's to narrow: the file's own type, else application/octet-stream.
            if !media.key.value.contains("*") {
                endpoint.bodyContentType = Located(media.key.value, at: media.keyLocation)
            }
            return
        case .json, .form, .multipart: break
        }
        guard let schema = media.value[.schema] else { return }
        if encoding == .form {
            endpoint.formEncoding = try formEncoding(media.value[.encoding], fields: mergedParts([schema]).properties)
        }
        let mapped = try type(schema, name: context.typePrefix + "Request")
        if !endpoint.formEncoding.isEmpty { try checkStyledFields(endpoint.formEncoding, of: mapped.type) }
        if encoding == .multipart {
            guard case .model = mapped.type.nonOptional else {
                throw Unsupported(Unsupported.multipartNotObject, at: schema.location)
            }
            endpoint.body = Located(
                isRequired ? mapped.type.nonOptional : .optional(mapped.type.nonOptional), at: schema.location)
            endpoint.partContentTypes = OpenAPIOperationSyntax.partContentTypes(media.value[.encoding])
            return
        }
        let type = isRequired ? mapped.type.nonOptional : .optional(mapped.type.nonOptional)
        endpoint.body = Located(type, at: schema.location)
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
        let stream = content.first { OpenAPIOperationSyntax.isEventStream($0.key.value) }
        // Beside a stream only a JSON answer is kept: the request's flag chooses between the two.
        let readable = OpenAPIOperationSyntax.responseMedia(content, resolve: { files.resolve($0)?.node })
            .flatMap { stream == nil || $0.1 == .json ? $0 : nil }
        if let stream {
            do {
                endpoint.events = try eventType(stream, context)
            } catch  where readable != nil {
                // The JSON answer still generates; only the stream beside it is left out.
                report(error, skipping: "the event stream of operation '\(context.id)'")
            }
        }
        guard let (media, encoding) = readable else {
            // Only a stream: the endpoint answers with its events.
            if stream != nil { return }
            throw Unsupported(Unsupported.mediaType(content.map(\.key.value)), at: success.keyLocation)
        }
        if encoding != .json {
            endpoint.response = Located(.primitive(encoding == .binary ? .data : .string), at: media.keyLocation)
            endpoint.responseEncoding = Located(encoding, at: media.keyLocation)
            endpoint.responseContentType = Located(media.key.value, at: media.keyLocation)
            return
        }
        guard let schema = media.value[.schema] else { return }
        let mapped = try type(schema, name: context.typePrefix + "Response")
        endpoint.response = Located(mapped.type.nonOptional, at: schema.location)
    }

    /// The type of each event's `data` of a `text/event-stream` media type: its `schema`; or,
    /// as OpenAPI 3.2 writes it, the `contentSchema` of its `itemSchema`'s `data`; else `String`.
    private mutating func eventType(_ media: YAMLMapping.Entry, _ context: OperationContext) throws(Unsupported)
        -> Located<TypeRef>
    {
        let name = context.typePrefix + "Event"
        if let item = media.value[.itemSchema].flatMap({ files.resolve($0)?.node }) {
            if let data = item[.properties]?[named: "data"].flatMap({ files.resolve($0)?.node }),
                let schema = data[.contentSchema]
            {
                return Located(try type(schema, name: name).type.nonOptional, at: schema.location)
            }
            return Located(.primitive(.string), at: item.location)
        }
        if let schema = media.value[.schema] {
            return Located(try type(schema, name: name).type.nonOptional, at: schema.location)
        }
        return Located(.primitive(.string), at: media.keyLocation)
    }

    /// An operation documented with both a JSON body and a `text/event-stream` (the request
    /// chooses, as with a `stream: true` property) becomes two endpoints: the JSON one as
    /// named, and after it `<name>Stream`, which returns the events. Both keep the name's
    /// place, so `operations:` reaches both (`join`); the stream owns its events' place.
    private mutating func splitEventStreams(_ services: inout [ServiceSpec]) {
        for index in services.indices {
            var endpoints: [EndpointSpec] = []
            for var endpoint in services[index].endpoints {
                guard endpoint.response != nil, let events = endpoint.events else {
                    endpoints.append(endpoint)
                    continue
                }
                var stream = endpoint
                endpoint.events = nil
                stream.response = nil
                let taken = Set(services[index].endpoints.compactMap { SwiftIdentifiers.lowerCamel($0.name.value) })
                stream.name.value = OpenAPINames.unique(
                    (SwiftIdentifiers.lowerCamel(endpoint.name.value) ?? endpoint.name.value) + "Stream", in: taken)
                stream.summary = stream.summary.map { "\($0) (as a stream of events)" }
                imported.owners[events.location] = .endpoint(
                    service: services[index].name.value, name: stream.name.value)
                endpoints += [endpoint, stream]
            }
            services[index].endpoints = endpoints
        }
    }

    /// Applies `operations:` to the endpoints of the ids they name; an id the document lacks is an error.
    private mutating func join(
        _ settings: [OperationSettings], into services: inout [ServiceSpec], ids: [String: SourceLocation],
        operationIDs: [SourceLocation: String]
    ) {
        // An operation split into a JSON endpoint and its stream (`splittingEventStream`) has two.
        var places: [String: [(service: Int, endpoint: Int)]] = [:]
        for (serviceIndex, service) in services.enumerated() {
            for (endpointIndex, endpoint) in service.endpoints.enumerated() {
                if let id = operationIDs[endpoint.name.location] {
                    places[id, default: []].append((serviceIndex, endpointIndex))
                }
            }
        }
        for setting in settings {
            let id = setting.operationID.value
            guard let targets = places[id] else {
                if ids[id] == nil {
                    let guess = DidYouMean.suggestion(for: id, among: ids.keys.sorted())
                    imported.diagnostics.error(
                        "the OpenAPI document has no operation '\(id)'\(guess.map { " (did you mean '\($0)'?)" } ?? "")",
                        at: setting.operationID.location)
                }
                continue
            }
            for (serviceIndex, endpointIndex) in targets {
                var settings = setting.settings
                // A `terminator` is the stream's, not the JSON endpoint's beside it.
                if targets.count > 1, services[serviceIndex].endpoints[endpointIndex].events == nil {
                    settings.terminator = nil
                }
                services[serviceIndex].endpoints[endpointIndex].settings.overlay(settings)
            }
        }
    }
}
