import ErrgenVocabulary
import Foundation

#if canImport(CryptoKit)
    import CryptoKit
#endif

/// SHA-256 for the PKCE challenge: CryptoKit where there is one, else the vocabulary's own
/// FIPS 180-4 implementation, since Linux's Foundation has no hash.
enum SHA256Digest {
    /// The 32-byte digest of `data`.
    static func hash(_ data: Data) -> Data {
        #if canImport(CryptoKit)
            Data(CryptoKit.SHA256.hash(data: data))
        #else
            portableHash(data)
        #endif
    }

    /// The portable implementation, tested with the FIPS 180-4 vectors on every platform.
    static func portableHash(_ data: Data) -> Data {
        Data(ErrgenVocabulary.SHA256.hash([UInt8](data)))
    }
}
