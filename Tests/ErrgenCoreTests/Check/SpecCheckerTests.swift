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
        let text = Self.base + """
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

    @Test func modelsMayHoldThemselvesOnlyThroughCollections() {
        let fine = Self.base + "models:\n  Node:\n    children: \"[Node]\"\n    links: \"[String: Node]\"\n"
        #expect(lintSpec(fine) == [])
        let cycle = Self.base + "models:\n  A:\n    b: B?\n  B:\n    a: A\n"
        #expect(
            lintSpec(cycle) == [
                "s.yaml:12:5: error: model 'A' contains itself (A -> B -> A); a struct can hold itself only through an array or a dictionary"
            ])
    }

    @Test func aFileThatDoesNotParseHidesOnlyItsOwnEntries() {
        // Regression: a syntax error in the file holding the catalog also reported every
        // reference into it, the missing `errgen:` key and the default module name.
        let (spec, diagnostics) = decodeSpec([
            ("a.yaml", "errgen: 1\nerrors:\n  X: {category: retryable, message: [}\n"),
            ("b.yaml", "services:\n  S:\n    endpoints:\n      e: {method: GET, path: /e, errors: [X], frobnicate: 1}\n"),
        ])
        #expect(spec.hasUnreadableFiles)
        #expect(
            diagnostics == [
                "a.yaml:3:38: error: invalid YAML: expected a value here (while parsing a flow node that starts at line 3, column 38)",
                "b.yaml:4:47: error: unknown key 'frobnicate'",
            ])
        #expect(SpecChecker.check(spec).all.isEmpty)
    }

    @Test func anEntryWithABadCategoryStillResolves() {
        // Regression: the entry was dropped, so the fallback naming it was "unknown" too.
        let text = Self.base.replacingOccurrences(of: "{status: 500, category: retryable", with: "{status: 500, category: retriable")
        #expect(
            lintSpec(text) == [
                "s.yaml:6:41: error: 'category' must be one of retryable, non_retryable, reauthenticate, requires_logout, maintenance, force_update, found 'retriable' (did you mean 'retryable'?)"
            ])
    }

    @Test func aTranslationWithABadPlaceholderIsNotAlsoMissing() {
        let text = "module: {locales: [en, vi]}\n"
            + Self.base.replacingOccurrences(of: "message: Offline.", with: "message: {en: \"{x\", vi: Mất mạng.}")
                .replacingOccurrences(of: "message: Bad.", with: "message: {en: Bad., vi: Sai.}")
                .replacingOccurrences(of: "message: Failed.", with: "message: {en: Failed., vi: Lỗi.}")
        #expect(lintSpec(text) == ["s.yaml:8:54: error: 'message' (en): a '{' has no closing '}' (write '{{' for a literal brace)"])
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

    @Test func didYouMeanCountsASwapAsOneEdit() {
        #expect(DidYouMean.editDistance(Array("retyr"), Array("retry")) == 1)
        #expect(DidYouMean.editDistance(Array("Itme"), Array("Item")) == 1)
        #expect(DidYouMean.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(DidYouMean.editDistance(Array(""), Array("abc")) == 3)
        #expect(DidYouMean.editDistance(Array("abc"), Array("")) == 3)
        #expect(DidYouMean.hint(for: "retyr", among: ["retry", "timeout"]) == " (did you mean 'retry'?)")
        #expect(DidYouMean.hint(for: "zzzzz", among: ["retry", "timeout"]) == "")
    }
}
