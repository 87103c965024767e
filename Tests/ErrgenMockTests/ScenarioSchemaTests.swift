import ErrgenCore
import ErrgenMock
import Foundation
import TestSupport
import Testing

/// The scenario file's JSON Schema is what the decoder's table writes, and it accepts the
/// documentation's scenario file and rejects a misspelled key, as the decoder does.
@Suite struct ScenarioSchemaTests {
    static let committed = ReferenceSpec.repository.appendingPathComponent(ScenarioSchema.path)

    @Test func theCommittedSchemaIsWhatTheTableWrites() throws {
        if ProcessInfo.processInfo.environment["ERRGEN_RECORD"] == "1" {
            try ScenarioSchema.text.write(to: Self.committed, atomically: true, encoding: .utf8)
        }
        let text = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(text == ScenarioSchema.text, "run ERRGEN_RECORD=1 swift test --filter ScenarioSchema")
        #expect(JSONValue.parse(Data(text.utf8)) != nil, "the schema is JSON")
    }

    static let validatorAvailable = PythonModules.available("jsonschema")

    @Test(.enabled(if: validatorAvailable, "python3 with jsonschema is missing; CI installs it"))
    func theSchemaAgreesWithTheDecoder() async throws {
        let example = try DocumentedScenarios.text()
        let misspelled = example.replacingOccurrences(of: "retry_after: 2", with: "retry_afterr: 2")
        #expect(!ReferenceSpec.diagnostics(misspelled).isEmpty)
        let cases = JSONValue.array([
            .object([
                .init("name", .string("documented")), .init("valid", .boolean(true)),
                .init("document", try Self.json(example)),
            ]),
            .object([
                .init("name", .string("misspelled")), .init("valid", .boolean(false)),
                .init("document", try Self.json(misspelled)),
            ]),
            .object([
                .init("name", .string("no action")), .init("valid", .boolean(false)),
                .init("document", try Self.json("scenarios: {a: {responses: [{steps: [{status: 500}]}]}}")),
            ]),
        ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scenario-cases-\(UUID().uuidString).json")
        try cases.text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        // Without blocking a thread of the shared pool while python runs (ChildProcess).
        let result = try await ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", ReferenceSpec.repository.appendingPathComponent("Scripts/validate-spec-schema.py").path,
                Self.committed.path, file.path,
            ])
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    }

    /// YAML as editors read it (YAML 1.2's core schema): plain true, false, null and numbers are not text.
    static func json(_ yaml: String) throws -> JSONValue {
        var diagnostics = DiagnosticList()
        let root = try #require(YAMLLoader().load(Array(yaml.utf8), file: "x.yaml", diagnostics: &diagnostics))
        return convert(root)
    }

    private static func convert(_ node: YAMLNode) -> JSONValue {
        switch node.kind {
        case .sequence(let items): return .array(items.map(convert))
        case .mapping(let entries): return .object(entries.map { .init($0.key.value, convert($0.value)) })
        case .scalar(let scalar):
            guard scalar.isPlain else { return .string(scalar.value) }
            if scalar.isNull { return .null }
            if scalar.value == "true" || scalar.value == "false" { return .boolean(scalar.value == "true") }
            if Double(scalar.value) != nil, scalar.value.first?.isNumber == true || scalar.value.first == "-" {
                return .number(scalar.value)
            }
            return .string(scalar.value)
        }
    }
}

/// The scenario file "Testing error paths" shows (its `# scenarios.yaml` block).
enum DocumentedScenarios {
    static let article = ReferenceSpec.repository.appendingPathComponent(
        "Sources/ErrgenRuntime/ErrgenRuntime.docc/TestingErrorPaths.md")

    static func text() throws -> String {
        let markdown = try String(contentsOf: article, encoding: .utf8)
        let start = try #require(
            markdown.range(of: "```yaml\n# scenarios.yaml\n"), "the article shows no scenario file")
        let rest = markdown[start.upperBound...]
        let end = try #require(rest.range(of: "\n```"))
        return String(rest[..<end.lowerBound]) + "\n"
    }

    static func scenarios() throws -> [Scenario] {
        try ReferenceSpec.scenarios(try text(), file: "scenarios.yaml")
    }
}
