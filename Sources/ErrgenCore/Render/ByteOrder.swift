/// The order of byte strings, byte by byte: a shorter string that is a prefix of a longer
/// one comes first. The same on every machine and in every locale.
enum ByteOrder {
    /// Negative, zero or positive as `a` sorts before, with or after `b`.
    static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        for (left, right) in zip(a, b) where left != right { return left < right ? -1 : 1 }
        return a.count - b.count
    }

    /// Whether `a`'s UTF-8 sorts before `b`'s.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
