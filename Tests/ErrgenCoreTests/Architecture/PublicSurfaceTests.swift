import Foundation
import TestSupport
import Testing

/// Issue 27, point 5: public only what is promised. Apps link one library, ErrgenRuntime (their
/// test targets may link ErrgenMockTesting, the mock in process);
/// the generator is reached by the command and the plugins with `package` access; and what
/// only generated code names sits behind the runtime's `@_spi(Generated)`, out of an app's
/// completion, so that changing it is no breaking change.
@Suite("The public surface")
struct PublicSurfaceTests {
    static let root = TestPaths.repository

    @Test("ErrgenRuntime is the package's only library product for apps; ErrgenMockTesting is for their tests")
    func onlyTheRuntimeIsALibrary() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = manifest.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: ".library(name: \"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(libraries == ["ErrgenRuntime", "ErrgenMockTesting"])
    }

    @Test("ErrgenCore declares nothing public")
    func generatorDeclaresNothingPublic() throws {
        let folder = Self.root.appendingPathComponent("Sources/ErrgenCore")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        let modifier = try Regex(#"^\s*(@[a-zA-Z_]+(\([^)]*\))?\s+)*public\s"#)
        var files = 0
        for path in paths where path.hasSuffix(".swift") {
            files += 1
            let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.firstMatch(of: modifier) != nil {
                Issue.record("ErrgenCore/\(path):\(index + 1): public; the generator's API is `package`")
            }
        }
        #expect(files > 50)
    }

    /// An app's use of each plumbing type, and whether it type-checks.
    static let plumbing = [
        "let key: JSONKey = \"id\"",
        "let segment = PercentEncoding.pathSegment(\"a b\")",
        "let text = TextValue.of(1)",
        "let index = WireCodeIndex<Int>([(WireCode, Int)]())",
        "let cookie = CookieHeader.value([])",
    ]

    @Test("an app that imports ErrgenRuntime does not see generated-code plumbing", arguments: plumbing)
    func plumbingIsSPI(_ use: String) async throws {
        let plain = try await Self.typeCheck("import ErrgenRuntime\n\(use)\n")
        #expect(!plain.succeeded)
        #expect(plain.output.contains("cannot find"), "\(plain.output)")
        let generated = try await Self.typeCheck("@_spi(Generated) import ErrgenRuntime\n\(use)\n")
        #expect(generated.succeeded, "\(generated.output)")
    }

    static func typeCheck(_ code: String) async throws -> SwiftTypeChecker.Result {
        let folder = try TestPaths.temporaryFolder("surface")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        return try await SwiftTypeChecker.typeCheck([file], moduleName: "SurfaceApp", warningsAsErrors: false)
    }
}
