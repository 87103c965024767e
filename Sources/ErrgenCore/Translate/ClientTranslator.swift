import ErrgenVocabulary

/// Client.swift: `<Name>Client`, created with a `<Name>Server` or any URL and an
/// `APIClientConfiguration`, with one property per service; per service a
/// `<Service>Service` with one `async throws(<Name>Error)` method per endpoint.
struct ClientTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> SwiftFile {
        var declarations: [Declaration] = [.type(client(context.services))]
        if !providers.isEmpty { declarations.append(.type(headerValues())) }
        let services = context.services.flatMap { [Declaration.type(serviceProtocol($0)), .type(service($0))] }
        if !services.isEmpty { declarations.append(names.inNamespace(services)) }
        declarations += context.services.compactMap(previousNames)
        return SwiftFile(
            name: OutputFileSet.client, imports: [RuntimeType.moduleName, "Foundation"], declarations: declarations)
    }

    /// Module-qualified: with the default module name `API`, the generated facade is
    /// itself called `APIClient` and would hide the runtime's.
    private var apiClient: String { "\(names.runtime(.apiClient))<\(names.errorType)>" }

    private func client(_ services: [ServiceFacts]) -> TypeDeclaration {
        var doc = [
            "The \(names.module) API: one property per service, one method per endpoint, each throwing",
            "`\(names.errorType)` (typed throws).",
            "",
            "```swift",
            "let client = \(names.clientType)("
                + (names.serverNames.first.map { "server: .\(SwiftIdentifiers.escaped($0 ?? "unnamed"))" }
                    ?? "baseURL: baseURL")
                + (providers.isEmpty ? ")" : ", headerValues: headerValues)"),
        ]
        // An example call: the first endpoint that needs no argument.
        for service in services {
            guard let endpoint = service.endpoints.first(where: { $0.parameters.allSatisfy(\.type.isOptional) }) else {
                continue
            }
            let call =
                "client.\(SwiftIdentifiers.escaped(service.memberName)).\(SwiftIdentifiers.escaped(endpoint.name))()"
            doc.append(
                endpoint.spec.response.map {
                    "let \(SwiftIdentifiers.escaped(GeneratedNames.variableName(for: $0.value))) = try await \(call)"
                }
                    ?? "try await \(call)")
            break
        }
        doc += [
            "```",
            "",
            "Transport, bearer auth, global error processors and logging come through the `APIClientConfiguration`.",
        ]
        var members: [Declaration] = services.map { service in
            let doc = [service.spec.summary ?? "The `\(service.spec.name.value)` service's endpoints."]
            return .storedProperty(
                doc, context.access, SwiftIdentifiers.escaped(service.memberName),
                type: names.inNamespace(service.serviceType))
        }
        let configurationType = names.runtime(.apiClientConfiguration)
        let configuration = Parameter("configuration", configurationType, defaultValue: configurationType + "()")
        let headers = context.spec.defaults.headers
        // With providers, the app must give their values: a parameter without a default.
        let valuesParameter = providers.isEmpty ? [] : [Parameter("headerValues", names.headerValuesType)]
        let valuesArgument = providers.isEmpty ? "" : "headerValues: headerValues, "
        var baseURLBody: [CodeLine] = [
            "self.init(client: \(apiClient)(baseURL: baseURL, configuration: configuration))"
        ]
        if !headers.isEmpty {
            members.append(defaultHeaders(headers))
            baseURLBody =
                [
                    "var configuration = configuration",
                    "configuration.defaultHeaders = Self.defaultHeaders(\(providers.isEmpty ? "" : "headerValues")) + configuration.defaultHeaders",
                ] + baseURLBody
        }
        if let session = context.spec.session, let resolved = context.references.session {
            members.append(authenticatorFactory(session, resolved, configuration: configuration))
        }
        members += [
            .initializer(
                ["A client for one of the spec's servers."], context.access,
                [Parameter("server", names.serverType)] + valuesParameter + [configuration],
                ["self.init(baseURL: server.url, \(valuesArgument)configuration: configuration)"]),
            .initializer(
                ["A client for any base URL, such as a local test server."], context.access,
                [Parameter("baseURL", names.standard(.url))] + valuesParameter + [configuration], baseURLBody),
            .initializer(
                ["A client that sends through `client`, which other code may share."], context.access,
                [Parameter("client", apiClient)],
                services.map { service in
                    .line(
                        "self.\(SwiftIdentifiers.escaped(service.memberName)) = \(names.inNamespace(service.serviceType))(client: client)"
                    )
                }),
        ]
        return TypeDeclaration(
            doc: doc, access: context.access, kind: .struct, name: names.clientType,
            conformances: [names.standard(.sendable)], members: members)
    }

    // MARK: Session

    /// `static func authenticator(...)`: the spec's `session` wired into a `BearerAuthenticator`
    /// that refreshes through the refresh endpoint and keeps tokens in the app's `TokenStore`.
    private func authenticatorFactory(_ session: SessionSpec, _ resolved: ResolvedSession, configuration: Parameter)
        -> Declaration
    {
        let refresh = resolved.refresh
        let service = context.services[refresh.service]
        let endpoint = service.endpoints[refresh.endpoint]
        // `Service.endpoint` also when `refresh` names the endpoint by its operationId.
        let written = spec.services[refresh.service]
        let refreshName = "\(written.name.value).\(written.endpoints[refresh.endpoint].name.value)"
        func property(_ position: Int, of model: Int) -> (name: String, type: TypeRef) {
            (
                SwiftIdentifiers.escaped(names.propertyNames[model][position] ?? "unnamed"),
                spec.models[model].properties[position].type.value
            )
        }
        var arguments: [String] = []
        var bodyCall: FunctionCall?
        // The client identifier and secret the app gives at run time (`send_client_id`, `send_client_secret`).
        var appParameters: [Parameter] = []
        switch resolved.token {
        case .body(let model, let values):
            // The memberwise initializer's arguments, in property order: the refresh token,
            // the `body_values`, and nothing for the optional rest.
            let fields = values.map { argument -> FunctionCall.Argument in
                let name = property(argument.property, of: model).name
                switch argument.value {
                case .refreshToken: return .init(name, "refreshToken")
                case .text(let text): return .init(name, SwiftLiteral.string(text))
                case .clientID:
                    appParameters.append(Parameter("clientID", names.standard(.string)))
                    return .init(name, "clientID")
                case .clientSecret:
                    let optional = spec.models[model].properties[argument.property].type.value.isOptional
                    appParameters.append(
                        Parameter(
                            "clientSecret", names.standard(.string) + (optional ? "?" : ""),
                            defaultValue: optional ? "nil" : nil))
                    return .init(name, "clientSecret")
                }
            }
            bodyCall = FunctionCall(names.inNamespace(spec.models[model].name.value), fields)
            arguments.append("body: body")
        case .header(let header):
            arguments.append("\(SwiftIdentifiers.escaped(endpoint.parameter(header: header).name)): refreshToken")
        }
        let response = resolved.response
        let accessToken = property(resolved.accessToken, of: response)
        var tokenArguments = ["accessToken: response.\(accessToken.name)"]
        if let refreshToken = resolved.refreshToken.map({ property($0, of: response) }) {
            tokenArguments.append("refreshToken: response.\(refreshToken.name)")
        }
        if let expiresIn = resolved.expiresIn.map({ property($0, of: response) }) {
            let interval = names.standard(.timeInterval)
            tokenArguments.append(
                expiresIn.type.isOptional
                    ? "expiresAt: response.\(expiresIn.name).map { now().addingTimeInterval(\(interval)($0)) }"
                    : "expiresAt: now().addingTimeInterval(\(interval)(response.\(expiresIn.name)))")
        }
        let call = "service.\(SwiftIdentifiers.escaped(endpoint.name))(\(arguments.joined(separator: ", ")))"
        var parameters = [Parameter("baseURL", names.standard(.url))]
        if !providers.isEmpty { parameters.append(Parameter("headerValues", names.headerValuesType)) }
        let hooks = names.runtime(.sessionHooks)
        parameters += appParameters.sorted { $0.name < $1.name }
        parameters += [
            configuration,
            Parameter("tokenStore", "some " + names.runtime(.tokenStore)),
            Parameter("hooks", hooks, defaultValue: hooks + "()"),
            Parameter(
                "onSessionEnd", "@escaping @Sendable (\(names.runtime(.sessionEnd))) async -> \(names.standard(.void))"),
        ]
        let body: [CodeLine] = [
            "// Without the authenticator, a failing refresh cannot start another; without the processors,",
            "// they see a refresh's failure through the calls that waited for it, not twice.",
            .call(
                prefix: "let service = ",
                FunctionCall(
                    names.clientType,
                    [.init("baseURL", "baseURL")] + (providers.isEmpty ? [] : [.init("headerValues", "headerValues")])
                        + [.init("configuration", "configuration.forRefresh()")],
                    suffix: ".\(SwiftIdentifiers.escaped(service.memberName))")),
            "let now = configuration.now",
            .callBlock(
                prefix: "let session = ",
                FunctionCall(
                    names.runtime(.storedSession),
                    [
                        .init("tokenStore", "tokenStore"), .init("hooks", "hooks"),
                        .init("onSessionEnd", "onSessionEnd"),
                    ],
                    suffix: " { refreshToken in"),
                (bodyCall.map { [CodeLine.call(prefix: "let body = ", $0)] } ?? []) + [
                    .line("let response = try await \(call)"),
                    .block(
                        "return \(names.runtime(.bearerToken))(",
                        tokenArguments.enumerated().map { index, argument in
                            .line(argument + (index == tokenArguments.count - 1 ? "" : ","))
                        }, end: ")"),
                ]),
            "return \(names.runtime(.bearerAuthenticator))(session: session, token: tokenStore.load(), now: now)",
        ]
        return .function(
            [
                "The session of the spec's `session`: a `BearerAuthenticator` for the configuration's `authenticator`",
                "that starts with `tokenStore`'s token and refreshes it through `\(refreshName)` (`\(endpoint.requestLine)`),",
                "once for every call in flight.",
                "",
                "The refresh is sent with `configuration.forRefresh()`: without its authenticator, error processors and",
                "`pauseDidChange`, with its transport, log and call-report handlers. Tokens a refresh returns go to",
                "`tokenStore`, then to `hooks`; when the session ends, `tokenStore` is cleared, then `onSessionEnd` runs,",
                "once per session.",
                "",
                "- Parameters:",
                "  - baseURL: the server the refresh endpoint is on.",
            ]
                + appParameters.sorted { $0.name < $1.name }.map { parameter in
                    parameter.name == "clientID"
                        ? "  - clientID: the app's client identifier, sent with every refresh."
                        : "  - clientSecret: the app's client secret, sent with every refresh; keep it out of the app's bundle."
                } + (providers.isEmpty ? [] : ["  - headerValues: the values of the default headers, as the client's."])
                + [
                    "  - configuration: the client's configuration; its `now` also dates the token's expiry.",
                    "  - tokenStore: where tokens are kept (the Keychain in an app).",
                    "  - hooks: told of each refresh that succeeded or failed; nothing by default.",
                    "  - onSessionEnd: the app's logout flow, such as showing sign-in.",
                    "- Returns: the authenticator; sign in with `signIn(_:)` after a login.",
                ],
            context.access, isStatic: true, "authenticator", parameters, returns: names.runtime(.bearerAuthenticator),
            body)
    }

    // MARK: Default headers

    /// The providers of `defaults.headers`, once each by Swift name, with the headers they give.
    private var providers: [(name: String, headers: [String])] {
        var result: [(name: String, headers: [String])] = []
        for header in context.spec.defaults.headers {
            guard case .provider(let provider) = header.source,
                let name = GeneratedNames.headerProviderName(provider.value)
            else { continue }
            if let index = result.firstIndex(where: { $0.name == name }) {
                result[index].headers.append(header.name.value)
            } else {
                result.append((name, [header.name.value]))
            }
        }
        return result
    }

    /// `static func defaultHeaders(_:)`: the spec's `defaults.headers` as runtime values.
    private func defaultHeaders(_ headers: [DefaultHeaderSpec]) -> Declaration {
        let type = names.runtime(.defaultHeader)
        let elements = headers.map { header -> String in
            let value =
                switch header.source {
                case .runtime(let source): "." + source.rawValue
                case .provider(let provider):
                    ".provided(values.\(SwiftIdentifiers.escaped(GeneratedNames.headerProviderName(provider.value) ?? "unnamed")))"
                case .text(let text): ".text(\(SwiftLiteral.string(text)))"
                case nil: ".text(\"\")"
                }
            return "\(type)(name: \(SwiftLiteral.string(header.name.value)), value: \(value))"
        }
        let list = headers.map { "`\($0.name.value)`" }.joined(separator: ", ")
        return .function(
            [
                "The spec's `defaults.headers`, sent with every request before the endpoint's own: \(list).",
                "",
                "The initializers that take a base URL or server put them first in the configuration's `defaultHeaders`;",
                "a client made with `init(client:)` sends those of its `APIClient`.",
            ],
            context.access, isStatic: true, "defaultHeaders",
            providers.isEmpty ? [] : [Parameter(label: "_", "values", names.headerValuesType)],
            returns: "[\(type)]",
            [.return(.array(elements.map(Expression.code), isVertical: true))])
    }

    /// `<Name>HeaderValues`: one closure per provider of `defaults.headers`, read for each request.
    private func headerValues() -> TypeDeclaration {
        let closure = "@Sendable () -> \(names.standard(.string))?"
        var members: [Declaration] = providers.map { provider in
            .storedProperty(
                [
                    "The value of " + provider.headers.map { "`\($0)`" }.joined(separator: " and ")
                        + ", read for each request; `nil` sends none."
                ],
                context.access, SwiftIdentifiers.escaped(provider.name), type: closure)
        }
        members.append(
            .initializer(
                ["- Parameters:"]
                    + providers.map {
                        "  - \($0.name): the value of " + $0.headers.map { "`\($0)`" }.joined(separator: " and ") + "."
                    },
                context.access,
                providers.map { Parameter(SwiftIdentifiers.escaped($0.name), "@escaping " + closure) },
                providers.map {
                    .line("self.\(SwiftIdentifiers.escaped($0.name)) = \(GeneratedNames.localName($0.name))")
                }))
        return TypeDeclaration(
            doc: [
                "What the app supplies for the spec's `defaults.headers` with a `provider`: `\(names.clientType)` requires it,",
                "and reads each value for each request.",
            ],
            access: context.access, kind: .struct, name: names.headerValuesType,
            conformances: [names.standard(.sendable)], members: members)
    }

    private func service(_ service: ServiceFacts) -> TypeDeclaration {
        var doc: [String] = []
        if let summary = service.spec.summary { doc += [summary, ""] }
        doc += [
            "`\(names.clientType).\(service.memberName)`: one method per endpoint of the `\(service.spec.name.value)` service.",
            "",
            "Spec: \(context.origin(service.spec.name.location))",
        ]
        var members: [Declaration] = [
            .storedProperty(["Sends the requests."], context.access, "client", type: apiClient),
            .initializer(
                ["A service that sends through `client`."], context.access, [Parameter("client", apiClient)],
                ["self.client = client"]),
        ]
        // The service's own members: a model of one of these names is hidden in a method's body.
        let memberNames =
            Set(["client", "init"])
            .union(service.endpoints.map(\.name))
            .union(
                service.endpoints.flatMap { $0.spec.renamedFrom.compactMap { SwiftIdentifiers.lowerCamel($0.value) } })
        members += service.endpoints.flatMap { endpoint in
            [method(endpoint, router: service.routerType, memberNames: memberNames)]
                + fileDownload(endpoint, router: service.routerType)
        }
        return TypeDeclaration(
            doc: doc, access: context.access, kind: .struct, name: service.serviceType,
            conformances: [service.serviceProtocol, names.standard(.sendable)], members: members)
    }

    /// `<Service>ServiceProtocol`: the service's methods, so a use case or view model can take a
    /// test double in its place; the requirements take every argument (a protocol has no defaults).
    private func serviceProtocol(_ service: ServiceFacts) -> TypeDeclaration {
        let methods = service.endpoints.flatMap { endpoint in
            [(endpoint, method(endpoint, router: service.routerType))]
                + fileDownload(endpoint, router: service.routerType).map { (endpoint, $0) }
        }
        let requirements = methods.map { endpoint, declaration -> Declaration in
            guard case .function(var function) = declaration else { return declaration }
            function.doc = endpoint.requirementDoc(service: service)
            // The deprecation is the service's method's, which a test double need not repeat.
            function.attributes = []
            function.access = .internal
            function.body = []
            function.isRequirement = true
            return .function(function)
        }
        return TypeDeclaration(
            doc: [
                "What `\(service.serviceType)` does, so that code which calls it can be tested without a server:",
                "take `some \(names.inNamespace(service.serviceProtocol))` (or `any`) where you would take the service,",
                "and in a test pass a type of your own that returns values or throws any `\(names.errorType)` case.",
            ],
            access: context.access, kind: .protocol, name: service.serviceProtocol,
            conformances: [names.standard(.sendable)], members: requirements)
    }

    /// - Parameter memberNames: the service's members, which a model of the same name (`context`)
    ///   would be hidden by in the body: the response type is then written `Shop.context`.
    private func method(_ endpoint: EndpointFacts, router: String, memberNames: Set<String> = []) -> Declaration {
        let parameters = endpoint.parameters.map {
            Parameter.member($0.name, $0.type, $0.swiftType(names), defaultsToNil: true)
        }
        let arguments = endpoint.parameters.map { "\($0.name): \($0.local)" }
        let routerValue =
            router + endpoint.member + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        // A parameter named `client` hides the stored property.
        let client = endpoint.parameters.contains { $0.name == "client" } ? "self.client" : "client"
        var sendArguments = [FunctionCall.Argument(nil, routerValue)]
        let response = returnType(of: endpoint)
        // A decimal or formatted date outside a model is decoded through the runtime's `Coded`, as in a model.
        let coded = endpoint.spec.response.flatMap {
            CodedShape.of($0.value, dateFormat: spec.module.dateFormat, names)
        }
        // In the body, a member, parameter or `request` of a model's name hides it: qualified then.
        let valuesInScope = memberNames.union(endpoint.parameters.map(\.name)).union(["request"])
        let expecting = endpoint.spec.response.map { response in
            Self.writesModel(response.value, namedLikeOneOf: valuesInScope)
                ? names.swiftType(response.value, qualifyingModels: true)
                : names.swiftType(response.value, qualifyingModels: false)
        }
        // A binary or text response is read by the client's `data(for:)` or `text(for:)`, not decoded.
        let responseEncoding = endpoint.spec.responseEncoding?.value ?? .json
        let routerLabel: String? = responseEncoding == .json ? nil : "for"
        sendArguments[0].label = routerLabel
        if let expecting, responseEncoding == .json {
            sendArguments.append(.init("expecting", "\(coded?.type ?? expecting).self"))
        }
        // An endpoint with `events` returns the stream's events, each `data` decoded as its type.
        let eventType = endpoint.spec.events.map { events in
            names.swiftType(
                events.value, qualifyingModels: Self.writesModel(events.value, namedLikeOneOf: valuesInScope))
        }
        if let eventType {
            sendArguments.append(.init("as", "\(eventType).self"))
            if let terminator = endpoint.spec.terminator {
                sendArguments.append(.init("terminator", SwiftLiteral.string(terminator.value)))
            }
        }
        let call = "try await \(client)." + (eventType == nil ? Self.sendMethod(responseEncoding) : "events")
        let unwrap = coded?.unwrap("") ?? ""
        var body: [CodeLine] = [
            .call(prefix: "", FunctionCall(call, sendArguments, suffix: unwrap))
        ]
        // A method's body is three levels deep (`extension`, `struct`, `func`): a request too long
        // to share a line with the call gets a line of its own, its arguments one a line if need be.
        let sendWidth =
            12 + "\(call)(".count
            + sendArguments.reduce(0) { $0 + ($1.label?.count ?? 0) + $1.value.singleLine.count + 4 }
        if sendWidth > SwiftLayout.lineLimit, !arguments.isEmpty {
            let request = GeneratedNames.freeName("request", avoiding: Set(endpoint.parameters.map(\.local)))
            sendArguments[0] = .init(routerLabel, request)
            let routerArguments = endpoint.parameters.map { FunctionCall.Argument($0.name, $0.local) }
            body = [
                .call(prefix: "let \(request) = ", FunctionCall(router + endpoint.member, routerArguments)),
                .call(
                    prefix: response == nil ? "" : "return ",
                    FunctionCall(call, sendArguments, suffix: unwrap)),
            ]
        }
        return Self.attributed(
            .function(
                endpoint.doc(context: context, callouts: callouts(endpoint)), context.access,
                SwiftIdentifiers.escaped(endpoint.name), parameters,
                isAsync: true, throws: .typed(names.errorType), returns: response, body),
            endpoint.spec.deprecation.map { [Self.deprecatedAttribute($0)] } ?? [])
    }

    /// What the method returns: the decoded response, or for an endpoint with `events` the
    /// runtime's `ServerSentEvents` of their type; `nil` for no body. A model is written
    /// `qualifyingModels` (`Shop.Order`) where the namespace's names are not in scope.
    private func returnType(of endpoint: EndpointFacts, qualifyingModels: Bool = false) -> String? {
        if let events = endpoint.spec.events {
            return names.runtime(.serverSentEvents)
                + "<\(names.swiftType(events.value, qualifyingModels: qualifyingModels))>"
        }
        return endpoint.spec.response.map { names.swiftType($0.value, qualifyingModels: qualifyingModels) }
    }

    /// The `APIClient` method that sends a request and reads its 2xx body as `encoding` says.
    private static func sendMethod(_ encoding: ResponseEncoding) -> String {
        switch encoding {
        case .json: "send"
        case .binary: "data"
        case .text: "text"
        }
    }

    /// How a body parameter's doc comment says it is sent, before its full stop.
    private static func bodyPlace(_ encoding: BodyEncoding) -> String {
        switch encoding {
        case .json: "the JSON body"
        case .form: "the body, sent as a form"
        case .multipart: "the body, sent as `multipart/form-data`, one part a property"
        case .binary: "the body's bytes, sent as they are"
        case .text: "the body's text, sent as UTF-8"
        }
    }

    /// For a `response_encoding: binary` endpoint, the method's variant that writes the body
    /// to a file (`savingTo:`) rather than returning it.
    private func fileDownload(_ endpoint: EndpointFacts, router: String) -> [Declaration] {
        guard endpoint.spec.responseEncoding?.value == .binary else { return [] }
        let destination = GeneratedNames.freeName("destination", avoiding: Set(endpoint.parameters.map(\.local)))
        let parameters =
            endpoint.parameters.map { Parameter.member($0.name, $0.type, $0.swiftType(names), defaultsToNil: true) }
            + [Parameter(label: "savingTo", destination, names.standard(.url))]
        let arguments = endpoint.parameters.map { FunctionCall.Argument($0.name, $0.local) }
        let request = GeneratedNames.freeName(
            "request", avoiding: Set(endpoint.parameters.map(\.local) + [destination]))
        let client = endpoint.parameters.contains { $0.name == "client" } ? "self.client" : "client"
        let body: [CodeLine] = [
            arguments.isEmpty
                ? .line("let \(request) = \(router + endpoint.member)")
                : .call(prefix: "let \(request) = ", FunctionCall(router + endpoint.member, arguments)),
            .line("try await \(client).download(\(request), to: \(destination))"),
        ]
        var callouts = callouts(endpoint).filter { !$0.hasPrefix("- Returns:") }
        if let index = callouts.firstIndex(of: "- Parameters:") {
            let end = callouts[(index + 1)...].firstIndex { !$0.hasPrefix("  - ") } ?? callouts.endIndex
            callouts.insert("  - \(destination): the file the body is written to, replaced when it exists.", at: end)
        } else {
            callouts.insert(
                "- Parameter \(destination): the file the body is written to, replaced when it exists.", at: 0)
        }
        let doc =
            ["The body written to `\(destination)`, replacing any file there, rather than returned.", ""]
            + endpoint.doc(context: context, callouts: callouts)
        return [
            Self.attributed(
                .function(
                    doc, context.access, SwiftIdentifiers.escaped(endpoint.name), parameters, isAsync: true,
                    throws: .typed(names.errorType), returns: nil, body),
                endpoint.spec.deprecation.map { [Self.deprecatedAttribute($0)] } ?? [])
        ]
    }

    /// Whether `type` as written names a model whose name is one of `values`: a clash of
    /// Swift names in the method's body, judged on the written name, not a lookup of the model.
    private static func writesModel(_ type: TypeRef, namedLikeOneOf values: Set<String>) -> Bool {
        switch type {
        case .model(let name): values.contains(name)
        case .primitive, .json: false
        case .array(let inner), .dictionary(let inner), .optional(let inner):
            writesModel(inner, namedLikeOneOf: values)
        }
    }

    /// The function with `attributes` written above its signature.
    private static func attributed(_ declaration: Declaration, _ attributes: [String]) -> Declaration {
        guard case .function(var function) = declaration else { return declaration }
        function.attributes = attributes
        return .function(function)
    }

    /// `@available(*, deprecated, message: "...")`, or without a message for `deprecated: true`.
    /// A sunset joins the message: `message: "Use count (sunset 2027-06-30)"`.
    static func deprecatedAttribute(_ deprecation: Deprecation) -> String {
        let sunset = deprecation.sunset.map { "sunset \($0.value)" }
        let message = [deprecation.message, sunset.map { deprecation.message == nil ? $0 : "(\($0))" }]
            .compactMap { $0 }.joined(separator: " ")
        return message.isEmpty
            ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(SwiftLiteral.string(message)))"
    }

    /// `extension Shop.OrdersServiceProtocol` with the previous names of the service's renamed
    /// endpoints, so that code holding the service, `some` or `any` of its protocol, compiles
    /// with a warning. Not requirements: a test double implements only the new name, and a
    /// default of the new name calling an old one would recurse in a double that has neither.
    private func previousNames(_ service: ServiceFacts) -> Declaration? {
        let members = service.endpoints.flatMap(previousNames)
        guard !members.isEmpty else { return nil }
        return .type(
            TypeDeclaration(
                access: .internal, kind: .extension, name: names.inNamespace(service.serviceProtocol),
                members: members))
    }

    /// For each name the endpoint had before (`renamed_from`), a deprecated method of that name
    /// that calls it, so that an app's code keeps compiling with a warning that says the new name.
    private func previousNames(_ endpoint: EndpointFacts) -> [Declaration] {
        let parameters = endpoint.parameters.map {
            // In an extension outside the namespace: models are written `Shop.Order`.
            Parameter.member($0.name, $0.type, $0.swiftType(names, qualifyingModels: true), defaultsToNil: true)
        }
        let labels = endpoint.parameters.map { "\($0.name):" }.joined()
        // Through `self`: a parameter of the endpoint's name would hide the method.
        let call =
            "self." + SwiftIdentifiers.escaped(endpoint.name) + "("
            + endpoint.parameters.map { "\($0.name): \($0.local)" }.joined(separator: ", ") + ")"
        return endpoint.spec.renamedFrom.compactMap { previous -> Declaration? in
            guard let name = SwiftIdentifiers.lowerCamel(previous.value), name != endpoint.name else { return nil }
            let renamed = "\(endpoint.name)(\(labels))"
            return Self.attributed(
                .function(
                    ["The endpoint's name before it was renamed `\(endpoint.spec.name.value)`: calls `\(renamed)`."],
                    context.access, SwiftIdentifiers.escaped(name), parameters, isAsync: true,
                    throws: .typed(names.errorType),
                    returns: returnType(of: endpoint, qualifyingModels: true), [.line("try await " + call)]),
                ["@available(*, deprecated, renamed: \(SwiftLiteral.string(renamed)))"])
        }
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
                    case .query:
                        "`\(parameter.wireName)` in the query\(parameter.type.isOptional ? ", left out when `nil`" : "")."
                    case .header:
                        "the `\(parameter.wireName)` header\(parameter.type.isOptional ? ", left out when `nil`" : "")."
                    case .cookie:
                        "the `\(parameter.wireName)` cookie\(parameter.type.isOptional ? ", left out when `nil`" : "")."
                    case .body:
                        Self.bodyPlace(endpoint.spec.bodyEncoding?.value ?? .json)
                            + (parameter.type.isOptional ? "; `nil` sends none." : ".")
                    case .idempotencyKey:
                        "the `Idempotency-Key`; pass an earlier call's key to repeat it, `nil` for a fresh one."
                    }
                // The document's words first, then where the value goes: "The store. `{storeId}` in the path."
                let described = parameter.summary.map { summary in
                    summary + (summary.hasSuffix(".") ? " " : ". ") + place.prefix(1).uppercased() + place.dropFirst()
                }
                let deprecated = parameter.deprecation.map { " " + DocText.deprecated($0) } ?? ""
                lines.append("  - \(parameter.name): \(described ?? place)\(deprecated)")
            }
        }
        if let response = endpoint.spec.response {
            switch endpoint.spec.responseEncoding?.value ?? .json {
            case .json: lines.append("- Returns: the decoded `\(response.value)`.")
            case .binary: lines.append("- Returns: the body's bytes.")
            case .text: lines.append("- Returns: the body's text, in the charset its `Content-Type` names.")
            }
        }
        if let events = endpoint.spec.events {
            lines.append(
                "- Returns: the `text/event-stream` events as they arrive, each `data` decoded as `\(events.value)`"
                    + (endpoint.spec.terminator.map { ", until `\($0.value)`" } ?? "") + ".")
        }
        var throwsLine = "- Throws: `\(names.errorType)`"
        if !endpoint.documentedErrorNames.isEmpty {
            throwsLine += "; documented: " + endpoint.documentedErrorNames.joined(separator: ", ")
        }
        lines.append(throwsLine + ".")
        return lines
    }
}
