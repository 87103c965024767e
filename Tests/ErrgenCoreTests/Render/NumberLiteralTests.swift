import Testing

@testable import ErrgenCore

/// Issue 10, point 3: numbers reach Swift re-rendered from their parsed value, never
/// copied as written (`multiplier: 2.` used to appear in the output as `2.`).
@Suite("Numbers in generated Swift")
struct NumberLiteralTests {
    /// RetryPolicies.swift for one policy with this multiplier.
    static func policiesFile(multiplier: String) throws -> String {
        let text = """
            errgen: 1
            client_errors: {other: NETWORK_ERROR}
            fallbacks: {4xx: NETWORK_ERROR, 5xx: NETWORK_ERROR}
            errors:
              NETWORK_ERROR: {category: retryable, message: {en: Offline.}}
            retry_policies:
              standard: {max_attempts: 3, multiplier: \(multiplier)}

            """
        let outcome = Generator.generate(sources: [SpecSource(path: "errgen.yaml", text: text)])
        #expect(outcome.diagnostics.isEmpty)
        let file = try #require(outcome.files?.first { $0.name == OutputFileSet.retryPolicies })
        return file.contents
    }

    @Test(arguments: [
        ("2.", "2.0"), ("2", "2.0"), ("1.50", "1.5"), ("002.500", "2.5"), ("10000000000000000000", "1e+19"),
    ])
    func multiplierIsRenderedFromItsValue(written: String, rendered: String) throws {
        let file = try Self.policiesFile(multiplier: written)
        #expect(file.contains("        multiplier: \(rendered),\n"))
        #expect(file.contains("times \(rendered), at most"))
    }
}
