import Foundation

/// Proof Key for Code Exchange (RFC 7636) for an authorization-code sign-in: the app makes a
/// verifier, opens the provider's authorization page with its ``challenge(for:)`` and
/// `code_challenge_method=S256`, and hands the code the redirect brings back, with the
/// verifier, to the generated token service's `exchange`.
///
/// ```swift
/// let verifier = PKCE.makeVerifier()
/// let challenge = PKCE.challenge(for: verifier)
/// // Open https://auth.example/authorize?response_type=code&client_id=...&code_challenge=\(challenge)&code_challenge_method=S256
/// ```
public enum PKCE {
    /// The method ``challenge(for:)`` uses, for the authorization request's `code_challenge_method`.
    public static let challengeMethod = "S256"

    /// A new code verifier: 32 bytes from the system's secure random source, base64url without
    /// padding (43 characters), as RFC 7636 section 4.1 recommends.
    public static func makeVerifier() -> String {
        var generator = SystemRandomNumberGenerator()  // cryptographically secure on every platform Swift runs on
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return base64URL(Data(bytes))
    }

    /// The S256 challenge of `verifier`: `BASE64URL(SHA256(ASCII(verifier)))` (RFC 7636, section 4.2).
    public static func challenge(for verifier: String) -> String {
        base64URL(SHA256Digest.hash(Data(verifier.utf8)))
    }

    /// Base64url without padding (RFC 7636, appendix A).
    static func base64URL(_ data: Data) -> String {
        data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
