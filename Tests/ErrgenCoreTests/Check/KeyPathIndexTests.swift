import Testing

@testable import ErrgenCore

/// Issue 26, point 6: a key path into an array is written `errors.0.code`, which the
/// generator passes on as it is and the runtime reads as an index; `errors[0].code`,
/// which would be read as a key and never match, is reported where it is written.
@Suite("Key paths into arrays")
struct KeyPathIndexTests {
    @Test func aDottedIndexIsGeneratedAsAPart() throws {
        let outcome = BoundsInput.generate(
            BoundsInput.spec(
                "envelope: {code: errors.0.code, message: errors.0.detail}\nerrors:\n" + BoundsInput.networkError))
        #expect(outcome.diagnostics.isEmpty)
        let files = try #require(outcome.files)
        #expect(
            files.contains {
                $0.contents.contains(
                    #"ErrorEnvelope(code: ["errors", "0", "code"], message: ["errors", "0", "detail"])"#)
            })
    }

    @Test func aBracketedIndexInTheEnvelopeIsAnError() {
        let lines = BoundsInput.lint(
            BoundsInput.spec("envelope: {code: \"errors[0].code\"}\nerrors:\n" + BoundsInput.networkError))
        #expect(
            lines == [
                "errgen.yaml:8:18: error: 'code' indexes an array with brackets, found 'errors[0].code'; a key path names an item by its number: write 'errors.0.code'"
            ])
    }

    @Test func aBracketedIndexInAFieldsSourceIsAnError() {
        let body = """
            errors:
            \(BoundsInput.networkError)  INVALID:
                status: 422
                category: non_retryable
                message: Invalid.
                fields:
                  pointer: {type: String?, from: "body.errors[1].source.pointer"}

            """
        let lines = BoundsInput.lint(BoundsInput.spec(body))
        #expect(
            lines == [
                "errgen.yaml:15:38: error: 'from: body.errors[1].source.pointer' indexes an array with brackets; a key path names an item by its number: write body.errors.1.source.pointer"
            ])
    }
}
