/// Where the client gets the app's credentials, by scheme name, for every call that needs one.
///
/// Asked once per call, for the schemes of the endpoint's alternatives in order, until an
/// alternative has a credential for each of its schemes; a scheme the app has no credential
/// for answers `nil`. Read the secret from wherever the app keeps it (the Keychain, the
/// user's settings, a value the build injects); the spec and generated code never hold one:
///
/// ```swift
/// var configuration = APIClientConfiguration()
/// configuration.credentials = CredentialProvider { scheme in
///     switch scheme {
///     case "partner_key": Keychain.string("partner-key").map(Credential.apiKey)
///     default: nil
///     }
/// }
/// ```
public struct CredentialProvider: Sendable {
    private let lookup: @Sendable (String) async -> Credential?

    /// - Parameter lookup: the credential for a scheme name of the spec's `credentials`, or `nil`.
    public init(_ lookup: @escaping @Sendable (_ scheme: String) async -> Credential?) {
        self.lookup = lookup
    }

    /// The same credentials for every call, by scheme name.
    ///
    /// - Parameter credentials: the credential of each scheme the app has one for.
    public init(_ credentials: [String: Credential]) {
        self.lookup = { credentials[$0] }
    }

    /// The credential for `scheme`, or `nil` when the app has none.
    public func credential(for scheme: String) async -> Credential? {
        await lookup(scheme)
    }
}

extension CredentialProvider: CustomStringConvertible {
    /// Never the credentials: `CredentialProvider(...)`.
    public var description: String { "CredentialProvider(...)" }
}
