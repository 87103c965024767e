import TestSupport
import Testing

@testable import ErrgenCore

/// The cross-section rules, on in-memory specs; the bad-input suite runs the same
/// rules through the command line, one folder per mistake.
@Suite("Spec checks")
struct SpecCheckerTests {
    /// The smallest spec without mistakes; tests append sections to it.
    static let base = """
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: BAD_REQUEST, 5xx: SERVER_ERROR}
        errors:
          BAD_REQUEST: {status: 400, category: non_retryable, message: Bad.}
          SERVER_ERROR: {status: 500, category: retryable, message: Failed.}
          NETWORK_ERROR: {category: retryable, message: Offline.}

        """

    @Test func baseSpecHasNoDiagnostics() {
        #expect(lintSpec(Self.base) == [])
    }

    /// A large catalog's texts are checked in chunks on every core: every chunk's
    /// mistakes are reported, each once, with the did-you-mean the shared index gives.
    @Test func largeCatalogsReportTheTextMistakesOfEveryChunk() {
        let bad = [3, 777, 1_555]
        let entries = (0..<1_600).map { index in
            let text = bad.contains(index) ? "Wait {retry_aftr} s." : "Wait {retry_after} s."
            return "  E\(index): {category: retryable, message: \"\(text)\", fields: {retry_after: Int}}\n"
        }
        let diagnostics = lintSpec(Self.base + entries.joined())
        // Entry i is on line 8 + i (after `errgen: 1` and the base spec); its message starts
        // after `  Ei: {category: retryable, message: `.
        #expect(
            diagnostics
                == bad.map {
                    "s.yaml:\(8 + $0):\("  E\($0): {category: retryable, message: ".count + 1): error: placeholder {retry_aftr} in the message of 'E\($0)' (en) is not a field of the entry (did you mean 'retry_after'?)"
                })
    }

    @Test func moduleNameDefaultAndAcronymsAreTypeNames() {
        // Regression: the default name `API` was rejected (as `:0:0:`), and so was `HTTPBin`.
        for name in ["FinFlow", "HTTPBin", "API", "V2"] {
            #expect(lintSpec("module: {name: \(name)}\n" + Self.base) == [], "\(name)")
        }
        for name in ["my-shop", "shop", "Shop_API", "2Shop", "Self"] {
            #expect(
                lintSpec("module: {name: \(name)}\n" + Self.base) == [
                    "s.yaml:2:16: error: the module name '\(name)' must be a Swift type name such as FinFlow (letters and digits, a capital first)"
                ], "\(name)")
        }
    }

    @Test func referencesResolveByCodeOrByName() {
        let text =
            Self.base + """
                  5002: {name: ACCOUNT_LOCKED, status: 403, category: non_retryable, message: Locked.}
                services:
                  S:
                    endpoints:
                      e: {method: GET, path: /e, errors: [5002, ACCOUNT_LOCKED, "5002", ACOUNT_LOCKED]}

                """
        #expect(
            lintSpec(text) == [
                "s.yaml:12:73: error: unknown error code 'ACOUNT_LOCKED' in the errors of endpoint 'e' (did you mean 'ACCOUNT_LOCKED'?)"
            ])
    }

    @Test func modelsMayHoldThemselvesExceptThroughRequiredPropertiesAlone() {
        let fine = Self.base + "models:\n  Node:\n    children: \"[Node]\"\n    links: \"[String: Node]\"\n"
        #expect(lintSpec(fine) == [])
        let optionalLink = Self.base + "models:\n  A:\n    b: B?\n  B:\n    a: A\n"
        #expect(lintSpec(optionalLink) == [], "a nil 'b' ends the JSON")
        let cycle = Self.base + "models:\n  A:\n    b: B\n  B:\n    a: A\n"
        #expect(
            lintSpec(cycle) == [
                "s.yaml:12:5: error: model 'A' contains itself through required properties only (A -> B -> A), so no JSON value of it ends; make one of them optional"
            ])
    }

    @Test func aParameterSentAsJSONTakesAnyTypeButNoStyle() {
        let endpoint = """
            models:
              Filter: {kind: String}
            services:
              Pets:
                endpoints:
                  list:
                    method: GET
                    path: /pets
                    headers:
                      X-Filter: {type: Filter?, encoding: json}
                    query:
                      filter: {type: "[Filter]", encoding: json%@}

            """
        #expect(lintSpec(Self.base + endpoint.replacing("%@", with: "")) == [])
        #expect(
            lintSpec(Self.base + endpoint.replacing("%@", with: ", explode: false")) == [
                "s.yaml:19:63: error: query parameter 'filter' has 'encoding: json', which sends the value as one JSON text; remove 'style' and 'explode'"
            ])
        // Without `encoding: json`, a model in a header has no text form.
        let plain = Self.base + endpoint.replacing("{type: Filter?, encoding: json}", with: "Filter?")
        let found = lintSpec(plain.replacing("%@", with: ""))
        #expect(found.count == 1 && found[0].contains("header 'X-Filter' has type Filter?"), "\(found)")
    }

    @Test func aFileThatDoesNotParseHidesOnlyItsOwnEntries() {
        // Regression: a syntax error in the file holding the catalog also reported every
        // reference into it, the missing `errgen:` key and the default module name.
        let (spec, diagnostics) = decodeSpec([
            ("a.yaml", "errgen: 1\nerrors:\n  X: {category: retryable, message: [}\n"),
            (
                "b.yaml",
                "services:\n  S:\n    endpoints:\n      e: {method: GET, path: /e, errors: [X], frobnicate: 1}\n"
            ),
        ])
        #expect(spec.hasUnreadableFiles)
        #expect(
            diagnostics == [
                "a.yaml:3:38: error: invalid YAML: expected a value here (while parsing a flow node that starts at line 3, column 38)",
                "b.yaml:4:47: error: unknown key 'frobnicate'",
            ])
        #expect(SpecChecker.check(spec).diagnostics.all.isEmpty)
    }

    @Test func anEntryWithABadCategoryStillResolves() {
        // Regression: the entry was dropped, so the fallback naming it was "unknown" too.
        let text = Self.base.replacingOccurrences(
            of: "{status: 500, category: retryable", with: "{status: 500, category: retriable")
        #expect(
            lintSpec(text) == [
                "s.yaml:6:41: error: 'category' must be one of retryable, non_retryable, reauthenticate, requires_logout, maintenance, force_update, found 'retriable' (did you mean 'retryable'?)"
            ])
    }

    @Test func aTranslationWithABadPlaceholderIsNotAlsoMissing() {
        let text =
            "module: {locales: [en, vi]}\n"
            + Self.base.replacingOccurrences(of: "message: Offline.", with: "message: {en: \"{x\", vi: Mất mạng.}")
            .replacingOccurrences(of: "message: Bad.", with: "message: {en: Bad., vi: Sai.}")
            .replacingOccurrences(of: "message: Failed.", with: "message: {en: Failed., vi: Lỗi.}")
        #expect(
            lintSpec(text) == [
                "s.yaml:8:54: error: 'message' (en): a '{' has no closing '}' (write '{{' for a literal brace)"
            ])
    }

    @Test func keywordThatBackticksCannotSaveIsNamed() {
        let text = Self.base + "  7: {name: inout, category: retryable, message: M.}\n"
        #expect(
            lintSpec(text) == [
                "s.yaml:8:13: error: name 'inout' gives the Swift name 'inout', a keyword that cannot be used as a name even in backticks; give the entry another 'name:'"
            ])
        // Keywords that backticks can escape are fine.
        #expect(lintSpec(Self.base + "  DEFAULT: {category: retryable, message: M.}\n") == [])
    }

    @Test("a snake_case name a word away from a field is suggested: one word added, left out or replaced")
    func wordSuggestions() {
        let fields = ["amount", "retry_after_seconds", "fee_currency", "seconds"]
        #expect(WordSuggestion.suggestion(for: "retry_after", among: fields) == "retry_after_seconds")
        #expect(WordSuggestion.suggestion(for: "retry_after_seconds_left", among: fields) == "retry_after_seconds")
        #expect(WordSuggestion.suggestion(for: "fee_code", among: fields) == "fee_currency")
        #expect(WordSuggestion.suggestion(for: "Retry_After", among: fields) == "retry_after_seconds")
        #expect(WordSuggestion.suggestion(for: "total", among: fields) == nil)
        // A one-word name replaced is any other one-word name: no suggestion.
        #expect(WordSuggestion.suggestion(for: "minutes", among: fields) == nil)
        #expect(WordSuggestion.suggestion(for: "delay_after", among: ["retry_after_seconds"]) == nil)
        // Only the first candidates are read, so a placeholder's cost is bounded.
        let many = (0..<1_000).map { "field_\($0)_x" } + ["retry_after_seconds"]
        #expect(WordSuggestion.suggestion(for: "retry_after", among: many) == nil)
    }

    @Test func didYouMeanCountsASwapAsOneEdit() {
        #expect(DidYouMean.suggestion(for: "retyr", among: ["timeout", "retry"]) == "retry")
        #expect(DidYouMean.suggestion(for: "Itme", among: ["Iter", "Item"]) == "Item")
        #expect(DidYouMean.suggestion(for: "kitten", among: ["sitting"]) == nil)  // 3 edits, limit 2 for six letters
        #expect(DidYouMean.suggestion(for: "kittens", among: ["sittings"]) == nil)
        #expect(DidYouMean.suggestion(for: "kittenss", among: ["sitting"]) == nil)
        #expect(DidYouMean.suggestion(for: "kittensss", among: ["sittingss"]) == "sittingss")  // 3 edits, limit 3
        #expect(DidYouMean.hint(for: "retyr", among: ["retry", "timeout"]) == " (did you mean 'retry'?)")
        #expect(DidYouMean.hint(for: "zzzzz", among: ["retry", "timeout"]) == "")
    }

    /// Issue 9: a name that the misspelling starts with counts as close (3 characters or more).
    @Test func didYouMeanOffersANameTheMisspellingStartsWith() {
        #expect(DidYouMean.suggestion(for: "Datetime", among: ["Movie", "Date", "Double"]) == "Date")
        #expect(DidYouMean.suggestion(for: "Integer", among: ["Int", "Int64"]) == "Int")
        #expect(DidYouMean.suggestion(for: "Int64Value", among: ["Int", "Int64"]) == "Int64")
        #expect(DidYouMean.suggestion(for: "STRING", among: ["String"]) == "String")
        #expect(DidYouMean.suggestion(for: "Urls", among: ["URL"]) == "URL")
        #expect(DidYouMean.suggestion(for: "Ab", among: ["A"]) == "A")  // one edit, not a prefix match
        #expect(DidYouMean.suggestion(for: "Abcdefgh", among: ["Ab"]) == nil)  // too short to count as a prefix
    }

    /// The trie search gives what comparing the word with every candidate gives: the
    /// closest within the limit, the first in order on a tie.
    @Test func suggestionIndexAgreesWithComparingEveryCandidate() {
        var generator = SeededGenerator(state: 10)
        let alphabet = Array("abcdeAB_")
        func word(_ range: ClosedRange<Int>) -> String {
            String(
                (0..<Int.random(in: range, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        for _ in 0..<200 {
            let candidates = (0..<Int.random(in: 0...30, using: &generator)).map { _ in word(0...9) }
            let index = SuggestionIndex(candidates)
            for _ in 0..<20 {
                let misspelled = word(0...10)
                #expect(
                    index.suggestion(for: misspelled) == Self.closest(to: misspelled, among: candidates),
                    "\(misspelled) in \(candidates)")
            }
        }
    }

    /// The plain definition: every candidate, the whole table.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased())
        let limit = max(1, min(3, lowered.count / 3))
        var best: (name: String, distance: Int)?
        var prefix: String?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            let distance = editDistance(lowered, other)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
            if other.count >= 3, lowered.starts(with: other), other.count > (prefix?.count ?? 0) { prefix = candidate }
        }
        return best?.name ?? prefix
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = min(
                    table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
