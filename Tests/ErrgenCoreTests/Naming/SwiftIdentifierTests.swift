import Testing

@testable import ErrgenCore

/// Names become Swift identifiers by one set of rules, on Characters and their Unicode properties.
@Suite("Swift identifiers")
struct SwiftIdentifierTests {
    @Test(
        "camel case from spec names",
        arguments: [
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
            ("store_url", "storeURL", "StoreURL"),
            ("request_ids", "requestIDs", "RequestIDs"),
            ("api_key", "apiKey", "APIKey"),
            ("ApiClient", "apiClient", "ApiClient"),
            ("URL", "url", "URL"),
        ] as [(String, String?, String?)])
    func camelCase(_ raw: String, _ lower: String?, _ upper: String?) {
        #expect(SwiftIdentifiers.lowerCamel(raw) == lower)
        #expect(SwiftIdentifiers.upperCamel(raw) == upper)
    }
}

/// A small deterministic generator, so a failure names an input that fails again.
struct SplitMix {
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

/// The placeholder grammar, read on Characters.
@Suite("Placeholder syntax")
struct PlaceholderSyntaxTests {
    @Test("a fallback is trimmed of exactly what Foundation's CharacterSet.whitespaces holds")
    func fallbackTrimmingMatchesFoundation() {
        var generator = SplitMix(seed: 5)
        // Spaces (Zs), a tab, and what is not in the set: line breaks, U+2028, U+200B, U+FEFF.
        let alphabet: [String] = [
            " ", "\t", "\u{A0}", "\u{3000}", "\u{2009}", "\n", "\r", "\u{2028}", "\u{200B}", "\u{FEFF}", "a", "ệ",
            "e\u{301}", "\u{301}",
        ]
        for _ in 0..<5_000 {
            let text = (0..<Int(generator.next() % 8)).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }.joined()
            #expect(
                PlaceholderSyntax.trimmingSpaces(text[...]) == text.trimmingCharacters(in: .whitespaces),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("a brace with a combining mark on it is one Character, so it is not a brace")
    func combiningMarkOnABraceTakesTheCharacterPath() {
        let text = "Mã {ref}\u{0301} sai"
        // As Characters, "}\u{0301}" is not a closing brace: the placeholder never closes.
        guard case .failure(let problem) = PlaceholderSyntax.segments(of: text) else {
            Issue.record("expected a problem")
            return
        }
        #expect(problem.message.contains("no closing '}'"))
        let plain = try? PlaceholderSyntax.segments(of: "Mã {ref} sai").get()
        #expect(plain == [.literal("Mã "), .placeholder("ref"), .literal(" sai")])
    }
}
