import Foundation
import Testing

@testable import ErrgenCore

/// Localizable.xcstrings is for translators and Xcode: valid JSON in Xcode's shape.
@Suite("String catalog")
struct StringCatalogTests {
    func catalog(_ yaml: String) throws -> [String: Any] {
        var diagnostics = DiagnosticList()
        let root = YAMLLoader().load(Array(yaml.utf8), file: "s.yaml", diagnostics: &diagnostics)
        let (spec, decoding) = SpecDecoder.decode([SpecFile(path: "s.yaml", root: root)])
        diagnostics.append(contentsOf: decoding)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let files = Generator.render(spec, specName: "s")
        let text = try #require(files.first { $0.name == OutputFileSet.strings }?.contents)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    let spec = """
        errgen: 1
        module: {name: Shop, locales: [en, vi]}
        client_errors: {other: LIMITED}
        fallbacks: {4xx: LIMITED, 5xx: LIMITED}
        errors:
          LIMITED:
            category: retryable
            summary: Too many requests.
            message:
              en: "Wait {seconds ?? a few} s for {what ?? it}; 100% sure."
              vi: "{what}: chờ {seconds} giây."
            fields: {seconds: {type: Int?, summary: Seconds to wait.}, what: String?}
        """

    @Test("placeholders become positional %N$@, numbered by the fallback locale, and the comment says what each one is")
    func positionalPlaceholders() throws {
        let strings = try #require(try catalog(spec)["strings"] as? [String: Any])
        let entry = try #require(strings["ShopError.limited.message"] as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: [String: [String: String]]])
        #expect(localizations["en"]?["stringUnit"]?["value"] == "Wait %1$@ s for %2$@; 100%% sure.")
        #expect(localizations["vi"]?["stringUnit"]?["value"] == "%2$@: chờ %1$@ giây.")
        #expect(localizations["vi"]?["stringUnit"]?["state"] == "translated")
        #expect(
            entry["comment"] as? String
                == "Too many requests.\n%1$@ is {seconds} (Int?): Seconds to wait.\n%2$@ is {what} (String?)")
        #expect(entry["extractionState"] as? String == "manual")
    }

    @Test(
        "a text with one plural placeholder becomes Xcode's plural variations; a language without it stays one string")
    func pluralVariations() throws {
        let strings = try #require(
            try catalog(
                """
                errgen: 1
                module: {name: Shop, locales: [en, vi]}
                client_errors: {other: LIMITED}
                fallbacks: {4xx: LIMITED, 5xx: LIMITED}
                errors:
                  LIMITED:
                    category: retryable
                    message:
                      en: "{what ?? It}: wait {seconds, plural, one {# second} other {# seconds} ?? a moment}."
                      vi: "{what ?? Nó}: chờ {seconds ?? vài} giây."
                    fields: {what: String?, seconds: Int?}
                """)["strings"] as? [String: Any])
        let entry = try #require(strings["ShopError.limited.message"] as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: Any])
        let english = try #require(localizations["en"] as? [String: [String: [String: [String: [String: String]]]]])
        let plural = try #require(english["variations"]?["plural"])
        #expect(plural.keys.sorted() == ["one", "other"])
        #expect(plural["one"]?["stringUnit"]?["value"] == "%1$@: wait %2$lld second.")
        #expect(plural["other"]?["stringUnit"]?["value"] == "%1$@: wait %2$lld seconds.")
        let vietnamese = try #require(localizations["vi"] as? [String: [String: String]])
        #expect(vietnamese["stringUnit"]?["value"] == "%1$@: chờ %2$@ giây.")
    }

    @Test("the source language is the fallback locale and the format version is Xcode's")
    func header() throws {
        let root = try catalog(spec)
        #expect(root["sourceLanguage"] as? String == "en")
        #expect(root["version"] as? String == "1.0")
    }

    @Test("JSON strings escape quotes, backslashes and control characters as Foundation does, and nothing else")
    func jsonEscaping() {
        #expect(JSONRenderer.quoted("a\"b\\c\n\t\u{0}\u{1F}é") == #""a\"b\\c\n\t\u0000\u001fé""#)
        #expect(JSONRenderer.quoted("\u{8}\u{C}/\u{7F}") == "\"\\b\\f/\u{7F}\"")
    }

    @Test("keys are in Xcode's order: without case, digit runs by value, then by bytes")
    func xcodeKeyOrder() {
        let keys = [
            "b", "B", "a.b", "a", "A", "_x", "e10", "e2", "e02", "Zeta", "alpha", "pt-BR", "pt", "zh-Hant", "zh-HK",
            "ShopError.limited.message", "ShopError.Limited.title", "ShopError.limited2.message",
            "ShopError.limited10.message",
        ]
        #expect(
            keys.sorted(by: XcodeKeyOrder.precedes) == [
                "_x", "A", "a", "a.b", "alpha", "B", "b", "e02", "e2", "e10", "pt", "pt-BR",
                "ShopError.limited.message", "ShopError.Limited.title", "ShopError.limited2.message",
                "ShopError.limited10.message",
                "Zeta", "zh-Hant", "zh-HK",
            ])
        // Punctuation and symbols in CLDR's order, as Xcode sorts them (`%@`, `© Cizzuk`,
        // `${toggle} Emoji Search`, `360 Search` in a catalog Xcode saved), not by code point.
        #expect(
            ["ab", "a1", "a.b", "a-b", "a_b", "$x", "%x", "zh_Hans", "zh-Hant", "zh.x"].sorted(
                by: XcodeKeyOrder.precedes) == [
                    "%x", "$x", "a_b", "a-b", "a.b", "a1", "ab", "zh_Hans", "zh-Hant", "zh.x",
                ])
        #expect(XcodeKeyOrder.compare("%@", "© Cizzuk") < 0)
        // Beyond ASCII: after it, by the lower-case code point, then by bytes.
        #expect(
            ["é1", "ä", "z", "Ä", "a", "e2"].sorted(by: XcodeKeyOrder.precedes) == ["a", "e2", "z", "Ä", "ä", "é1"])
        // A total order: every pair compares the same both ways round, equal only to itself.
        for a in keys {
            for b in keys {
                #expect(XcodeKeyOrder.compare(a, b) == -XcodeKeyOrder.compare(b, a))
                #expect((XcodeKeyOrder.compare(a, b) == 0) == (a == b))
            }
        }
    }

    @Test("objects are written as Xcode writes them: two-space indent, ' : ', an empty object on three lines")
    func xcodeLayout() {
        let value = JSONValue.object([
            .init("strings", .object([.init("b", .object([])), .init("A", .string("x"))])),
            .init("sourceLanguage", .string("en")),
        ])
        let text = String(decoding: JSONRenderer.render(value), as: UTF8.self)
        #expect(
            text == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "A" : "x",
                    "b" : {

                    }
                  }
                }
                """)
        // Xcode writes no newline after the closing brace; the schema, for editors, ends with one.
        #expect(JSONRenderer.render(value).last == UInt8(ascii: "}"))
        #expect(JSONRenderer.render(value, style: .utf8).last == UInt8(ascii: "\n"))
    }
    @Test(
        "a generated object is written, and compares, as the object of its members; each value is made as it is written"
    )
    func generatedObjects() {
        let keys = (0..<150).map { "key\(($0 * 37) % 150)" } + ["B", "a", "a.b"]
        let made = MadeValues()
        let value = { @Sendable (index: Int) -> JSONValue in
            index % 2 == 0
                ? .string("v\(index)") : .object([.init("stringUnit", .object([.init("state", .string("new"))]))])
        }
        let generated = JSONValue.generatedObject(keys: keys) { index in
            made.count += 1
            return value(index)
        }
        let listed = JSONValue.object(keys.indices.map { .init(keys[$0], value($0)) })
        #expect(made.count == 0)
        for style in [JSONRenderer.Style.xcode, .utf8] {
            #expect(
                JSONRenderer.render(.object([.init("strings", generated)]), style: style)
                    == JSONRenderer.render(.object([.init("strings", listed)]), style: style))
        }
        #expect(made.count == 2 * keys.count)
        #expect(generated == listed)
        #expect(generated != JSONValue.object(Array(listed.listed.objectMembers.dropLast())))
        #expect(
            JSONRenderer.render(.generatedObject(keys: []) { _ in .integer(1) }) == JSONRenderer.render(.object([])))
    }

    // MARK: Reading the spec folder's catalog

    let readSpec = """
        errgen: 1
        module: {name: Shop, locales: [en, vi, de], missing_translation: warning}
        client_errors: {other: LIMITED}
        fallbacks: {4xx: LIMITED, 5xx: LIMITED}
        errors:
          LIMITED:
            category: retryable
            message:
              en: "Wait {seconds ?? a few} s for {what ?? it}; 100% sure."
            fields: {seconds: Int?, what: String?}
        """

    func generate(catalog: String) throws -> Generator.Outcome {
        Generator.generate(sources: [
            SpecSource(path: "s/errgen.yaml", text: readSpec),
            SpecSource(path: "s/Localizable.xcstrings", text: catalog),
        ])
    }

    func unit(_ state: String, _ value: String) -> String {
        #"{"stringUnit" : {"state" : "\#(state)", "value" : "\#(value)"}}"#
    }

    @Test(
        "a translation from the catalog reaches the generated messages, placeholders (with their fallbacks) and %% read back"
    )
    func catalogTranslationIsGenerated() throws {
        let outcome = try generate(
            catalog: """
                {"sourceLanguage" : "en", "strings" : {"ShopError.limited.message" : {"localizations" : {
                  "vi" : \(unit("translated", "%2$@: chờ %1$@ giây, 100%% {chắc}."))}}}, "version" : "1.0"}
                """)
        #expect(
            outcome.diagnostics.map(\.description) == [
                "s/errgen.yaml:9:7: warning: the message of 'LIMITED' has no 'de' translation; the 'en' text is used"
            ])
        let messages = try #require(outcome.files?.first { $0.name == OutputFileSet.errorMessages }?.contents)
        // Each %N$@ is the source's placeholder, its fallback for nil kept.
        #expect(messages.contains(#"case .vi: return "{what ?? it}: chờ {seconds ?? a few} giây, 100% {{chắc}}.""#))
        #expect(
            messages.contains(
                #"""
                                let _secondsText: Swift.String = seconds.map { seconds in
                                    ErrgenRuntime.MessageValue.number(seconds, "vi")
                                } ?? "a few"
                                return "\(what ?? "it"): chờ \(_secondsText) giây, 100% {chắc}."
                """#))
    }

    @Test("plural forms for a text without a plural placeholder are read into the model and written back as they are")
    func pluralFormsAreKept() throws {
        let outcome = try generate(
            catalog: """
                {"sourceLanguage" : "en", "strings" : {"ShopError.limited.message" : {"localizations" : {
                  "de" : {"variations" : {"plural" : {"one" : \(unit("translated", "Eine Sekunde")), "other" : \(unit("needs_review", "%1$@ Sekunden"))}}}}}},
                  "version" : "1.0"}
                """)
        #expect(
            outcome.diagnostics.map(\.description).contains(
                "s/Localizable.xcstrings:2:3: warning: the de text of the message of 'LIMITED' has plural forms, but its 'en' text has no plural placeholder (or more than one), which they would fill; it is not used (write one text)"
            ))
        let catalog = try #require(outcome.spec.stringCatalog)
        guard case .plural(let forms)? = catalog.entries.first?.localization("de")?.content else {
            Issue.record("no plural forms read")
            return
        }
        #expect(forms.map(\.category) == ["one", "other"])
        #expect(forms.map(\.unit.state) == [.translated, .needsReview])
        let written = try #require(outcome.files?.first { $0.name == OutputFileSet.strings }?.contents)
        #expect(
            written.contains(
                """
                        "de" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Eine Sekunde"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%1$@ Sekunden"
                                }
                              }
                            }
                          }
                        },
                """))
    }

    @Test("a format string errgen wrote reads back to the same text and placeholders")
    func formatRoundTrip() {
        let segments: [TextSegment] = [
            .literal("100% of "), .placeholder("b"), .literal(" and "), .placeholder("a"), .literal("{x}"),
        ]
        let order = ["b", "a"]
        let format = CatalogFormat.string(segments, order: order)
        #expect(format == "100%% of %1$@ and %2$@{x}")
        #expect(CatalogFormat.segments(format, order: order) == .success(segments))
        #expect(
            CatalogFormat.segments("%@ then %@", order: order)
                == .success([.placeholder("b"), .literal(" then "), .placeholder("a")]))
        #expect(CatalogFormat.segments("50 %", order: order) == .failure(.unknown("%")))
        #expect(CatalogFormat.segments("%lld", order: order) == .failure(.unknown("%l")))
        #expect(CatalogFormat.segments("%0$@", order: order) == .failure(.outOfRange("%0$@", count: 2)))
        #expect(CatalogFormat.specText(segments) == "100% of {b} and {a}{{x}}")
    }
    @Test("a variation reads back as the whole sentence of its category, the number as #, styled placeholders kept")
    func pluralVariationReadsBack() {
        let time = FormattedPlaceholder(
            name: "until", style: .time, fallback: "later", source: "{until, time ?? later}")
        let plural = FormattedPlaceholder(
            name: "count", style: .plural,
            variants: [
                .init(category: .one, segments: [.pluralNumber, .literal(" item")]),
                .init(category: .other, segments: [.pluralNumber, .literal(" items")]),
            ],
            source: "{count, plural, one {# item} other {# items}}")
        let source: [TextSegment] = [.formatted(plural), .literal(" held until "), .formatted(time), .literal(".")]
        let order = CatalogFormat.placeholderOrder(source)
        #expect(order == ["count", "until"])
        let variations = CatalogFormat.variations(source, order: order, number: "%1$lld")
        #expect(variations?.map(\.category) == [.one, .other])
        #expect(variations?.map(\.value) == ["%1$lld item held until %2$@.", "%1$lld items held until %2$@."])
        // Read back: %N$lld, %lld and %lf are the number; %2$@ the source's styled placeholder, its fallback kept.
        for number in ["%1$lld", "%lld", "%1$lf"] {
            #expect(
                CatalogFormat.segments("Giữ \(number) món đến %2$@.", order: order, source: source, plural: "count")
                    == .success([
                        .literal("Giữ "), .pluralNumber, .literal(" món đến "), .formatted(time), .literal("."),
                    ]))
        }
        #expect(
            CatalogFormat.segments("%2$lld", order: order, source: source, plural: "count")
                == .failure(.notTheNumber("%2$lld", plural: "count", position: 1)))
        // Outside a variation, %lld is no placeholder errgen writes, and a plural's %N$@ its plain value
        // (the catalog writes a translation that leaves the plural out as one string).
        #expect(CatalogFormat.segments("%lld", order: order, source: source) == .failure(.unknown("%l")))
        #expect(
            CatalogFormat.segments("%1$@ món", order: order, source: source)
                == .success([.placeholder("count"), .literal(" món")]))
        #expect(
            CatalogFormat.specText(source)
                == "{count, plural, one {# item} other {# items}} held until {until, time ?? later}.")
    }

    @Test("a locale's plural variations reach the generated messages as that locale's plural, with their review state")
    func pluralVariationsAreGenerated() throws {
        let spec = """
            errgen: 1
            module: {name: Shop, locales: [en, vi, ru], missing_translation: warning}
            client_errors: {other: NETWORK}
            fallbacks: {4xx: NETWORK, 5xx: NETWORK}
            errors:
              CART_FULL:
                status: 409
                category: non_retryable
                message:
                  en: "The cart holds {count, plural, one {# item} other {# items}}."
                fields: {count: Int}
              NETWORK:
                category: retryable
                message: {en: Network failure., vi: Lỗi mạng., ru: Ошибка сети.}
            """
        let catalog = """
            {"sourceLanguage" : "en", "strings" : {"ShopError.cartFull.message" : {"localizations" : {
              "vi" : {"variations" : {"plural" : {"other" : \(unit("translated", "Giỏ hàng có %lld món."))}}},
              "ru" : {"variations" : {"plural" : {"one" : \(unit("translated", "В корзине %1$lld товар.")), "few" : \(unit("needs_review", "В корзине %1$lld товара.")),
                "many" : \(unit("translated", "В корзине %1$lld товаров.")), "other" : \(unit("translated", "В корзине %1$lld товара."))}}}}}}, "version" : "1.0"}
            """
        let outcome = Generator.generate(sources: [
            SpecSource(path: "s/errgen.yaml", text: spec), SpecSource(path: "s/Localizable.xcstrings", text: catalog),
        ])
        #expect(
            outcome.diagnostics.map(\.description) == [
                "s/Localizable.xcstrings:3:3: warning: the ru text of the message of 'CART_FULL' needs review: the catalog marks it needs_review; it is used until a translator marks it translated"
            ])
        let messages = try #require(outcome.files?.first { $0.name == OutputFileSet.errorMessages }?.contents)
        #expect(messages.contains(#"case .vi: return "{count, plural, other {Giỏ hàng có # món.}}""#))
        #expect(messages.contains(#"other: "Giỏ hàng có \(_countNumber) món.""#))
        #expect(messages.contains(#"few: "В корзине \(_countNumber) товара.""#))
        // Written back as variations, %lld numbered, the least finished form's state on every form.
        let written = try #require(outcome.files?.first { $0.name == OutputFileSet.strings }?.contents)
        #expect(written.contains(#""value" : "Giỏ hàng có %1$lld món.""#))
        #expect(
            written.contains(#""state" : "needs_review",\#n                  "value" : "В корзине %1$lld товаров.""#))
    }

    let cartSpec = """
        errgen: 1
        module: {name: Shop, locales: [en, ru], missing_translation: warning}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: NETWORK, 5xx: NETWORK}
        errors:
          CART_FULL:
            status: 409
            category: non_retryable
            message:
              en: "The cart holds {count, plural, one {# item} other {# items}}."
            fields: {count: Int}
          NETWORK:
            category: retryable
            message: {en: Network failure., ru: Ошибка сети.}
        """

    @Test("Xcode's substitution shape (%#@count@ with substitutions) is read as the plural of the whole sentence")
    func substitutionIsReadAsPlural() throws {
        let catalog = """
            {"sourceLanguage" : "en", "strings" : {"ShopError.cartFull.message" : {"localizations" : {
              "ru" : {"stringUnit" : {"state" : "translated", "value" : "В корзине %#@count@."},
                "substitutions" : {"count" : {"argNum" : 1, "formatSpecifier" : "lld", "variations" : {"plural" : {
                  "one" : \(unit("translated", "%arg товар")), "few" : \(unit("translated", "%arg товара")),
                  "many" : \(unit("translated", "%arg товаров")), "other" : \(unit("translated", "%arg товара"))}}}}}}}}, "version" : "1.0"}
            """
        let outcome = Generator.generate(sources: [
            SpecSource(path: "s/errgen.yaml", text: cartSpec),
            SpecSource(path: "s/Localizable.xcstrings", text: catalog),
        ])
        #expect(outcome.diagnostics.map(\.description) == [])
        let messages = try #require(outcome.files?.first { $0.name == OutputFileSet.errorMessages }?.contents)
        #expect(messages.contains(#"few: "В корзине \(_countNumber) товара.""#))
        #expect(messages.contains(#"many: "В корзине \(_countNumber) товаров.""#))
        // Written back in errgen's own shape: variations of the whole sentence.
        let written = try #require(outcome.files?.first { $0.name == OutputFileSet.strings }?.contents)
        #expect(written.contains(#""value" : "В корзине %1$lld товаров.""#))
    }

    @Test("substitutions errgen cannot read as one plural are left out with a warning where they are")
    func otherSubstitutionsAreSkipped() throws {
        let catalog = """
            {"sourceLanguage" : "en", "strings" : {"ShopError.cartFull.message" : {"localizations" : {
              "ru" : {"stringUnit" : {"state" : "translated", "value" : "%#@count@ и %#@other@."},
                "substitutions" : {"count" : {"argNum" : 1}, "other" : {"argNum" : 2}}}}}}, "version" : "1.0"}
            """
        let outcome = Generator.generate(sources: [
            SpecSource(path: "s/errgen.yaml", text: cartSpec),
            SpecSource(path: "s/Localizable.xcstrings", text: catalog),
        ])
        #expect(
            outcome.diagnostics.map(\.description) == [
                "s/Localizable.xcstrings:3:23: warning: the substitutions of 'ShopError.cartFull.message' (ru) are not used: errgen reads one plural substitution per text; write the plural as 'variations' of the whole text, as the catalog errgen writes does",
                "s/errgen.yaml:10:7: warning: the message of 'CART_FULL' has no 'ru' translation; the 'en' text is used",
            ])
        #expect(outcome.files != nil)
    }

    @Test(
        "the catalog errgen writes, copied back into the spec folder, changes nothing: plurals, styles, plain numbers")
    func writtenCatalogRoundTrips() throws {
        let folder = TestPaths.goldenFixtures.appendingPathComponent("messages")
        let spec = try String(contentsOf: folder.appendingPathComponent("spec/errgen.yaml"), encoding: .utf8)
        let written = try String(
            contentsOf: folder.appendingPathComponent("expected/Localizable.xcstrings"), encoding: .utf8)
        let outcome = Generator.generate(sources: [
            SpecSource(path: "s/errgen.yaml", text: spec), SpecSource(path: "s/Localizable.xcstrings", text: written),
        ])
        // Only what the spec itself warns about (missing translations, a left-out placeholder).
        let unexpected = outcome.diagnostics.map(\.description).filter {
            !$0.contains("translation; the 'en' text is used") && !$0.contains("more like the one above")
                && !$0.contains("leaves out")
        }
        #expect(unexpected == [])
        #expect(outcome.files?.first { $0.name == OutputFileSet.strings }?.contents == written)
        let messages = try String(
            contentsOf: folder.appendingPathComponent("expected/ErrorMessages.swift"), encoding: .utf8)
        let generated = try #require(outcome.files?.first { $0.name == OutputFileSet.errorMessages }?.contents)
        #expect(generated.replacingOccurrences(of: "the spec 's'", with: "the spec 'spec'") == messages)
    }

    @Test("the catalog is an input: a translator's change regenerates, an unchanged catalog does not")
    func catalogIsFingerprinted() throws {
        let folder = try TestPaths.temporaryFolder("catalog-input")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("spec")
        try FileManager.default.createDirectory(at: spec, withIntermediateDirectories: true)
        try readSpec.replacingOccurrences(of: ", de]", with: "]").write(
            to: spec.appendingPathComponent("errgen.yaml"), atomically: true, encoding: .utf8)
        func writeCatalog(_ vi: String) throws {
            try """
            {"sourceLanguage" : "en", "strings" : {"ShopError.limited.message" : {"localizations" : {"vi" : \(unit("translated", vi))}}}}
            """.write(to: spec.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        }
        func run() throws -> Generator.Regeneration {
            try Generator.regenerate(folder: spec.path, output: folder.appendingPathComponent("out").path) { _ in }
        }
        try writeCatalog("Chờ %1$@ giây (%2$@).")
        guard case .written = try run() else {
            Issue.record("first run wrote nothing")
            return
        }
        guard case .upToDate = try run() else {
            Issue.record("an unchanged catalog ran again")
            return
        }
        try writeCatalog("Vui lòng chờ %1$@ giây (%2$@).")
        guard case .written(let report) = try run() else {
            Issue.record("a changed catalog did not regenerate")
            return
        }
        #expect(report.written.contains(OutputFileSet.errorMessages))
    }
}

/// How many values a generated object made. Unchecked: the renderer makes them on the
/// test's own thread.
private final class MadeValues: @unchecked Sendable {
    var count = 0
}

extension JSONValue {
    fileprivate var objectMembers: [Member] {
        if case .object(let members) = self { members } else { [] }
    }
}
