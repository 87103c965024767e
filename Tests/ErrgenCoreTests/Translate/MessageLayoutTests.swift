import Foundation
import Testing

@testable import ErrgenCore

/// The layout rule of message texts (issue 12): a placeholder value longer than
/// `SwiftLayout.interpolationLimit` (an optional's `map { ... } ?? "fallback"`) is bound
/// to a typed `let` before the text's statements, once however often the text shows it,
/// and the string literal interpolates the `let`'s name; shorter values stay in place.
@Suite("Message layout")
struct MessageLayoutTests {
    @Test("a long optional value is bound once to a typed let before the plural statements; a short one stays inline")
    func longValueBoundOnce() throws {
        let rendered = try Self.messageFunction(
            """
            errors:
              ITEMS_HELD:
                status: 409
                category: non_retryable
                message: "{count, plural, one {# item waits till {until, time ?? later}} other {# items wait till {until, time ?? later}}} ({reason ?? none}), until {until, time ?? later}."
                fields: {count: Int, until: Date?, reason: String?}
            """)
        #expect(
            rendered.contains(
                """
                    case .itemsHeld(let count, let until, let reason, _):
                        let _untilText: Swift.String = until.map { until in
                            ErrgenRuntime.MessageValue.date(until, .time, "en", formatting)
                        } ?? "later"
                        let _countNumber = ErrgenRuntime.MessageValue.number(count, "en")
                        let _countPlural = ErrgenRuntime.MessageValue.plural(
                            count,
                            "en",
                            one: "\\(_countNumber) item waits till \\(_untilText)",
                            other: "\\(_countNumber) items wait till \\(_untilText)"
                        )
                        return "\\(_countPlural) (\\(reason ?? "none")), until \\(_untilText)."

                """), "\(rendered)")
    }

    @Test("two styles of one field: two lets, the second numbered")
    func twoStylesTwoLets() throws {
        let rendered = try Self.messageFunction(
            """
            errors:
              DOORS_OPEN:
                status: 403
                category: non_retryable
                message: "Doors open on {opens_at, date ?? a day to be announced} at {opens_at, time ?? a time to be announced}."
                fields: {opens_at: Date?}
            """)
        #expect(
            rendered.contains(
                """
                    case .doorsOpen(let opensAt, _):
                        let _opensAtText: Swift.String = opensAt.map { opensAt in
                            ErrgenRuntime.MessageValue.date(opensAt, .date, "en", formatting)
                        } ?? "a day to be announced"
                        let _opensAtText2: Swift.String = opensAt.map { opensAt in
                            ErrgenRuntime.MessageValue.date(opensAt, .time, "en", formatting)
                        } ?? "a time to be announced"
                        return "Doors open on \\(_opensAtText) at \\(_opensAtText2)."

                """), "\(rendered)")
    }

    @Test("values up to the limit stay in the literal, which the renderer wraps at spaces")
    func shortValuesInline() throws {
        let rendered = try Self.messageFunction(
            """
            errors:
              SLOW_DOWN:
                status: 429
                category: retryable
                message: "Try again in {left ?? a few} seconds, {count} requests made, at most {limit, number}."
                fields: {left: Int?, count: Int, limit: Int}
            """)
        #expect(
            rendered.contains(
                #"""
                    case .slowDown(let left, let count, let limit, _):
                        return """
                            Try again in \(left.map { left in ErrgenRuntime.MessageValue.number(left, "en") } ?? "a few") seconds, \
                            \(ErrgenRuntime.MessageValue.number(count, "en")) requests made, at most \
                            \(ErrgenRuntime.MessageValue.number(limit, "en")).
                            """

                """#), "\(rendered)")
    }

    @Test("Int32 and Float placeholders are formatted for the text's locale, as Int and Double are")
    func int32AndFloatPerLocale() throws {
        let rendered = try Self.messageFunction(
            """
            errors:
              QUOTA_USED:
                status: 429
                category: non_retryable
                message: "{used} of {limit, number} used at {ratio}; {fee, currency: EUR} per {count, plural, one {# call} other {# calls}}."
                fields: {used: Int32, limit: Int32, ratio: Float, fee: Float, count: Float}
            """)
        for value in ["used", "limit", "ratio"] {
            #expect(rendered.contains("ErrgenRuntime.MessageValue.number(\(value), \"en\")"), "\(rendered)")
        }
        #expect(rendered.contains("ErrgenRuntime.MessageValue.currency(fee, \"EUR\", \"en\")"), "\(rendered)")
        #expect(rendered.contains("ErrgenRuntime.MessageValue.plural("), "\(rendered)")
        #expect(!rendered.contains("TextValue"), "\(rendered)")
    }

    /// The error's `message(in:formatting:)`, rendered as it sits in its extension; `yaml`
    /// beside `catalog` (the snippets' shared one unless given).
    static func messageFunction(
        _ yaml: String, catalog: String = SnippetTests.catalog,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String {
        // An empty snippet is the catalog alone: an empty spec file is an error of its own.
        let snippet =
            yaml.isEmpty ? [] : [try #require(SnippetTests.file("snippet.yaml", yaml), sourceLocation: sourceLocation)]
        let (spec, decoding) = SpecDecoder.decode(
            [try #require(SnippetTests.file("catalog.yaml", catalog), sourceLocation: sourceLocation)] + snippet)
        let (checked, checking) = SpecChecker.check(spec)
        let diagnostics = (decoding.sorted + checking.sorted).map(\.description)
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        let files = Translator(checked).files(includeStringCatalog: false)
        for pending in files {
            guard case .swift(let swift) = pending.translate(), swift.name == OutputFileSet.errorMessages else {
                continue
            }
            for case .type(let type) in swift.declarations where type.kind == .extension && type.name == "APIError" {
                for case .function(let function) in type.members.expanded
                where function.signature.kind == .function("message")
                    && function.signature.parameters.first?.label == "in"
                {
                    return SwiftRenderer(header: []).render(.function(function), depth: 1)
                }
            }
        }
        Issue.record("no APIError.message(in:formatting:)", sourceLocation: sourceLocation)
        return ""
    }
}
