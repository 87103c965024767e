import Foundation
import Testing

/// Issue 39: errgen's output compiles in the target an iOS team puts it in, whatever that
/// target's settings, beside the app's own code. `Tests/Fixtures/app-target/FinFlowApp.swift`
/// is that code, written as the documentation shows: a view model calling the client, an
/// `ErrorDisplay`, a `TokenStore`, error processors, a `ClientMiddleware` and a test's
/// `HTTPTransport`. It is type-checked with the reference spec's `Generated/` as one module,
/// as the build plugin compiles it, in every `CompileMode`.
@Suite("Generated code beside app code, in every setting of an app target", .serialized)
struct AppTargetCompileTests {
    static let appCode = TestPaths.fixtures.appendingPathComponent("app-target/FinFlowApp.swift")

    @Test("the reference output and the app's code compile as one module", arguments: CompileMode.all)
    func referenceOutputBesideAppCode(mode: CompileMode) async throws {
        let generated = try FileManager.default.contentsOfDirectory(atPath: TestPaths.referenceOutput.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { TestPaths.referenceOutput.appendingPathComponent($0) }
        #expect(generated.count > 5)
        let result = try await SwiftTypeChecker.typeCheck(generated + [Self.appCode], moduleName: "App", mode: mode)
        #expect(result.succeeded, "the app target does not compile in \(mode):\n\(result.output.prefix(4000))")
    }

    /// The documentation's Swift examples, each in a main-actor app target with `Generated/`
    /// (its `import FinFlowAPI` dropped, as the module is the same): where an example needs an
    /// annotation there, the example writes it and RuntimeGuide says why.
    @Test(
        "every Swift example compiles in an Xcode 26 app target beside the generated code",
        arguments: DocumentationExamples.swiftExamples.filter { $0.kind == .appCode })
    func documentationExampleInAppTarget(_ example: DocumentationExamples.SwiftExample) async throws {
        let folder = try TestPaths.temporaryFolder("app-target-doc")
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        let code = example.block.lines.filter { $0.trimmingCharacters(in: .whitespaces) != "import FinFlowAPI" }
        try code.joined(separator: "\n").write(to: main, atomically: true, encoding: .utf8)
        let generated = try FileManager.default.contentsOfDirectory(atPath: TestPaths.referenceOutput.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { TestPaths.referenceOutput.appendingPathComponent($0) }
        let result = try await SwiftTypeChecker.typeCheck(
            generated + [main], moduleName: "App", mode: .xcodeApp, warningsAsErrors: false,
            moduleMaps: SwiftTypeChecker.packageModuleMaps)
        #expect(
            result.succeeded, "\(example.block.location) does not compile in \(CompileMode.xcodeApp):\n\(result.output)"
        )
        // Other warnings are the examples' own (an unused value); a concurrency one is a Swift 6 error to come.
        let isolationWarnings = result.output.split(separator: "\n").filter {
            $0.contains("warning:") && ["actor", "Sendable", "isolat"].contains(where: $0.contains)
        }
        #expect(isolationWarnings.isEmpty, "\(example.block.location): \(isolationWarnings.joined(separator: "\n"))")
    }
}
