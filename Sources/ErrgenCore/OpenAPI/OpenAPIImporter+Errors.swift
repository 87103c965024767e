/// Errors tied to operations: the catalog codes a document lists for an operation, and
/// where the document and the catalog disagree (issue 28, point 2).
extension OpenAPIImporter {
    /// The extensions that list an operation's or a response's codes, errgen's own first.
    static let errorExtensions = [OpenAPIKey.xErrgenErrors, .xErrors]

    /// The codes an error response documents: its extension's, and those its schema's code
    /// property (at `envelope.code`) lists in an `enum`.
    mutating func addDocumentedErrors(_ response: YAMLNode, status: Int?, to endpoint: inout EndpointSpec) {
        guard let resolved = files.resolve(response)?.node else { return }
        for value in Self.extensionCodes(in: resolved) { document(value, status: status, to: &endpoint) }
        let media = Self.value(.content, in: resolved)?.mapping?.first { Self.isJSON($0.key.value) }
        guard let schema = media.flatMap({ Self.value(.schema, in: $0.value) }).flatMap({ files.resolve($0)?.node })
        else { return }
        errorSchemas.count += 1
        errorSchemas.first = errorSchemas.first ?? schema.location
        guard let code = property(at: envelopeCode.value[...], in: schema, depth: 0) else { return }
        errorSchemas.withCode += 1
        for value in Self.value(.enum, in: code)?.sequence ?? [] {
            documentListed(value, status: status, to: &endpoint)
        }
    }

    /// A code of an error schema's `enum`. One schema often serves every error response, listing
    /// every code: under a status, only the codes the catalog gives that status are the operation's.
    private mutating func documentListed(_ value: YAMLNode, status: Int?, to endpoint: inout EndpointSpec) {
        guard let scalar = value.scalar, !scalar.isNull else { return }
        let code = scalar.value
        guard let status, catalogCodes.contains(code), let expected = catalogStatuses[code] else {
            document(value, status: nil, to: &endpoint)
            return
        }
        if let index = listedStatusIndex[value.location] {
            listedStatuses[index].statuses.insert(status)
        } else {
            listedStatusIndex[value.location] = listedStatuses.count
            listedStatuses.append((Located(code, at: value.location), [status]))
        }
        if expected == status { document(value, status: nil, to: &endpoint) }
    }

    /// A code the document lists: documented on the endpoint when the catalog has it, with a
    /// warning when the catalog gives it another status; a warning when the catalog lacks it.
    mutating func document(_ value: YAMLNode, status: Int?, to endpoint: inout EndpointSpec) {
        guard let scalar = value.scalar, !scalar.isNull else { return }
        let code = scalar.value
        guard catalogCodes.contains(code) else {
            diagnostics.warning(
                "the catalog has no code '\(code)', which the OpenAPI document lists", at: value.location)
            return
        }
        if let status, let expected = catalogStatuses[code], expected != status {
            diagnostics.warning(
                "code '\(code)' has status \(expected) in the catalog, but the OpenAPI document lists it under \(status)",
                at: value.location)
        }
        guard documentedCodes.insert(code).inserted else { return }
        endpoint.errors.append(Located(ErrorReference(text: code, isPlain: scalar.isPlain), at: value.location))
    }

    /// The codes `x-errgen-errors` or `x-errors` list on an operation or a response.
    static func extensionCodes(in node: YAMLNode) -> [YAMLNode] {
        var codes: [YAMLNode] = []
        for name in errorExtensions {
            guard let list = value(name, in: node) else { continue }
            if let items = list.sequence {
                codes += items
            } else if let entries = list.mapping {
                codes += entries.map { YAMLNode(.scalar($0.key), at: $0.keyLocation) }
            }
        }
        return codes
    }

    /// The schema of the property at `path` (`error.code`), through `$ref`s and `allOf` parts.
    private mutating func property(at path: ArraySlice<String>, in schema: YAMLNode, depth: Int) -> YAMLNode? {
        guard let name = path.first, depth < 32 else { return schema }
        var candidates = [schema]
        candidates += Self.value(.allOf, in: schema)?.sequence?.compactMap { files.resolve($0)?.node } ?? []
        for candidate in candidates {
            if let found = Self.value(.properties, in: candidate).flatMap({ Self.value(named: name, in: $0) }),
                let resolved = files.resolve(found)?.node
            {
                return property(at: path.dropFirst(), in: resolved, depth: depth + 1)
            }
        }
        return nil
    }

    /// A warning at each code an error schema lists under no response of the catalog's status.
    mutating func checkListedStatuses() {
        for (code, statuses) in listedStatuses {
            guard let expected = catalogStatuses[code.value], !statuses.contains(expected) else { continue }
            let under = statuses.sorted().map(String.init).joined(separator: ", ")
            diagnostics.warning(
                "code '\(code.value)' has status \(expected) in the catalog, but the OpenAPI document lists it under \(under)",
                at: code.location)
        }
    }

    /// A warning when the document documents error bodies and none has the envelope's code.
    mutating func checkEnvelope() {
        guard errorSchemas.count > 0, errorSchemas.withCode == 0 else { return }
        let path = envelopeCode.value.joined(separator: ".")
        let written = envelopeCode.location.line > 0
        diagnostics.warning(
            "no error response of the OpenAPI document has a '\(path)' property, where 'envelope.code' reads the code"
                + (written ? "" : " (the default)"),
            at: written ? envelopeCode.location : errorSchemas.first)
    }
}
