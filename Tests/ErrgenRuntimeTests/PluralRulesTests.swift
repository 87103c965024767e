import ErrgenRuntime
import Foundation
import Testing

/// Every `@integer` and `@decimal` sample CLDR gives for every locale
/// (`Scripts/cldr/plurals.xml`, read at test time), through the runtime as each type a
/// message can hold: digit strings (all samples, compact `1.1c6` ones included, with their
/// `e` operand), `Int` and `Int64` (integer samples), `Double` and `Decimal` (the samples
/// they show as written: `1.5`, not `1.0`, which both show as `1`).
@Suite("Plural rules")
struct PluralRulesTests {
    static let cldr = CLDRPluralData.shared
    static let locales = cldr.locales

    /// The category `MessageValue.plural` picks, read back from the variant it returns.
    static func picked(
        _ plural: (_ zero: String, _ one: String, _ two: String, _ few: String, _ many: String) -> String
    ) -> String {
        plural("zero", "one", "two", "few", "many")
    }

    static func samples(_ locale: CLDRPluralData.Locale, _ kind: KeyPath<CLDRPluralData.Rule, [String]>) -> [(
        sample: String, category: String
    )] {
        locale.rules.flatMap { rule in rule[keyPath: kind].map { ($0, rule.category) } }
    }

    /// A sample as `Double` or `Decimal` show it: no compact exponent, no trailing zero after the point.
    static func showsAsWritten(_ sample: String) -> Bool {
        !sample.contains("c") && !(sample.contains(".") && sample.hasSuffix("0"))
    }

    @Test("the repository's plurals.xml is CLDR's, with its licence header, and has every locale")
    func data() throws {
        let text = try String(
            contentsOf: CLDRPluralData.repository.appendingPathComponent(CLDRPluralData.path), encoding: .utf8)
        #expect(text.contains("SPDX-License-Identifier: Unicode-3.0"))
        #expect(Self.locales.count == 227)
        #expect(Self.cldr.ruleSets.allSatisfy { $0.rules.last?.category == "other" })
    }

    @Test("each locale has the categories CLDR gives it", arguments: locales)
    func categories(_ locale: CLDRPluralData.Locale) {
        #expect(PluralRules.categories(forLocale: locale.code)?.map(\.rawValue) == locale.rules.map(\.category))
    }

    @Test("every sample, as the digits a message shows", arguments: locales)
    func digits(_ locale: CLDRPluralData.Locale) throws {
        for (sample, category) in Self.samples(locale, \.integers) + Self.samples(locale, \.decimals) {
            for written in [sample, "-" + sample] {
                let operands = try #require(PluralOperands(digits: written), "\(written)")
                #expect(
                    PluralRules.category(for: operands, locale: locale.code).rawValue == category,
                    "\(locale.code) \(written)")
            }
        }
    }

    @Test("every integer sample, as an Int and an Int64", arguments: locales)
    func integers(_ locale: CLDRPluralData.Locale) throws {
        for (sample, category) in Self.samples(locale, \.integers) where !sample.contains("c") {
            let value = try #require(Int(sample))
            let asInt = Self.picked {
                MessageValue.plural(value, locale.code, zero: $0, one: $1, two: $2, few: $3, many: $4, other: "other")
            }
            let asInt64 = Self.picked {
                MessageValue.plural(
                    Int64(value), locale.code, zero: $0, one: $1, two: $2, few: $3, many: $4, other: "other")
            }
            #expect(asInt == category, "\(locale.code) Int \(sample)")
            #expect(asInt64 == category, "\(locale.code) Int64 \(sample)")
        }
    }

    @Test("every sample a Double shows as written", arguments: locales)
    func doubles(_ locale: CLDRPluralData.Locale) throws {
        for (sample, category) in Self.samples(locale, \.integers) + Self.samples(locale, \.decimals)
        where Self.showsAsWritten(sample) {
            let value = try #require(Double(sample))
            let shown = Self.picked {
                MessageValue.plural(value, locale.code, zero: $0, one: $1, two: $2, few: $3, many: $4, other: "other")
            }
            #expect(shown == category, "\(locale.code) Double \(sample)")
        }
    }

    @Test("every sample a Decimal shows as written, through its digits", arguments: locales)
    func decimals(_ locale: CLDRPluralData.Locale) throws {
        for (sample, category) in Self.samples(locale, \.integers) + Self.samples(locale, \.decimals)
        where Self.showsAsWritten(sample) {
            let value = try #require(Decimal(string: sample, locale: Locale(identifier: "en_US_POSIX")))
            let operands = try #require(PluralOperands(digits: "\(value)"))
            #expect(
                PluralRules.category(for: operands, locale: locale.code).rawValue == category,
                "\(locale.code) Decimal \(sample)")
        }
    }

    @Test("numbers beyond Int64 and 18 digits keep their operands exact")
    func largeNumbers() throws {
        func french(_ plural: (_ one: String, _ many: String) -> String) -> String { plural("one", "many") }
        #expect(
            french { MessageValue.plural(Int64(2_000_000_000_000_000_000), "fr", one: $0, many: $1, other: "other") }
                == "many")
        #expect(
            french { MessageValue.plural(Int64(-9_000_000_000_000_000_000), "fr", one: $0, many: $1, other: "other") }
                == "many")
        #expect(french { MessageValue.plural(Int64.max, "fr", one: $0, many: $1, other: "other") } == "other")
        #expect(french { MessageValue.plural(1e21, "fr", one: $0, many: $1, other: "other") } == "many")
        #expect(french { MessageValue.plural(1e300, "es", one: $0, many: $1, other: "other") } == "many")
        #expect(french { MessageValue.plural(1.5e21, "it", one: $0, many: $1, other: "other") } == "many")
        #expect(PluralOperands(Int.min).i.description == "9223372036854775808")
        let digits = try #require(PluralOperands(digits: "123456789012345678901.0250"))
        #expect(
            (digits.i.description, digits.v, digits.f.description, digits.t.description) == (
                "123456789012345678901", 4, "250", "25"
            ))
        #expect(PluralRules.category(for: digits, locale: "ru") == .other)
        let russian = try #require(PluralOperands(digits: "123456789012345678901"))
        #expect(PluralRules.category(for: russian, locale: "ru") == .one)
        let compact = try #require(PluralOperands(digits: "1.0000001c6"))
        #expect((compact.n.description, compact.i.description, compact.v, compact.e) == ("1000000.1", "1000000", 1, 6))
    }

    @Test(
        "CLDR's deprecated codes have the rules of the current ones",
        arguments: [
            ("iw", "he"), ("in", "id"), ("jw", "jv"), ("mo", "ro"), ("tl", "fil"), ("ji", "yi"), ("sh", "sr"),
            ("no", "nb"),
        ])
    func deprecatedCodes(old: String, current: String) {
        #expect(PluralRules.categories(forLocale: old) != nil)
        #expect(PluralRules.categories(forLocale: old) == PluralRules.categories(forLocale: current))
        for digits in ["0", "1", "2", "3", "5", "11", "14", "21", "101", "0.5", "1.0", "1.5", "2.4"] {
            let operands = PluralOperands(digits: digits)!
            #expect(
                PluralRules.category(for: operands, locale: old)
                    == PluralRules.category(for: operands, locale: current), "\(old) \(digits)")
        }
    }

    @Test("region and script subtags find the language; a language CLDR has no rules for falls back to English's")
    func lookup() {
        #expect(PluralRules.categories(forLocale: "ru-RU") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(forLocale: "pt_PT") == [.one, .many, .other])
        #expect(PluralRules.categories(forLocale: "sr-Latn-RS") == [.one, .few, .other])
        #expect(PluralRules.categories(forLocale: "kok-Latn") == [.one, .other])
        #expect(PluralRules.category(for: PluralOperands(digits: "0.5")!, locale: "pt-PT") == .other)
        #expect(PluralRules.category(for: PluralOperands(digits: "0.5")!, locale: "pt-BR") == .one)
        #expect(PluralRules.categories(forLocale: "tlh") == nil)
        #expect(PluralRules.category(for: PluralOperands(1), locale: "tlh") == .one)
        #expect(PluralRules.category(for: PluralOperands(digits: "1.0")!, locale: "tlh") == .other)
    }

    @Test("a decimal's operands are the digits the message shows")
    func operands() throws {
        let shown = try #require(MessageValue.operands(2.0))
        #expect(shown.v == 0 && shown.i == 2)
        let half = try #require(MessageValue.operands(1.5))
        #expect(half.i == 1 && half.v == 1 && half.f == 5 && half.t == 5)
        #expect(PluralOperands(digits: "1.50") == PluralOperands(digits: "1.50"))
        #expect(try #require(PluralOperands(digits: "1.50")).t == 5)
        #expect(try #require(PluralOperands(digits: "0.01")).f == 1)
        for bad in ["x", "", "-", ".5", "1.5.0", "1e6", "1c", "1c100", "1c+6", "١"] {
            #expect(PluralOperands(digits: bad) == nil, "\(bad)")
        }
        #expect(MessageValue.operands(.nan) == nil)
        #expect(MessageValue.plural(Double.infinity, "en", one: "one", other: "other") == "other")
        #expect(MessageValue.plural(Int64(1), "ru", one: "one", other: "other") == "one")
        #expect(
            MessageValue.plural(5, "ru", one: "one", other: "other") == "other", "a missing variant falls back to other"
        )
    }

    @Test(
        "the committed Swift and the format reference's table are what the script writes from plurals.xml",
        .enabled(if: pythonAvailable, "python3 is missing; CI installs it"))
    func generatedFilesAreCurrent() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", CLDRPluralData.repository.appendingPathComponent("Scripts/generate-plural-rules.py").path,
            "--check",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let diff = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(diff)")
    }

    static let pythonAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}
