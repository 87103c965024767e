#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The order of byte strings, by `memcmp`: a shorter string that is a prefix of a longer
/// one comes first. Sorting a catalog's keys compares them hundreds of thousands of times,
/// and the generic `lexicographicallyPrecedes` went byte by byte.
enum ByteOrder {
    /// Negative, zero or positive as `a` sorts before, with or after `b`.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order != 0 ? Int(order) : a.count - b.count
    }

    static func compare(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { left in b.withUnsafeBufferPointer { right in compare(left, right) } }
    }

    /// Whether `a`'s UTF-8 sorts before `b`'s, compared in place.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a
        var b = b
        return a.withUTF8 { left in b.withUTF8 { right in compare(left, right) < 0 } }
    }
}
