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

    @Test("a text with one plural placeholder becomes Xcode's plural variations; a language without it stays one string")
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

    @Test("JSON strings escape quotes, backslashes and control characters")
    func jsonEscaping() {
        #expect(JSONRenderer.quoted("a\"b\\c\n\t\u{0}\u{1F}é") == #""a\"b\\c\n\t\u0000\u001fé""#)
    }
}
