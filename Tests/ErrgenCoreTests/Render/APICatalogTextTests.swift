import Testing

@testable import ErrgenCore

/// Issue 41: the API catalog showed a summary's code span as literal backticks ("the
/// refresh of \`oauth\`"). Prose (summaries, deprecation messages) reads code spans as the
/// doc comments do; every other spec string keeps its backticks.
@Suite("API catalog: code spans in spec prose")
struct APICatalogTextTests {
    @Test(
        "a code span is a code run; a fence nothing closes is plain text",
        arguments: [
            ("the refresh of `oauth`.", [.plain("the refresh of "), .code("oauth"), .plain(".")]),
            ("`a` and `b`", [.code("a"), .plain(" and "), .code("b")]),
            ("a ` alone", [.plain("a ` alone")]),
            ("``a ` b``", [.code("a ` b")]),
            ("`` `tick` ``", [.code("`tick`")]),
            ("``one` two", [.plain("``one` two")]),
            ("`two\nlines`", [.code("two lines")]),
            ("` `", [.code(" ")]),
        ] as [(String, [APICatalogText.Run])])
    func prose(_ value: String, _ runs: [APICatalogText.Run]) {
        #expect(APICatalogText.prose(value).runs == runs)
    }

    @Test("a summary's code span is <code> in HTML and a code span in Markdown, never an escaped backtick")
    func summaryCodeSpan() {
        let summary = APICatalogText.prose("the refresh of `oauth` & `<b>`")
        #expect(APIHTMLRenderer.inline(summary) == "the refresh of <code>oauth</code> &amp; <code>&lt;b&gt;</code>")
        #expect(APIMarkdownRenderer.inline(summary) == "the refresh of `oauth` \\& `<b>`")
    }

    @Test("a deprecation message is prose; a former code keeps its backticks")
    func deprecationIsProse() {
        var evolution = APIDocument.Evolution(renamedFrom: ["A`B"], deprecation: nil)
        evolution.deprecated = "Use `CARD_DECLINED`"
        let notes = APICatalogWords.notes(evolution).map(APIMarkdownRenderer.inline)
        #expect(notes == ["Deprecated: Use `CARD_DECLINED`.", "Renamed from A\\`B."])
    }

    @Test("a code run shows an invisible character by its code point in Markdown too")
    func invisibleInCode() {
        #expect(APIMarkdownRenderer.inline(.prose("`a\u{202E}b`")) == "`a⟨U+202E⟩b`")
    }
}
