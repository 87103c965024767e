import Foundation
import Testing

@testable import ErrgenCore

/// The JSON Schema checks scalars with regular expressions kept beside the grammars they
/// stand for (`ScalarSyntax`). Each must match whatever its grammar accepts, so that an
/// editor never flags a spec errgen reads; and reject what it rejects, except where a
/// pattern cannot see (a duration finer than a millisecond, a type's nesting).
@Suite("Scalar patterns of the schema")
struct ScalarPatternTests {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    static let durations = [
        "30s", "500ms", "1.5s", "2m", "30", "0.5", "1.000001s", "0.001s", "0.0001s", "999999999999", "1234567890123",
        "0", "0s", "0.0",
        "00ms", "1h", "-1s", "1 s", "1e3", ".5s", "5.s", "1.5.5", "", "s", "ms", "1sm", "1.1234567s", "١s", "0.001",
    ]

    @Test("bracketed indexes are respelled with dots")
    func dottedIndexes() {
        #expect(ScalarSyntax.dottedIndexes("errors[0].code") == "errors.0.code")
        #expect(ScalarSyntax.dottedIndexes("[0].code") == "0.code")
        #expect(ScalarSyntax.dottedIndexes("a[0][12]") == "a.0.12")
        #expect(ScalarSyntax.dottedIndexes("a[b][0]") == "a[b].0")
        for text in ["errors.0.code", "a[b]", "a[0", "a[]", "a]0["] {
            #expect(ScalarSyntax.dottedIndexes(text) == nil, "'\(text)'")
        }
    }

    @Test("a duration errgen reads matches the pattern; one it refuses does not, unless finer than a millisecond")
    func durations() {
        for text in Self.durations {
            let accepted = if case .success = ScalarSyntax.duration(text) { true } else { false }
            let matched = Self.matches(ScalarSyntax.durationPattern, text)
            if case .failure(let problem) = ScalarSyntax.duration(text),
                problem.message.contains("finer than a millisecond")
            {
                #expect(matched, "'\(text)' has the shape of a duration")
                continue
            }
            #expect(
                accepted == matched,
                "'\(text)': errgen \(accepted ? "accepts" : "refuses"), the pattern \(matched ? "matches" : "does not")"
            )
        }
    }

    @Test("locales, key paths and header names: the pattern and the grammar agree")
    func otherGrammars() {
        for text in [
            "en", "vi", "pt-BR", "zh-Hans", "es-419", "pt_BR", "e", "engl", "en-", "en-A", "en-abcdefghi", "", "é",
            "en-US-x1",
        ] {
            #expect(ScalarSyntax.isLocale(text) == Self.matches(ScalarSyntax.localePattern, text), "'\(text)'")
        }
        let keyPaths = [
            "code", "error.code", "a.b.c", "", ".code", "code.", "a..b", "é.ü", "errors.0.code", "errors[0].code",
            "[0]", "a[b]", "a[0",
        ]
        for text in keyPaths {
            let read = ScalarSyntax.keyPath(text) != nil && ScalarSyntax.dottedIndexes(text) == nil
            #expect(read == Self.matches(ScalarSyntax.keyPathPattern, text), "'\(text)'")
            #expect(read == Self.matches(ScalarSyntax.fieldSourcePattern, "body." + text), "'body.\(text)'")
        }
        for name in [
            "Retry-After", "X-Request-ID", "a!#$%&'*+-.^_`|~z", "", "Retry After", "Ä", "a:b", "a b", "a\tb", "(a)",
            "a/b",
        ] {
            let text = "header." + name
            #expect(ScalarSyntax.isHTTPToken(name) == Self.matches(ScalarSyntax.fieldSourcePattern, text), "'\(text)'")
            #expect(ScalarSyntax.isHTTPToken(name) == Self.matches(ScalarSyntax.httpTokenPattern, name), "'\(name)'")
        }
    }

    @Test("on 3,000 random texts, a locale errgen reads is one the pattern matches")
    func randomLocales() {
        var generator = SplitMix(seed: 13)
        let alphabet = ["a", "Z", "q", "9", "-", "-", "_", "é", "x"]
        for _ in 0..<3_000 {
            let text = (0..<Int(generator.next() % 13)).map { _ in
                alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }.joined()
            #expect(ScalarSyntax.isLocale(text) == Self.matches(ScalarSyntax.localePattern, text), "'\(text)'")
        }
    }

    @Test("every type errgen reads matches the type pattern")
    func types() {
        for text in [
            "Int", "Int?", "[Movie]", "[String: [String]]", " [ Int ] ?", "Phim", "Größe", "_Private", "Int64",
            "[String: Movie?]?",
        ] {
            #expect((try? TypeSyntax.parse(text).get()) != nil, "'\(text)' is a type")
            #expect(Self.matches(ScalarSyntax.typePattern, text), "'\(text)' does not match the type pattern")
        }
        for text in ["", "Map<Int>", "Int!", "(Int)", "1", "[1]"] {
            #expect(!Self.matches(ScalarSyntax.typePattern, text), "'\(text)' matches the type pattern")
        }
    }

    @Test("fallback keys: 404 and 4xx match, others do not")
    func statusKeys() {
        for text in ["404", "100", "599", "4xx", "1xx", "5xx"] {
            #expect(Self.matches(ScalarSyntax.statusKeyPattern, text), "'\(text)'")
        }
        for text in ["6xx", "0xx", "99", "600", "4XX", "40x", "4xxx"] {
            #expect(!Self.matches(ScalarSyntax.statusKeyPattern, text), "'\(text)'")
        }
    }
}
