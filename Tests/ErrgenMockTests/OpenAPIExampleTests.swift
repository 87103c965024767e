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

    /// Read as written, a number keeps its text; an integer property still takes `12.0` and
    /// `1e2`, as it did when bodies were read through `JSONDecoder`.
    @Test(arguments: [("12", true), ("12.0", true), ("1e2", true), ("-0", true), ("1.5", false), ("1e400", false)])
    func anIntegerPropertyTakesWholeNumbersAsJSONDecoderDoes(_ number: String, accepted: Bool) throws {
        let errgen = """
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
            """
        let openAPI = """
            openapi: 3.1.0
            info: {title: Pets, version: "1"}
            paths:
              /pets:
                post:
                  operationId: addPet
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema: {type: object, required: [id], properties: {id: {type: integer, format: int64}}}
                  responses:
                    "204": {description: Added.}
            """
        let (checked, diagnostics) = Generator.lint(sources: [
            SpecSource(path: "errgen.yaml", text: errgen), SpecSource(path: "openapi.yaml", text: openAPI),
        ])
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        let mock = MockResponder(api: MockAPI(checked: checked))
        let reply = mock.post("/pets", json: #"{"id": \#(number)}"#)
        #expect(reply.status == (accepted ? 204 : 400), "\(reply.header("X-Errgen-Mock-Reason") ?? "")")
    }
}
