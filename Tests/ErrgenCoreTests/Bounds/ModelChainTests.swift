import Testing

@testable import ErrgenCore

/// Issue 10: a chain of models that each hold the next by value overflowed the stack in
/// the value-cycle check (6,500 models in a debug build), and copied the path per level.
@Suite("Bounds: long chains of models")
struct ModelChainTests {
    static func chain(_ count: Int, closingCycle: Bool) -> String {
        var body = "errors:\n" + BoundsInput.networkError + "models:\n"
        for index in 0..<count {
            body += "  M\(index): {next: M\(index + 1)}\n"
        }
        body += closingCycle ? "  M\(count): {next: M0}\n" : "  M\(count): {id: Int}\n"
        return BoundsInput.spec(body)
    }

    @Test func aChainOfTwentyFiveThousandModelsLintsClean() {
        #expect(BoundsInput.lint(Self.chain(25_000, closingCycle: false)) == [])
    }

    @Test func aCycleThroughTwentyFiveThousandModelsIsOneErrorWithAShortenedPath() {
        #expect(
            BoundsInput.lint(Self.chain(25_000, closingCycle: true)) == [
                "errgen.yaml:25011:12: error: model 'M0' contains itself through required properties only (M0 -> M1 -> M2 -> M3 -> ... 24995 more ... -> M24999 -> M25000 -> M0), so no JSON value of it ends; make one of them optional"
            ])
    }

    @Test func aShortCycleIsSpelledOutInFull() {
        let body =
            "errors:\n" + BoundsInput.networkError + "models:\n  A: {b: B}\n  B: {c: C}\n  C: {a: A, list: \"[A]\"}\n"
        #expect(
            BoundsInput.lint(BoundsInput.spec(body)) == [
                "errgen.yaml:13:7: error: model 'A' contains itself through required properties only (A -> B -> C -> A), so no JSON value of it ends; make one of them optional"
            ])
    }
}
