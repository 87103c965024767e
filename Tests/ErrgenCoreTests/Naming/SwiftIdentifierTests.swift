@testable import ErrgenCore
import Testing

/// Names become Swift identifiers by one set of rules with two paths: bytes for ASCII
/// names (nearly all of them), Unicode properties for the rest. They must agree.
@Suite("Swift identifiers")
struct SwiftIdentifierTests {
    @Test("camel case from spec names", arguments: [
        ("VALIDATION_ERROR", "validationError", "ValidationError"),
        ("card_declined", "cardDeclined", "CardDeclined"),
        ("X-Client-Version", "xClientVersion", "XClientVersion"),
        ("HTTPStatus", "httpStatus", "HTTPStatus"),
        ("iPhone", "iPhone", "IPhone"),
        ("Movie", "movie", "Movie"),
        ("5002", nil, nil),
        ("error_404", "error404", "Error404"),
        ("---", nil, nil),
        ("inout", nil, "Inout"),
        ("giá_trị", "giáTrị", "GiáTrị"),
    ] as [(String, String?, String?)])
    func camelCase(_ raw: String, _ lower: String?, _ upper: String?) {
        #expect(SwiftIdentifiers.lowerCamel(raw) == lower)
        #expect(SwiftIdentifiers.upperCamel(raw) == upper)
    }

    @Test("the ASCII path gives exactly what the Unicode path gives, on 20,000 random names")
    func asciiPathAgreesWithUnicodePath() {
        var generator = SplitMix(seed: 11)
        let alphabet = Array("aAbBzZ09_-. xXYyHTPs\t".utf8)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 12)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let raw = String(decoding: bytes, as: UTF8.self)
            let unicodeLower = SwiftIdentifiers.unicodeLowerCamelCandidate(raw).flatMap { SwiftIdentifiers.unusable.contains($0) ? nil : $0 }
            #expect(SwiftIdentifiers.lowerCamel(raw) == unicodeLower, "\(raw.debugDescription)")
            #expect(SwiftIdentifiers.upperCamel(raw) == SwiftIdentifiers.unicodeUpperCamel(raw), "\(raw.debugDescription)")
        }
    }
}

/// A small deterministic generator, so a failure names an input that fails again.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Placeholders are split byte by byte in ASCII texts and Character by Character in the
/// rest; on ASCII the two must agree, problems included.
@Suite("Placeholder syntax")
struct PlaceholderSyntaxTests {
    @Test("the ASCII path gives exactly what the Character path gives, on 20,000 random texts")
    func asciiPathAgreesWithCharacterPath() {
        var generator = SplitMix(seed: 7)
        let alphabet = Array("ab_{}{} 1%.".utf8)
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 14)
            let text = String(decoding: (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self)
            let ascii = PlaceholderSyntax.asciiSegments(of: text)
            let characters = PlaceholderSyntax.characterSegments(of: text)
            switch (ascii, characters) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(text.debugDescription)")
            case (.failure(let a), .failure(let b)): #expect(a.message == b.message, "\(text.debugDescription)")
            default: Issue.record("\(text.debugDescription): \(ascii) but \(characters)")
            }
        }
    }
}
