/// What an OpenAPI document says about its errors, for `errgen init --from`: the codes its
/// error responses list (a code `enum`, `x-errgen-errors`, `x-errors`) with the status and
/// description of the response that carries each, and where its error bodies keep the code,
/// message and details.
package struct OpenAPIErrorSurvey: Sendable {
    /// A code the document lists.
    package struct Code: Sendable, Equatable {
        package var code: String
        /// The first numeric `4xx`/`5xx` response that lists it; `nil` for ranges, `default`, operations.
        package var status: Int?
        /// Every status of a response that lists it; more than one when responses share a code `enum`.
        package var statuses: [Int] = []
        /// The description the document gives it (an `x-errors` entry's), else its response's.
        package var description: String?
    }

    /// Where an error body keeps its fields, as `envelope` key paths.
    package struct Envelope: Sendable, Hashable {
        /// The code's key path; `nil` when the bodies carry neither a code nor a status.
        package var code: String?
        package var message: String?
        package var details: String?
        package var requestID: String?
        /// A message written for the user (`display_message`), which the envelope has no key for yet.
        package var displayMessage: String?
        /// Whether `code` reads the HTTP status the body repeats, the body having no code of its own.
        package var codeIsStatus = false

        package init(
            code: String?, message: String?, details: String?, requestID: String? = nil,
            displayMessage: String? = nil, codeIsStatus: Bool = false
        ) {
            self.code = code
            self.message = message
            self.details = details
            self.requestID = requestID
            self.displayMessage = displayMessage
            self.codeIsStatus = codeIsStatus
        }
    }

    package var title: String?
    package var codes: [Code] = []
    /// The envelope of each documented error schema, one per distinct layout.
    package var envelopes: [Envelope: Int] = [:]
    /// How many error responses have a JSON schema.
    package var errorSchemaCount = 0
    /// The statuses of the document's error responses, whether or not they list codes.
    package var statuses: Set<Int> = []
    /// Every file of the document read.
    package var files: [String] = []
    /// Whether the document's OAuth 2 scheme becomes a session that refreshes (see `OpenAPIImporter.oauthFlow`).
    package var refreshesSession = false

    /// Reads the document at `path`; its diagnostics (unreadable, not 3.x) come back in `diagnostics`.
    package static func survey(document path: String, diagnostics: inout DiagnosticList) -> OpenAPIErrorSurvey? {
        var files = OpenAPIFiles(parsed: [:], inMemory: [:])
        var survey = OpenAPIErrorSurvey()
        let root = files.tree(OpenAPIFiles.normalized(path), reference: nil)
        defer { diagnostics.append(contentsOf: files.diagnostics) }
        guard let root else { return nil }
        let version = root.text(.openapi)
        guard let version, version.hasPrefix("3.0") || version.hasPrefix("3.1") else {
            diagnostics.error(
                "errgen reads OpenAPI 3.0 and 3.1 documents; this one has no 'openapi: 3.0.x' or '3.1.x'",
                at: root[.openapi]?.location ?? root.location)
            return nil
        }
        survey.title = root[.info].flatMap { $0.text(.title) }
        survey.refreshesSession = OpenAPIImporter.oauthFlow(root) != nil
        for pathItem in root[.paths]?.mapping ?? [] {
            guard let item = files.resolve(pathItem.value)?.node else { continue }
            for method in item.mapping ?? [] where Self.methods.contains(method.key.value) {
                guard let operation = files.resolve(method.value)?.node else { continue }
                survey.add(OpenAPIOperationSyntax.extensionCodes(in: operation), status: nil, description: nil)
                survey.describe(fromExtensionOf: operation, replacing: nil)
                survey.addResponses(of: operation, files: &files)
            }
        }
        survey.files = files.paths
        return survey
    }

    /// `path` with `.` and `name/..` parts removed.
    package static func normalized(_ path: String) -> String { OpenAPIFiles.normalized(path) }

    static let methods: Set<String> = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    private mutating func addResponses(of operation: YAMLNode, files: inout OpenAPIFiles) {
        for entry in operation[.responses]?.mapping ?? [] {
            let key = entry.key.value.uppercased()
            let status = Int(key)
            guard status.map({ (400...599).contains($0) }) ?? (key == "4XX" || key == "5XX"),
                let response = files.resolve(entry.value)?.node
            else { continue }
            if let status { statuses.insert(status) }
            let description = response.summaryLine
            add(OpenAPIOperationSyntax.extensionCodes(in: response), status: status, description: description)
            describe(fromExtensionOf: response, replacing: description)
            let media = response[.content]?.mapping?.first {
                OpenAPIOperationSyntax.isJSON($0.key.value)
            }
            guard
                let schema = media.flatMap({ $0.value[.schema] })
                    .flatMap({ files.resolve($0)?.node })
            else { continue }
            errorSchemaCount += 1
            var inference = OpenAPIEnvelopeInference(schema: schema, files: files)
            let envelope = inference.envelope()
            files = inference.files
            envelopes[envelope, default: 0] += 1
            if let path = envelope.code, !envelope.codeIsStatus,
                let code = Self.property(path.split(separator: ".").map(String.init)[...], in: schema, files: &files)
            {
                add(code[.enum]?.sequence ?? [], status: status, description: description)
            }
        }
    }

    /// An `x-errors` mapping's own descriptions, preferred to the response's (`replacing`).
    private mutating func describe(fromExtensionOf node: YAMLNode, replacing description: String?) {
        for item in node[.xErrors]?.mapping ?? [] {
            guard let text = item.value.summaryLine,
                let index = codes.firstIndex(where: { $0.code == item.key.value }),
                codes[index].description == description
            else { continue }
            codes[index].description = text
        }
    }

    private mutating func add(_ values: [YAMLNode], status: Int?, description: String?) {
        for value in values {
            guard let scalar = value.scalar, !scalar.isNull, !scalar.value.isEmpty else { continue }
            if let index = codes.firstIndex(where: { $0.code == scalar.value }) {
                if codes[index].status == nil { codes[index].status = status }
                if let status, !codes[index].statuses.contains(status) { codes[index].statuses.append(status) }
                if codes[index].description == nil { codes[index].description = description }
            } else {
                codes.append(
                    Code(
                        code: scalar.value, status: status, statuses: status.map { [$0] } ?? [],
                        description: description))
            }
        }
    }

    /// The schema of the property at `path`, through `$ref`s and `allOf` parts; a number
    /// (`errors.0.code`) steps into an array's `items`.
    static func property(_ path: ArraySlice<String>, in schema: YAMLNode, files: inout OpenAPIFiles, depth: Int = 0)
        -> YAMLNode?
    {
        guard let name = path.first, depth < 32 else { return schema }
        if Int(name) != nil, let items = schema[.items].flatMap({ files.resolve($0)?.node }) {
            return property(path.dropFirst(), in: items, files: &files, depth: depth + 1)
        }
        var candidates = [schema]
        candidates += schema[.allOf]?.sequence?.compactMap { files.resolve($0)?.node } ?? []
        for candidate in candidates {
            if let found = candidate[.properties].flatMap({
                $0[named: name]
            }),
                let resolved = files.resolve(found)?.node
            {
                return property(path.dropFirst(), in: resolved, files: &files, depth: depth + 1)
            }
        }
        return nil
    }
}
