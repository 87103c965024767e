import Testing

@testable import ErrgenCore

/// `errgen init --from` reads the envelope off each documented error schema: one row per
/// layout real documents publish, from the schema to the key paths the envelope gets.
@Suite("Envelope inference from error schemas")
struct OpenAPIEnvelopeInferenceTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var shape: String
        var schema: String
        var expected: OpenAPIErrorSurvey.Envelope
        var testDescription: String { shape }
    }

    static let rows: [Row] = [
        Row(
            shape: "code and message at the top level",
            schema: "{type: object, properties: {code: {type: string}, message: {type: string}}}",
            expected: .init(code: "code", message: "message", details: nil)),
        Row(
            shape: "every field of a top-level shape: code, message, message for users, request id",
            schema: """
                {type: object, properties: {error_type: {type: string}, error_code: {type: string},
                 error_message: {type: string}, display_message: {type: string}, request_id: {type: string}}}
                """,
            expected: .init(
                code: "error_code", message: "error_message", details: nil, requestID: "request_id",
                displayMessage: "display_message")),
        Row(
            shape: "code, message and details nested under error, request id beside it",
            schema: """
                {type: object, properties: {request_id: {type: string}, error: {type: object, properties:
                 {code: {type: string}, message: {type: string}, details: {type: object}}}}}
                """,
            expected: .init(
                code: "error.code", message: "error.message", details: "error.details", requestID: "request_id")),
        Row(
            shape: "only the status and a message nested under error",
            schema: """
                {type: object, properties: {error: {type: object, properties:
                 {status: {type: integer}, message: {type: string}}}}}
                """,
            expected: .init(code: "error.status", message: "error.message", details: nil, codeIsStatus: true)),
        Row(
            shape: "an errors array, read at its first item",
            schema: """
                {type: object, properties: {errors: {type: array, items: {type: object, properties:
                 {code: {type: string}, message: {type: string}}}}}}
                """,
            expected: .init(code: "errors.0.code", message: "errors.0.message", details: nil)),
        Row(
            shape: "RFC 9457 problem details: the status, not the type URI, and the detail",
            schema: """
                {type: object, properties: {type: {type: string, format: uri}, title: {type: string},
                 status: {type: integer}, detail: {type: string}, instance: {type: string}}}
                """,
            expected: .init(code: "status", message: "detail", details: nil, codeIsStatus: true)),
        Row(
            shape: "problem details with a code of their own",
            schema: """
                {type: object, properties: {type: {type: string}, title: {type: string}, status: {type: integer},
                 detail: {type: string}, errorCode: {type: string}, requestId: {type: string}}}
                """,
            expected: .init(code: "errorCode", message: "detail", details: nil, requestID: "requestId")),
        Row(
            shape: "an id that names the error",
            schema:
                "{type: object, properties: {id: {type: string}, message: {type: string}, request_id: {type: string}}}",
            expected: .init(code: "id", message: "message", details: nil, requestID: "request_id")),
        Row(
            shape: "an OAuth error: the code is the error string",
            schema: "{type: object, properties: {error: {type: string}, error_description: {type: string}}}",
            expected: .init(code: "error", message: "error_description", details: nil)),
        Row(
            shape: "a message and nothing else",
            schema: "{type: object, properties: {message: {type: string}}}",
            expected: .init(code: nil, message: "message", details: nil)),
    ]

    @Test(arguments: rows)
    func infers(_ row: Row) throws {
        var files = OpenAPIFiles(parsed: [:], inMemory: ["/doc/openapi.yaml": Array(row.schema.utf8)])
        let tree = files.tree("/doc/openapi.yaml", reference: nil)
        let schema = try #require(tree)
        var inference = OpenAPIEnvelopeInference(schema: schema, files: files)
        #expect(inference.envelope() == row.expected)
    }
}
