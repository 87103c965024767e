@testable import ErrgenCore
import Foundation
import Testing

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
              en: "Wait {seconds} s for {what}; 100% sure."
              vi: "{what}: chờ {seconds} giây."
            fields: {seconds: Int?, what: String?}
        """

    @Test("placeholders become positional %N$@, numbered by the fallback locale, so translations may reorder them")
    func positionalPlaceholders() throws {
        let strings = try #require(try catalog(spec)["strings"] as? [String: Any])
        let entry = try #require(strings["ShopError.limited.message"] as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: [String: [String: String]]])
        #expect(localizations["en"]?["stringUnit"]?["value"] == "Wait %1$@ s for %2$@; 100%% sure.")
        #expect(localizations["vi"]?["stringUnit"]?["value"] == "%2$@: chờ %1$@ giây.")
        #expect(localizations["vi"]?["stringUnit"]?["state"] == "translated")
        #expect(entry["comment"] as? String == "Too many requests.")
        #expect(entry["extractionState"] as? String == "manual")
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
            "ShopError.limited.message", "ShopError.Limited.title", "ShopError.limited2.message", "ShopError.limited10.message",
        ]
        #expect(keys.sorted(by: XcodeKeyOrder.precedes) == [
            "_x", "A", "a", "a.b", "alpha", "B", "b", "e02", "e2", "e10", "pt", "pt-BR",
            "ShopError.limited.message", "ShopError.Limited.title", "ShopError.limited2.message", "ShopError.limited10.message",
            "Zeta", "zh-Hant", "zh-HK",
        ])
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
            .init("strings", .object([.init("b", .object([])), .init("A", .string("x"))])), .init("sourceLanguage", .string("en")),
        ])
        let text = String(decoding: JSONRenderer.render(value), as: UTF8.self)
        #expect(text == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "A" : "x",
                "b" : {

                }
              }
            }

            """)
    }
}
