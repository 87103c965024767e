import ErrgenCore
import ErrgenRuntime
import Foundation
import GoldenAdversarial
import Testing

/// Strings of every awkward kind go from the spec's bytes, through the loader and
/// the generator, into compiled Swift, and come back out at run time unchanged.
@Suite("Adversarial strings round-trip")
struct AdversarialRoundTripTests {
    static let specFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden/adversarial/spec").path

    /// The spec as errgen reads it: the source of truth for every expected string.
    static let spec: Spec = {
        let (checked, diagnostics) = try! Generator.lint(folder: specFolder)
        precondition(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return checked.spec
    }()

    /// The fields' value used to fill placeholders.
    static let fieldValue = "V\"al\\ue"

    @Test("every code comes back as written, keyword and non-ASCII codes included")
    func wireCodes() {
        let generated = AdversarialErrorCode.allCases.map(\.wire.description)
        let written = Self.spec.errors.map(\.code.value.description)
        #expect(generated == written)
        #expect(
            written.contains("default") && written.contains("self") && written.contains("Type")
                && written.contains("init"))
        #expect(written.contains("lỗi_mạng") && written.contains("💥") && written.contains("multi\nline code"))
    }

    @Test("every message in every locale equals the spec's text, placeholders filled")
    func messages() throws {
        for entry in Self.spec.errors {
            let wire: WireCode =
                switch entry.code.value {
                case .string(let text): .string(text)
                case .integer(let value): .integer(value)
                }
            let error = AdversarialError(payload: payload(code: wire, status: entry.status?.value ?? 400))
            #expect(!error.isUnrecognized, "code \(entry.code.value) was not recognized")
            #expect(error.wireCode == wire)
            for locale in Self.spec.module.locales.map(\.value) {
                let translation = try #require(entry.message?.translation(for: locale))
                let expected = translation.segments.map { segment in
                    switch segment {
                    case .literal(let text): text
                    case .placeholder: Self.fieldValue
                    // The adversarial spec has no styled or plural placeholder.
                    case .formatted, .pluralNumber: ""
                    }
                }.joined()
                #expect(error.message(locale: locale) == expected, "code \(entry.code.value), locale \(locale)")
            }
        }
    }

    @Test("the awkward characters really are in the spec's texts, so the round trip proves something")
    func fixtureHasTheAwkwardCharacters() throws {
        let texts = Self.spec.errors.compactMap(\.message).flatMap(\.translations).map(\.text).joined()
        for needle in [
            "\"", "\\", "\\(", "\"\"\"", "#", "\n", "\t", "\r", "\0", "\u{7}", "👩‍👩‍👧‍👦", "\u{202E}", "\u{301}", "%@", "%%",
            "{{",
        ] {
            #expect(texts.contains(needle), "the fixture lost \(needle.debugDescription)")
        }
        #expect(Self.spec.errors.compactMap(\.summary).joined().contains("*/"))
    }

    @Test("text that looks like a format string is shown as written, never formatted")
    func formatLikeText() {
        let error = AdversarialError.`self`(value: "x", context: ErrorContext())
        #expect(error.message(locale: "en") == "Format-like text stays: %@ %d %% %1$@ {not a placeholder} and x is.")
    }

    private func payload(code: WireCode, status: Int) -> ErrorPayload {
        let details = try! JSONSerialization.data(withJSONObject: ["value": Self.fieldValue])
        return ErrorPayload(status: status, code: code, context: ErrorContext(status: status), body: details)
    }
}
