import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// A spec folder that joins an OpenAPI document is served the same way: its operations are
/// the endpoints, and a schema's `example` is what the mock answers with.
@Suite struct OpenAPIExampleTests {
    @Test func anOpenAPIDocumentsExamplesAreAnswered() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-openapi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        errgen: 1
        module: {name: Pets}
        openapi: {document: openapi.yaml}
        defaults: {auth: none}
        envelope: {code: code, message: message}
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: BAD_REQUEST, 5xx: SERVER_ERROR}
        errors:
          BAD_REQUEST: {status: 400, category: non_retryable, message: The request was not valid.}
          SERVER_ERROR: {status: 500, category: retryable, message: Something went wrong.}
          NETWORK_ERROR: {category: retryable, message: A network error occurred.}
        """.write(to: folder.appendingPathComponent("errgen.yaml"), atomically: true, encoding: .utf8)
        try """
        openapi: 3.1.0
        info: {title: Pets, version: "1"}
        servers: [{url: "https://pets.example.com/v1"}]
        paths:
          /pets/{petId}:
            get:
              operationId: getPet
              parameters: [{name: petId, in: path, required: true, schema: {type: integer}}]
              responses:
                "200":
                  description: The pet.
                  content: {application/json: {schema: {$ref: "#/components/schemas/Pet"}}}
        components:
          schemas:
            Pet:
              type: object
              required: [id, name]
              properties:
                id: {type: integer, example: 7}
                name: {type: string, examples: [Rex, Fido]}
                tag: {type: string}
        """.write(to: folder.appendingPathComponent("openapi.yaml"), atomically: true, encoding: .utf8)
        let (checked, diagnostics) = try Generator.lint(folder: folder.path)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        var options = MockResponder.Options()
        options.basePath = "/v1"
        let mock = MockResponder(api: MockAPI(checked: checked), options: options)
        let pet = mock.get("/v1/pets/7")
        #expect(pet.status == 200)
        #expect(pet.json?["id"] == .number("7"))
        #expect(pet.json?["name"] == .string("Rex"))
        #expect(pet.json?["tag"] != nil, "a property without an example is made up")
        #expect(mock.get("/v1/pets/seven").status == 400, "the fallback for 4xx answers a bad path parameter")
    }
}
