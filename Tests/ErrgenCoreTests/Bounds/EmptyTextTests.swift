import Testing

@testable import ErrgenCore

/// Issue 10: `message: {}` with `missing_translation: warning` linted with a warning,
/// then trapped in `generate` (index out of range in the translator and the string catalog).
@Suite("Bounds: a text with no translation")
struct EmptyTextTests {
    @Test func anEmptyMessageIsAnErrorEvenWhenMissingTranslationsAreWarnings() {
        let text = BoundsInput.spec(
            "errors:\n" + BoundsInput.networkError + "  EMPTY: {category: retryable, message: {}}\n",
            missingTranslation: "warning")
        let outcome = BoundsInput.generate(text)
        #expect(outcome.files == nil)
        #expect(
            outcome.diagnostics.map(\.description) == [
                "errgen.yaml:10:41: error: the message of 'EMPTY' has no text in any locale; write at least its 'en' text"
            ])
    }

    @Test func anEmptyTitleIsReportedToo() {
        let text = BoundsInput.spec(
            "errors:\n" + BoundsInput.networkError + "  EMPTY: {category: retryable, title: {}, message: {en: Hi.}}\n")
        #expect(
            BoundsInput.lint(text) == [
                "errgen.yaml:10:39: error: the title of 'EMPTY' has no text in any locale; write at least its 'en' text"
            ])
    }

    /// The stages after Check do not trap on such a text either: they are not the
    /// place that rejects it, but a crash there would hide every other diagnostic.
    @Test func translatorAndStringCatalogRenderAnUncheckedEmptyTextWithoutTrapping() throws {
        let text = BoundsInput.spec(
            "errors:\n" + BoundsInput.networkError + "  EMPTY: {category: retryable, message: {}}\n",
            locales: "en, vi", missingTranslation: "warning")
        let (checked, _) = Generator.lint(sources: [SpecSource(path: "errgen.yaml", text: text)])
        let files = Generator.render(checked.spec, specName: "spec")
        let messages = try #require(files.first { $0.name == OutputFileSet.errorMessages })
        #expect(messages.contents.contains("case .empty: return \"\""))
        #expect(files.contains { $0.name == OutputFileSet.strings })
    }
}
