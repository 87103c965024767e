import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// Issue 44, point 7: a malformed request gets the catalog's validation entry, the one the
/// spec names in `mock.validation_error` or the one ``ValidationEntry``'s rule picks, with
/// the fields that really failed in the entry's fields and nothing made up beside them.
@Suite struct ValidationEntryTests {
    /// A shop whose `placeOrder` documents an entry of status 422 that is not about the
    /// request's shape (an order too heavy), beside the catalog's `entries`.
    static func spec(entries: String, mock: String = "", models: String = "") -> String {
        """
        errgen: 1
        module: {name: Shop}
        envelope: {code: error.code, message: error.message, details: error.details}
        defaults: {auth: none}
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: BAD_REQUEST, 5xx: SERVER_ERROR}
        \(mock)
        errors:
          ORDER_TOO_HEAVY:
            status: 422
            category: non_retryable
            message: The order weighs {weight} kg; the limit is {limit} kg.
            fields: {weight: Double, limit: Double}
        \(entries)
          BAD_REQUEST: {status: 400, category: non_retryable, message: The request was not valid.}
          SERVER_ERROR: {status: 500, category: retryable, message: Something went wrong.}
          NETWORK_ERROR: {category: retryable, message: No connection.}
        models:
          Order: {sku: String, quantity: Int, note: String?}
        \(models)
        services:
          Orders:
            endpoints:
              placeOrder:
                method: POST
                path: /orders/{store}
                path_params: {store: Int}
                query: {dry_run: Bool?}
                body: Order
                response: Order
                errors: [ORDER_TOO_HEAVY]
        """
    }

    static func checked(_ text: String) -> (CheckedSpec, [String]) {
        let (checked, diagnostics) = Generator.lint(sources: [SpecSource(path: "errgen.yaml", text: text)])
        return (checked, diagnostics.sorted.map(\.description))
    }

    static func mock(_ text: String) throws -> MockResponder {
        let (checked, diagnostics) = checked(text)
        #expect(!diagnostics.contains { $0.contains("error:") }, "\(diagnostics)")
        return MockResponder(api: MockAPI(checked: checked))
    }

    static let invalidInput = """
          INVALID_INPUT:
            status: 422
            category: non_retryable
            message: Some fields are invalid.
            fields: {field_errors: "[String: [String]]", hint: String?}
        """

    @Test("without the key: the one 422 entry with a field for the failing fields, not the endpoint's own 422")
    func theRulePicksTheEntryThatCanCarryTheFields() throws {
        let (checked, _) = Self.checked(Self.spec(entries: Self.invalidInput))
        let choice = ValidationEntry(checked)
        #expect(choice.entry.map { checked.spec.errors[$0].code.value.description } == "INVALID_INPUT")
        #expect(choice.ambiguity(in: checked.spec) == nil)

        let reply = try Self.mock(Self.spec(entries: Self.invalidInput)).post(
            "/orders/12", json: #"{"sku": "A-1", "quantity": "two"}"#)
        #expect(reply.status == 422)
        #expect(reply.json?["error"]?["code"] == .string("INVALID_INPUT"))
        let details = try #require(reply.json?["error"]?["details"])
        #expect(details["field_errors"] == .object([.init("quantity", .array([.string("must be Int")]))]))
        // No weight, no limit, no made-up hint: only what the request got wrong.
        #expect(details == .object([.init("field_errors", details["field_errors"] ?? .null)]))
    }

    @Test("every failing field by its own name: a path parameter, a query item, body fields missing and mistyped")
    func theRealFailingFields() throws {
        let mock = try Self.mock(Self.spec(entries: Self.invalidInput))
        let reply = mock.respond(
            MockRequest(
                method: "POST", path: "/orders/main", query: [("dry_run", "maybe")],
                body: Data(#"{"quantity": 1.5, "note": 3}"#.utf8)))
        #expect(reply.status == 422)
        #expect(
            reply.json?["error"]?["details"]?["field_errors"]
                == .object([
                    .init("store", .array([.string("'main' is not Int")])),
                    .init("dry_run", .array([.string("'maybe' is not Bool")])),
                    .init("sku", .array([.string("is required")])),
                    .init("quantity", .array([.string("must be Int")])),
                    .init("note", .array([.string("must be String")])),
                ]))
    }

    @Test("two candidates: the first in the catalog, a warning naming both, and the key settles it")
    func anAmbiguousChoiceIsWarnedAndTheKeySettlesIt() throws {
        let second = """
              FORM_INVALID:
                status: 422
                category: non_retryable
                message: The form is not valid.
                fields: {field: String}
            """
        let (open, _) = Self.checked(Self.spec(entries: Self.invalidInput + "\n" + second))
        let choice = ValidationEntry(open)
        #expect(choice.entry.map { open.spec.errors[$0].code.value.description } == "INVALID_INPUT")
        let warning = try #require(choice.ambiguity(in: open.spec))
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("'INVALID_INPUT', 'FORM_INVALID'"), "\(warning.message)")
        #expect(warning.message.contains("mock: {validation_error: ...}"))
        #expect(warning.location?.line == 14, "at the taken entry's code")

        let named = Self.spec(
            entries: Self.invalidInput + "\n" + second, mock: "mock: {validation_error: FORM_INVALID}")
        let (settled, _) = Self.checked(named)
        #expect(ValidationEntry(settled).ambiguity(in: settled.spec) == nil)
        let reply = try Self.mock(named).post("/orders/1", json: #"{"sku": "A-1"}"#)
        #expect(reply.json?["error"]?["code"] == .string("FORM_INVALID"))
        #expect(reply.json?["error"]?["details"]?["field"] == .string("quantity"))
    }

    @Test("a 'fallbacks' entry for 422 is the validation entry, as the client reads a 422 without a code")
    func aFallbackFor422Decides() throws {
        let text = Self.spec(entries: Self.invalidInput).replacingOccurrences(
            of: "fallbacks: {4xx:", with: "fallbacks: {422: INVALID_INPUT, 4xx:")
        let (checked, _) = Self.checked(text)
        #expect(ValidationEntry(checked).tied.isEmpty)
        #expect(
            ValidationEntry(checked).entry.map { checked.spec.errors[$0].code.value.description } == "INVALID_INPUT")
    }

    @Test(
        "a list of field errors: one item per failing field, with the model's field and message, nothing optional made up"
    )
    func aListOfFieldErrors() throws {
        let entries = """
              UNPROCESSABLE:
                status: 422
                category: non_retryable
                message: The request could not be processed.
                fields: {errors: "[FieldError]", invalid_fields: "[String]"}
            """
        let models = """
              FieldError: {field: String, message: String, code: String, docs: String?}
            """
        let reply = try Self.mock(Self.spec(entries: entries, models: models)).post(
            "/orders/1", json: #"{"quantity": 2}"#)
        #expect(reply.json?["error"]?["code"] == .string("UNPROCESSABLE"))
        let details = reply.json?["error"]?["details"]
        #expect(details?["invalid_fields"] == .array([.string("sku")]))
        guard case .array(let items)? = details?["errors"], items.count == 1 else {
            Issue.record("not one item: \(String(describing: details))")
            return
        }
        #expect(items[0]["field"] == .string("sku"))
        #expect(items[0]["message"] == .string("is required"))
        #expect(items[0]["code"] != nil, "a required property the client needs to decode the item")
        #expect(items[0]["docs"] == nil)
    }

    @Test("mock.validation_error names a known entry a server sends with a 4xx status")
    func theKeyIsChecked() {
        let entries = Self.invalidInput
        let unknown = Self.checked(Self.spec(entries: entries, mock: "mock: {validation_error: INVALID_INPUTS}")).1
        #expect(
            unknown.contains {
                $0.contains("unknown error code 'INVALID_INPUTS' in mock.validation_error")
                    && $0.contains("did you mean 'INVALID_INPUT'")
            }, "\(unknown)")
        let server = Self.checked(Self.spec(entries: entries, mock: "mock: {validation_error: SERVER_ERROR}")).1
        #expect(server.contains { $0.contains("which has status 500") }, "\(server)")
        let client = Self.checked(Self.spec(entries: entries, mock: "mock: {validation_error: NETWORK_ERROR}")).1
        #expect(client.contains { $0.contains("which 'client_errors' names") }, "\(client)")
        let typo = Self.checked(Self.spec(entries: entries, mock: "mock: {validation_eror: INVALID_INPUT}")).1
        #expect(typo.contains { $0.contains("validation_eror") && $0.contains("validation_error") }, "\(typo)")
    }

    @Test("errgen mock says at start what lint says: which of two candidates it took")
    func theMockWarnsAtStart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mock-validation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let second = """
              FORM_INVALID: {status: 422, category: non_retryable, message: Invalid form., fields: {field: String}}
            """
        try Self.spec(entries: Self.invalidInput + "\n" + second).write(
            to: folder.appendingPathComponent("errgen.yaml"), atomically: true, encoding: .utf8)
        let setup = try MockSetup.responder(
            specFolder: folder.path, scenarioFile: nil, scenario: nil, basePath: nil, options: MockResponder.Options())
        #expect(setup.warnings.map(\.message).contains { $0.contains("the first of 2 entries with status 422") })
    }
}
