import ErrgenVocabulary

/// Translate for people: a checked spec -> the `APIDocument` that `errgen docs` renders.
/// Swift names come from `GeneratedNames`, references are those Check resolved, so the
/// catalog names exactly what the generated code declares.
struct APIDocumentTranslator {
    let spec: Spec
    let names: GeneratedNames
    let references: ResolvedReferences
    let specName: String
    let sourceRoot: String
    private var anchors = Anchors()

    init(_ checked: CheckedSpec, specName: String, sourceRoot: String) {
        spec = checked.spec
        names = checked.names
        references = checked.references
        self.specName = specName
        self.sourceRoot = sourceRoot
    }

    /// Unique anchors: a name that is safe in a URL fragment as it is, else a numbered one.
    private struct Anchors {
        var used = Set<String>()

        mutating func make(_ preferred: String, fallback: String) -> String {
            let isSafe =
                !preferred.isEmpty
                && preferred.unicodeScalars.allSatisfy {
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0))
                }
            var anchor = isSafe ? preferred : fallback
            var number = 2
            while used.contains(anchor) {
                anchor = (isSafe ? preferred : fallback) + "-\(number)"
                number += 1
            }
            used.insert(anchor)
            return anchor
        }
    }

    static func document(_ checked: CheckedSpec, specName: String, sourceRoot: String) -> APIDocument {
        var translator = APIDocumentTranslator(checked, specName: specName, sourceRoot: sourceRoot)
        return translator.document()
    }

    private mutating func document() -> APIDocument {
        // Anchors first, in a fixed order, so every link can be made before its target.
        let errorAnchors = spec.errors.enumerated().map { number, entry in
            anchors.make(entry.name?.value ?? entry.code.value.description, fallback: "error-\(number + 1)")
        }
        let codeAliases = spec.errors.enumerated().map { number, entry -> [String] in
            guard entry.name != nil, !anchors.used.contains(entry.code.value.description) else { return [] }
            let alias = anchors.make(entry.code.value.description, fallback: "")
            return alias == entry.code.value.description ? [alias] : []
        }
        let policyAnchors = spec.retryPolicies.map {
            anchors.make("retry-" + $0.name.value, fallback: "retry-policy")
        }
        let modelAnchors = spec.models.map { anchors.make("model-" + $0.name.value, fallback: "model") }
        let enumAnchors = spec.enums.map { anchors.make("enum-" + $0.name.value, fallback: "enum") }
        // A type links to the first model or enum it names (`[Order]` to `Order`).
        func typeAnchor(_ type: ResolvedType?) -> String? {
            switch type?.firstNamed {
            case .model(let model)?: modelAnchors[model]
            case .enumeration(let enumeration)?: enumAnchors[enumeration]
            default: nil
            }
        }
        let serviceAnchors = spec.services.map { anchors.make("service-" + $0.name.value, fallback: "service") }
        let endpointAnchors = spec.services.map { service in
            service.endpoints.map {
                anchors.make("endpoint-\(service.name.value).\($0.name.value)", fallback: "endpoint")
            }
        }

        func entryLink(_ entry: Int) -> APIDocument.Link {
            APIDocument.Link(anchor: errorAnchors[entry], text: label(of: spec.errors[entry]))
        }
        func policyLink(_ policy: Int?) -> APIDocument.Link? {
            policy.map { APIDocument.Link(anchor: policyAnchors[$0], text: spec.retryPolicies[$0].name.value) }
        }

        // Who can end up with each entry.
        var endpointsOfEntry = Array(repeating: [APIDocument.Link](), count: spec.errors.count)
        var raisedFor = Array(repeating: [String](), count: spec.errors.count)
        var services: [APIDocument.Service] = []
        for (serviceNumber, service) in spec.services.enumerated() {
            var endpoints: [APIDocument.Endpoint] = []
            for (endpointNumber, endpoint) in service.endpoints.enumerated() {
                let anchor = endpointAnchors[serviceNumber][endpointNumber]
                let link = APIDocument.Link(anchor: anchor, text: "\(service.name.value).\(endpoint.name.value)")
                var errors: [APIDocument.Link] = []
                let resolved = references.endpoints[serviceNumber][endpointNumber]
                for number in resolved.errors {
                    if !endpointsOfEntry[number].contains(link) { endpointsOfEntry[number].append(link) }
                    let target = entryLink(number)
                    if !errors.contains(target) { errors.append(target) }
                }
                var documented = self.endpoint(
                    endpoint, of: serviceNumber, endpointNumber, anchor: anchor, errors: errors,
                    body: typeAnchor(resolved.body), response: typeAnchor(resolved.response),
                    policy: policyLink(resolved.retryPolicy))
                documented.events = endpoint.events.map {
                    APIDocument.Link(anchor: typeAnchor(resolved.events), text: $0.value.description)
                }
                documented.terminator = endpoint.terminator?.value
                endpoints.append(documented)
            }
            services.append(
                APIDocument.Service(
                    anchor: serviceAnchors[serviceNumber], name: service.name.value, summary: service.summary,
                    endpoints: endpoints))
        }
        var clientErrors: [APIDocument.Routing] = []
        for route in references.routes.clientErrors {
            raisedFor[route.entry].append("client error: \(route.kind.rawValue)")
            clientErrors.append(APIDocument.Routing(when: route.kind.rawValue, entry: entryLink(route.entry)))
        }
        var fallbacks: [APIDocument.Routing] = []
        for route in references.routes.fallbacks {
            raisedFor[route.entry].append("fallback: \(route.status)")
            fallbacks.append(APIDocument.Routing(when: route.status.description, entry: entryLink(route.entry)))
        }

        let errors = spec.errors.enumerated().map { number, entry in
            errorEntry(
                entry, number: number, anchor: errorAnchors[number], aliases: codeAliases[number],
                endpoints: endpointsOfEntry[number], raisedFor: raisedFor[number],
                policyLink: policyLink(references.entryRetryPolicies[number]))
        }
        let policies = zip(spec.retryPolicies, policyAnchors).map { policy, anchor in
            APIDocument.RetryPolicy(
                anchor: anchor, name: policy.name.value, description: Self.describe(policy),
                definedAt: origin(policy.name.location))
        }
        let models = zip(spec.models, modelAnchors).map { model, anchor in
            APIDocument.Model(
                anchor: anchor, name: model.name.value,
                properties: model.properties.map {
                    .init(
                        name: $0.wireName.value, type: $0.type.value.description, secret: $0.secret,
                        summary: $0.summary,
                        evolution: .init(renamedFrom: $0.renamedFrom.map(\.value), deprecation: $0.deprecation))
                },
                definedAt: origin(model.name.location),
                evolution: .init(renamedFrom: model.renamedFrom.map(\.value), deprecation: model.deprecation))
        }
        let enums = zip(spec.enums, zip(names.enumCaseNames, enumAnchors)).map { enumeration, namesAndAnchor in
            let (caseNames, anchor) = namesAndAnchor
            return APIDocument.Enumeration(
                anchor: anchor, name: enumeration.name.value,
                summary: enumeration.summary,
                rawType: enumeration.rawType.rawValue,
                values: zip(enumeration.values, caseNames).map { value, caseName in
                    .init(
                        value: value.wire.value, swiftCase: "." + SwiftIdentifiers.escaped(caseName ?? "unnamed"),
                        summary: value.summary,
                        evolution: .init(renamedFrom: value.renamedFrom.map(\.value), deprecation: value.deprecation))
                },
                definedAt: origin(enumeration.name.location))
        }
        var document = APIDocument(
            title: names.module, specName: specName, locales: spec.module.locales.map(\.value),
            errorTypeName: names.errorType,
            errors: errors, clientErrors: clientErrors, fallbacks: fallbacks, retryPolicies: policies,
            services: services, models: models)
        document.enums = enums
        return document
    }

    // MARK: Errors

    private func label(of entry: ErrorSpec) -> String {
        entry.name.map { "\($0.value) (\(entry.code.value))" } ?? entry.code.value.description
    }

    private func errorEntry(
        _ entry: ErrorSpec, number: Int, anchor: String, aliases: [String], endpoints: [APIDocument.Link],
        raisedFor: [String],
        policyLink: APIDocument.Link?
    ) -> APIDocument.ErrorEntry {
        let caseName = SwiftIdentifiers.escaped(names.caseNames[number] ?? "unnamed")
        var texts: [APIDocument.Text] = []
        for (label, text) in [
            ("Title", entry.title), ("Message", entry.message), ("Failure reason", entry.failureReason),
            ("Recovery suggestion", entry.recoverySuggestion),
        ] {
            guard let text else { continue }
            texts.append(APIDocument.Text(label: label, translations: translations(of: text)))
        }
        let fields = entry.fields.enumerated().map { fieldNumber, field in
            APIDocument.Field(
                name: field.name.value,
                swiftName: SwiftIdentifiers.escaped(names.fieldNames[number][fieldNumber] ?? "unnamed"),
                type: field.type.value.description,
                source: source(of: field.source),
                evolution: .init(renamedFrom: field.renamedFrom.map(\.value), deprecation: field.deprecation))
        }
        let isInteger = if case .integer = entry.code.value { true } else { false }
        return APIDocument.ErrorEntry(
            anchor: anchor, aliases: aliases, code: entry.code.value.description, isIntegerCode: isInteger,
            name: entry.name?.value,
            swiftCase: "\(names.errorType).\(caseName)", status: entry.status?.value, category: entry.category,
            style: entry.category.displayStyle, actions: entry.category.offeredActions,
            behaviour: Self.behaviour(of: entry.category), retry: retrySentence(entry), retryPolicy: policyLink,
            summary: entry.summary,
            texts: texts, fields: fields, problemType: entry.problemType?.value, endpoints: endpoints,
            raisedFor: raisedFor,
            definedAt: origin(entry.location),
            evolution: .init(renamedFrom: entry.renamedFrom.map(\.value.description), deprecation: entry.deprecation))
    }

    /// Every locale of the module, in its order; a locale without a text shows the fallback's.
    private func translations(of text: LocalizedText) -> [APIDocument.Text.Translation] {
        spec.module.locales.compactMap { locale in
            if let own = text.translation(for: locale.value) {
                return APIDocument.Text.Translation(locale: locale.value, segments: own.segments, fallsBackTo: nil)
            }
            guard let fallback = text.fallbackTranslation(spec.module.fallbackLocale) else { return nil }
            return APIDocument.Text.Translation(
                locale: locale.value, segments: fallback.segments, fallsBackTo: fallback.locale.value)
        }
    }

    private func source(of source: FieldSpec.Source) -> String {
        switch source {
        case .details(let path): "body: " + ((spec.envelope.details?.value ?? []) + path).joined(separator: ".")
        case .body(let path): "body: " + path.joined(separator: ".")
        case .header(let name): "header: " + name
        }
    }

    private func retrySentence(_ entry: ErrorSpec) -> String {
        guard entry.category == .retryable else { return "Never retried." }
        if let own = entry.retry?.value {
            return "Retried under its own policy '\(own)' when the request is safe to repeat."
        }
        if let fallback = spec.defaults.retry?.value {
            return "Retried under the endpoint's policy (by default '\(fallback)') when the request is safe to repeat."
        }
        return "Retried under the endpoint's policy when it names one and the request is safe to repeat."
    }

    static func behaviour(of category: ErrorCategory) -> String {
        switch category {
        case .retryable: "Temporary: retried when the policy allows, then shown."
        case .nonRetryable: "Shown at once; trying again does not help."
        case .reauthenticate:
            "The session is refreshed once and the request repeated; if the refresh fails, the user signs in again."
        case .requiresLogout: "The session ends: the app signs the user out."
        case .maintenance: "The app shows its maintenance screen; later calls may fail locally until the announced end."
        case .forceUpdate: "The app asks the user to update; later calls fail locally until it resumes."
        }
    }

    // MARK: Endpoints

    private func endpoint(
        _ endpoint: EndpointSpec, of serviceNumber: Int, _ endpointNumber: Int, anchor: String,
        errors: [APIDocument.Link],
        body: String?, response: String?, policy: APIDocument.Link?
    ) -> APIDocument.Endpoint {
        let serviceNames = names.services[serviceNumber]
        let member = SwiftIdentifiers.escaped(serviceNames.memberName ?? "unnamed")
        let method = SwiftIdentifiers.escaped(serviceNames.endpoints[endpointNumber] ?? "unnamed")
        let call = "client.\(member).\(method)(…)"
        func typeLink(_ type: Located<TypeRef>?, anchor: String?) -> APIDocument.Link? {
            type.map { APIDocument.Link(anchor: anchor, text: $0.value.description) }
        }
        func inherited(_ own: DurationValue?, _ fallback: DurationValue?) -> String? {
            if let own { return Self.duration(own) }
            return fallback.map { Self.duration($0) + " (default)" }
        }
        let parameters =
            endpoint.pathParams.map {
                APIDocument.Parameter(
                    place: "path", name: $0.wireName.value, type: $0.type.value.description,
                    evolution: .init(deprecation: $0.deprecation))
            }
            + endpoint.query.map {
                APIDocument.Parameter(
                    place: "query", name: $0.wireName.value, type: $0.type.value.description, secret: $0.secret,
                    evolution: .init(deprecation: $0.deprecation))
            }
            + endpoint.headers.map {
                APIDocument.Parameter(
                    place: "header", name: $0.wireName.value, type: $0.type.value.description, secret: $0.secret,
                    evolution: .init(deprecation: $0.deprecation))
            }
        let repeatable: String? =
            if [.get, .head, .options, .put, .delete].contains(endpoint.method) {
                endpoint.method.rawValue
            } else if endpoint.idempotent {
                "idempotent: true"
            } else if endpoint.idempotencyKey {
                "idempotency key"
            } else {
                nil
            }
        // The endpoint's own policy, else the default one, marked so.
        var policy = policy
        if endpoint.retry == nil { policy?.text += " (default)" }
        return APIDocument.Endpoint(
            anchor: anchor, name: endpoint.name.value, swiftCall: call, summary: endpoint.summary,
            method: endpoint.method.rawValue,
            path: endpoint.path.value, parameters: parameters, body: typeLink(endpoint.body, anchor: body),
            response: typeLink(endpoint.response, anchor: response),
            timeout: inherited(endpoint.timeout, spec.defaults.timeout),
            resourceTimeout: inherited(endpoint.resourceTimeout, spec.defaults.resourceTimeout), retryPolicy: policy,
            auth: endpoint.settings.authSchemes.map { alternatives in
                // The schemes as `auth` names them: `bearer or partnerKey`, an AND as `a + b`.
                alternatives.map { $0.map(\.value).joined(separator: " + ") }.joined(separator: " or ")
            } ?? endpoint.auth.map(\.rawValue) ?? spec.defaults.auth.rawValue + " (default)", repeatable: repeatable,
            errors: errors,
            definedAt: origin(endpoint.name.location),
            evolution: .init(renamedFrom: endpoint.renamedFrom.map(\.value), deprecation: endpoint.deprecation))
    }

    // MARK: Values

    /// `errors/common.yaml:40`, relative to the spec folder.
    private func origin(_ location: SourceLocation) -> String {
        "\(location.file(relativeTo: sourceRoot)):\(location.line)"
    }

    /// `500 ms`, `30 s`, `1.5 s`, `2 min`: whole milliseconds, never a float's printing.
    static func duration(_ value: DurationValue) -> String {
        let milliseconds = value.milliseconds
        if milliseconds % 60_000 == 0 { return "\(milliseconds / 60_000) min" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        var fraction = String(milliseconds % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(milliseconds / 1000).\(fraction) s"
    }

    /// `up to 3 attempts; waits 1 s, ×2, up to 60 s; full jitter; honors Retry-After`.
    static func describe(_ policy: RetryPolicySpec) -> String {
        guard policy.maxAttempts > 1 else { return "never retries (1 attempt)" }
        var multiplier = String(policy.multiplier)
        if multiplier.hasSuffix(".0") { multiplier.removeLast(2) }
        let retryAfter =
            switch policy.retryAfter {
            case .honor: "honors Retry-After"
            case .ignore: "ignores Retry-After"
            }
        return
            "up to \(policy.maxAttempts) attempts; waits from \(duration(policy.initialBackoff)), ×\(multiplier) each time, "
            + "at most \(duration(policy.maxBackoff)); \(policy.jitter.rawValue) jitter; \(retryAfter)"
    }
}
