import Testing

@testable import ErrgenCore

/// The Merge stage on its own: the string catalog's translations go into the texts before
/// Check, and Check hands on the spec it was given.
@Suite("String catalog merger")
struct StringCatalogMergerTests {
    static let yaml = """
        module: {name: Shop, locales: [en, vi]}
        client_errors: {other: LIMITED}
        fallbacks: {4xx: LIMITED, 5xx: LIMITED}
        errors:
          LIMITED:
            category: retryable
            message: {en: "Wait {seconds ?? a few} s."}
            fields: {seconds: Int?}
        """

    /// The spec above, decoded, with `catalog` read as its `Localizable.xcstrings`.
    static func decoded(catalog: String) throws -> Spec {
        let decoded = decodeSpec(yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        var spec = decoded.spec
        var problems = DiagnosticList()
        let root = try #require(JSONLoader.load(Array(catalog.utf8), file: "L.xcstrings", diagnostics: &problems))
        spec.stringCatalog = StringCatalogDecoder.decode(root, path: "L.xcstrings", diagnostics: &problems)
        #expect(!problems.hasErrors, "\(problems.sorted)")
        return spec
    }

    static func catalog(_ vi: String, state: String = "translated") -> String {
        """
        {"sourceLanguage" : "en", "strings" : {"ShopError.limited.message" : {"localizations" : {
          "vi" : {"stringUnit" : {"state" : "\(state)", "value" : "\(vi)"}}}}}, "version" : "1.0"}
        """
    }

    static func vietnamese(of spec: Spec) -> LocalizedText.Translation? {
        spec.errors.first?.message?.translation(for: "vi")
    }

    @Test("a catalog translation becomes a text of the spec, its placeholders read back, marked as from the catalog")
    func mergesTranslation() throws {
        let spec = try Self.decoded(catalog: Self.catalog("Chờ %1$@ giây."))
        let (merged, diagnostics) = StringCatalogMerger.merge(spec, names: GeneratedNames(spec: spec))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let translation = try #require(Self.vietnamese(of: merged))
        #expect(translation.text == "Chờ {seconds ?? a few} giây.")
        #expect(translation.origin == .catalog(.translated))
        #expect(Self.vietnamese(of: spec)?.text == nil)
    }

    @Test("a catalog in another source language is reported and makes the spec as unread, so Check stays quiet")
    func otherSourceLanguage() throws {
        let spec = try Self.decoded(catalog: Self.catalog("Chờ %1$@ giây.").replacing("\"en\"", with: "\"de\""))
        let (merged, diagnostics) = StringCatalogMerger.merge(spec, names: GeneratedNames(spec: spec))
        #expect(
            diagnostics.sorted.map(\.description).first?.contains("sourceLanguage 'de' is not the first locale") == true
        )
        #expect(merged.hasUnreadableFiles)
        #expect(Self.vietnamese(of: merged)?.text == nil)
    }

    @Test("Check merges nothing: a spec with an unmerged catalog keeps its texts")
    func checkDoesNotMerge() throws {
        let spec = try Self.decoded(catalog: Self.catalog("Chờ %1$@ giây."))
        let (checked, _) = SpecChecker.check(spec)
        #expect(Self.vietnamese(of: checked.spec)?.text == nil)
    }

    @Test("the pipeline runs Merge before Check: the catalog's translation is checked and generated")
    func pipelineMergesBeforeCheck() throws {
        let outcome = Generator.generate(sources: [
            SpecSource(path: "s/errgen.yaml", text: "errgen: 1\n" + Self.yaml),
            SpecSource(path: "s/Localizable.xcstrings", text: Self.catalog("Chờ %1$@ giây.")),
        ])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let messages = try #require(outcome.files?.first { $0.name == OutputFileSet.errorMessages }?.contents)
        #expect(messages.contains("Chờ"))
    }
}
