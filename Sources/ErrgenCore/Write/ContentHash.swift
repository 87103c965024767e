/// XXH64 (seed 0) of bytes: a well-tested 64-bit hash, for telling whether spec files or
/// generated files changed. Not a defence against a forger, only against accident: a
/// changed input with an equal hash is a 1-in-2^64 event.
///
/// Written out here (about 50 lines) rather than taken from a package, so errgen keeps
/// its single system dependency; the test vectors of the reference implementation pin it.
enum ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of a string's UTF-8.
    static func xxh64(utf8 text: String) -> UInt64 {
        xxh64(Array(text.utf8))
    }

    static func xxh64(_ bytes: [UInt8]) -> UInt64 {
        var offset = 0
        var hash: UInt64
        if bytes.count >= 32 {
            var v1 = prime1 &+ prime2
            var v2 = prime2
            var v3: UInt64 = 0
            var v4 = 0 &- prime1
            while offset + 32 <= bytes.count {
                v1 = round(v1, word(bytes, offset, 8))
                v2 = round(v2, word(bytes, offset + 8, 8))
                v3 = round(v3, word(bytes, offset + 16, 8))
                v4 = round(v4, word(bytes, offset + 24, 8))
                offset += 32
            }
            hash = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            for value in [v1, v2, v3, v4] { hash = (hash ^ round(0, value)) &* prime1 &+ prime4 }
        } else {
            hash = prime5
        }
        hash &+= UInt64(bytes.count)
        while offset + 8 <= bytes.count {
            hash ^= round(0, word(bytes, offset, 8))
            hash = rotl(hash, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= bytes.count {
            hash ^= word(bytes, offset, 4) &* prime1
            hash = rotl(hash, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < bytes.count {
            hash ^= UInt64(bytes[offset]) &* prime5
            hash = rotl(hash, 11) &* prime1
            offset += 1
        }
        hash ^= hash >> 33
        hash &*= prime2
        hash ^= hash >> 29
        hash &*= prime3
        hash ^= hash >> 32
        return hash
    }

    /// `count` bytes from `offset` as a little-endian number.
    private static func word(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> UInt64 {
        var word: UInt64 = 0
        for index in 0..<count { word |= UInt64(bytes[offset + index]) << (8 * index) }
        return word
    }

    private static func rotl(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotl(accumulator &+ input &* prime2, 31) &* prime1
    }
}
