import ErrgenVocabulary
import Foundation

/// The authorization codes the mock issued for `POST /__errgen/authorize`, standing in for the
/// provider's browser page, each with the PKCE challenge it was asked with (RFC 7636).
///
/// A token request with `grant_type=authorization_code` whose `code` the mock issued is
/// accepted once, and only with the `code_verifier` that matches its challenge (`S256`, or
/// `plain`); a code the mock did not issue is accepted as it is, so a test that skips the
/// browser step still signs in.
package final class AuthorizationCodes: Sendable {
    private struct Issued {
        var challenge: String?
        var method: String
    }

    private let issued = LockedValue([String: Issued]())
    private let count = LockedValue(0)

    package init() {}

    /// A new code for a challenge (`nil`: the test sends none, and no verifier is checked).
    package func issue(challenge: String?, method: String?) -> String {
        let number = count.withLock { count in
            count += 1
            return count
        }
        let code = "mock-code-\(number)"
        issued.withLock { $0[code] = Issued(challenge: challenge, method: method ?? "S256") }
        return code
    }

    /// Why the exchange of `code` with `verifier` is refused, or `nil` when it is accepted.
    package func refusal(code: String, verifier: String?) -> String? {
        guard let entry = issued.withLock({ $0.removeValue(forKey: code) }) else {
            return code.hasPrefix("mock-code-") ? "the code was spent" : nil
        }
        guard let challenge = entry.challenge else { return nil }
        guard let verifier else { return "the code was issued for a PKCE challenge; send its code_verifier" }
        let expected = entry.method == "plain" ? verifier : Self.s256(verifier)
        return expected == challenge ? nil : "the code_verifier does not match the code's challenge"
    }

    /// `BASE64URL(SHA256(verifier))` without padding (RFC 7636, section 4.2).
    static func s256(_ verifier: String) -> String {
        Data(SHA256.hash(Array(verifier.utf8))).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
