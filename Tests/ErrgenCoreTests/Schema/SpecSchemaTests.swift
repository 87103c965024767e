import Foundation
import TestSupport
import Testing

@testable import ErrgenCore

/// Issue 16, point 2: the JSON Schema of a spec file is written from `SpecFormat`, the
/// table the decoder reads its keys from, and it agrees with the decoder:
///
/// - the committed `schema/errgen-spec.schema.json` is what the table generates
///   (`ERRGEN_RECORD=1 swift test --filter SpecSchema` rewrites it);
/// - every claim of the table is tried on the decoder and on the schema: for each key of
///   each mapping a value of the right kind (both accept) and values of wrong kinds,
///   unknown keys and missing required keys (both reject);
/// - every spec file errgen accepts (the reference spec, the golden specs, the
///   documentation's clean examples, `errgen init`'s starter) is valid, and the bad-input
///   fixtures with a structural mistake are not.
///
/// The schema side runs `Scripts/validate-spec-schema.py` (python3 with `jsonschema`),
/// which CI installs; without it those tests are skipped and say so.
@Suite("JSON Schema of the spec format")
struct SpecSchemaTests {
    static let committed = TestPaths.repository.appendingPathComponent(SpecSchema.path)

    static let validatorAvailable = PythonModules.available("jsonschema")

    static let needsValidator = Testing.ConditionTrait.enabled(
        if: validatorAvailable,
        "python3 with the jsonschema package is missing (pip install jsonschema); CI installs it")

    @Test("the committed schema is what the decoder's table generates")
    func committedSchemaIsCurrent() throws {
        let generated = SpecSchema.text
        if ProcessInfo.processInfo.environment["ERRGEN_RECORD"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.committed.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: Self.committed)
            return
        }
        let text = (try? String(contentsOf: Self.committed, encoding: .utf8)) ?? ""
        if text != generated {
            let diff = UnifiedDiff.diff(
                old: text, new: generated, oldName: "a/\(SpecSchema.path)", newName: "b/\(SpecSchema.path)")
            Issue.record(
                "\(SpecSchema.path) is not what SpecFormat generates (ERRGEN_RECORD=1 swift test --filter SpecSchema rewrites it):\n\(diff)"
            )
        }
    }

    @Test("the schema knows every section and key the decoder reads")
    func schemaHasEveryKey() throws {
        let text = SpecSchema.text
        for section in SpecDecoder.settingsSections + SpecDecoder.namedSections {
            #expect(text.contains("\"\(section)\" : {"), "the schema has no section '\(section)'")
        }
        for mapping in [SpecFormat.error, SpecFormat.endpoint, SpecFormat.retryPolicy, SpecFormat.module] {
            for key in mapping.allowed { #expect(text.contains("\"\(key)\" : {"), "the schema has no key '\(key)'") }
        }
    }

    @Test("every file of the reference spec names the committed schema by a path that resolves to it")
    func referenceSpecNamesTheSchema() throws {
        let prefix = "# yaml-language-server: $schema="
        for path in try SpecFolderLoader.specPaths(in: TestPaths.referenceSpec.path) {
            let first = String(try String(contentsOfFile: path, encoding: .utf8).prefix { $0 != "\n" })
            #expect(first.hasPrefix(prefix), "\(path) does not start with '\(prefix)'")
            let target = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(
                String(first.dropFirst(prefix.count)))
            #expect(
                target.standardized.path == Self.committed.standardized.path,
                "\(path) names \(target.standardized.path)")
        }
        #expect(SpecSchema.text.contains("\"$id\" : \"\(SpecSchema.url)\""))
    }

    // MARK: The table, tried on both

    @Test("every case made from the table is accepted or rejected by the decoder as the table says")
    func decoderFollowsTheTable() {
        let cases = FormatCases.all
        #expect(cases.count > 150)
        for item in cases {
            let (accepted, diagnostics) = FormatCases.decoderAccepts(item.yaml)
            if accepted != item.valid {
                Issue.record(
                    "\(item.name): the table says \(item.valid ? "valid" : "invalid"), the decoder \(accepted ? "accepts" : "rejects") it\n\(item.yaml)\n\(diagnostics)"
                )
            }
        }
    }

    @Test("every case made from the table is accepted or rejected by the schema as by the decoder", needsValidator)
    func schemaFollowsTheTable() async throws {
        let cases = try FormatCases.all.map { item in
            SchemaCase(
                name: item.name, valid: item.valid,
                document: try #require(YAMLAsJSON.load(item.yaml), "\(item.name) does not load"))
        }
        try await Self.expectAgreement(cases)
    }

    // MARK: Real specs

    @Test("every spec file errgen accepts is valid against the schema", needsValidator)
    func acceptedSpecsAreValid() async throws {
        var cases: [SchemaCase] = []
        var folders = [TestPaths.referenceSpec]
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.goldenFixtures.path).sorted() {
            folders.append(TestPaths.goldenFixtures.appendingPathComponent(name).appendingPathComponent("spec"))
        }
        for folder in folders {
            let outcome = try Generator.generate(folder: folder.path)
            #expect(!outcome.hasErrors, "\(folder.path) has errors")
            // The files of an OpenAPI document in the folder are OpenAPI's, not spec files.
            let openAPI = Set(outcome.spec.openAPIFiles)
            for path in try SpecFolderLoader.specPaths(in: folder.path)
            where !openAPI.contains(OpenAPIFiles.normalized(path)) {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                cases.append(SchemaCase(name: path, valid: true, document: try #require(YAMLAsJSON.load(text))))
            }
        }
        for example in DocumentationExamples.specExamples where example.expectedDiagnostics == nil {
            cases.append(
                SchemaCase(
                    name: example.block.location, valid: true,
                    document: try #require(YAMLAsJSON.load(example.block.text))))
        }
        #expect(cases.count > 30)
        try await Self.expectAgreement(cases)
    }

    @Test("the starter 'errgen init' writes is valid and names the schema", needsValidator)
    func starterIsValid() async throws {
        let work = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        #expect(try await ErrgenProcess.run(["init"], in: work.path).exitCode == 0)
        let text = try String(contentsOf: work.appendingPathComponent("specs/errgen.yaml"), encoding: .utf8)
        #expect(text.hasPrefix("# yaml-language-server: $schema=\(SpecSchema.url)\n"))
        try await Self.expectAgreement([
            SchemaCase(name: "starter", valid: true, document: try #require(YAMLAsJSON.load(text)))
        ])
    }

    /// The bad-input fixtures whose mistake the schema sees in one file: an unknown key, a
    /// wrong type, a value outside its choices or bounds, a scalar that breaks its grammar.
    /// Every other fixture's mistake spans files or needs the whole spec (a reference, a
    /// name collision, a placeholder, YAML itself), which only errgen can check.
    static let structuralMistakes: Set<String> = [
        "bad-duration", "empty-key-path-in-envelope", "empty-key-path-in-field", "fallback-status-out-of-range",
        "field-from-header-not-a-token", "locale-not-bcp47", "max-attempts-zero", "multiplier-below-one",
        "status-above-599", "status-below-100", "unknown-category", "unknown-key-did-you-mean",
        "unknown-key-in-error-entry",
        "unknown-key-misspells-required-key", "unknown-section", "unsupported-version", "yes-as-boolean",
        "zero-duration",
        "bad-locale-used-by-texts", "several-mistakes", "header-name-not-a-token", "default-header-name-not-a-token",
        "key-path-with-bracket-index", "renamed-from-empty-list", "deprecated-not-a-message", "renamed-code-not-a-code",
    ]

    @Test(
        "bad-input fixtures with a structural mistake are rejected by the schema; the others are errgen's to find",
        needsValidator)
    func structuralMistakesAreRejected() async throws {
        let badInput = TestPaths.fixtures.appendingPathComponent("bad-input")
        let folders = try FileManager.default.contentsOfDirectory(atPath: badInput.path).filter { !$0.contains(".") }
            .sorted()
        #expect(Self.structuralMistakes.isSubset(of: folders))
        var cases: [SchemaCase] = []
        for name in Self.structuralMistakes.sorted() {
            // One document per folder: the mistake is in one of its files, so the folder's
            // files as one list must fail.
            var documents: [YAMLAsJSON] = []
            for path in try SpecFolderLoader.specPaths(in: badInput.appendingPathComponent(name).path) {
                documents.append(
                    try #require(YAMLAsJSON.load(try String(contentsOfFile: path, encoding: .utf8)), "\(path)"))
            }
            cases.append(SchemaCase(name: name, valid: false, document: .array(documents), folder: true))
        }
        try await Self.expectAgreement(cases)
    }

    static func expectAgreement(_ cases: [SchemaCase]) async throws {
        let outcome = try await SchemaValidator.validate(cases)
        switch outcome {
        case .agrees: break
        case .disagrees(let lines): Issue.record("the schema and errgen disagree:\n\(lines)")
        case .unavailable(let reason): Issue.record("the schema validator cannot run: \(reason)")
        }
    }
}

/// Spec files made from `SpecFormat`: for each value kind a value of that kind and values
/// of wrong kinds, for each mapping its required keys, an unknown key, each key missing.
enum FormatCases {
    struct Case {
        var name: String
        var yaml: String
        var valid: Bool
    }

    /// A YAML value in flow style, so a whole case is one line.
    indirect enum Flow {
        case plain(String)
        case quoted(String)
        case list([Flow])
        case map([(String, Flow)])

        var yaml: String {
            switch self {
            case .plain(let text): text
            case .quoted(let text): "\"\(text)\""
            case .list(let items): "[" + items.map(\.yaml).joined(separator: ", ") + "]"
            case .map(let entries):
                "{" + entries.map { "\($0.0.isEmpty ? "\"\"" : $0.0): \($0.1.yaml)" }.joined(separator: ", ") + "}"
            }
        }

        func setting(_ key: String, _ value: Flow?) -> Flow {
            guard case .map(var entries) = self else { return self }
            entries.removeAll { $0.0 == key }
            if let value { entries.append((key, value)) }
            return .map(entries)
        }
    }

    typealias Samples = (valid: [(String, Flow)], invalid: [(String, Flow)])

    static let all: [Case] = {
        var cases: [Case] = []
        let base = Flow.map([("errgen", .plain("1"))])
        cases.append(Case(name: "a file with errgen: 1", yaml: base.yaml, valid: true))
        cases.append(Case(name: "a file that is a list", yaml: "[errgen]", valid: false))
        cases.append(Case(name: "an unknown section", yaml: base.setting("erorrs", .map([])).yaml, valid: false))
        for (key, _) in SpecFormat.sections {
            let samples = samples(key.value)
            for (label, value) in samples.valid {
                cases.append(Case(name: "\(key.name)\(label)", yaml: base.setting(key.name, value).yaml, valid: true))
            }
            for (label, value) in samples.invalid {
                cases.append(Case(name: "\(key.name)\(label)", yaml: base.setting(key.name, value).yaml, valid: false))
            }
        }
        return cases
    }()

    /// Whether Load and Decode report no error for one file.
    static func decoderAccepts(_ yaml: String) -> (Bool, String) {
        var diagnostics = DiagnosticList()
        let files = SpecFolderLoader.load(
            sources: [SpecSource(path: "errgen.yaml", text: yaml)], diagnostics: &diagnostics)
        diagnostics.append(contentsOf: SpecDecoder.decode(files).1)
        return (!diagnostics.hasErrors, diagnostics.sorted.map(\.description).joined(separator: "\n"))
    }

    /// The valid values of a kind (the first is the smallest) and invalid ones, each labelled.
    static func samples(_ value: SpecFormat.Value) -> Samples {
        let aList = Flow.list([.plain("a")])
        switch value {
        case .text: return ([("", .plain("hello"))], [(": a list", aList)])
        case .nonEmptyText:
            return (
                [("", .plain("x")), (": a number", .plain("42"))], [(": empty", .quoted("")), (": a list", aList)]
            )
        case .integer(let minimum, let maximum):
            var invalid: [(String, Flow)] = [
                (": not a number", .plain("abc")), (": quoted", .quoted("\(minimum ?? 1)")),
            ]
            if let minimum { invalid.append((": below \(minimum)", .plain("\(minimum - 1)"))) }
            if let maximum { invalid.append((": above \(maximum)", .plain("\(maximum + 1)"))) }
            return ([("", .plain("\(minimum ?? 1)"))], invalid)
        case .number(let minimum?):
            return (
                [("", .plain("2")), (": a decimal", .plain("\(minimum).5"))],
                [(": not a number", .plain("abc")), (": below \(minimum)", .plain("\(minimum - 1).5"))]
            )
        case .number(nil):
            return (
                [("", .plain("2")), (": a negative decimal", .plain("-0.5"))],
                [(": not a number", .plain("abc")), (": a list", aList)]
            )
        case .boolean: return ([("", .plain("true"))], [(": yes", .plain("yes")), (": quoted", .quoted("true"))])
        case .choice(let names): return ([("", .plain(names[0]))], [(": not a choice", .plain("bogus"))])
        case .duration:
            return (
                [("", .plain("30s")), (": seconds", .plain("2")), (": 1.5s", .plain("1.5s"))],
                [(": 1 min", .plain("1 min")), (": 0s", .plain("0s")), (": hours", .plain("1h"))]
            )
        case .type:
            return (
                [("", .plain("Int?")), (": a list type", .quoted("[String: [Int]]"))],
                [(": Map<Int>", .plain("Map<Int>")), (": a list", aList)]
            )
        case .keyPath: return ([("", .plain("error.code"))], [(": empty part", .plain("error..code"))])
        case .locale: return ([("", .plain("en"))], [(": underscore", .plain("pt_BR"))])
        case .errorReference:
            return (
                [("", .plain("E")), (": an integer", .plain("5002"))], [(": empty", .quoted("")), (": a list", aList)]
            )
        case .localizedText:
            return (
                [("", .plain("hello")), (": by locale", .map([("en", .plain("hello")), ("pt-BR", .plain("olá"))]))],
                [
                    (": bad locale", .map([("pt_BR", .plain("olá"))])), (": a list", aList),
                    (": text a list", .map([("en", aList)])),
                ]
            )
        case .fieldSource:
            return (
                [("", .plain("header.Retry-After")), (": body", .plain("body.error.retry"))],
                [(": query", .plain("query.x")), (": empty path", .plain("body."))]
            )
        case .version: return ([("", .plain("1"))], [(": 2", .plain("2")), (": quoted", .quoted("1"))])
        case .anything:
            return ([("", .plain("12")), (": a mapping", .map([("id", .plain("7"))])), (": a list", aList)], [])
        case .list(let item, let minimum):
            let items = samples(item)
            var invalid: [(String, Flow)] = [(": not a list", .plain("x"))]
            if minimum > 0 { invalid.append((": empty", .list([]))) }
            invalid += items.invalid.map { ("[]\($0.0)", Flow.list([$0.1])) }
            return (items.valid.map { ("[]\($0.0)", Flow.list([$0.1])) }, invalid)
        case .oneOrList(let item):
            let items = samples(item)
            var invalid: [(String, Flow)] = [(": empty", .list([])), (": a mapping", .map([("a", .plain("b"))]))]
            invalid += items.invalid.map { ("[]\($0.0)", Flow.list([$0.1])) }
            invalid += items.invalid.filter { $0.0 != ": a list" }
            return (items.valid + items.valid.map { ("[]\($0.0)", Flow.list([$0.1, .plain("older")])) }, invalid)
        case .deprecation:
            return (
                [
                    ("", .plain("true")), (": a message", .quoted("Use Other")), (": false", .plain("false")),
                    (": with a sunset", .map([("message", .plain("Use Other")), ("sunset", .plain("2027-06-30"))])),
                ],
                [
                    (": empty", .quoted("")), (": a list", aList), (": nothing", .plain("null")),
                    (": unknown key", .map([("reason", .plain("Use Other"))])),
                    (": sunset not a day", .map([("sunset", .plain("30/06/2027"))])),
                ]
            )
        case .day:
            return ([("", .plain("2027-06-30"))], [(": month 13", .plain("2027-13-01")), (": a list", aList)])
        case .mapping(let mapping): return samples(mapping)
        case .entries(let key, let item):
            let name =
                switch key {
                case .any: "k"
                case .errorCode: "E"
                case .status: "404"
                case .headerName: "X-Trace"
                }
            let items = samples(item)
            var invalid: [(String, Flow)] = [(": not a mapping", .plain("x"))]
            switch key {
            // A header name that is no token is Check's to report (the decoder reads it): see
            // the bad-input fixtures `header-name-not-a-token` and `default-header-name-not-a-token`.
            case .any, .headerName: break
            case .errorCode: invalid.append((": an empty code", .map([("", items.valid[0].1)])))
            case .status: invalid.append((": key 4x4", .map([("4x4", items.valid[0].1)])))
            }
            invalid += items.invalid.map { (".\(name)\($0.0)", Flow.map([(name, $0.1)])) }
            return (items.valid.map { (".\(name)\($0.0)", Flow.map([(name, $0.1)])) }, invalid)
        case .shortOrLong(let short, let long):
            let shortSamples = samples(short)
            let longSamples = samples(long)
            // The long form's "not a mapping" is a short form; so is a long form without its
            // required keys when the short form is a mapping too (a model's properties).
            let shortIsMapping = if case .entries = short { true } else { false }
            return (
                shortSamples.valid + longSamples.valid,
                shortSamples.invalid
                    + longSamples.invalid.filter {
                        $0.0 != ": not a mapping" && !(shortIsMapping && $0.0.hasPrefix(" without "))
                    }
            )
        }
    }

    static func samples(_ mapping: SpecFormat.Mapping) -> Samples {
        let requiredKeys = mapping.keys.filter(\.isRequired)
        let smallest = Flow.map(requiredKeys.map { ($0.name, samples($0.value).valid[0].1) })
        let full = Flow.map(mapping.keys.map { ($0.name, samples($0.value).valid[0].1) })
        var valid: [(String, Flow)] = [("", smallest), (" with every key", full)]
        var invalid: [(String, Flow)] = [
            (": not a mapping", .plain("x")), (": an unknown key", smallest.setting("bogus_key", .plain("x"))),
        ]
        for key in requiredKeys {
            invalid.append((" without \(key.name)", smallest.setting(key.name, nil)))
        }
        for key in mapping.keys {
            let keySamples = samples(key.value)
            for (label, value) in keySamples.valid.dropFirst() {
                valid.append((".\(key.name)\(label)", smallest.setting(key.name, value)))
            }
            for (label, value) in keySamples.invalid {
                invalid.append((".\(key.name)\(label)", smallest.setting(key.name, value)))
            }
        }
        return (valid, invalid)
    }
}
