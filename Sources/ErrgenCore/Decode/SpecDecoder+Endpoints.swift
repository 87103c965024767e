import ErrgenVocabulary

/// The `models` and `services` sections.
extension SpecDecoder {
    mutating func decodeModel(_ entry: YAMLMapping.Entry) -> ModelSpec? {
        let name = Located(entry.key.value, at: entry.keyLocation)
        guard var entries = reader.mapping(entry.value, "model '\(entry.key.value)'") else {
            // Kept (the mistake is reported) so the types that name it still resolve.
            return ModelSpec(name: name, properties: [])
        }
        // The long form `{summary, properties}`: a model with a `properties` key (a property of
        // that name is written in the long form).
        var long: KeyedFields?
        if entries.contains(where: { $0.key.value == "properties" }) {
            guard let fields = reader.keyedFields(entry.value, "model '\(entry.key.value)'", SpecFormat.model) else {
                return ModelSpec(name: name, properties: [])
            }
            long = fields
            entries = fields["properties"].flatMap { reader.mapping($0, "'properties'") } ?? []
        }
        var model = ModelSpec(name: name, properties: decodeProperties(entries))
        if let long {
            model.summary = long["summary"].flatMap { reader.string($0, "'summary'") }
            model.renamedFrom = long["renamed_from"].map { reader.previousNames($0, "'renamed_from'") } ?? []
            model.deprecation = long["deprecated"].flatMap { reader.deprecation($0, "'deprecated'") }
        }
        return model
    }

    private mutating func decodeProperties(_ entries: [YAMLMapping.Entry]) -> [ModelSpec.Property] {
        entries.compactMap { property -> ModelSpec.Property? in
            let what = { "property '\(property.key.value)'" }
            let name = Located(property.key.value, at: property.keyLocation)
            if property.value.scalar != nil {
                guard let type = reader.type(property.value, "the type of \(what())") else { return nil }
                return ModelSpec.Property(wireName: name, type: type, secret: false)
            }
            guard let fields = reader.keyedFields(property.value, what(), SpecFormat.property),
                let typeNode = fields["type"], let type = reader.type(typeNode, "the type of \(what())")
            else { return nil }
            let secret = fields["secret"].flatMap { reader.boolean($0, "'secret'") } ?? false
            let summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
            var result = ModelSpec.Property(wireName: name, type: type, secret: secret, summary: summary)
            if let node = fields["date_format"], let format = reader.choice(node, "'date_format'", DateFormat.self) {
                result.dateFormat = Located(format, at: node.location)
            }
            if let node = fields["default"], let scalar = node.scalar {
                result.defaultValue = Located(Self.scalarDefault(scalar), at: node.location)
            } else if let node = fields["default"] {
                reader.error(
                    "'default' must be a string, number or boolean, found \(node.kindDescription)", at: node.location)
            }
            result.access =
                fields["access"].flatMap { reader.choice($0, "'access'", PropertyAccess.self) } ?? .readWrite
            result.renamedFrom = fields["renamed_from"].map { reader.previousNames($0, "'renamed_from'") } ?? []
            result.deprecation = fields["deprecated"].flatMap { reader.deprecation($0, "'deprecated'") }
            result.example = fields["example"]
            result.constraints = constraints(fields)
            return result
        }
    }

    /// A plain `null`, `true`, `false` or number as such; anything else, and any quoted scalar, as text.
    private static func scalarDefault(_ scalar: YAMLScalar) -> ScalarDefault {
        guard scalar.isPlain else { return .string(scalar.value) }
        if scalar.isNull { return .null }
        if scalar.value == "true" || scalar.value == "false" { return .bool(scalar.value == "true") }
        if Double(scalar.value) != nil, scalar.value.first.map({ $0.isNumber || $0 == "-" }) == true {
            return .number(scalar.value)
        }
        return .string(scalar.value)
    }

    mutating func decodeEnum(_ entry: YAMLMapping.Entry) -> EnumSpec? {
        let name = Located(entry.key.value, at: entry.keyLocation)
        guard let fields = reader.keyedFields(entry.value, "enum '\(entry.key.value)'", SpecFormat.enumeration) else {
            // Kept (the mistake is reported) so the types that name it still resolve.
            return EnumSpec(name: name)
        }
        var result = EnumSpec(name: name)
        result.summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
        result.rawType = fields["type"].flatMap { reader.choice($0, "'type'", EnumSpec.RawType.self) } ?? .string
        let values = fields["values"].flatMap { reader.mapping($0, "'values'") } ?? []
        result.values = values.compactMap { value -> EnumSpec.Value? in
            let wire = Located(value.key.value, at: value.keyLocation)
            let what = { "value '\(value.key.value)'" }
            if value.value.scalar != nil {
                guard let summary = reader.string(value.value, "the summary of \(what())") else { return nil }
                return EnumSpec.Value(wire: wire, summary: summary.isEmpty ? nil : summary)
            }
            guard let long = reader.keyedFields(value.value, what(), SpecFormat.enumValue) else { return nil }
            var name: Located<String>?
            if let node = long["name"], let text = reader.nonEmptyString(node, "'name'") {
                name = Located(text, at: node.location)
            }
            var result = EnumSpec.Value(
                wire: wire, name: name, summary: long["summary"].flatMap { reader.string($0, "'summary'") })
            result.renamedFrom = long["renamed_from"].map { reader.previousNames($0, "'renamed_from'") } ?? []
            result.deprecation = long["deprecated"].flatMap { reader.deprecation($0, "'deprecated'") }
            return result
        }
        return result
    }

    mutating func decodeService(_ entry: YAMLMapping.Entry) -> ServiceSpec? {
        let what = { "service '\(entry.key.value)'" }
        guard let fields = reader.keyedFields(entry.value, what(), SpecFormat.service) else {
            return nil
        }
        let summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
        let endpoints = fields["endpoints"].flatMap { reader.mapping($0, "'endpoints'") } ?? []
        return ServiceSpec(
            name: Located(entry.key.value, at: entry.keyLocation), summary: summary,
            endpoints: endpoints.compactMap { decodeEndpoint($0) })
    }

    private mutating func decodeEndpoint(_ entry: YAMLMapping.Entry) -> EndpointSpec? {
        let what = { "endpoint '\(entry.key.value)'" }
        guard let fields = reader.keyedFields(entry.value, what(), SpecFormat.endpoint),
            let methodNode = fields["method"], let method = reader.choice(methodNode, "'method'", HTTPMethod.self),
            let pathNode = fields["path"], let path = reader.nonEmptyString(pathNode, "'path'")
        else { return nil }
        var endpoint = EndpointSpec(
            name: Located(entry.key.value, at: entry.keyLocation), method: method,
            path: Located(path, at: pathNode.location))
        endpoint.summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
        endpoint.renamedFrom = fields["renamed_from"].map { reader.previousNames($0, "'renamed_from'") } ?? []
        endpoint.deprecation = fields["deprecated"].flatMap { reader.deprecation($0, "'deprecated'") }
        endpoint.pathTemplate = PathTemplateSyntax.template(of: path)
        endpoint.pathParams = parameters(
            fields["path_params"], section: "path_params", kind: "path parameter", longForm: SpecFormat.pathParameter)
        endpoint.query = queryParameters(fields["query"])
        endpoint.headers = headerParameters(fields["headers"])
        endpoint.cookies = parameters(
            fields["cookies"], section: "cookies", kind: "cookie", longForm: SpecFormat.pathParameter)
        endpoint.body = fields["body"].flatMap { reader.type($0, "the type of 'body'") }
        if let node = fields["body_encoding"], let encoding = reader.choice(node, "'body_encoding'", BodyEncoding.self)
        {
            endpoint.bodyEncoding = Located(encoding, at: node.location)
        }
        endpoint.bodyContentType = fields["body_content_type"].flatMap { node in
            reader.nonEmptyString(node, "'body_content_type'").map { Located($0, at: node.location) }
        }
        if let node = fields["part_content_types"], let entries = reader.mapping(node, "'part_content_types'") {
            endpoint.partContentTypes = entries.compactMap { entry in
                reader.nonEmptyString(entry.value, "the content type of part '\(entry.key.value)'").map {
                    (Located(entry.key.value, at: entry.keyLocation), $0)
                }
            }
        }
        if let node = fields["form_encoding"], let entries = reader.mapping(node, "'form_encoding'") {
            endpoint.formEncoding = entries.compactMap { entry in
                let what = "the form encoding of field '\(entry.key.value)'"
                guard let fields = reader.keyedFields(entry.value, what, SpecFormat.formFieldEncoding) else {
                    return nil
                }
                var encoding = FormFieldEncoding(name: Located(entry.key.value, at: entry.keyLocation))
                if let styleNode = fields["style"], let style = reader.choice(styleNode, "'style'", QueryStyle.self) {
                    encoding.style = Located(style, at: styleNode.location)
                }
                if let explodeNode = fields["explode"], let explode = reader.boolean(explodeNode, "'explode'") {
                    encoding.explode = Located(explode, at: explodeNode.location)
                }
                return encoding
            }
        }
        endpoint.response = fields["response"].flatMap { reader.type($0, "the type of 'response'") }
        endpoint.events = fields["events"].flatMap { reader.type($0, "the type of 'events'") }
        if let node = fields["response_encoding"],
            let encoding = reader.choice(node, "'response_encoding'", ResponseEncoding.self)
        {
            endpoint.responseEncoding = Located(encoding, at: node.location)
        }
        endpoint.responseContentType = fields["response_content_type"].flatMap { node in
            reader.nonEmptyString(node, "'response_content_type'").map { Located($0, at: node.location) }
        }
        endpoint.settings = decodeEndpointSettings(fields)
        return endpoint
    }

    /// `query`: each parameter a type, or `{type, style, explode, secret, encoding}`.
    private mutating func queryParameters(_ node: YAMLNode?) -> [ParameterSpec] {
        parameters(node, section: "query", kind: "query parameter", longForm: SpecFormat.queryParameter)
    }

    /// `headers`: each header a type, or `{type, secret, encoding}`.
    private mutating func headerParameters(_ node: YAMLNode?) -> [ParameterSpec] {
        parameters(node, section: "headers", kind: "header", longForm: SpecFormat.headerParameter)
    }

    /// A `path_params`, `query`, `headers` or `cookies` section: each entry a type, or the long
    /// form `longForm` allows (`style` and `explode` only for a query, which the shape check enforces).
    private mutating func parameters(
        _ node: YAMLNode?, section: String, kind: String, longForm: SpecFormat.Mapping
    ) -> [ParameterSpec] {
        guard let node, let entries = reader.mapping(node, "'\(section)'") else { return [] }
        return entries.compactMap { entry in
            let name = Located(entry.key.value, at: entry.keyLocation)
            let what = { "the type of parameter '\(entry.key.value)'" }
            if entry.value.scalar != nil {
                return reader.type(entry.value, what()).map { ParameterSpec(wireName: name, type: $0) }
            }
            guard
                let fields = reader.keyedFields(entry.value, "\(kind) '\(entry.key.value)'", longForm),
                let typeNode = fields["type"], let type = reader.type(typeNode, what())
            else { return nil }
            var parameter = ParameterSpec(wireName: name, type: type)
            if let styleNode = fields["style"], let style = reader.choice(styleNode, "'style'", QueryStyle.self) {
                parameter.style = Located(style, at: styleNode.location)
            }
            if let explodeNode = fields["explode"], let explode = reader.boolean(explodeNode, "'explode'") {
                parameter.explode = Located(explode, at: explodeNode.location)
            }
            parameter.secret = fields["secret"].flatMap { reader.boolean($0, "'secret'") } ?? false
            if let node = fields["encoding"], let encoding = reader.choice(node, "'encoding'", ParameterEncoding.self) {
                parameter.encoding = Located(encoding, at: node.location)
            }
            parameter.constraints = constraints(fields)
            parameter.deprecation = fields["deprecated"].flatMap { reader.deprecation($0, "'deprecated'") }
            return parameter
        }
    }
}
