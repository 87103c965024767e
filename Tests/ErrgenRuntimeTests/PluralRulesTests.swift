import ErrgenRuntime
import Testing

/// CLDR's own samples (`@integer` and `@decimal` in `plurals.json`) for each language,
/// read as the digits a message shows.
@Suite("Plural rules")
struct PluralRulesTests {
    static func category(_ digits: String, _ locale: String) -> PluralCategory {
        PluralRules.category(for: PluralOperands(digits: digits)!, locale: locale)
    }

    @Test("each language's categories, and CLDR's samples of each", arguments: [
        ("en", [PluralCategory.one: ["1"], .other: ["0", "2", "16", "100", "0.0", "1.5", "1.0"]]),
        ("de", [.one: ["1"], .other: ["0", "2", "1.5"]]),
        ("vi", [.other: ["0", "1", "2", "1.5", "1000000"]]),
        ("ja", [.other: ["0", "1", "15"]]),
        ("zh-Hans", [.other: ["1"]]),
        ("ko", [.other: ["1"]]),
        ("fr", [.one: ["0", "1", "1.5"], .many: ["1000000"], .other: ["2", "17", "1000", "2.0", "3.5"]]),
        ("pt", [.one: ["0", "1", "1.5"], .many: ["1000000"], .other: ["2", "17", "2.0"]]),
        ("pt-PT", [.one: ["1"], .many: ["1000000"], .other: ["0", "2", "1.5"]]),
        ("es", [.one: ["1", "1.0"], .many: ["1000000", "2000000"], .other: ["0", "2", "16", "1000", "1.1"]]),
        ("it", [.one: ["1"], .many: ["1000000"], .other: ["0", "2", "1.5", "1000"]]),
        ("ru", [.one: ["1", "21", "101"], .few: ["2", "4", "22", "102"], .many: ["0", "5", "11", "12", "14", "19", "100"], .other: ["1.5", "0.0"]]),
        ("uk", [.one: ["1", "21"], .few: ["2", "23"], .many: ["0", "5", "11"], .other: ["1.5"]]),
        ("pl", [.one: ["1"], .few: ["2", "4", "22", "24", "102"], .many: ["0", "5", "11", "12", "21", "25", "100"], .other: ["1.5", "0.0"]]),
        ("cs", [.one: ["1"], .few: ["2", "3", "4"], .many: ["0.0", "1.5", "10.0"], .other: ["0", "5", "19", "100"]]),
        ("sk", [.one: ["1"], .few: ["2", "4"], .many: ["1.5"], .other: ["0", "5"]]),
        ("hr", [.one: ["1", "21", "0.1", "1.1"], .few: ["2", "24", "0.2", "1.3"], .other: ["0", "5", "11", "0.5", "1.0"]]),
        ("ro", [.one: ["1"], .few: ["0", "2", "16", "101", "1.5"], .other: ["20", "35", "100"]]),
        ("sl", [.one: ["1", "101"], .two: ["2", "102"], .few: ["3", "4", "103", "1.5"], .other: ["0", "5", "19", "100"]]),
        ("he", [.one: ["1", "0.5"], .two: ["2"], .other: ["0", "3", "17", "1.5"]]),
        ("da", [.one: ["1", "0.1", "1.6"], .other: ["0", "2", "0.0", "2.0"]]),
        ("hi", [.one: ["0", "1", "0.5", "1.0"], .other: ["2", "1.1"]]),
        ("tr", [.one: ["1", "1.0"], .other: ["0", "2", "1.5"]]),
        ("ar", [.zero: ["0", "0.0"], .one: ["1"], .two: ["2"], .few: ["3", "10", "103", "110", "3.0"], .many: ["11", "26", "99", "111"], .other: ["100", "102", "1000", "0.1", "1.5"]]),
    ])
    func samples(locale: String, samples: [PluralCategory: [String]]) {
        #expect(PluralRules.categories(forLocale: locale) == samples.keys.sorted())
        for (expected, numbers) in samples {
            for digits in numbers { #expect(Self.category(digits, locale) == expected, "\(locale) \(digits)") }
        }
    }

    @Test("region subtags find the language; an unknown language has no rules and falls back to English's")
    func lookup() {
        #expect(PluralRules.categories(forLocale: "ru-RU") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(forLocale: "pt_PT") == [.one, .many, .other])
        #expect(PluralRules.categories(forLocale: "eo") == nil)
        #expect(Self.category("1", "eo") == .one)
        #expect(Self.category("2", "eo") == .other)
    }

    @Test("a decimal's operands are the digits the message shows")
    func operands() throws {
        let shown = try #require(MessageValue.operands(2.0))
        #expect(shown.v == 0 && shown.i == 2)
        let half = try #require(MessageValue.operands(1.5))
        #expect(half.i == 1 && half.v == 1 && half.f == 5 && half.t == 5)
        #expect(PluralOperands(digits: "1.50") == PluralOperands(digits: "1.50"))
        #expect(PluralOperands(digits: "1.50")?.t == 5)
        #expect(PluralOperands(digits: "x") == nil)
        #expect(MessageValue.operands(.nan) == nil)
        #expect(MessageValue.plural(Double.infinity, "en", one: "one", other: "other") == "other")
        #expect(MessageValue.plural(Int64(1), "ru", one: "one", other: "other") == "one")
        #expect(MessageValue.plural(5, "ru", one: "one", other: "other") == "other", "a missing variant falls back to other")
    }
}
