/// Routers.swift: per service an enum `<Service>Router: Router` with one case per
/// endpoint (associated values: path parameters, query, headers, body) and the
/// members the runtime builds requests from: path, query, headers, body, timeouts,
/// retry policy, auth, idempotency, documented errors and secret fields.
struct RouterTranslator: FileTranslator {
    private typealias Arm = SwitchStatement.Arm

    let context: TranslationContext

    func file() -> SwiftFile {
        let routers = context.services.map { Declaration.type(router($0)) }
        return SwiftFile(
            name: OutputFileSet.routers, imports: [RuntimeType.moduleName, "Foundation"],
            declarations: routers.isEmpty ? [] : [names.inNamespace(routers)])
    }

    /// `CredentialScheme(name: "api_key", placement: .header("X-Api-Key"))`, or `.session`.
    private func credentialScheme(_ scheme: CredentialSpec) -> String {
        let type = names.runtime(.credentialScheme)
        let placement: String
        switch scheme.placement {
        case .header(let name): placement = ".header(\(SwiftLiteral.string(name)))"
        case .query(let name): placement = ".query(\(SwiftLiteral.string(name)))"
        case .cookie(let name): placement = ".cookie(\(SwiftLiteral.string(name)))"
        case .basic: placement = ".basic"
        case .bearer: placement = ".bearer"
        case .session: return type + ".session"
        }
        return "\(type)(name: \(SwiftLiteral.string(scheme.name)), placement: \(placement))"
    }

    private func router(_ service: ServiceFacts) -> TypeDeclaration {
        let endpoints = service.endpoints
        let doc = [
            "The requests of the `\(service.spec.name.value)` service, one case per endpoint, for `APIClient.send(_:)`:",
            "`\(names.clientType).\(service.memberName)` sends them for you.",
        ]
        var members: [Declaration] = endpoints.map { endpoint in
            .enumCase(
                EnumCase(
                    doc: endpoint.routerDoc(service: service),
                    name: SwiftIdentifiers.escaped(endpoint.name),
                    associatedValues: endpoint.parameters.map { parameter in
                        Parameter(
                            SwiftIdentifiers.escaped(parameter.name), parameter.swiftType(names),
                            defaultValue: parameter.type.isOptional ? "nil" : nil)
                    }))
        }
        members += [
            property(
                "`\(service.spec.name.value).<endpoint>`, for logs and error contexts.", "endpointName",
                names.standard(.string),
                endpoints.map { Arm(.code($0.member), .string($0.endpointName)) }),
            property(
                "The HTTP method.", "method", names.runtime(.httpMethod),
                endpoints.map { Arm($0.member, "." + $0.spec.method.rawValue.lowercased()) }),
            property(
                "The path below the server's base URL, path parameters percent-encoded.", "path",
                names.standard(.string),
                endpoints.map(pathArm)),
            property(
                "The query items in spec order; `nil` values are left out, lists repeat their name.", "queryItems",
                "[" + names.runtime(.queryItem) + "]",
                endpoints.map(queryArm)),
            property(
                "The headers in spec order; `nil` values are left out.", "headers", headerListType,
                endpoints.map(headerArm)),
            property(
                "The JSON body.", "body", "(any \(names.standard(.encodable)) & \(names.standard(.sendable)))?",
                endpoints.map { endpoint in
                    guard let body = endpoint.spec.body else { return Arm(endpoint.member, "nil") }
                    // A decimal or formatted date outside a model is encoded through the runtime's `Coded`, as in a model.
                    let value =
                        CodedShape.of(body.value, dateFormat: spec.module.dateFormat, names)?.wrap("body") ?? "body"
                    return Arm(endpoint.pattern { $0.place == .body }, .code(value), binds: true)
                }),
            property(
                "The timeout of one attempt: the endpoint's `timeout`, else `defaults.timeout`.", "timeout",
                names.standard(.duration) + "?",
                endpoints.map { Arm($0.member, $0.timeout.map(context.duration) ?? "nil") }),
            property(
                "The timeout of the whole transfer: the endpoint's `resource_timeout`, else `defaults.resource_timeout`.",
                "resourceTimeout", names.standard(.duration) + "?",
                endpoints.map { Arm($0.member, $0.resourceTimeout.map(context.duration) ?? "nil") }),
            property(
                "The endpoint's `retry` policy, else `defaults.retry`; an error's own policy overrides it.",
                "retryPolicy", names.runtime(.retryPolicy),
                endpoints.map { Arm($0.member, $0.retryPolicy) }),
            property(
                "How the request authenticates: the endpoint's `auth`, else `defaults.auth`.", "auth",
                names.runtime(.authRequirement),
                endpoints.map { Arm($0.member, "." + $0.auth.rawValue) }),
            property(
                "Whether repeating the request is safe: an idempotent method, or `idempotent: true`.", "isIdempotent",
                names.standard(.bool),
                endpoints.map { Arm($0.member, String($0.isIdempotent)) }),
            property(
                "Whether each call sends an `Idempotency-Key`, the same for all its attempts.", "sendsIdempotencyKey",
                names.standard(.bool),
                endpoints.map { Arm($0.member, String($0.spec.idempotencyKey)) }),
        ].flatMap { $0 }
        if endpoints.contains(where: { !$0.credentialAlternatives.isEmpty }) {
            members += property(
                "The credential schemes the endpoint accepts, as alternatives: the first the app has credentials for is sent.",
                "credentialAlternatives", "[[" + names.runtime(.credentialScheme) + "]]",
                endpoints.map { endpoint in
                    Arm(
                        .code(endpoint.member),
                        .array(
                            endpoint.credentialAlternatives.map { alternative in
                                .array(
                                    alternative.map { .code(credentialScheme($0)) }, isVertical: alternative.count > 1)
                            }, isVertical: endpoint.credentialAlternatives.count > 1))
                })
        }
        if endpoints.contains(where: { ($0.spec.bodyEncoding?.value ?? .json) != .json }) {
            members += property(
                "How the body is written: the endpoint's `body_encoding`, else JSON.", "bodyEncoding",
                names.runtime(.bodyEncoding),
                endpoints.map { Arm($0.member, "." + ($0.spec.bodyEncoding?.value ?? .json).rawValue) })
        }
        members += BodyMembers(context: context).members(endpoints)
        if endpoints.contains(where: { !$0.spec.sendsDefaultHeaders }) {
            members += property(
                "Whether the client's default headers go with the request: the endpoint's `default_headers`, else true.",
                "sendsDefaultHeaders", names.standard(.bool),
                endpoints.map { Arm($0.member, String($0.spec.sendsDefaultHeaders)) })
        }
        if endpoints.contains(where: { $0.spec.idempotencyKey }) {
            members += property(
                "The key the caller passed to repeat an earlier call; `nil`: a fresh one.", "idempotencyKey",
                names.runtime(.idempotencyKey) + "?",
                endpoints.map { endpoint in
                    guard endpoint.spec.idempotencyKey else { return Arm(endpoint.member, "nil") }
                    return Arm(
                        endpoint.pattern { $0.place == .idempotencyKey }, .code(GeneratedNames.idempotencyKeyParameter),
                        binds: true)
                })
        }
        members += property(
            "The codes of the endpoint's `errors`.", "documentedErrors", "[" + names.runtime(.wireCode) + "]",
            endpoints.map { Arm(.code($0.member), .array($0.documentedErrors.map(Expression.code))) })
        let secrets = context.secrets
        if !secrets.fields.isEmpty {
            members.append(
                secretNames(
                    "Wire names of the spec's `secret: true` properties and the session's tokens, never logged:",
                    "secretFields", secrets.fields))
        }
        if !secrets.headers.isEmpty {
            members.append(
                secretNames(
                    "Names of the spec's `secret: true` headers and the session's token header, never logged:",
                    "secretHeaders", secrets.headers))
        }
        var conformances = [names.runtime(.router), names.standard(.hashable)]
        if endpoints.contains(where: { $0.parameters.contains(where: \.secret) }) {
            members += mirror(endpoints)
            conformances.append(names.standard(.customReflectable))
        }
        members.append(
            contentsOf: names.caseEquality(
                context.access,
                endpoints.map { endpoint in
                    EqualityCase(
                        name: SwiftIdentifiers.escaped(endpoint.name), values: endpoint.parameters.map(\.name))
                }))
        members += endpoints.flatMap(previousNames)
        return TypeDeclaration(
            doc: doc, access: context.access, kind: .enum, name: service.routerType,
            conformances: conformances, members: members)
    }

    /// For each name the endpoint had before (`renamed_from`), a deprecated static of that name
    /// that makes its case, so that an app's `OrdersRouter.orderNote(id: 1)` compiles with a
    /// warning. Swift cannot alias a case: a pattern with values (`case .orderNote(let id)`)
    /// needs the new name. A previous name that is a router member (`path`) gets none.
    private func previousNames(_ endpoint: EndpointFacts) -> [Declaration] {
        let parameters = endpoint.parameters.map {
            Parameter.member($0.name, $0.type, $0.swiftType(names), defaultsToNil: true)
        }
        let labels = endpoint.parameters.map { "\($0.name):" }.joined()
        let renamed = parameters.isEmpty ? endpoint.name : "\(endpoint.name)(\(labels))"
        let value =
            endpoint.member
            + (parameters.isEmpty
                ? "" : "(" + endpoint.parameters.map { "\($0.name): \($0.local)" }.joined(separator: ", ") + ")")
        let doc = [
            "The endpoint's name before it was renamed `\(endpoint.spec.name.value)`: makes `\(endpoint.member)`."
        ]
        return endpoint.spec.renamedFrom.compactMap { previous -> Declaration? in
            guard let old = SwiftIdentifiers.lowerCamel(previous.value), old != endpoint.name,
                !ReservedNames.endpointNames.contains(old)
            else { return nil }
            guard !parameters.isEmpty else {
                return .deprecatedAlias(
                    doc, context.access, isStatic: true, old, renamed: renamed, "Self", value: value)
            }
            return .function(
                FunctionDeclaration(
                    doc: doc, attributes: ["@available(*, deprecated, renamed: \(SwiftLiteral.string(renamed)))"],
                    access: context.access, isStatic: true,
                    signature: FunctionSignature(
                        kind: .function(SwiftIdentifiers.escaped(old)), parameters: parameters, returnType: "Self"),
                    body: [.line(value)]))
        }
    }

    /// `var name: Set<String> { ["a", "b"] }`: the same on every endpoint, since a server
    /// may echo a secret anywhere.
    private func secretNames(_ doc: String, _ name: String, _ values: [String]) -> Declaration {
        .property(
            PropertyDeclaration(
                doc: [doc, "on every endpoint, since a server may echo one anywhere."], access: context.access,
                isMutable: true, name: name, type: "\(names.standard(.set))<\(names.standard(.string))>",
                body: [.expression(prefix: "", .array(values.map { .string($0) }))]))
    }

    /// `customMirror`: each case's values as the compiler's mirror shows them, a `secret: true`
    /// parameter's as `<redacted>`, so that `dump`, `description` and `debugDescription` hide it.
    private func mirror(_ endpoints: [EndpointFacts]) -> [Declaration] {
        let mirror = names.standard(.mirror)
        let redacted = names.runtime(.redactedValue) + "()"
        let arms = endpoints.map { endpoint -> Arm in
            let parameters = endpoint.parameters
            let values = parameters.map { $0.secret ? redacted : $0.local }
            let pattern = endpoint.pattern { !$0.secret }
            func mirrored(_ children: String) -> CodeLine {
                .return(
                    .call(
                        FunctionCall(
                            mirror, [.init(nil, "self"), .init("children", children), .init("displayStyle", ".enum")])))
            }
            // The case's one child is its values: a labeled tuple, or the value alone, as the compiler's mirror has it.
            let name = SwiftLiteral.string(endpoint.name)
            switch values.count {
            case 0: return Arm(pattern, statements: [mirrored("[:]")])
            case 1:
                // An optional alone is made `Any` on purpose: the compiler warns of an implicit coercion.
                let value = parameters[0].type.isOptional && !parameters[0].secret ? values[0] + " as Any" : values[0]
                return Arm(pattern, statements: [mirrored("[\(name): \(value)]")])
            default:
                let tuple = GeneratedNames.freeName("values", avoiding: Set(parameters.map(\.local)))
                let elements = zip(parameters, values).map { FunctionCall.Argument($0.name, $1) }
                return Arm(
                    pattern,
                    statements: [
                        .call(prefix: "let \(tuple) = ", FunctionCall("", elements)),
                        mirrored("[\(name): \(tuple)]"),
                    ])
            }
        }
        return SwitchMember(
            doc: [
                "The case and its values as `dump`, `description` and `debugDescription` show them,",
                "each `secret: true` parameter `<redacted>`.",
            ],
            access: context.access, name: "customMirror", kind: .property(type: mirror),
            statement: SwitchStatement(subject: "self", arms: arms)
        ).declarations()
    }

    // MARK: Arms

    private func pathArm(_ endpoint: EndpointFacts) -> Arm {
        // Check passed, so the path's braces balance.
        let parts = endpoint.spec.pathTemplate?.parts ?? []
        guard parts.contains(where: { if case .parameter = $0 { true } else { false } }) else {
            return Arm(
                .code(endpoint.member),
                .string(
                    parts.map { if case .literal(let text) = $0 { PathLiteral.encoded(text) } else { "" } }.joined()))
        }
        let byWireName = Dictionary(
            endpoint.parameters.filter { $0.place == .path }.map { ($0.wireName, $0) }, uniquingKeysWith: { a, _ in a })
        let literal = parts.map { part -> StringLiteral.Segment in
            switch part {
            case .literal(let text):
                return .text(PathLiteral.encoded(text))
            case .parameter(let wireName):
                let parameter = byWireName[wireName]
                let text = parameter.map { TextExpression.of($0.local, $0.type, names) } ?? "unresolved"
                return .interpolation("\(names.runtime(.percentEncoding)).pathSegment(\(text))")
            }
        }
        return Arm(endpoint.pattern { $0.place == .path }, .string(StringLiteral(literal)), binds: true)
    }

    private func queryArm(_ endpoint: EndpointFacts) -> Arm {
        let query = endpoint.parameters.filter { $0.place == .query }
        guard !query.isEmpty else { return Arm(.code(endpoint.member), .array([])) }
        let pattern = endpoint.pattern { $0.place == .query }
        let queryItem = names.runtime(.queryItem)
        func item(_ parameter: EndpointParameter, value: String) -> String {
            "\(queryItem)(name: \(SwiftLiteral.string(parameter.wireName)), value: \(value))"
        }
        /// One item, a list of items mapped from a collection, or an expression giving items.
        enum Part {
            case single(String)
            case mapped(collection: String, item: String)
            case items(FunctionCall)
        }
        let parts = query.map { parameter -> Part in
            let type = parameter.type.nonOptional
            let optional = parameter.type.isOptional
            if parameter.isJSON {
                return .single(item(parameter, value: jsonText(of: parameter.local, optional: optional)))
            }
            switch (parameter.style, type) {
            case (.deepObject, .dictionary(let value)):
                // `[String: String]` as it is, other values by their text.
                let texts =
                    value == .primitive(.string)
                    ? parameter.local
                    : "\(parameter.local)\(optional ? "?" : "").mapValues { \(textValue(of: "$0", type: value)) }"
                return .items(
                    FunctionCall(
                        "\(queryItem).deepObject",
                        [.init("name", SwiftLiteral.string(parameter.wireName)), .init(nil, texts)]))
            case (_, .model(let model)) where context.references.namedTypes[model].map(Self.isModel) ?? false:
                // An object: its properties by the style's rule (QueryStyles.swift).
                let arguments: [FunctionCall.Argument] =
                    switch (parameter.style, parameter.explode) {
                    case (.deepObject, _):
                        [.init("name", SwiftLiteral.string(parameter.wireName)), .init("object", parameter.local)]
                    case (_, false):
                        [
                            .init("name", SwiftLiteral.string(parameter.wireName)),
                            .init("commaSeparated", parameter.local),
                        ]
                    case (_, true): [.init(nil, parameter.local)]
                    }
                let function = parameter.style == .deepObject ? "deepObject" : "object"
                return .items(FunctionCall("\(queryItem).\(function)", arguments))
            case (_, .array(let element)) where !parameter.explode:
                let texts =
                    element == .primitive(.string)
                    ? parameter.local
                    : "\(parameter.local)\(optional ? "?" : "").map { \(textValue(of: "$0", type: element)) }"
                let name = SwiftLiteral.string(parameter.wireName)
                // Space and pipe join as OpenAPI's delimited styles say (QueryItem.Delimiter).
                switch parameter.style {
                case .spaceDelimited: return .single("\(queryItem)(name: \(name), joining: \(texts), by: .space)")
                case .pipeDelimited: return .single("\(queryItem)(name: \(name), joining: \(texts), by: .pipe)")
                case .form, .deepObject: return .single("\(queryItem)(name: \(name), commaSeparated: \(texts))")
                }
            case (_, .array(let element)):
                let list = optional ? "(\(parameter.local) ?? [])" : parameter.local
                return .mapped(collection: list, item: item(parameter, value: textValue(of: "$0", type: element)))
            default:
                return .single(item(parameter, value: textValue(of: parameter.local, type: parameter.type)))
            }
        }
        // Lists repeat their name (`ids=1&ids=2`): runs of single items are array
        // literals, each list is mapped to items.
        var expressions: [(elements: [String]?, part: Part?)] = []
        for part in parts {
            if case .single(let single) = part {
                if let last = expressions.last, let elements = last.elements {
                    expressions[expressions.count - 1].elements = elements + [single]
                } else {
                    expressions.append(([single], nil))
                }
            } else {
                expressions.append((nil, part))
            }
        }
        if expressions.count == 1, let elements = expressions[0].elements {
            return Arm(pattern, elements, binds: true)
        }
        let variable = GeneratedNames.freeName("items", avoiding: Set(query.map(\.local)))
        // `collection.map {` with the item on a line of its own: the item is a long call.
        func line(_ head: String, _ part: Part) -> CodeLine {
            switch part {
            case .mapped(let collection, let item): .block(head + collection + ".map {", [.line(item)])
            case .items(let call): .call(prefix: head, call)
            case .single(let single): .line(head + "[" + single + "]")
            }
        }
        if expressions.count == 1, let part = expressions[0].part {
            return Arm(pattern, statements: [line("return ", part)])
        }
        var statements: [CodeLine] = []
        for (index, expression) in expressions.enumerated() {
            let head = index == 0 ? "var \(variable) = " : "\(variable) += "
            if let part = expression.part {
                statements.append(line(head, part))
            } else if let elements = expression.elements {
                // One item after a list is appended; the renderer lays out the array literals.
                if index > 0, elements.count == 1 {
                    statements.append(.call(prefix: "", FunctionCall("\(variable).append", [.init(nil, elements[0])])))
                } else {
                    statements.append(
                        .expression(
                            prefix: head, .array(elements.map(Expression.code), isVertical: elements.count != 1)))
                }
            }
        }
        statements.append(.line("return \(variable)"))
        return Arm(pattern, statements: statements)
    }

    private func headerArm(_ endpoint: EndpointFacts) -> Arm {
        let headers = endpoint.parameters.filter { $0.place == .header }
        let cookies = endpoint.parameters.filter { $0.place == .cookie }
        guard !headers.isEmpty || !cookies.isEmpty else { return Arm(.code(endpoint.member), .array([])) }
        let pattern = endpoint.pattern { $0.place == .header || $0.place == .cookie }
        func header(_ parameter: EndpointParameter, value: String) -> String {
            "(name: \(SwiftLiteral.string(parameter.wireName)), value: \(value))"
        }
        let cookieLines = cookieHeader(cookies, avoiding: Set(headers.map(\.local) + cookies.map(\.local)))
        guard headers.contains(where: { $0.type.isOptional }) || !cookies.isEmpty else {
            return Arm(
                pattern, headers.map { header($0, value: text(of: $0, value: $0.local, type: $0.type)) }, binds: true)
        }
        let variable = GeneratedNames.freeName("headers", avoiding: Set(headers.map(\.local)))
        var statements: [CodeLine] = []
        for parameter in headers {
            if parameter.type.isOptional {
                if statements.isEmpty { statements.append(.line("var \(variable): \(headerListType) = []")) }
                let value = text(of: parameter, value: parameter.local, type: parameter.type.nonOptional)
                let append = "\(variable).append(\(header(parameter, value: value)))"
                // An arm's statements are four levels deep (`extension`, `enum`, `var`, `case`).
                if 16 + "if let \(parameter.local) { \(append) }".count > SwiftLayout.lineLimit {
                    statements.append(.block("if let \(parameter.local) {", [.line(append)]))
                } else {
                    statements.append(.line("if let \(parameter.local) { \(append) }"))
                }
            } else {
                let single = header(parameter, value: text(of: parameter, value: parameter.local, type: parameter.type))
                statements.append(
                    .line(statements.isEmpty ? "var \(variable) = [\(single)]" : "\(variable).append(\(single))"))
            }
        }
        if statements.isEmpty { statements.append(.line("var \(variable): \(headerListType) = []")) }
        statements += cookieLines(variable)
        statements.append(.line("return \(variable)"))
        return Arm(pattern, statements: statements)
    }

    /// The endpoint's cookies as one `Cookie` header appended to the list `variable`, when any has a value.
    private func cookieHeader(_ cookies: [EndpointParameter], avoiding taken: Set<String>) -> (String) -> [CodeLine] {
        guard !cookies.isEmpty else { return { _ in [] } }
        // `textValue` keeps an optional optional: the runtime leaves a `nil` cookie out.
        let pairs = cookies.map { "(\(SwiftLiteral.string($0.wireName)), \(textValue(of: $0.local, type: $0.type)))" }
        let local = GeneratedNames.freeName("cookie", avoiding: taken)
        return { variable in
            [
                .block(
                    "if let \(local) = \(names.runtime(.cookieHeader)).value([\(pairs.joined(separator: ", "))]) {",
                    [.line("\(variable).append((name: \"Cookie\", value: \(local)))")])
            ]
        }
    }

    /// `[(name: Swift.String, value: Swift.String)]`, the runtime's `Router.headers`.
    private var headerListType: String {
        "[(name: \(names.standard(.string)), value: \(names.standard(.string)))]"
    }

    /// `language` for text, `ErrgenRuntime.TextValue.of(page)` for the rest; an optional
    /// stays optional (`page.map { ... }`), so that a query item without a value is left out.
    /// A struct, which a query writes property by property; an enum is one value.
    private static func isModel(_ type: NamedType) -> Bool {
        if case .model = type { return true }
        return false
    }

    /// A header's text: its JSON text for `encoding: json`, else its text form.
    private func text(of parameter: EndpointParameter, value: String, type: TypeRef) -> String {
        parameter.isJSON ? jsonText(of: value, optional: type.isOptional) : textValue(of: value, type: type)
    }

    /// `ErrgenRuntime.TextValue.json(filter)`; an optional stays optional, so `nil` is left out.
    private func jsonText(of value: String, optional: Bool) -> String {
        let json = names.runtime(.textValue) + ".json"
        return optional ? "\(value).map(\(json))" : "\(json)(\(value))"
    }

    private func textValue(of value: String, type: TypeRef) -> String {
        switch type {
        case .primitive(.string), .optional(.primitive(.string)): value
        case .optional(.primitive): "\(value).map(\(names.runtime(.textValue)).of)"
        case .optional(let wrapped): "\(value).map { \(TextExpression.of("$0", wrapped, names)) }"
        default: TextExpression.of(value, type, names)
        }
    }

    // MARK: Members

    /// A switch over the service's endpoints, in parts of 100 cases for a large service (`SwitchMember`).
    private func property(_ doc: String, _ name: String, _ type: String, _ arms: [Arm]) -> [Declaration] {
        SwitchMember(
            doc: [doc], access: context.access, name: name, kind: .property(type: type),
            statement: SwitchStatement(subject: "self", arms: arms)
        ).declarations()
    }
}

/// Literal text of a path template as a URL path holds it: percent-encoded where a URL
/// path cannot hold it as written (spaces, non-ASCII), left as written otherwise.
enum PathLiteral {
    /// RFC 3986 `pchar`s and `/` as written (so `%2F` in a spec stays as is); every other byte encoded.
    static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if kept.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return result
    }
}

private let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/%".utf8)

extension String {
    fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
