import Foundation
import Testing

@testable import ErrgenCore

/// Issue 42, points 2 and 5: operations errgen used to skip for their parameters or media
/// types, from an OpenAPI document to the Swift errgen writes of them.
@Suite("OpenAPI operation snippets")
struct OpenAPIOperationSnippetTests {
    let snippets = OpenAPISnippetTests()

    static func operation(_ lines: String) -> String {
        OpenAPISnippetTests.document(paths: "\n" + lines)
    }

    @Test("a path parameter that is an id or a fingerprint (anyOf integer, string) is a String")
    func scalarUnionInPath() throws {
        let document = Self.operation(
            """
            /keys/{key}:
              get:
                operationId: getKey
                tags: [keys]
                parameters:
                  - name: key
                    in: path
                    required: true
                    schema:
                      anyOf: [{type: integer}, {type: string}]
                  - name: kind
                    in: query
                    schema: {type: integer, oneOf: [{title: NORMAL, const: 0}, {title: BURST, const: 1}]}
                responses: {'204': {description: Found.}}
            """)
        let method = try snippets.rendered(document, ["KeysService", "getKey"])
        #expect(method.contains("func getKey(key: Swift.String, kind: Swift.Int? = nil)"), "\(method)")
        let path = try snippets.rendered(document, ["KeysRouter", "path"])
        #expect(path.contains(#"return "/keys/\(ErrgenRuntime.PercentEncoding.pathSegment(key))""#), "\(path)")
    }

    @Test("a YAML or XML response is text, another type bytes, a multipart one its raw bytes")
    func otherResponseTypes() throws {
        let document = Self.operation(
            """
            /config:
              get:
                operationId: getConfig
                tags: [files]
                responses:
                  '200':
                    description: The kubeconfig.
                    content: {application/yaml: {schema: {type: string}}}
            /feed:
              get:
                operationId: getFeed
                tags: [files]
                responses:
                  '200':
                    description: The feed.
                    content: {application/atom+xml: {schema: {type: string}}}
            /bundle:
              get:
                operationId: getBundle
                tags: [files]
                responses:
                  '200':
                    description: The parts.
                    content:
                      multipart/form-data:
                        schema: {type: object, properties: {names: {type: array, items: {type: string}}}}
            /blob:
              get:
                operationId: getBlob
                tags: [files]
                responses:
                  '200':
                    description: The blob.
                    content: {application/x-acme-blob: {}}
            """)
        let service = try snippets.rendered(document, ["FilesService"])
        #expect(service.contains("func getConfig() async throws(APIError) -> Swift.String {"), "\(service)")
        #expect(service.contains("func getFeed() async throws(APIError) -> Swift.String {"), "\(service)")
        #expect(service.contains("func getBundle() async throws(APIError) -> Foundation.Data {"), "\(service)")
        #expect(service.contains("func getBlob() async throws(APIError) -> Foundation.Data {"), "\(service)")
        try snippets.assertSnippet(
            document, ["FilesRouter", "acceptedContentType"],
            """
            /// The `Accept` header: the endpoint's `response_content_type`, else what its `response_encoding` reads.
            var acceptedContentType: Swift.String {
                switch self {
                case .getConfig: return "application/yaml"
                case .getFeed: return "application/atom+xml"
                case .getBundle: return "multipart/form-data"
                case .getBlob: return "application/x-acme-blob"
                }
            }

            """)
    }

    @Test("an optional multipart, binary or text body is `T? = nil`")
    func optionalBodies() throws {
        let document = Self.operation(
            """
            /avatar:
              put:
                operationId: putAvatar
                tags: [uploads]
                requestBody:
                  content: {image/png: {schema: {type: string, format: binary}}}
                responses: {'204': {description: Stored.}}
            /note:
              put:
                operationId: putNote
                tags: [uploads]
                requestBody:
                  required: false
                  content: {text/plain: {schema: {type: string}}}
                responses: {'204': {description: Stored.}}
            /receipt:
              post:
                operationId: postReceipt
                tags: [uploads]
                requestBody:
                  content:
                    multipart/form-data:
                      schema: {type: object, properties: {photo: {type: string, format: binary}}}
                responses: {'204': {description: Stored.}}
            """)
        let service = try snippets.rendered(document, ["UploadsService"])
        #expect(
            service.contains("func putAvatar(body: ErrgenRuntime.UploadFile? = nil) async throws(APIError) {"),
            "\(service)")
        #expect(service.contains("func putNote(body: Swift.String? = nil) async throws(APIError) {"), "\(service)")
        #expect(
            service.contains("func postReceipt(body: PostReceiptRequest? = nil) async throws(APIError) {"),
            "\(service)")
    }

    @Test("a header or query parameter with JSON `content` instead of a schema is its type, sent as its JSON text")
    func contentParameters() throws {
        let document = OpenAPISnippetTests.document(
            paths: """

                /pets:
                  post:
                    operationId: createPet
                    tags: [pets]
                    parameters:
                      - name: X-Extra-Arguments
                        in: header
                        content:
                          application/json:
                            schema: {$ref: '#/components/schemas/CodeError'}
                      - name: filter
                        in: query
                        required: true
                        content:
                          application/json:
                            schema: {type: object, properties: {kind: {type: string}}}
                    responses: {'204': {description: Created.}}
                """,
            schemas: """

                CodeError:
                  type: object
                  required: [code]
                  properties: {code: {type: integer}, message: {type: string}}
                """)
        let method = try snippets.rendered(document, ["PetsService", "createPet"])
        #expect(
            method.contains("func createPet(filter: CreatePetFilter, xExtraArguments: CodeError? = nil)"), "\(method)")
        let query = try snippets.rendered(document, ["PetsRouter", "queryItems"])
        #expect(
            query.contains(#"ErrgenRuntime.QueryItem(name: "filter", value: ErrgenRuntime.TextValue.json(filter))"#),
            "\(query)")
        let headers = try snippets.rendered(document, ["PetsRouter", "headers"])
        #expect(
            headers.contains(
                #"if let xExtraArguments { headers.append((name: "X-Extra-Arguments", value: ErrgenRuntime.TextValue.json(xExtraArguments))) }"#
            ) || headers.contains(#"value: ErrgenRuntime.TextValue.json(xExtraArguments)"#), "\(headers)")
    }
}
