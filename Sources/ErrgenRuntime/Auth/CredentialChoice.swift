/// The alternative of an endpoint's ``Router/credentialAlternatives`` a call uses: the first
/// whose every scheme the app has a credential for (OpenAPI's `security`: a list of
/// alternatives, each an AND of schemes).
struct CredentialChoice: Sendable {
    /// The app's credential for each scheme of the alternative but the session's token.
    var credentials: [(scheme: CredentialScheme, credential: Credential)] = []
    /// Whether the alternative sends the session's token, so the authenticator takes part.
    var usesSession = false

    /// The choice for `router`: its `auth` alone when it lists no alternatives; else the first
    /// alternative the app can send; else none, and the call goes without credentials (the
    /// server's 401 then reaches the catalog like any other).
    ///
    /// - Parameters:
    ///   - provider: the app's credentials; `nil`: only the session's token is available.
    ///   - authenticator: the session; among alternatives, its token is available while signed in.
    static func choose(for router: some Router, provider: CredentialProvider?, authenticator: BearerAuthenticator?)
        async -> CredentialChoice
    {
        let alternatives = router.credentialAlternatives
        guard !alternatives.isEmpty else {
            return CredentialChoice(usesSession: router.auth == .bearer && authenticator != nil)
        }
        let signedIn = await authenticator?.token != nil
        alternatives: for alternative in alternatives {
            var choice = CredentialChoice()
            for scheme in alternative {
                if scheme.placement == .session {
                    guard signedIn else { continue alternatives }
                    choice.usesSession = true
                    continue
                }
                guard let credential = await provider?.credential(for: scheme.name), credential.fits(scheme.placement)
                else { continue alternatives }
                choice.credentials.append((scheme, credential))
            }
            return choice
        }
        return CredentialChoice()
    }

    /// The header names whose values the log must hide: the API key headers chosen.
    var secretHeaders: Set<String> {
        Set(credentials.compactMap { if case .header(let name) = $0.scheme.placement { name } else { nil } })
    }
}
