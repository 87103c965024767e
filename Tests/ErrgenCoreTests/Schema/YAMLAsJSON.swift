import Foundation
import TestSupport

@testable import ErrgenCore

/// A YAML tree as an editor's schema validator sees it: YAML 1.2's core schema types the
/// plain scalars (null, booleans, integers, floats), everything else is a string, and
/// mapping keys are their text.
indirect enum YAMLAsJSON: Encodable, Sendable {
    case null
    case boolean(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([YAMLAsJSON])
    case object([(String, YAMLAsJSON)])

    init(_ node: YAMLNode) {
        switch node.kind {
        case .scalar(let scalar): self = Self.scalar(scalar)
        case .sequence(let items): self = .array(items.map(YAMLAsJSON.init))
        case .mapping(let entries): self = .object(entries.map { ($0.key.value, YAMLAsJSON($0.value)) })
        }
    }

    /// The core schema's resolution of a plain scalar (YAML 1.2.2, 10.3.2).
    static func scalar(_ scalar: YAMLScalar) -> YAMLAsJSON {
        guard scalar.isPlain else { return .string(scalar.value) }
        let text = scalar.value
        func matches(_ pattern: String) -> Bool { text.range(of: pattern, options: .regularExpression) != nil }
        if matches(#"^(null|Null|NULL|~|)$"#) { return .null }
        if matches(#"^(true|True|TRUE)$"#) { return .boolean(true) }
        if matches(#"^(false|False|FALSE)$"#) { return .boolean(false) }
        if matches(#"^[-+]?[0-9]+$"#), let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) {
            return .integer(value)
        }
        if matches(#"^0x[0-9a-fA-F]+$"#), let value = Int(text.dropFirst(2), radix: 16) { return .integer(value) }
        if matches(#"^0o[0-7]+$"#), let value = Int(text.dropFirst(2), radix: 8) { return .integer(value) }
        if matches(#"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$"#), let value = Double(text) {
            return .number(value)
        }
        return .string(text)
    }

    /// The documents of spec text, through errgen's own loader; `nil` when it does not load.
    static func load(_ text: String, file: String = "spec.yaml") -> YAMLAsJSON? {
        var diagnostics = DiagnosticList()
        let node = YAMLLoader().load(Array(text.utf8), file: file, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        return node.map(YAMLAsJSON.init) ?? .null
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .boolean(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let items): try container.encode(items)
        case .object(let members):
            var keyed = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try keyed.encode(value, forKey: Key(key)) }
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// One document for `Scripts/validate-spec-schema.py`, with whether errgen accepts it. A
/// folder's case is a list of its files' documents: valid when every file is.
struct SchemaCase: Encodable, Sendable {
    var name: String
    var valid: Bool
    var document: YAMLAsJSON
    var folder = false
}

/// Runs `Scripts/validate-spec-schema.py` on the committed schema.
enum SchemaValidator {
    static let script = TestPaths.repository.appendingPathComponent("Scripts/validate-spec-schema.py")
    static let schema = TestPaths.repository.appendingPathComponent(SpecSchema.path)

    enum Outcome {
        /// Every case as expected.
        case agrees
        /// The lines of the cases that were not.
        case disagrees(String)
        /// python3 or its jsonschema package is missing.
        case unavailable(String)
    }

    static func validate(_ cases: [SchemaCase]) async throws -> Outcome {
        let folder = try TestPaths.temporaryFolder("errgen-schema")
        defer { try? FileManager.default.removeItem(at: folder) }
        let casesFile = folder.appendingPathComponent("cases.json")
        try JSONEncoder().encode(cases).write(to: casesFile)
        let result: ChildProcess.Result
        do {
            result = try await ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["python3", script.path, schema.path, casesFile.path])
        } catch {
            return .unavailable("python3 cannot be run: \(error)")
        }
        switch result.exitCode {
        case 0: return .agrees
        case 3, 127: return .unavailable(result.stdout + result.stderr)
        default: return .disagrees(result.stdout + result.stderr)
        }
    }
}
