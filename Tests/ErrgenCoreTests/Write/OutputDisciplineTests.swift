import Foundation
import TestSupport
import Testing

@testable import ErrgenCore

/// DESIGN.md's output rules: deterministic bytes, unchanged files not rewritten,
/// files errgen no longer produces removed, nothing else touched.
@Suite("Output discipline")
struct OutputDisciplineTests {
    /// The reference spec's files, copied into a new folder in the given order
    /// (creation order changes what the file system lists first).
    static func copyReferenceSpec(reversed: Bool) throws -> URL {
        // Same folder name in different places: the header names the folder, nothing else of its path.
        let folder = try TestPaths.temporaryFolder("copy").appendingPathComponent("specs")
        let source = TestPaths.referenceSpec.path + "/"
        var paths = try SpecFolderLoader.specPaths(in: source).map { String($0.dropFirst(source.count)) }
        if reversed { paths.reverse() }
        for path in paths {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: TestPaths.referenceSpec.appendingPathComponent(path), to: target)
        }
        return folder
    }

    @Test("the same spec gives byte-identical files whatever order its files were created in")
    func deterministicAcrossFileOrder() throws {
        let forward = try Self.copyReferenceSpec(reversed: false)
        let backward = try Self.copyReferenceSpec(reversed: true)
        let first = try #require(try Generator.generate(folder: forward.path).files)
        let second = try #require(try Generator.generate(folder: backward.path).files)
        #expect(first == second)
        // And the same as the repository's own specs/ folder gives.
        let reference = try #require(try Generator.generate(folder: TestPaths.referenceSpec.path).files)
        #expect(first == reference)
    }

    @Test("the loader lists spec files in byte order, recursively, whatever the file system returns")
    func loaderSortsPaths() throws {
        let folder = try Self.copyReferenceSpec(reversed: true)
        let paths = try SpecFolderLoader.specPaths(in: folder.path).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(
            paths == [
                "errgen.yaml", "errors/auth.yaml", "errors/common.yaml", "models.yaml", "services/auth.yaml",
                "services/movie.yaml", "services/payments.yaml", "services/profile.yaml",
            ])
    }

    @Test("the command line's output does not depend on the machine's locale or time zone")
    func deterministicAcrossLocales() async throws {
        let binary = try #require(TestPaths.buildProducts?.appendingPathComponent("errgen"))
        var outputs: [[String: Data]] = []
        for environment in [
            ["LC_ALL": "C", "TZ": "UTC"], ["LC_ALL": "vi_VN.UTF-8", "LANG": "tr_TR.UTF-8", "TZ": "Asia/Ho_Chi_Minh"],
        ] {
            let output = try TestPaths.temporaryFolder("out")
            let result = try await ChildProcess.run(
                binary, ["generate", TestPaths.referenceSpec.path, "--output", output.path, "--quiet"],
                environment: environment)
            #expect(result.exitCode == 0)
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                files[name] = FileManager.default.contents(atPath: output.appendingPathComponent(name).path)
            }
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].count == OutputFileSet.all(modelParts: 1).count + 1)  // and the manifest
    }

    @Test("files whose bytes did not change are not rewritten: their modification times stay")
    func unchangedFilesKeepTheirTimestamps() throws {
        let folder = try TestPaths.temporaryFolder("out")
        let files = try #require(try Generator.generate(folder: TestPaths.referenceSpec.path).files)
        let writer = OutputWriter(folder: folder.path)
        let first = try writer.write(files)
        #expect(first.written.count == files.count)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for file in files {
            try FileManager.default.setAttributes(
                [.modificationDate: old], ofItemAtPath: folder.appendingPathComponent(file.name).path)
        }
        var changed = files
        changed[0].contents += "// changed\n"
        let second = try writer.write(changed)
        #expect(second.written == [files[0].name])
        #expect(second.unchanged.count == files.count - 1)
        for file in files.dropFirst() {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent(file.name).path)
            #expect(attributes[.modificationDate] as? Date == old, "\(file.name) was rewritten")
        }
        let rewritten = try FileManager.default.attributesOfItem(
            atPath: folder.appendingPathComponent(files[0].name).path)
        #expect(rewritten[.modificationDate] as? Date != old)
    }

    @Test("files errgen wrote before and no longer produces are removed; other files are untouched")
    func staleFilesRemovedOthersKept() throws {
        let folder = try TestPaths.temporaryFolder("out")
        let writer = OutputWriter(folder: folder.path)
        let files = try #require(try Generator.generate(folder: TestPaths.referenceSpec.path).files)
        _ = try writer.write(files)
        let userFile = folder.appendingPathComponent("Handwritten.swift")
        try Data("// mine\n".utf8).write(to: userFile)
        // A run without the string catalog no longer produces Localizable.xcstrings.
        let withoutCatalog = try #require(
            try Generator.generate(folder: TestPaths.referenceSpec.path, options: .init(includeStringCatalog: false))
                .files)
        let report = try writer.write(withoutCatalog)
        #expect(report.removed == [OutputFileSet.strings])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(OutputFileSet.strings).path))
        #expect(FileManager.default.contents(atPath: userFile.path) == Data("// mine\n".utf8))
        #expect(report.written.isEmpty)
    }

    @Test("a manifest cannot make errgen delete outside its folder")
    func manifestCannotEscape() throws {
        let parent = try TestPaths.temporaryFolder("parent")
        let outside = parent.appendingPathComponent("keep.txt")
        try Data("keep".utf8).write(to: outside)
        let folder = parent.appendingPathComponent("Generated")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("../keep.txt\n/etc/hostname\n".utf8).write(
            to: folder.appendingPathComponent(OutputWriter.manifestName))
        _ = try OutputWriter(folder: folder.path).write([GeneratedFile(name: "A.swift", contents: "\n")])
        #expect(FileManager.default.fileExists(atPath: outside.path))
    }

    @Test("changes(for:) reports exactly the stale files, with a unified diff a reader can apply")
    func checkReportsStaleFiles() throws {
        let folder = try TestPaths.temporaryFolder("out")
        let writer = OutputWriter(folder: folder.path)
        let files = try #require(try Generator.generate(folder: TestPaths.referenceSpec.path).files)
        _ = try writer.write(files)
        #expect(writer.changes(for: files).isEmpty)
        var edited = files
        edited[1].contents = edited[1].contents.replacingOccurrences(
            of: "case validationError", with: "case validationFailed")
        let changes = writer.changes(for: edited)
        #expect(changes.map(\.name) == [files[1].name])
        let diff = UnifiedDiff.diff(old: changes[0].old ?? "", new: changes[0].new ?? "", oldName: "a", newName: "b")
        #expect(
            diff.contains(
                "\n-    case validationError(fieldErrors: [Swift.String: [Swift.String]], context: ErrgenRuntime.ErrorContext)\n"
                    + "+    case validationFailed(fieldErrors: [Swift.String: [Swift.String]], context: ErrgenRuntime.ErrorContext)\n"
            ))
    }
}
