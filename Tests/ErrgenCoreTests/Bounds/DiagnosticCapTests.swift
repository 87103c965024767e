import Testing

@testable import ErrgenCore

/// Issue 10, point 2: one bad anchor, aliased by every entry, printed one line per alias
/// (90,000 lines for 90,000 aliases). A run reports at most 20 of each kind.
@Suite("Bounds: diagnostics per kind")
struct DiagnosticCapTests {
    @Test func oneMistakeRepeatedByNineThousandAliasesPrintsTwentyLinesAndACount() {
        var body =
            "errors:\n"
            + BoundsInput.networkError.replacingOccurrences(of: "{en: Offline.}", with: "{en: Offline., vi: Offline.}")
        body += "  BAD_0: &bad {category: retryable, message: {en: Hi.}}\n"
        for index in 1..<9_000 { body += "  BAD_\(index): *bad\n" }
        let lines = BoundsInput.lint(BoundsInput.spec(body, locales: "en, vi"))
        #expect(lines.count == 21)
        #expect(
            lines.first
                == "errgen.yaml:10:46: error: the message of 'BAD_0' has no 'vi' translation (set module.missing_translation: warning to fall back to 'en')"
        )
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("errgen.yaml:10:46: error: the message of 'BAD_") })
        #expect(
            lines.last
                == "errgen.yaml:10:46: error: and 8980 more like the one above, not shown (errgen reports at most 20 of each kind)"
        )
    }

    @Test func otherKindsAreStillReported() {
        var list = DiagnosticList()
        let place = SourceLocation(file: "a.yaml", line: 1, column: 1)
        for index in 0..<25 {
            list.error("unknown type 'T\(index)'", at: SourceLocation(file: "a.yaml", line: index + 2, column: 3))
        }
        list.error("'status' must be an HTTP status from 100 to 599, found 7", at: place)
        list.warning("unknown type 'W'", at: place)
        let lines = list.sorted.map(\.description)
        #expect(lines.count == 23)
        #expect(
            lines.prefix(2) == [
                "a.yaml:1:1: error: 'status' must be an HTTP status from 100 to 599, found 7",
                "a.yaml:1:1: warning: unknown type 'W'",
            ])
        #expect(
            lines.last
                == "a.yaml:21:3: error: and 5 more like the one above, not shown (errgen reports at most 20 of each kind)"
        )
    }

    @Test func aRepeatedDiagnosticCountsOnce() {
        var list = DiagnosticList()
        for index in 0..<30 {
            list.error("unknown type 'T\(index)'", at: SourceLocation(file: "a.yaml", line: index + 1, column: 1))
            list.error("unknown type 'T\(index)'", at: SourceLocation(file: "a.yaml", line: index + 1, column: 1))
        }
        #expect(
            list.sorted.last?.message
                == "and 10 more like the one above, not shown (errgen reports at most 20 of each kind)")
    }

    @Test func aKindIgnoresNamesNumbersPlaceholdersAndHints() {
        let template = DiagnosticKind.template(of:)
        #expect(template("unknown type 'Foo' (did you mean 'Fob'?)") == template("unknown type 'Bar'"))
        #expect(
            template("placeholder {a} in the message of 'E' (en) is not a field")
                == template("placeholder {bb} in the message of 'F' (en) is not a field"))
        #expect(template("found 7 (first at a.yaml:1:2)") == template("found 700 (first at a.yaml:31:12)"))
        #expect(template("unknown type 'Foo'") != template("unknown model 'Foo'"))
    }
}
