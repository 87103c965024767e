/// Errors tied to operations: the catalog codes a document lists for an operation, and
/// where the document and the catalog disagree (issue 28, point 2).
extension OpenAPIImporter {
    /// What the error schemas of the whole document list, checked against the catalog once
    /// every operation is read.
    struct ErrorListing {
        /// Each code an error schema's `enum` lists (by where it is written), and the statuses it is listed under.
        var codes: [(code: Located<String>, statuses: Set<Int>)] = []
        /// Where each of `codes` is, by where its code is written (one schema is read once per response).
        var codeIndex: [SourceLocation: Int] = [:]
        /// How many error responses have a schema, how many of those have `envelope.code`, and the first.
        var errorSchemas = (count: 0, withCode: 0, first: SourceLocation?.none)
    }

    /// The codes an error response documents: its extension's, and those its schema's code
    /// property (at `envelope.code`) lists in an `enum`. A response that lists none documents
    /// the entry `fallbacks` names for its exact status.
    mutating func addDocumentedErrors(_ response: YAMLNode, status: Int?, to endpoint: inout EndpointSpec) {
        guard let resolved = files.resolve(response)?.node else { return }
        let extensionCodes = OpenAPIOperationSyntax.extensionCodes(in: resolved)
        let schemaCodes = schemaCodes(of: resolved)
        for value in extensionCodes {
            document(value, status: status, to: &endpoint)
        }
        for value in schemaCodes {
            documentListed(value, status: status, to: &endpoint)
        }
        if extensionCodes.isEmpty, schemaCodes.isEmpty, let status, let entry = context.statusFallbacks[status],
            !endpoint.errors.contains(where: { $0.value.text == entry.text })
        {
            endpoint.errors.append(Located(entry, at: response.location))
        }
    }

    /// The values of the `enum` an error response's schema gives its code property (at `envelope.code`).
    private mutating func schemaCodes(of response: YAMLNode) -> [YAMLNode] {
        let media = response[.content]?.mapping?.first { OpenAPIOperationSyntax.isJSON($0.key.value) }
        guard let schema = media.flatMap({ $0.value[.schema] }).flatMap({ files.resolve($0)?.node })
        else { return [] }
        listing.errorSchemas.count += 1
        listing.errorSchemas.first = listing.errorSchemas.first ?? schema.location
        guard let code = property(at: context.envelopeCode.value[...], in: schema, depth: 0) else { return [] }
        listing.errorSchemas.withCode += 1
        return code[.enum]?.sequence ?? []
    }

    /// A code of an error schema's `enum`. One schema often serves every error response, listing
    /// every code: under a status, only the codes the catalog gives that status are the operation's.
    private mutating func documentListed(_ value: YAMLNode, status: Int?, to endpoint: inout EndpointSpec) {
        guard let scalar = value.scalar, !scalar.isNull else { return }
        let code = scalar.value
        guard let status, context.catalogCodes.contains(code), let expected = context.catalogStatuses[code] else {
            document(value, status: nil, to: &endpoint)
            return
        }
        if let index = listing.codeIndex[value.location] {
            listing.codes[index].statuses.insert(status)
        } else {
            listing.codeIndex[value.location] = listing.codes.count
            listing.codes.append((Located(code, at: value.location), [status]))
        }
        if expected == status { document(value, status: nil, to: &endpoint) }
    }

    /// A code the document lists: documented on the endpoint when the catalog has it, with a
    /// warning when the catalog gives it another status; a warning when the catalog lacks it.
    mutating func document(_ value: YAMLNode, status: Int?, to endpoint: inout EndpointSpec) {
        guard let scalar = value.scalar, !scalar.isNull else { return }
        let code = scalar.value
        guard context.catalogCodes.contains(code) else {
            imported.diagnostics.warning(
                "the catalog has no code '\(code)', which the OpenAPI document lists", at: value.location)
            return
        }
        if let status, let expected = context.catalogStatuses[code], expected != status {
            imported.diagnostics.warning(
                "code '\(code)' has status \(expected) in the catalog, but the OpenAPI document lists it under \(status)",
                at: value.location)
        }
        // One schema often serves every error response of an operation: its codes are documented once.
        guard !endpoint.errors.contains(where: { $0.value.text == code }) else { return }
        endpoint.errors.append(Located(ErrorReference(text: code, isPlain: scalar.isPlain), at: value.location))
    }

    /// The schema of the property at `path` (`error.code`), through `$ref`s and `allOf` parts;
    /// a number (`errors.0.code`) steps into an array's `items`.
    mutating func property(at path: ArraySlice<String>, in schema: YAMLNode, depth: Int) -> YAMLNode? {
        guard let name = path.first, depth < 32 else { return schema }
        if Int(name) != nil, let items = schema[.items].flatMap({ files.resolve($0)?.node }) {
            return property(at: path.dropFirst(), in: items, depth: depth + 1)
        }
        var candidates = [schema]
        candidates += schema[.allOf]?.sequence?.compactMap { files.resolve($0)?.node } ?? []
        for candidate in candidates {
            if let found = candidate[.properties].flatMap({ $0[named: name] }),
                let resolved = files.resolve(found)?.node
            {
                return property(at: path.dropFirst(), in: resolved, depth: depth + 1)
            }
        }
        return nil
    }

    /// A warning at each code an error schema lists under no response of the catalog's status.
    mutating func checkListedStatuses() {
        for (code, statuses) in listing.codes {
            guard let expected = context.catalogStatuses[code.value], !statuses.contains(expected) else { continue }
            let under = statuses.sorted().map(String.init).joined(separator: ", ")
            imported.diagnostics.warning(
                "code '\(code.value)' has status \(expected) in the catalog, but the OpenAPI document lists it under \(under)",
                at: code.location)
        }
    }

    /// A warning when the document documents error bodies and none has the envelope's code,
    /// unless the catalog tells responses apart by status alone.
    mutating func checkEnvelope() {
        guard listing.errorSchemas.count > 0, listing.errorSchemas.withCode == 0, !context.isToldApartByStatus
        else { return }
        let path = context.envelopeCode.value.joined(separator: ".")
        let written = context.envelopeCode.location.line > 0
        imported.diagnostics.warning(
            "no error response of the OpenAPI document has a '\(path)' property, where 'envelope.code' reads the code"
                + (written ? "" : " (the default)"),
            at: written ? context.envelopeCode.location : listing.errorSchemas.first)
    }
}
