import Foundation
import Testing

@testable import ErrgenCore

/// A large API's models come in up to eight files, so that the compiler can build them on
/// several cores; a small API's stay in `Models.swift`.
@Suite("Models in parts")
struct ModelPartsTests {
    @Test("a small API's models make one part; a large one's, contiguous runs of about equal weight")
    func partition() {
        #expect(ModelParts(weights: [10, 20, 30]).ranges == [0..<3])
        #expect(ModelParts(weights: []).ranges == [0..<0])

        let weights = (0..<1_000).map { 20 + $0 % 37 }
        let parts = ModelParts(weights: weights)
        let total = weights.reduce(0, +)
        let expected = min(8, (total + ModelParts.linesPerPart - 1) / ModelParts.linesPerPart)
        #expect(parts.ranges.count == expected)
        // Every declaration in exactly one part, in order.
        #expect(parts.ranges.first?.lowerBound == 0)
        #expect(parts.ranges.last?.upperBound == weights.count)
        for (before, after) in zip(parts.ranges, parts.ranges.dropFirst()) {
            #expect(before.upperBound == after.lowerBound)
        }
        // Each part within one declaration of its share.
        let share = total / parts.ranges.count
        for range in parts.ranges {
            let weight = weights[range].reduce(0, +)
            #expect(abs(weight - share) <= 56, "part \(range) weighs \(weight), share \(share)")
        }
        // Never more than the files a build plugin declares.
        #expect(ModelParts(weights: Array(repeating: 10_000, count: 20)).ranges.count == 8)
    }

    @Test("a model weighs the values it holds inline through other models and unions, not those in a list")
    func heldModelsWeigh() throws {
        var yaml =
            Self.catalog + """
                unions:
                  Small: {members: [String, Int]}
                  Holding: {members: [Big, String]}
                models:
                  Inline: {big: Big}
                  Maybe: {big: Big?}
                  Listed: {big: '[Big]'}
                  Loop: {next: Loop2?}
                  Loop2: {back: Loop?}
                  Parent: {child: Child?}
                  Child: {parent: Parent?, big: Big}
                  Big:

                """
        for field in 0..<20 { yaml += "    field\(field): String\n" }
        let (spec, diagnostics) = decodeSpec(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        var weights = ModelWeights(spec)
        func weight(_ name: String) throws -> Int {
            try weights.weight(of: #require(spec.models.first { $0.name.value == name }))
        }
        func unionWeight(_ name: String) throws -> Int {
            try weights.weight(of: #require(spec.unions.first { $0.name.value == name }))
        }
        // The struct's copy and destroy steps grow with Big's 20 fields when Big is laid out in it.
        let listed = try weight("Listed")
        #expect(try weight("Inline") == listed + 19 * ModelWeights.linesPerHeldValue)
        // An optional property weighs 3 more than a required one, wherever its value is.
        #expect(try weight("Maybe") == listed + 3 + 19 * ModelWeights.linesPerHeldValue)
        // A model that holds itself through another (optionally) is weighed without looping.
        #expect(try weight("Loop") == listed + 3)
        // A property kept `Indirect` (Child holds Parent back) is one reference, however much Child holds.
        #expect(try weight("Parent") == listed + 3)
        #expect(try weight("Child") == listed + 3 + 7 + 19 * ModelWeights.linesPerHeldValue)
        // A union carries its largest member.
        #expect(try unionWeight("Holding") == unionWeight("Small") + 19 * 4)
    }

    @Test(
        "a chain of models held inline thousands deep, or doubling at each step, is weighed without recursion or overflow"
    )
    func deepAndDoublingChains() throws {
        var yaml =
            Self.catalog + """
                models:

                """
        // Each link holds the next inline: recursion one frame a link overflowed the stack.
        let depth = 30_000
        for link in 0..<depth { yaml += "  Link\(link): {name: String, next: Link\(link + 1)?}\n" }
        yaml += "  Link\(depth): {end: String}\n"
        // Each level holds two of the next: 2^100 values would overflow an Int.
        for level in 0..<100 { yaml += "  Level\(level): {left: Level\(level + 1), right: Level\(level + 1)}\n" }
        yaml += "  Level100: {end: String}\n"
        let (spec, diagnostics) = decodeSpec(yaml)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(3))")
        var weights = ModelWeights(spec)
        let first = try #require(spec.models.first { $0.name.value == "Link0" })
        #expect(
            weights.weight(of: first) > weights.weight(of: try #require(spec.models.first { $0.name.value == "Link1" }))
        )
        let top = try #require(spec.models.first { $0.name.value == "Level0" })
        #expect(weights.weight(of: top) <= 2 * 17 + 20 + ModelWeights.linesPerHeldValue * ModelWeights.maximumValues)
    }

    /// The one-code catalog every spec of these tests starts with.
    static let catalog = """
        errgen: 1
        module: {name: Parts, access: public}
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: NETWORK_ERROR, 5xx: NETWORK_ERROR}
        errors:
          NETWORK_ERROR: {category: retryable, message: A network error occurred.}

        """

    static func spec(models: Int) -> String {
        var yaml =
            Self.catalog + """
                enums:
                  Kind: {values: {a: A., b: B.}}
                unions:
                  Either: {members: [Model0, Model1]}
                models:

                """
        for index in 0..<models {
            yaml += "  Model\(index):\n    id: Int\n    kind: Kind?\n    next: '[Model\((index + 1) % models)]?'\n"
            for field in 0..<8 { yaml += "    field\(field): String?\n" }
        }
        return yaml
    }

    @Test("a spec of 200 models is written in parts that hold each model once, and they compile together")
    func largeSpecCompilesInParts() async throws {
        let (files, diagnostics) = CompileSupport.generate(Self.spec(models: 200))
        let generated = try #require(files, "\(diagnostics.prefix(5))")
        let parts = generated.filter { OutputFileSet.modelFiles.contains($0.name) }
        #expect(parts.map(\.name) == Array(OutputFileSet.modelFiles.prefix(parts.count)))
        #expect(parts.count > 1)
        let declared = parts.flatMap { part in
            part.contents.split(separator: "\n").filter { $0.contains("public struct Model") }
        }
        #expect(declared.count == 200)
        #expect(Set(declared).count == 200)
        // The namespace is declared once, in Models.swift; the other parts extend it.
        #expect(parts[0].contents.contains("public nonisolated enum Parts {}"))
        #expect(parts.dropFirst().allSatisfy { $0.contents.contains("nonisolated extension Parts {") })
        let result = try await CompileSupport.typeCheck([generated], appCode: "", moduleName: "Parts")
        #expect(result.succeeded, "\(result.output.prefix(3000))")
    }

    @Test("with fixed outputs every model file is written, an unused part as a comment")
    func fixedOutputsWriteEveryPart() throws {
        let outcome = Generator.generate(
            sources: [SpecSource(path: "errgen.yaml", text: Self.spec(models: 3))],
            options: Generator.Options(fixedOutputs: true))
        let files = try #require(outcome.files)
        #expect(files.filter { $0.name.hasSuffix(".swift") }.map(\.name) == OutputFileSet.swiftFiles)
        let last = try #require(files.first { $0.name == "Models8.swift" })
        #expect(last.contents.hasSuffix("// Empty: the spec's models fit in the files before this one.\n"))
        let plain = try #require(
            Generator.generate(sources: [SpecSource(path: "errgen.yaml", text: Self.spec(models: 3))]).files)
        #expect(!plain.contains { $0.name == "Models2.swift" })
    }
}
