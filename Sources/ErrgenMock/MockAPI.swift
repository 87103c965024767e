import ErrgenCore
import ErrgenVocabulary

/// What the mock serves, read once from a checked spec: its endpoints with the catalog
/// entries each documents, its types, its catalog, its envelope and its session.
package struct MockAPI: Sendable {
    package struct Endpoint: Sendable {
        /// `Service.endpoint`, as scenarios and reports name it.
        package let id: String
        package let spec: EndpointSpec
        package let auth: AuthRequirement
        /// Its `errors`, as positions in the catalog.
        package let errors: [Int]
    }

    package let spec: Spec
    package let endpoints: [Endpoint]
    package let catalog: MockCatalog
    /// The refresh endpoint's position in `endpoints`, when the spec has a `session`.
    package let refreshEndpoint: Int?

    package init(spec: Spec) {
        self.spec = spec
        let catalog = MockCatalog(spec: spec)
        self.catalog = catalog
        var endpoints: [Endpoint] = []
        for service in spec.services {
            for endpoint in service.endpoints {
                endpoints.append(
                    Endpoint(
                        id: "\(service.name.value).\(endpoint.name.value)", spec: endpoint,
                        auth: endpoint.auth ?? spec.defaults.auth,
                        errors: endpoint.errors.compactMap { catalog.entry($0.value.text) }))
            }
        }
        self.endpoints = endpoints
        refreshEndpoint = spec.session.flatMap { session in endpoints.firstIndex { $0.id == session.refresh.value } }
    }

    package func model(_ name: String) -> ModelSpec? { spec.models.first { $0.name.value == name } }
    package func enumeration(_ name: String) -> EnumSpec? { spec.enums.first { $0.name.value == name } }
    package func union(_ name: String) -> UnionSpec? { spec.unions.first { $0.name.value == name } }

    /// The model the refresh endpoint answers with (`TokenPair`): wherever a response holds
    /// one, the mock puts freshly issued tokens.
    package var tokenModel: String? {
        guard let refresh = refreshEndpoint, let response = endpoints[refresh].spec.response?.value else { return nil }
        return response.nonOptional.modelNames.first
    }

    /// How a `Date` of this property is written: the property's own format, else the module's.
    package func dateFormat(_ property: ModelSpec.Property?) -> DateFormat {
        property?.dateFormat?.value ?? spec.module.dateFormat ?? .iso8601
    }
}
