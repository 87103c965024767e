import ErrgenVocabulary

/// One entry of the spec's `credentials` (or a `securitySchemes` entry the OpenAPI importer
/// maps): a way a request carries a secret the app supplies at run time, by `name`. The
/// generated router names it as the runtime's `CredentialScheme`.
package struct CredentialSpec: Sendable, Hashable {
    /// Where the secret goes; the cases of the runtime's `CredentialScheme.Placement`.
    package enum Placement: Sendable, Hashable {
        case header(String)
        case query(String)
        case cookie(String)
        case basic
        case bearer
        /// The session's refreshed token: the name `bearer` in an `auth` list.
        case session
    }

    package var name: String
    package var placement: Placement

    package init(name: String, placement: Placement) {
        self.name = name
        self.placement = placement
    }

    /// The session's token as one alternative among others.
    package static let session = CredentialSpec(name: "session", placement: .session)
}

extension Spec {
    /// The credential alternatives of an endpoint whose `auth` names schemes, each an AND of
    /// schemes, `bearer` as the session's token and `none` as an empty alternative; empty when
    /// `auth` is `bearer`, `none` or unset, or names a scheme `credentials` lacks (Check says so).
    package func credentialAlternatives(of endpoint: EndpointSpec) -> [[CredentialSpec]] {
        guard let names = endpoint.settings.authSchemes else { return [] }
        var alternatives: [[CredentialSpec]] = []
        for alternative in names {
            var schemes: [CredentialSpec] = []
            for name in alternative where name.value != AuthRequirement.none.rawValue {
                if name.value == AuthRequirement.bearer.rawValue {
                    schemes.append(.session)
                } else if let scheme = credentials.first(where: { $0.name.value == name.value }),
                    let placement = scheme.placement
                {
                    schemes.append(CredentialSpec(name: name.value, placement: placement))
                } else {
                    return []
                }
            }
            alternatives.append(schemes)
        }
        return alternatives
    }
}

/// An entry of `credentials`, by the name the app's `CredentialProvider` is asked for.
package struct NamedCredential: Sendable {
    package var name: Located<String>
    /// `nil` for an `api_key` without its `in` or `name` (Check says so).
    package var placement: CredentialSpec.Placement?
}
