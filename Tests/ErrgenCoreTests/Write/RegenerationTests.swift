import Foundation
import Testing

@testable import ErrgenCore

/// A no-op regenerate skips every stage after Load, and only then: any change to what the
/// output depends on (a spec byte, a spec file added or removed, an option, errgen's
/// version) or to what errgen wrote (a generated file edited or deleted) regenerates.
@Suite("No-op regeneration")
struct RegenerationTests {
    /// One `errgen generate`, as the command line runs it: whether it skipped, and the files' bytes after it.
    struct Run {
        var skipped: Bool
        var report: OutputWriter.Report
    }

    static func generate(_ spec: URL, into output: URL, options: Generator.Options = Generator.Options()) throws -> Run
    {
        var diagnostics: [Diagnostic] = []
        let regeneration = try Generator.regenerate(folder: spec.path, output: output.path, options: options) {
            diagnostics = $0
        }
        #expect(diagnostics.isEmpty)
        switch regeneration {
        case .upToDate(let files): return Run(skipped: true, report: OutputWriter.Report(unchanged: files))
        case .written(let report): return Run(skipped: false, report: report)
        case .failed: throw CancellationError()
        }
    }

    /// A fresh copy of the reference spec, generated once.
    static func generatedCopy() throws -> (spec: URL, output: URL) {
        let spec = try OutputDisciplineTests.copyReferenceSpec(reversed: false)
        let output = try TestPaths.temporaryFolder("regenerate")
        let first = try generate(spec, into: output)
        #expect(!first.skipped)
        #expect(first.report.written.count == OutputFileSet.all(modelParts: 1).count)
        return (spec, output)
    }

    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path)
        }
        return files
    }

    @Test("nothing changed: the run skips the pipeline, reports every file unchanged and touches nothing")
    func noChangeSkips() throws {
        let (spec, output) = try Self.generatedCopy()
        let before = try Self.contents(of: output)
        let second = try Self.generate(spec, into: output)
        #expect(second.skipped)
        #expect(second.report == OutputWriter.Report(unchanged: OutputFileSet.all(modelParts: 1).sorted()))
        #expect(try Self.contents(of: output) == before)
        // `specs/` and `specs` name the same folder and give the same output.
        #expect(try Generator.regenerate(folder: spec.path + "/", output: output.path) { _ in }.isUpToDate)
    }

    @Test("one changed byte of a spec file regenerates")
    func changedByteRegenerates() throws {
        let (spec, output) = try Self.generatedCopy()
        let file = spec.appendingPathComponent("errors/common.yaml")
        var bytes = try Data(contentsOf: file)
        let index = try #require(bytes.firstIndex(of: UInt8(ascii: "a")))
        bytes[index] = UInt8(ascii: "b")
        try bytes.write(to: file)
        #expect(!(try Self.generate(spec, into: output).skipped))
        // And the folder holds what the changed spec generates.
        for file in try #require(try Generator.generate(folder: spec.path).files) {
            #expect(
                FileManager.default.contents(atPath: output.appendingPathComponent(file.name).path)
                    == Data(file.contents.utf8))
        }
    }

    @Test(
        "an OpenAPI document outside the spec folder: skipped while it is unchanged, regenerated when it or a file it refers to changes"
    )
    func openAPIDocumentOutsideTheFolder() throws {
        let root = try TestPaths.temporaryFolder("regenerate-openapi")
        let files = [
            "specs/errgen.yaml": """
            errgen: 1
            openapi: {document: ../api/openapi.yaml}
            client_errors: {other: NETWORK}
            fallbacks: {4xx: FAILED, 5xx: FAILED}
            errors:
              FAILED: {status: 400, category: non_retryable, message: Failed.}
              NETWORK: {category: retryable, message: Network failure.}
            """,
            "api/openapi.yaml": """
            openapi: 3.1.0
            info: {title: Pets, version: '1'}
            paths:
              /pets:
                get:
                  operationId: listPets
                  responses:
                    '200':
                      description: The pets.
                      content: {application/json: {schema: {type: array, items: {$ref: 'pet.yaml'}}}}
            """,
            "api/pet.yaml": "type: object\nrequired: [name]\nproperties: {name: {type: string}}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let spec = root.appendingPathComponent("specs")
        let output = root.appendingPathComponent("Generated")
        #expect(!(try Self.generate(spec, into: output).skipped))
        #expect(try Self.generate(spec, into: output).skipped)
        // Doc comments name the document's files relative to the spec folder, never by a
        // path that holds this machine's folders.
        let firstModels = try String(contentsOf: output.appendingPathComponent("Models.swift"), encoding: .utf8)
        #expect(firstModels.contains("/// Spec: ../api/pet.yaml:1"))
        #expect(!firstModels.contains(root.path))
        // The manifest, committed with the output, names the document's files the same way.
        let manifest = try String(contentsOf: output.appendingPathComponent(".errgen-manifest"), encoding: .utf8)
        #expect(manifest.contains("# document: ../api/openapi.yaml\n# document: ../api/pet.yaml\n"))
        #expect(!manifest.contains(root.path))

        let pet = root.appendingPathComponent("api/pet.yaml")
        try Data("type: object\nrequired: [name]\nproperties: {name: {type: string}, age: {type: integer}}\n".utf8)
            .write(to: pet)
        #expect(!(try Self.generate(spec, into: output).skipped))
        let models = try String(contentsOf: output.appendingPathComponent("Models.swift"), encoding: .utf8)
        #expect(models.contains("var age: Swift.Int?"))
        #expect(try Self.generate(spec, into: output).skipped)

        // A file it refers to is gone: never skipped (the `$ref` is an error).
        try FileManager.default.removeItem(at: pet)
        let failed = try Generator.regenerate(folder: spec.path, output: output.path) { _ in }
        #expect(!failed.isUpToDate)
    }

    @Test("a spec file added or removed regenerates")
    func addedOrRemovedFileRegenerates() throws {
        let (spec, output) = try Self.generatedCopy()
        try Data("# nothing yet\nmodels: {}\n".utf8).write(to: spec.appendingPathComponent("later.yaml"))
        #expect(!(try Self.generate(spec, into: output).skipped))
        #expect(try Self.generate(spec, into: output).skipped)
        try FileManager.default.removeItem(at: spec.appendingPathComponent("later.yaml"))
        #expect(!(try Self.generate(spec, into: output).skipped))
    }

    @Test("a changed option regenerates, and the files it no longer produces are removed")
    func changedOptionRegenerates() throws {
        let (spec, output) = try Self.generatedCopy()
        let run = try Self.generate(spec, into: output, options: Generator.Options(includeStringCatalog: false))
        #expect(!run.skipped)
        #expect(run.report.removed == [OutputFileSet.strings])
        #expect(try Self.generate(spec, into: output, options: Generator.Options(includeStringCatalog: false)).skipped)
        #expect(!(try Self.generate(spec, into: output).skipped))
    }

    @Test("a generated file edited or deleted by hand is regenerated")
    func editedOrDeletedOutputRegenerates() throws {
        let (spec, output) = try Self.generatedCopy()
        let expected = try Self.contents(of: output)
        let errors = output.appendingPathComponent(OutputFileSet.errors)
        try Data("// edited\n".utf8).write(to: errors)
        let edited = try Self.generate(spec, into: output)
        #expect(!edited.skipped)
        #expect(edited.report.written == [OutputFileSet.errors])
        try FileManager.default.removeItem(at: output.appendingPathComponent(OutputFileSet.models))
        let deleted = try Self.generate(spec, into: output)
        #expect(!deleted.skipped)
        #expect(deleted.report.written == [OutputFileSet.models])
        #expect(try Self.contents(of: output) == expected)
    }

    @Test("a manifest without fingerprints (errgen 0.1.0's) is read, and means regenerate")
    func oldManifestRegenerates() throws {
        let (spec, output) = try Self.generatedCopy()
        let manifest = output.appendingPathComponent(OutputWriter.manifestName)
        let old =
            "# Files errgen generated here; errgen removes those it no longer produces.\n"
            + OutputFileSet.all(modelParts: 1).sorted().map { $0 + "\n" }.joined()
        try Data(old.utf8).write(to: manifest)
        let run = try Self.generate(spec, into: output)
        #expect(!run.skipped)
        #expect(run.report.unchanged.count == OutputFileSet.all(modelParts: 1).count)
        #expect(try String(contentsOf: manifest, encoding: .utf8).contains("# inputs: "))
        #expect(try Self.generate(spec, into: output).skipped)
    }

    @Test("a run with warnings stores no fingerprint, so the next run prints them again")
    func warningsAreNeverSkipped() throws {
        let spec = try TestPaths.temporaryFolder("warning-spec")
        let text = """
            errgen: 1
            module: {name: Warn, locales: [en, vi], missing_translation: warning}
            client_errors: {other: NETWORK}
            fallbacks: {4xx: NETWORK, 5xx: NETWORK}
            errors:
              NETWORK: {category: retryable, message: {en: Offline.}}
            """
        try Data(text.utf8).write(to: spec.appendingPathComponent("errgen.yaml"))
        let output = try TestPaths.temporaryFolder("warning-out")
        for _ in 0..<2 {
            var diagnostics: [Diagnostic] = []
            let regeneration = try Generator.regenerate(folder: spec.path, output: output.path) { diagnostics = $0 }
            #expect(!regeneration.isUpToDate)
            #expect(diagnostics.count == 1)
        }
        let manifest = try String(contentsOf: output.appendingPathComponent(OutputWriter.manifestName), encoding: .utf8)
        #expect(!manifest.contains("# inputs: "))
    }

    @Test("a run with notes only stores its fingerprint: a note asks for no change, so the next run skips")
    func notesDoNotStopTheSkip() throws {
        let spec = try TestPaths.temporaryFolder("note-spec")
        try Data(OpenAPISnippetTests.catalog.utf8).write(to: spec.appendingPathComponent("errgen.yaml"))
        try Data(OpenAPIImplicitDiscriminatorTests.document.utf8).write(to: spec.appendingPathComponent("openapi.yaml"))
        let output = try TestPaths.temporaryFolder("note-out")
        var diagnostics: [Diagnostic] = []
        let first = try Generator.regenerate(folder: spec.path, output: output.path) { diagnostics = $0 }
        #expect(!first.isUpToDate)
        #expect(!diagnostics.isEmpty && diagnostics.allSatisfy { $0.severity == .note })
        #expect(try Generator.regenerate(folder: spec.path, output: output.path) { _ in }.isUpToDate)
    }

    @Test("the fingerprint covers errgen's version, the settings, and each file's path and bytes")
    func fingerprintInputs() {
        let sources = [
            SpecSource(path: "specs/a.yaml", text: "a: 1\n"), SpecSource(path: "specs/b.yaml", text: "b: 2\n"),
        ]
        func fingerprint(
            version: String = "0.2.0", settings: [String] = ["x=1"], sources: [SpecSource] = sources,
            root: String = "specs/"
        ) -> InputFingerprint {
            InputFingerprint(version: version, settings: settings, sources: sources, sourceRoot: root)
        }
        let base = fingerprint()
        #expect(fingerprint() == base)
        #expect(
            fingerprint(sources: sources.map { SpecSource(path: "./" + $0.path, bytes: $0.bytes) }, root: "./specs/")
                == base)
        #expect(fingerprint(version: "0.2.1") != base)
        #expect(fingerprint(settings: ["x=2"]) != base)
        #expect(fingerprint(sources: [sources[0]]) != base)
        #expect(fingerprint(sources: [sources[0], SpecSource(path: "specs/c.yaml", text: "b: 2\n")]) != base)
        #expect(fingerprint(sources: [sources[0], SpecSource(path: "specs/b.yaml", text: "b: 3\n")]) != base)
    }

    @Test("XXH64 gives the reference implementation's values")
    func contentHashVectors() {
        #expect(ContentHash.xxh64(Array("".utf8)) == 0xEF46_DB37_51D8_E999)
        #expect(ContentHash.xxh64(Array("a".utf8)) == 0xD24E_C4F1_A98C_6E5B)
        #expect(ContentHash.xxh64(Array("abc".utf8)) == 0x44BC_2CF5_AD77_0999)
        #expect(ContentHash.xxh64(Array("Nobody inspects the spammish repetition".utf8)) == 0xFBCE_A83C_8A37_8BF1)
        #expect(ContentHash.xxh64(utf8: "Nobody inspects the spammish repetition") == 0xFBCE_A83C_8A37_8BF1)
        // Longer than many 32-byte stripes (values from the Python xxhash package).
        #expect(ContentHash.xxh64(Array(repeating: UInt8(ascii: "x"), count: 1000)) == 0x4CB9_A3B6_9CB7_00E1)
        #expect(ContentHash.xxh64((0..<1000).map { UInt8(($0 * 7 + 3) % 256) }) == 0x5F23_5FA0_33F1_A3FB)
    }

    @Test("a file in parts is staged, compared and written as its whole text")
    func filesInPartsAreWrittenWhole() throws {
        let output = try TestPaths.temporaryFolder("parts")
        let writer = OutputWriter(folder: output.path)
        let whole = Array("let a = 1\nlet b = 2\n".utf8)
        let parted = GeneratedFile(name: "A.swift", parts: [Array(whole[..<5]), [], Array(whole[5...])])
        #expect(parted == GeneratedFile(name: "A.swift", bytes: whole))
        #expect(try writer.write([parted]).written == ["A.swift"])
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("A.swift").path) == Data(whole))
        // The same text cut elsewhere is unchanged; one byte more is not.
        #expect(
            try writer.write([GeneratedFile(name: "A.swift", parts: [Array(whole[..<9]), Array(whole[9...])])])
                .unchanged == ["A.swift"])
        #expect(try writer.write([GeneratedFile(name: "A.swift", parts: [whole, [0x0A]])]).written == ["A.swift"])
    }
}

extension Generator.Regeneration {
    var isUpToDate: Bool {
        if case .upToDate = self { return true }
        return false
    }
}
