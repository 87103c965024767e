/// One way a request can carry the app's credentials: an API key in a header, a query
/// item or a cookie, HTTP basic, a fixed bearer token, or the session's refreshed token.
///
/// A generated router lists the schemes its endpoint accepts in
/// ``Router/credentialAlternatives``, from the spec's `credentials` and the endpoint's
/// `auth`; the app supplies each scheme's secret at run time through a
/// ``CredentialProvider``, by the scheme's ``name``. The spec and the generated code hold
/// no secret.
public struct CredentialScheme: Sendable, Hashable {
    /// Where the scheme's secret goes in the request.
    public enum Placement: Sendable, Hashable {
        /// An API key as the value of the header of this name.
        case header(String)
        /// An API key as the value of the query item of this name.
        case query(String)
        /// An API key as the value of the cookie of this name, in the `Cookie` header.
        case cookie(String)
        /// `Authorization: Basic` with a user name and password (RFC 7617).
        case basic
        /// `Authorization: Bearer` with a token the app supplies as it is (RFC 6750), never refreshed.
        case bearer
        /// `Authorization: Bearer` with the session's token, refreshed by the
        /// configuration's ``BearerAuthenticator``.
        case session
    }

    /// The scheme's name in the spec's `credentials` (`session` for the session's token):
    /// what the app's ``CredentialProvider`` is asked for.
    public let name: String
    public let placement: Placement

    public init(name: String, placement: Placement) {
        self.name = name
        self.placement = placement
    }

    /// The session's refreshed bearer token, as an alternative among others.
    public static let session = CredentialScheme(name: "session", placement: .session)
}
