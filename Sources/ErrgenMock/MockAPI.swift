import ErrgenCore
import ErrgenVocabulary

/// What the mock serves, read once from a checked spec: its endpoints with the catalog
/// entries each documents, its types, its catalog, its envelope and its session, each
/// reference as Check resolved it (`CheckedSpec`), so the mock cannot disagree with Check.
package struct MockAPI: Sendable {
    package struct Endpoint: Sendable {
        /// `Service.endpoint`, as scenarios and reports name it.
        package let id: String
        package let spec: EndpointSpec
        package let auth: AuthRequirement
        /// The credential alternatives its `auth` names; empty when `auth` alone decides.
        package let credentials: [[CredentialSpec]]
        /// Its `errors`, as positions in the catalog.
        package let errors: [Int]
    }

    package let spec: Spec
    package let endpoints: [Endpoint]
    package let catalog: MockCatalog
    /// The entry a malformed request is answered with, by ``ValidationEntry``'s rule.
    package let validationEntry: ValidationEntry
    /// The refresh endpoint's position in `endpoints`, when the spec has a `session`.
    package let refreshEndpoint: Int?
    /// The model the refresh endpoint answers with (`TokenPair`), else the one an OAuth 2
    /// token endpoint answers with (a client-credentials flow has no session): wherever a
    /// response holds one, the mock puts freshly issued tokens.
    package let tokenModel: String?
    /// Check's resolution of names and references: the mock looks none up again.
    private let checked: CheckedSpec

    package init(checked: CheckedSpec) {
        self.checked = checked
        let spec = checked.spec
        self.spec = spec
        catalog = MockCatalog(checked: checked)
        validationEntry = ValidationEntry(checked)
        var endpoints: [Endpoint] = []
        var refreshEndpoint: Int?
        for (position, service) in spec.services.enumerated() {
            for (index, endpoint) in service.endpoints.enumerated() {
                if let refresh = checked.refresh, refresh.service == position, refresh.endpoint == index {
                    refreshEndpoint = endpoints.count
                }
                endpoints.append(
                    Endpoint(
                        id: "\(service.name.value).\(endpoint.name.value)", spec: endpoint,
                        auth: endpoint.auth ?? spec.defaults.auth,
                        credentials: spec.credentialAlternatives(of: endpoint),
                        errors: checked.errors(ofService: position, endpoint: index)))
            }
        }
        self.endpoints = endpoints
        self.refreshEndpoint = refreshEndpoint
        tokenModel =
            checked.refresh.map { spec.models[$0.response].name.value } ?? Self.grantResponse(endpoints, checked)
    }

    /// The response model of the first endpoint whose body has a `grant_type` with a default:
    /// an OAuth 2 token endpoint (RFC 6749, section 4).
    private static func grantResponse(_ endpoints: [Endpoint], _ checked: CheckedSpec) -> String? {
        for endpoint in endpoints {
            guard case .model(let body)? = endpoint.spec.body?.value.nonOptional,
                case .model(let response)? = endpoint.spec.response?.value,
                case .model(let index)? = checked.namedType(body),
                case let model = checked.spec.models[index],
                model.properties.contains(where: { $0.wireName.value == "grant_type" && $0.defaultValue != nil })
            else { continue }
            return response
        }
        return nil
    }

    /// The endpoint at the same method and path as `index` whose body's `grant_type` defaults
    /// to `grantType`: which of an OAuth 2 scheme's token endpoints (sign-in, exchange, refresh)
    /// a request to their one URL calls.
    package func endpoint(sharing index: Int, grantType: String) -> Int? {
        let matched = endpoints[index].spec
        return endpoints.indices.first { candidate in
            let spec = endpoints[candidate].spec
            guard spec.method == matched.method, spec.path.value == matched.path.value,
                case .model(let name)? = spec.body?.value, let body = model(name)
            else { return false }
            return body.properties.contains {
                $0.wireName.value == "grant_type" && $0.defaultValue?.value == .string(grantType)
            }
        }
    }

    package func model(_ name: String) -> ModelSpec? {
        guard case .model(let index)? = checked.namedType(name) else { return nil }
        return spec.models[index]
    }

    package func enumeration(_ name: String) -> EnumSpec? {
        guard case .enumeration(let index)? = checked.namedType(name) else { return nil }
        return spec.enums[index]
    }

    package func union(_ name: String) -> UnionSpec? {
        guard case .union(let index)? = checked.namedType(name) else { return nil }
        return spec.unions[index]
    }

    /// How a `Date` of this property is written: the property's own format, else the module's.
    package func dateFormat(_ property: ModelSpec.Property?) -> DateFormat {
        property?.dateFormat?.value ?? spec.module.dateFormat ?? .iso8601
    }
}
