import Testing
import TestSupport

@testable import ErrgenCore

/// `UTF8Check` steps over ASCII eight bytes at a time: it must still find exactly the byte
/// where the standard library's UTF-8 decoder first fails, wherever that byte falls
/// against the eight-byte steps and whichever part of the file is checked.
@Suite("UTF-8 check")
struct UTF8CheckTests {
    /// The offset of the first sequence the standard library's decoder rejects, or `nil`.
    static func referenceFirstInvalidByte(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var iterator = bytes[range].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = range.lowerBound
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Mostly ASCII runs of any length, with valid multi-byte letters among them and, in
    /// most arrays, one or two bytes that may break a sequence (a lone continuation byte,
    /// a cut-off lead byte, an overlong or surrogate form, a byte that is never UTF-8).
    static func randomBytes(using generator: inout SeededGenerator) -> [UInt8] {
        let letters = ["é", "ữ", "Đ", "😀", "ã", "{", "\n"].map { Array($0.utf8) }
        let breakers: [[UInt8]] = [[0x80], [0xBF], [0xC3], [0xE1, 0xBB], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF5], [0xFF]]
        var bytes: [UInt8] = []
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            bytes += (0..<Int.random(in: 0...19, using: &generator)).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            if Bool.random(using: &generator) { bytes += letters.randomElement(using: &generator)! }
        }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            bytes.insert(contentsOf: breakers.randomElement(using: &generator)!, at: Int.random(in: 0...bytes.count, using: &generator))
        }
        return bytes
    }

    @Test func findsTheFirstInvalidByteWhereTheStandardLibraryDoes() {
        var generator = SeededGenerator(state: 11)
        var invalid = 0
        for _ in 0..<5_000 {
            let bytes = Self.randomBytes(using: &generator)
            // The whole array, and a part of it that starts and ends anywhere in an eight-byte step.
            let start = Int.random(in: 0...bytes.count, using: &generator)
            let part = start..<Int.random(in: start...bytes.count, using: &generator)
            for range in [bytes.indices, part] {
                let expected = Self.referenceFirstInvalidByte(bytes, range)
                #expect(UTF8Check.firstInvalidByte(in: bytes, range) == expected, "\(bytes) in \(range)")
                if expected != nil { invalid += 1 }
            }
        }
        // Both outcomes are exercised, many times over.
        #expect(invalid > 2_000 && invalid < 8_000)
    }

    @Test func aBadByteRightAfterALongASCIIRunIsFound() {
        for length in 0..<20 {
            let bytes = Array(repeating: UInt8(ascii: "a"), count: length) + [0xE9] + Array(repeating: UInt8(ascii: "b"), count: 9)
            #expect(UTF8Check.firstInvalidByte(in: bytes, bytes.indices) == length)
            #expect(UTF8Check.firstInvalidByte(in: bytes, 0..<length) == nil)
        }
    }
}
