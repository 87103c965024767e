@testable import ErrgenRuntime
import Foundation
import Testing

/// PKCE (RFC 7636) and the SHA-256 under it.
@Suite("PKCE")
struct PKCETests {
    @Test("the S256 challenge of RFC 7636 appendix B's verifier is the one the RFC gives")
    func rfc7636AppendixB() {
        #expect(
            PKCE.challenge(for: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")
                == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
    }

    @Test("a verifier is 43 base64url characters and differs each time")
    func verifierShape() {
        let verifiers = (0..<20).map { _ in PKCE.makeVerifier() }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        #expect(verifiers.allSatisfy { $0.count == 43 && $0.allSatisfy(allowed.contains) })
        #expect(Set(verifiers).count == 20)
    }

    /// FIPS 180-4's examples (NIST CSRC, SHA256.pdf and SHA2_Additional), and a message of
    /// 55 bytes, the longest whose padding fits its one block.
    @Test(
        "the portable SHA-256 gives the FIPS 180-4 digests",
        arguments: [
            ("", 1, "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", 1, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 1,
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            ("x", 55, "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072"),
            ("a", 1_000_000, "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
        ])
    func fipsVectors(pattern: String, repeats: Int, digest: String) {
        let message = Data(String(repeating: pattern, count: repeats).utf8)
        let hex = { (data: Data) in data.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256Digest.portableHash(message)) == digest)
        #expect(hex(SHA256Digest.hash(message)) == digest)
    }
}
