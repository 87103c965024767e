import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// Scenario values are checked against their field's type when the file is read, and every
/// value the mock makes up or takes from a spec is valid JSON: nothing invalid goes on the wire.
@Suite struct ScenarioValueTests {
    @Test func aValueThatIsNotAJSONNumberOfItsTypeIsALocatedError() {
        let lines = ReferenceSpec.diagnostics(
            """
            scenarios:
              bad:
                responses:
                  - steps:
                      - {code: RATE_LIMITED, fields: {retry_after: nan}}
                      - {code: RATE_LIMITED, fields: {retry_after: 0x1F}}
                      - {code: RATE_LIMITED, fields: {retry_after: inf}}
                      - {code: RATE_LIMITED, fields: {retry_after: "-infinity"}}
                      - {code: RATE_LIMITED, fields: {retry_after: 1.5}}
                      - {code: RATE_LIMITED, fields: {retry_after: 1e3}}
                      - {code: RATE_LIMITED, fields: {retry_after: +5}}
                      - {code: RATE_LIMITED, fields: {retry_after: 007}}
                      - {code: RATE_LIMITED, fields: {retry_after: 99999999999999999999}}
                      - {code: INVALID_CREDENTIALS, fields: {remaining_attempts: .nan}}
            """)
        #expect(
            lines == [
                "scenarios.yaml:5:56: error: 'nan' is not a JSON number (Int)",
                "scenarios.yaml:6:56: error: '0x1F' is not a JSON number (Int)",
                "scenarios.yaml:7:56: error: 'inf' is not a JSON number (Int)",
                "scenarios.yaml:8:56: error: '-infinity' is not a JSON number (Int)",
                "scenarios.yaml:9:56: error: '1.5' is not a whole number (Int)",
                "scenarios.yaml:10:56: error: '1e3' is not a whole number (Int)",
                "scenarios.yaml:11:56: error: '+5' is not a JSON number (Int)",
                "scenarios.yaml:12:56: error: '007' is not a JSON number (Int)",
                "scenarios.yaml:13:56: error: '99999999999999999999' is out of range for Int",
                "scenarios.yaml:14:70: error: '.nan' is not a JSON number (Int)",
            ])
    }

    @Test func wholeNumbersOfAnIntegerFieldAreSentAsWritten() throws {
        let scenarios = try ReferenceSpec.scenarios(
            """
            scenarios:
              good:
                responses:
                  - steps:
                      - {code: RATE_LIMITED, fields: {retry_after: 12}}
                      - {code: RATE_LIMITED, fields: {retry_after: "-3"}}
                      - {code: RATE_LIMITED, fields: {retry_after: null}}
            """)
        let steps = try #require(scenarios.first?.rules.first?.steps)
        #expect(steps.map { $0.fields["retry_after"] } == [.number("12"), .number("-3"), .null])
    }

    /// A type's value from YAML, with what was wrong with it.
    func read(_ yaml: String, as type: TypeRef?) throws -> (JSONValue, [String]) {
        var diagnostics = DiagnosticList()
        let node = try #require(YAMLLoader().load(Array(yaml.utf8), file: "x.yaml", diagnostics: &diagnostics))
        var problems: [String] = []
        let value = ExampleValue.json(node, as: type) { message, _ in problems.append(message) }
        return (value, problems)
    }

    @Test(arguments: [
        ("nan", PrimitiveType.double), (".inf", .double), ("-.Inf", .float), ("1e400", .double), ("1e39", .float),
        ("0x1F", .decimal), ("1.", .double), (".5", .double), ("2147483648", .int32), ("-2147483649", .int32),
        ("1.0", .int64),
    ])
    func numbersOutsideJSONOrTheirTypeAreRefused(_ text: String, _ primitive: PrimitiveType) throws {
        let (value, problems) = try read(text, as: .primitive(primitive))
        #expect(problems.count == 1, "\(text) as \(primitive)")
        #expect(Self.isJSON(value.text), "\(value.text)")
    }

    @Test(arguments: [
        ("1.5", PrimitiveType.double), ("-0.25e3", .float), ("0", .int32), ("-2147483648", .int32),
        ("9223372036854775807", .int), ("12345678901234567890.5", .decimal),
    ])
    func jsonNumbersOfTheirTypeAreSentAsWritten(_ text: String, _ primitive: PrimitiveType) throws {
        let (value, problems) = try read(text, as: .primitive(primitive))
        #expect(problems.isEmpty, "\(problems)")
        #expect(value == .number(text))
    }

    @Test(arguments: ["nan", ".inf", "-.inf", "0x1F", "0o17", "+5", "1_000", "007"])
    func anUntypedScalarThatIsNotAJSONNumberStaysText(_ text: String) throws {
        let (value, problems) = try read(text, as: nil)
        #expect(problems.isEmpty)
        #expect(value == .string(text))
    }

    static let specFolders = [
        "specs", "Tests/Fixtures/golden/types/spec", "Tests/Fixtures/golden/shapes/spec",
        "Tests/Fixtures/golden/openapi-constructs/spec", "Tests/Fixtures/golden/openapi-shop/spec",
        "Tests/Fixtures/golden/adversarial/spec", "Tests/Fixtures/golden/messages/spec",
    ]

    @Test(arguments: specFolders)
    func everySynthesizedValueIsValidJSON(_ folder: String) throws {
        let (checked, diagnostics) = try Generator.lint(
            folder: ReferenceSpec.repository.appendingPathComponent(folder).path)
        try #require(!diagnostics.hasErrors, "\(folder) has errors")
        let api = MockAPI(checked: checked)
        var types: [TypeRef] = PrimitiveType.allCases.map { .primitive($0) } + [.json]
        types += api.spec.models.map { .model($0.name.value) } + api.spec.enums.map { .model($0.name.value) }
        types += api.spec.unions.map { .model($0.name.value) }
        types = types.flatMap { [$0, .array($0), .dictionary($0), .optional($0)] }
        var checkedValues = 0
        for seed: UInt64 in [0, 1, 2, 7, 42] {
            let values = ValueSynthesizer(api: api, seed: seed)
            for type in types {
                let text = values.value(of: type, at: "\(type)").text
                #expect(Self.isJSON(text), "\(folder), seed \(seed), \(type): \(text)")
                checkedValues += 1
            }
            let errors = ErrorResponseBuilder(api: api, values: values)
            for entry in api.catalog.entries.indices {
                let body = errors.reply(entry: entry).bodyText
                #expect(Self.isJSON(body), "\(folder), seed \(seed), entry \(entry): \(body)")
                checkedValues += 1
            }
        }
        #expect(checkedValues > 50)
    }

    /// Whether Foundation's strict reader and the mock's own both take `text` as one JSON value.
    static func isJSON(_ text: String) -> Bool {
        let data = Data(text.utf8)
        return (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            && JSONValue.parse(data) != nil
    }
}
