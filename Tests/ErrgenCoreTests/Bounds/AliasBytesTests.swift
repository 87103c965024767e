import Testing

@testable import ErrgenCore

/// Issue 10: the alias cap counted nodes, not bytes. One 100 KB message anchored once
/// and aliased by 2,000 entries linted clean (13 to 25 s) and `generate` wrote 765 MB.
@Suite("Bounds: text that aliases expand to")
struct AliasBytesTests {
    @Test func aLargeMessageAliasedTwoThousandTimesIsOneErrorAtTheAliasThatCrossesTheCap() {
        let message = String(repeating: "word ", count: 20_000)
        var body = "errors:\n" + BoundsInput.networkError
        body += "  BIG_0: {category: retryable, message: &big {en: \"\(message)\"}}\n"
        for index in 1..<2_000 { body += "  BIG_\(index): {category: retryable, message: *big}\n" }
        let outcome = BoundsInput.generate(BoundsInput.spec(body))
        #expect(outcome.files == nil)
        // 10,000,000 bytes is 100 copies of the message; the 100th alias (BIG_99, line 109) crosses it.
        #expect(
            outcome.diagnostics.map(\.description) == [
                "errgen.yaml:109:42: error: the file expands to more than 10000000 bytes of text through anchors and aliases; errgen reads at most 10000000"
            ])
    }

    @Test func theSameMessageAliasedTwentyTimesGenerates() throws {
        let message = String(repeating: "word ", count: 20_000)
        var body = "errors:\n" + BoundsInput.networkError
        body += "  BIG_0: {category: retryable, message: &big {en: \"\(message)\"}}\n"
        for index in 1..<20 { body += "  BIG_\(index): {category: retryable, message: *big}\n" }
        let outcome = BoundsInput.generate(BoundsInput.spec(body))
        #expect(outcome.diagnostics.isEmpty)
        let messages = try #require(outcome.files?.first { $0.name == OutputFileSet.errorMessages })
        // Each entry's text once (as a multi-line literal, too long for a line): 20 times the words.
        #expect(messages.contents.components(separatedBy: "word").count - 1 == 20 * 20_000)
    }
}
