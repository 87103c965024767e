/// Every Swift name of the generated API, derived once per run from a spec: the
/// module's type names and their suffixes, each catalog case, field, server, policy,
/// model property, service, endpoint and parameter name, and how runtime types are
/// written. Check asks it whether a name can be made and collides; Translate writes
/// what it says. A name that cannot be made is `nil` here (Check reports it).
struct GeneratedNames: Sendable {
    /// The names of one service and its endpoints.
    struct Service: Sendable {
        /// `Movie`: the prefix of `MovieRouter` and `MovieService`.
        let typeName: String?
        /// `movie`: the client's property.
        let memberName: String?
        /// Per endpoint: the router case and client method.
        let endpoints: [String?]
        /// Per endpoint: path parameters, query, headers, then cookies, in spec order.
        let parameters: [[String?]]

        var routerType: String { GeneratedNames.routerType(typeName ?? "Unnamed") }
        var serviceType: String { GeneratedNames.serviceType(typeName ?? "Unnamed") }
        /// `MovieServiceProtocol`: what `MovieService` does, for a test double to stand in for it.
        var serviceProtocol: String { GeneratedNames.serviceProtocol(serviceType) }

        init(_ service: ServiceSpec) {
            typeName = SwiftIdentifiers.upperCamel(service.name.value)
            memberName = SwiftIdentifiers.lowerCamel(service.name.value)
            endpoints = service.endpoints.map { SwiftIdentifiers.lowerCamel($0.name.value) }
            parameters = service.endpoints.map { endpoint in
                (endpoint.pathParams + endpoint.query + endpoint.headers + endpoint.cookies).map {
                    $0.swiftName ?? SwiftIdentifiers.lowerCamel($0.wireName.value)
                }
            }
        }
    }

    let module: String
    /// `FinFlow`: the namespace (an enum) that holds the models, routers and services, so
    /// that the only top-level names are the module's own (`FinFlowError`, `FinFlowClient`...).
    let namespace: String
    let access: AccessLevel
    let errorType: String
    let codeType: String
    let localeType: String
    let policiesType: String
    let clientType: String
    let serverType: String
    /// `FinFlowHeaderValues`: what the app supplies for `defaults.headers` with a `provider`.
    let headerValuesType: String

    /// Per entry of `spec.errors`: its case, from `name:`, else from the code.
    let caseNames: [String?]
    /// Per entry, per field.
    let fieldNames: [[String?]]
    /// Per locale of `module.locales`: `pt-BR` -> `ptBR`.
    let localeCases: [String]
    /// Per server of `servers`.
    let serverNames: [String?]
    /// Per retry policy of `retry_policies`: its Swift name.
    let policyNames: [String]
    /// Per model, per property.
    let propertyNames: [[String?]]
    /// Per enum, per value: its case, from `name:`, else from the value.
    let enumCaseNames: [[String?]]
    /// Per union, per member: its case, from `name:`, else from the member's type.
    let unionCaseNames: [[String?]]
    let services: [Service]

    init(spec: Spec) {
        module = spec.module.name.value
        namespace = module
        access = spec.module.access
        errorType = module + "Error"
        codeType = module + "ErrorCode"
        localeType = module + "Locale"
        policiesType = module + "RetryPolicies"
        clientType = module + "Client"
        serverType = module + "Server"
        headerValuesType = module + "HeaderValues"
        (caseNames, fieldNames, services) = Self.catalogAndServiceNames(spec.errors, spec.services)
        localeCases = spec.module.locales.map { Self.localeCaseName($0.value) }
        serverNames = spec.servers.map { SwiftIdentifiers.lowerCamel($0.name.value) }
        policyNames = spec.retryPolicies.map { SwiftIdentifiers.lowerCamel($0.name.value) ?? "unnamed" }
        propertyNames = spec.models.map { model in
            model.properties.map { $0.swiftName ?? SwiftIdentifiers.lowerCamel($0.wireName.value) }
        }
        enumCaseNames = spec.enums.map { enumeration in
            enumeration.values.map { SwiftIdentifiers.lowerCamel($0.name?.value ?? $0.wire.value) }
        }
        unionCaseNames = spec.unions.map { union in
            union.members.map { SwiftIdentifiers.lowerCamel($0.name?.value ?? Self.caseStem(of: $0.type.value)) }
        }
    }

    /// What a union member's case is named after: `CardPayment` for the model, `String`,
    /// `ItemList` for `[Item]`, `StringMap` for `[String: String]`.
    static func caseStem(of type: TypeRef) -> String {
        switch type {
        case .primitive(let primitive): primitive.rawValue
        case .model(let name): name
        case .json: TypeRef.jsonName
        case .array(let element): caseStem(of: element) + "List"
        case .dictionary(let value): caseStem(of: value) + "Map"
        case .optional(let wrapped): caseStem(of: wrapped)
        }
    }

    /// Each catalog entry's case name and field names, in chunks, and each service's names,
    /// one job a service, side by side on every core.
    private static func catalogAndServiceNames(
        _ errors: [ErrorSpec], _ services: [ServiceSpec]
    ) -> (cases: [String?], fields: [[String?]], services: [Service]) {
        enum Derived: Sendable {
            case catalog([(String?, [String?])])
            case service(Service)
        }
        let chunks = Parallel.chunks(of: errors.count)
        let derived = Parallel.map(chunks.count + services.count) { job -> Derived in
            guard job >= chunks.count else { return .catalog(catalogNames(errors, chunks[job])) }
            return .service(Service(services[job - chunks.count]))
        }
        var cases: [String?] = []
        var fields: [[String?]] = []
        var serviceNames: [Service] = []
        cases.reserveCapacity(errors.count)
        fields.reserveCapacity(errors.count)
        serviceNames.reserveCapacity(services.count)
        for names in derived {
            switch names {
            case .catalog(let entries):
                for (caseName, fieldNames) in entries {
                    cases.append(caseName)
                    fields.append(fieldNames)
                }
            case .service(let service):
                serviceNames.append(service)
            }
        }
        return (cases, fields, serviceNames)
    }

    /// The case name and field names of the entries in `range`. A catalog's field names
    /// repeat (`ref`, `retry_after`...): each range derives each of them once.
    private static func catalogNames(_ errors: [ErrorSpec], _ range: Range<Int>) -> [(String?, [String?])] {
        var derived: [String: String?] = [:]
        // By index, so each entry's parts are read in place rather than the entry copied.
        return range.map { index in
            let caseName = SwiftIdentifiers.lowerCamel(
                errors[index].name?.value ?? errors[index].code.value.description)
            let fieldNames = errors[index].fields.map { field in
                if let known = derived[field.name.value] { return known }
                let name = SwiftIdentifiers.lowerCamel(field.name.value)
                derived[field.name.value] = name
                return name
            }
            return (caseName, fieldNames)
        }
    }

    /// The case of every generated enum that keeps a value the spec does not list
    /// (`.unknown("refunded")`); no value's case may take it (`ReservedNames.enumCaseNames`).
    static let unknownEnumCase = "unknown"

    /// `_contextPart2`: a later part of a member whose switch is split (`SwitchMember`). The
    /// leading underscore keeps it apart from every case name, which never starts with one.
    static func switchPartName(_ member: String, number: Int) -> String {
        (member.hasPrefix("_") ? "" : "_") + member + "Part\(number)"
    }

    /// `preferred`, or `preferred2`, `preferred3`... : the first not in `taken`, for a local
    /// that must not hide a parameter or an earlier local.
    static func freeName(_ preferred: String, avoiding taken: Set<String>) -> String {
        var candidate = preferred
        var number = 1
        while taken.contains(candidate) {
            number += 1
            candidate = preferred + String(number)
        }
        return candidate
    }

    /// The string catalog's key of an entry's text: `FinFlowError.rateLimited.message`. The
    /// checker reads the spec folder's catalog by it and the translator writes it.
    func catalogKey(caseName: String, text: String) -> String {
        "\(errorType).\(caseName).\(text)"
    }

    /// The private lookup from a wire value to the listed case of a generated enum;
    /// underscored, as no value's case name can be.
    static let listedEnumCase = "_listed"

    /// The private position of a code in a large catalog, which its `==` and `hash(into:)`
    /// compare; underscored for the same reason as a switch's parts.
    static let codeOrdinal = "_ordinal"

    static func routerType(_ serviceTypeName: String) -> String { serviceTypeName + "Router" }
    /// The label of the `Idempotency-Key` parameter of an endpoint with `idempotency_key: true`.
    static let idempotencyKeyParameter = "idempotencyKey"

    /// The property of `<Name>HeaderValues` a default header's `provider` names (`device_id` -> `deviceID`).
    static func headerProviderName(_ provider: String) -> String? { SwiftIdentifiers.lowerCamel(provider) }
    static func serviceType(_ serviceTypeName: String) -> String { serviceTypeName + "Service" }
    static func serviceProtocol(_ serviceType: String) -> String { serviceType + "Protocol" }

    /// The generated top-level types: the only names generated code adds to the module.
    var topLevelTypeNames: Set<String> {
        [namespace, errorType, codeType, clientType, serverType, policiesType, localeType, headerValuesType]
    }

    /// The top-level names errgen gives a module of this name (`Acme`, `AcmeError`, `AcmeClient`...),
    /// known before the rest of the spec: an OpenAPI import names no schema's model like one.
    static func topLevelTypeNames(module: String) -> Set<String> {
        Set(
            ["", "Error", "ErrorCode", "Client", "Server", "RetryPolicies", "Locale", "HeaderValues"].map {
                module + $0
            })
    }

    /// The namespace's members besides the models: each service's router, service and its protocol.
    var namespaceTypeNames: Set<String> {
        var names: Set<String> = []
        for service in services where service.typeName != nil {
            names.insert(service.routerType)
            names.insert(service.serviceType)
            names.insert(service.serviceProtocol)
        }
        return names
    }

    /// `FinFlowRetryPolicies.standard`: a reference to `spec.retryPolicies[index]`.
    func policyReference(_ index: Int) -> String {
        "\(policiesType).\(SwiftIdentifiers.escaped(policyNames[index]))"
    }

    /// How generated code writes a standard type: module-qualified (`Swift.String`).
    func standard(_ type: StandardType) -> String { type.qualified }

    /// `FinFlow.Movie`: a model, router or service named from outside the namespace.
    func inNamespace(_ name: String) -> String { namespace + "." + name }

    /// The Swift type of a spec type, standard types module-qualified. Inside the namespace
    /// (`qualifyingModels: false`) a model is written as it is; outside, as `FinFlow.Movie`.
    func swiftType(_ type: TypeRef, qualifyingModels: Bool) -> String {
        switch type {
        case .primitive(let primitive): StandardType(primitive).map(standard) ?? runtime(.uploadFile)
        case .model(let name): qualifyingModels ? inNamespace(name) : name
        case .array(let element): "[\(swiftType(element, qualifyingModels: qualifyingModels))]"
        case .dictionary(let value): "[\(standard(.string)): \(swiftType(value, qualifyingModels: qualifyingModels))]"
        case .optional(let wrapped): swiftType(wrapped, qualifyingModels: qualifyingModels) + "?"
        case .json: runtime(.anyJSON)
        }
    }

    /// `movieListResponse` for `MovieListResponse`: a variable holding a value of a type, in
    /// doc examples; `response` for a list, a dictionary or a scalar.
    static func variableName(for type: TypeRef) -> String {
        guard case .model(let typeName) = type else { return "response" }
        return SwiftIdentifiers.lowerCamel(typeName) ?? "unnamed"
    }

    /// The name of a value inside generated bodies: escaped, and `self_` for `self`, which
    /// a parameter or binding of that name would otherwise shadow.
    static func localName(_ name: String) -> String {
        name == "self" ? "self_" : SwiftIdentifiers.escaped(name)
    }

    /// How generated code writes a runtime type: module-qualified (`ErrgenRuntime.Router`),
    /// so that neither an app's own `Router` in the same module nor a generated type (the
    /// default module name `API` makes an `APIClient`) can hide it.
    func runtime(_ type: RuntimeType) -> String {
        RuntimeType.moduleName + "." + type.name
    }

    /// `pt-BR` -> `ptBR`, `zh-Hans` -> `zhHans`: the language, then the subtags as BCP-47 writes them.
    static func localeCaseName(_ locale: String) -> String {
        let parts = locale.split(separator: "-")
        return (parts.first.map { $0.lowercased() } ?? "") + parts.dropFirst().joined()
    }
}
