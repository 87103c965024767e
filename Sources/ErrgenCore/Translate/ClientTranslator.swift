/// Client.swift: `<Name>Client`, created with a `<Name>Server` or any URL and an
/// `APIClientConfiguration`, with one property per service; per service a
/// `<Service>Service` with one `async throws(<Name>Error)` method per endpoint.
struct ClientTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        let services = spec.services.map { ($0, names.endpointFacts(of: $0, in: spec)) }
        var declarations: [Declaration] = [.type(client(services))]
        declarations += services.map { .type(service($0.0, $0.1)) }
        return SwiftFile(name: OutputFileSet.client, imports: ["ErrgenRuntime", "Foundation"], declarations: declarations)
    }

    /// Module-qualified: with the default module name `API`, the generated facade is
    /// itself called `APIClient` and would hide the runtime's.
    private var apiClient: String { "ErrgenRuntime.APIClient<\(names.errorType)>" }

    private func client(_ services: [(ServiceSpec, [EndpointFacts])]) -> TypeDeclaration {
        var doc = [
            "The \(names.module) API: one property per service, one method per endpoint, each throwing",
            "`\(names.errorType)` (typed throws).",
            "",
            "```swift",
            "let client = \(names.clientType)("
                + (spec.servers.first.map { "server: .\(SwiftNames.escaped(names.memberName($0.name.value))))" } ?? "baseURL: baseURL)"),
        ]
        // An example call: the first endpoint that needs no argument.
        for (service, endpoints) in services {
            guard let endpoint = endpoints.first(where: { $0.parameters.allSatisfy(\.type.isOptional) }) else { continue }
            let call = "client.\(SwiftNames.escaped(names.memberName(service.name.value))).\(SwiftNames.escaped(endpoint.name))()"
            doc.append(endpoint.spec.response == nil ? "try await \(call)" : "let \(SwiftNames.escaped(names.memberName(endpoint.spec.response?.value ?? "response"))) = try await \(call)")
            break
        }
        doc += [
            "```",
            "",
            "Transport, bearer auth, global error processors and logging come through the `APIClientConfiguration`.",
        ]
        var members: [Declaration] = services.map { service, _ in
            var doc: [String] = []
            if let summary = service.summary { doc += [summary, ""] }
            doc += ["The `\(service.name.value)` service's endpoints.", "", "Spec: \(names.origin(service.name.location))"]
            return .member(
                Member(
                    doc: doc,
                    signature: "\(names.access)let \(SwiftNames.escaped(names.memberName(service.name.value))): \(names.typeName(service.name.value))Service",
                    body: nil))
        }
        members += [
            .member(
                Member(
                    doc: ["A client for one of the spec's servers."],
                    signature: "\(names.access)init(server: \(names.serverType), configuration: APIClientConfiguration = APIClientConfiguration())",
                    body: ["self.init(baseURL: server.url, configuration: configuration)"])),
            .member(
                Member(
                    doc: ["A client for any base URL, such as a local test server."],
                    signature: "\(names.access)init(baseURL: URL, configuration: APIClientConfiguration = APIClientConfiguration())",
                    body: ["self.init(client: \(apiClient)(baseURL: baseURL, configuration: configuration))"])),
            .member(
                Member(
                    doc: ["A client that sends through `client`, which other code may share."],
                    signature: "\(names.access)init(client: \(apiClient))",
                    body: services.map { service, _ in
                        .line("self.\(SwiftNames.escaped(names.memberName(service.name.value))) = \(names.typeName(service.name.value))Service(client: client)")
                    })),
        ]
        return TypeDeclaration(doc: doc, access: names.typeAccess, kind: .struct, name: names.clientType, conformances: ["Sendable"], members: members)
    }

    private func service(_ service: ServiceSpec, _ endpoints: [EndpointFacts]) -> TypeDeclaration {
        let typeName = names.typeName(service.name.value)
        var doc: [String] = []
        if let summary = service.summary { doc += [summary, ""] }
        doc += [
            "`\(names.clientType).\(names.memberName(service.name.value))`: one method per endpoint of the `\(service.name.value)` service.",
            "",
            "Spec: \(names.origin(service.name.location))",
        ]
        var members: [Declaration] = [
            .member(Member(doc: ["Sends the requests."], signature: "\(names.access)let client: \(apiClient)", body: nil)),
            .member(
                Member(
                    doc: ["A service that sends through `client`."], signature: "\(names.access)init(client: \(apiClient))",
                    body: ["self.client = client"])),
        ]
        members += endpoints.map { method($0, router: typeName + "Router") }
        return TypeDeclaration(doc: doc, access: names.typeAccess, kind: .struct, name: typeName + "Service", conformances: ["Sendable"], members: members)
    }

    private func method(_ endpoint: EndpointFacts, router: String) -> Declaration {
        let parameters = endpoint.parameters.map { $0.declaration(names.swiftType($0.type), defaultValue: true) }
        let arguments = endpoint.parameters.map { "\($0.name): \($0.local)" }
        let routerValue = router + endpoint.member + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        // A parameter named `client` hides the stored property.
        let client = endpoint.parameters.contains { $0.name == "client" } ? "self.client" : "client"
        var signature = "\(names.access)func \(SwiftNames.escaped(endpoint.name))(\(parameters.joined(separator: ", "))) async throws(\(names.errorType))"
        let call: String
        if let response = endpoint.spec.response {
            signature += " -> \(response.value)"
            call = "try await \(client).send(\(routerValue), expecting: \(response.value).self)"
        } else {
            call = "try await \(client).send(\(routerValue))"
        }
        return .member(Member(doc: endpoint.doc(names: names, callouts: callouts(endpoint)), signature: signature, body: [.line(call)]))
    }

    /// `- Parameters:` with where each value goes, `- Returns:`, and `- Throws:` with the documented codes.
    private func callouts(_ endpoint: EndpointFacts) -> [String] {
        var lines: [String] = []
        if !endpoint.parameters.isEmpty {
            lines.append("- Parameters:")
            for parameter in endpoint.parameters {
                let place =
                    switch parameter.place {
                    case .path: "`{\(parameter.wireName)}` in the path."
                    case .query: "`\(parameter.wireName)` in the query\(parameter.type.isOptional ? ", left out when `nil`" : "")."
                    case .header: "the `\(parameter.wireName)` header\(parameter.type.isOptional ? ", left out when `nil`" : "")."
                    case .body: "the JSON body."
                    }
                lines.append("  - \(parameter.name): \(place)")
            }
        }
        if let response = endpoint.spec.response {
            lines.append("- Returns: the decoded `\(response.value)`.")
        }
        var throwsLine = "- Throws: `\(names.errorType)`"
        if !endpoint.documentedErrorNames.isEmpty {
            throwsLine += "; documented: " + endpoint.documentedErrorNames.joined(separator: ", ")
        }
        lines.append(throwsLine + ".")
        return lines
    }
}
