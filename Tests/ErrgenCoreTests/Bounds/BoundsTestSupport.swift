@testable import ErrgenCore

/// Issue 10's inputs are built here, in memory, at the size that broke errgen: the tests
/// check what errgen reports for them; time and memory are measured by
/// `Benchmarks/stress.sh`, never by a test.
enum BoundsInput {
    /// A complete spec around `body`: one error, `client_errors` and `fallbacks`.
    static func spec(_ body: String, locales: String = "en", missingTranslation: String = "error") -> String {
        """
        errgen: 1
        module:
          name: Stress
          locales: [\(locales)]
          missing_translation: \(missingTranslation)
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: NETWORK_ERROR, 5xx: NETWORK_ERROR}

        """ + body
    }

    static let networkError = "  NETWORK_ERROR: {category: retryable, message: {en: Offline.}}\n"

    /// `prefix`, then `x`s, then the index: names of one length that differ only at the end.
    static func longName(_ prefix: String, _ index: Int, length: Int = 1000) -> String {
        let tail = String(index)
        return prefix + String(repeating: "x", count: length - prefix.count - tail.count) + tail
    }

    /// Lints one in-memory file, `errgen.yaml`; the printed lines, as `errgen lint` prints them.
    static func lint(_ text: String) -> [String] {
        Generator.lint(sources: [SpecSource(path: "errgen.yaml", text: text)]).diagnostics.sorted.map(\.description)
    }

    static func generate(_ text: String) -> Generator.Outcome {
        Generator.generate(sources: [SpecSource(path: "errgen.yaml", text: text)])
    }
}
