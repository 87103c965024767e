#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// XXH64 (seed 0) of a byte buffer: a fast, well-tested 64-bit hash, for telling whether
/// spec files or generated files changed. Not a defence against a forger, only against
/// accident: a changed input with an equal hash is a 1-in-2^64 event.
///
/// Written out here (about 60 lines) rather than taken from a package, so errgen keeps
/// its single system dependency; the test vectors of the reference implementation pin it.
enum ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    static func xxh64<Bytes: ContiguousBytes>(_ bytes: Bytes, seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { buffer in xxh64(buffer, seed: seed) }
    }

    /// The hash of a string's UTF-8, without copying a native string.
    static func xxh64(utf8 text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { xxh64(UnsafeRawBufferPointer($0)) } ?? xxh64(Array(text.utf8))
    }

    static func xxh64(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var hasher = Hasher64(seed: seed)
        hasher.update(buffer)
        return hasher.digest()
    }

    /// XXH64 of bytes that arrive in parts (a generated file as the renderer wrote it):
    /// the same value as the whole bytes hashed at once, however they are cut.
    struct Hasher64 {
        private var v1, v2, v3, v4: UInt64
        private let seed: UInt64
        private var total = 0
        /// The bytes of a 32-byte stripe not yet complete.
        private var pending: [UInt8] = []

        init(seed: UInt64 = 0) {
            self.seed = seed
            v1 = seed &+ prime1 &+ prime2
            v2 = seed &+ prime2
            v3 = seed
            v4 = seed &- prime1
            pending.reserveCapacity(32)
        }

        mutating func update(_ buffer: UnsafeRawBufferPointer) {
            total += buffer.count
            var offset = 0
            if !pending.isEmpty {
                let taken = min(32 - pending.count, buffer.count)
                pending += buffer[0..<taken]
                offset = taken
                guard pending.count == 32 else { return }
                pending.withUnsafeBytes { stripe($0, at: 0) }
                pending.removeAll(keepingCapacity: true)
            }
            while offset + 32 <= buffer.count {
                stripe(buffer, at: offset)
                offset += 32
            }
            pending += buffer[offset...]
        }

        private mutating func stripe(_ buffer: UnsafeRawBufferPointer, at offset: Int) {
            v1 = round(v1, word(buffer, offset))
            v2 = round(v2, word(buffer, offset + 8))
            v3 = round(v3, word(buffer, offset + 16))
            v4 = round(v4, word(buffer, offset + 24))
        }

        private func word(_ buffer: UnsafeRawBufferPointer, _ at: Int) -> UInt64 {
            UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }

        func digest() -> UInt64 {
            var hash: UInt64
            if total >= 32 {
                hash = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
                hash = merge(hash, v1)
                hash = merge(hash, v2)
                hash = merge(hash, v3)
                hash = merge(hash, v4)
            } else {
                hash = seed &+ prime5
            }
            hash &+= UInt64(total)
            pending.withUnsafeBytes { rest in
                var offset = 0
                while offset + 8 <= rest.count {
                    hash ^= round(0, word(rest, offset))
                    hash = rotl(hash, 27) &* prime1 &+ prime4
                    offset += 8
                }
                if offset + 4 <= rest.count {
                    let half = UInt64(UInt32(littleEndian: rest.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                    hash ^= half &* prime1
                    hash = rotl(hash, 23) &* prime2 &+ prime3
                    offset += 4
                }
                while offset < rest.count {
                    hash ^= UInt64(rest[offset]) &* prime5
                    hash = rotl(hash, 11) &* prime1
                    offset += 1
                }
            }
            hash ^= hash >> 33
            hash &*= prime2
            hash ^= hash >> 29
            hash &*= prime3
            hash ^= hash >> 32
            return hash
        }
    }

    private static func rotl(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotl(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        (hash ^ round(0, value)) &* prime1 &+ prime4
    }
}
