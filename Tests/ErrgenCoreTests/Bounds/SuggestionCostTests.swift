import Testing

@testable import ErrgenCore

/// Issue 10: "did you mean" cost more than the mistakes it explains. These are the
/// issue's inputs (long names, repeated through an anchor); each must get its exact
/// suggestion, once per place.
@Suite("Bounds: suggestions for long and repeated names")
struct SuggestionCostTests {
    static let count = 10
    static let aliases = 50

    @Test func unknownTypesRepeatedThroughAnAnchor() {
        var body = "errors:\n" + BoundsInput.networkError + "models:\n"
        for index in 0..<Self.count { body += "  \(BoundsInput.longName("Model", index)): {id: Int}\n" }
        body += "  Holder0: &holder\n"
        for index in 0..<Self.count { body += "    p\(index): \(BoundsInput.longName("Modle", index))\n" }
        for index in 1..<Self.aliases { body += "  Holder\(index): *holder\n" }
        let lines = BoundsInput.lint(BoundsInput.spec(body))
        #expect(lines.count == Self.count)
        for (index, line) in lines.enumerated() {
            #expect(
                line.contains(
                    "error: unknown type '\(BoundsInput.longName("Modle", index))' (did you mean '\(BoundsInput.longName("Model", index))'?); a type is"
                ))
        }
    }

    @Test func unknownErrorCodesInEndpointListsRepeatedThroughAnAnchor() {
        var body = "errors:\n" + BoundsInput.networkError
        for index in 0..<Self.count {
            body += "  \(BoundsInput.longName("E", index)): {category: retryable, message: {en: Hi.}}\n"
        }
        body +=
            "services:\n  S:\n    endpoints:\n      e0:\n        method: GET\n        path: /e\n        errors: &codes\n"
        for index in 0..<Self.count { body += "          - \(BoundsInput.longName("F", index))\n" }
        for index in 1..<Self.aliases { body += "      e\(index): {method: GET, path: /e, errors: *codes}\n" }
        let lines = BoundsInput.lint(BoundsInput.spec(body))
        // One kind, one place per code: each code's first endpoint, then the cap's count line
        // (the other 49 endpoints name the same place with their own name).
        #expect(lines.count == DiagnosticList.perKindLimit + 1)
        #expect(
            lines[0].hasSuffix(
                "error: unknown error code '\(BoundsInput.longName("F", 0))' in the errors of endpoint 'e0' (did you mean '\(BoundsInput.longName("E", 0))'?)"
            ))
        #expect(
            lines.last?.hasSuffix(
                "and \(Self.count * Self.aliases - DiagnosticList.perKindLimit) more like the one above, not shown (errgen reports at most 20 of each kind)"
            ) == true)
    }

    @Test func placeholdersThatAreNotFieldsRepeatedThroughAnAnchor() {
        let fields = (0..<Self.count).map { "      \(BoundsInput.longName("f", $0)): String?\n" }.joined()
        let message = (0..<Self.count).map { "{\(BoundsInput.longName("g", $0))}" }.joined(separator: " ")
        var body = "errors:\n" + BoundsInput.networkError
        body +=
            "  BAD0:\n    category: retryable\n    message: &message {en: \"\(message)\"}\n    fields: &fields\n"
            + fields
        for index in 1..<Self.aliases {
            body += "  BAD\(index): {category: retryable, message: *message, fields: *fields}\n"
        }
        let lines = BoundsInput.lint(BoundsInput.spec(body))
        #expect(lines.count == DiagnosticList.perKindLimit + 1)
        #expect(
            lines[0].contains(
                "error: placeholder {\(BoundsInput.longName("g", 0))} in the message of 'BAD0' (en) is not a field of the entry (did you mean '\(BoundsInput.longName("f", 0))'?)"
            ))
    }

    @Test func localesNotInModuleLocalesRepeatedThroughAnAnchor() throws {
        func locale(_ prefix: String, _ index: Int) -> String {
            // Subtags are 2 to 8 letters or digits: the index is padded to 6.
            let number = String(index)
            return prefix + "-" + Array(repeating: "abcdefgh", count: 100).joined(separator: "-") + "-"
                + String(repeating: "0", count: 6 - number.count) + number
        }
        let listed = (["en"] + (0..<Self.count).map { locale("fr", $0) }).joined(separator: ", ")
        var body =
            "errors:\n" + BoundsInput.networkError
            + "  BAD0:\n    category: retryable\n    message: &message\n      en: Hi.\n"
        for index in 0..<Self.count { body += "      \(locale("de", index)): Hi.\n" }
        for index in 1..<Self.aliases { body += "  BAD\(index): {category: retryable, message: *message}\n" }
        let lines = BoundsInput.lint(BoundsInput.spec(body, locales: listed, missingTranslation: "warning"))
        let errors = lines.filter { $0.contains(": error: locale '") }
        try #require(errors.count == Self.count)
        #expect(errors[0].hasSuffix("is not in module.locales (\(listed)) (did you mean '\(locale("fr", 0))'?)"))
    }

    /// Issue 26: one entry of 1,000 fields whose message names 1,000 placeholders, each one
    /// edit from a field (`Benchmarks/stress_inputs.py`, placeholder-suggestions).
    @Test func aThousandUnknownPlaceholdersAmongAThousandFields() {
        let count = 1_000
        let fields = (0..<count).map { "      f\($0): String\n" }.joined()
        let message = (0..<count).map { "{g\($0)}" }.joined(separator: " ")
        let body =
            "errors:\n" + BoundsInput.networkError
            + "  BAD:\n    category: retryable\n    message: {en: \"\(message)\"}\n    fields:\n" + fields
        let lines = BoundsInput.lint(BoundsInput.spec(body))
        #expect(lines.count == DiagnosticList.perKindLimit + 1)
        #expect(
            lines[0].hasSuffix(
                "error: placeholder {g0} in the message of 'BAD' (en) is not a field of the entry (did you mean 'f0'?)")
        )
        #expect(
            lines.last?.hasSuffix(
                "and \(count - DiagnosticList.perKindLimit) more like the one above, not shown (errgen reports at most 20 of each kind)"
            ) == true)
    }

    /// Issue 26: 1,000 listed locales and one text in 1,000 locales not listed, each one
    /// edit from a listed one (`Benchmarks/stress_inputs.py`, locale-suggestions).
    @Test func aThousandLocalesNotListedAmongAThousandListed() {
        let count = 1_000
        func padded(_ index: Int) -> String { String(repeating: "0", count: 6 - String(index).count) + String(index) }
        let listed = ["en"] + (0..<count).map { "fr-a\(padded($0))" }
        let body =
            "errors:\n" + BoundsInput.networkError + "  BAD:\n    category: retryable\n    message:\n      en: Hi.\n"
            + (0..<count).map { "      fr-b\(padded($0)): Hi.\n" }.joined()
        let lines = BoundsInput.lint(
            BoundsInput.spec(body, locales: listed.joined(separator: ", "), missingTranslation: "warning"))
        let errors = lines.filter { $0.contains(": error: ") }
        #expect(errors.count == DiagnosticList.perKindLimit + 1)
        // Each message lists the first 20 locales, not all 1,001.
        #expect(
            errors[0].hasSuffix(
                "error: locale 'fr-b000000' is not in module.locales (\(listed.prefix(20).joined(separator: ", ")) and 981 more) (did you mean 'fr-a000000'?)"
            ))
    }

    /// Issue 26: 1,000 listed locales and 1,000 entries, each in one locale not listed
    /// (`Benchmarks/stress_inputs.py`, unlisted-locale-per-entry): each text misses 1,000
    /// locales, reported in one line, not one per text and locale.
    @Test func aThousandEntriesEachInALocaleNotListed() {
        let count = 1_000
        func padded(_ index: Int) -> String { String(repeating: "0", count: 6 - String(index).count) + String(index) }
        let listed = ["en"] + (0..<count).map { "fr-a\(padded($0))" }
        let body =
            "errors:\n" + BoundsInput.networkError
            + (0..<count).map { "  BAD\($0): {category: retryable, message: {en: Hi., fr-b\(padded($0)): Hi.}}\n" }
            .joined()
        let lines = BoundsInput.lint(
            BoundsInput.spec(body, locales: listed.joined(separator: ", "), missingTranslation: "warning"))
        let first20 = listed.dropFirst().prefix(20).joined(separator: ", ")
        #expect(lines.count == 2 * (DiagnosticList.perKindLimit + 1))
        #expect(
            lines[0].hasSuffix(
                "warning: the message of 'NETWORK_ERROR' has no translation in 1000 locales of module.locales (\(first20) and 980 more); the 'en' text is used"
            ))
        #expect(
            lines[2].hasSuffix(
                "error: locale 'fr-b000000' is not in module.locales (en, \(listed.dropFirst().prefix(19).joined(separator: ", ")) and 981 more) (did you mean 'fr-a000000'?)"
            ))
    }
}
