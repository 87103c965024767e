import Foundation
import Testing
import TestSupport

@testable import ErrgenCore

/// `GeneratorPipeline` is the one place the stage order is written: a run goes through its
/// stages in that order, each once (Render once per file), the OpenAPI import included.
@Suite("Generator pipeline")
struct GeneratorPipelineTests {
    /// The stages a generation of `folder` ran, in the order they started.
    static func stagesRun(_ folder: URL) throws -> [GeneratorPipeline.Stage] {
        let started = Locked<[GeneratorPipeline.Stage]>([])
        let outcome = try Generator.generate(folder: folder.path + "/") { stage in
            started.withLock { $0.append(stage) }
        }
        #expect(!outcome.hasErrors, "\(outcome.diagnostics)")
        return started.withLock { $0 }
    }

    @Test(
        "a generation runs each stage once, in the pipeline's order; an OpenAPI document split over files in the spec folder too",
        arguments: [
            "specs", "Tests/Fixtures/golden/openapi-constructs/spec", "Tests/Fixtures/golden/openapi-shop/spec",
        ])
    func eachStageOnceInOrder(_ folder: String) throws {
        let stages = try Self.stagesRun(TestPaths.repository.appendingPathComponent(folder))
        let distinct = stages.reduce(into: [GeneratorPipeline.Stage]()) { if $0.last != $1 { $0.append($1) } }
        // Write is the caller's (`regenerate`, the command line), not `generate`'s.
        #expect(distinct == GeneratorPipeline.Stage.allCases.filter { $0 != .write })
        #expect(stages.filter { $0 == .decode }.count == 1, "Decode ran \(stages.filter { $0 == .decode }.count) times")
        #expect(stages.filter { $0 != .render }.count == 4)
    }

    @Test("the files an OpenAPI document in the spec folder refers to are its own, no spec files")
    func documentPartsAreFoundBeforeDecode() throws {
        let folder = TestPaths.goldenFixtures.appendingPathComponent("openapi-constructs/spec").path + "/"
        var diagnostics = DiagnosticList()
        let files = SpecFolderLoader.load(
            sources: try Generator.input(folder: folder).sources, diagnostics: &diagnostics)
        let parts = OpenAPIDocumentFiles.parts(among: files, folder: folder)
        #expect(
            parts.map { String($0.dropFirst(folder.count)) }.sorted() == [
                "openapi/paths/feedings.yaml", "openapi/schemas.yaml",
            ])
    }
}
