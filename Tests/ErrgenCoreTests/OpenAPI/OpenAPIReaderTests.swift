import Foundation
import Testing

import ErrgenVocabulary

@testable import ErrgenCore

/// Reading an OpenAPI document: files joined by `$ref`, JSON read as JSON, names for what
/// the document leaves unnamed, and the join with `operations:` (issue 28, points 1 and 3).
@Suite("OpenAPI reader")
struct OpenAPIReaderTests {
    static let catalog = """
        errgen: 1
        openapi: {document: api/root.yaml}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
        """

    static func outcome(_ files: [String: String], catalog: String = catalog) -> Generator.Outcome {
        Generator.generate(
            sources: [SpecSource(path: "errgen.yaml", text: catalog)]
                + files.sorted { $0.key < $1.key }.map { SpecSource(path: $0.key, text: $0.value) })
    }

    @Test("whole path items and operations may be $refs into other files, relative to the file that refers")
    func referencedOperations() throws {
        let result = Self.outcome([
            "api/root.yaml": """
            openapi: 3.0.0
            info: {title: T, version: '1'}
            paths:
              /pets: {$ref: 'paths/pets.yaml'}
              /toys:
                get: {$ref: 'operations/toys.yaml#/list'}
            """,
            "api/paths/pets.yaml": """
            get:
              operationId: listPets
              responses:
                '200':
                  description: Pets.
                  content: {application/json: {schema: {type: array, items: {$ref: '../models/pet.yaml'}}}}
            """,
            "api/operations/toys.yaml": """
            list:
              operationId: listToys
              responses: {'204': {description: None.}}
            """,
            "api/models/pet.yaml": """
            type: object
            required: [name]
            properties: {name: {type: string}}
            """,
        ])
        #expect(result.diagnostics.map(\.description) == [])
        let endpoints = result.spec.services.flatMap(\.endpoints).map(\.name.value)
        #expect(endpoints == ["listPets", "listToys"])
        #expect(result.spec.models.map(\.name.value) == ["Pet"])
        #expect(result.spec.models.first?.name.location.file == "api/models/pet.yaml")
    }

    @Test("a JSON document is read as JSON: a surrogate-pair escape YAML refuses reads")
    func jsonDocument() throws {
        let document = #"""
            {"openapi": "3.0.1", "info": {"title": "T \ud83d\udc4d", "version": "1"},
             "paths": {"/p": {"get": {"operationId": "p", "responses": {"204": {"description": "None."}}}}},
             "components": {"schemas": {"Tag": {"type": "object",
               "properties": {"label": {"type": "string", "description": "\ud83d\udc4d"}}}}}}
            """#
        let result = Self.outcome(
            ["api/root.json": document], catalog: Self.catalog.replacingOccurrences(of: "root.yaml", with: "root.json"))
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.spec.models.first?.properties.first?.summary == "👍")
    }

    @Test("a $ref is followed through JSON pointer escapes (~1 for /, ~0 for ~, %20)")
    func pointerEscapes() throws {
        let result = Self.outcome([
            "api/root.yaml": """
            openapi: 3.1.0
            info: {title: T, version: '1'}
            paths:
              /a/b:
                get:
                  operationId: get
                  responses:
                    '200':
                      description: Ok.
                      content: {application/json: {schema: {$ref: '#/x-shapes/a~1b~0c%20d'}}}
            x-shapes:
              a/b~c d: {type: object, properties: {id: {type: integer}}}
            """
        ])
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.spec.models.map(\.name.value) == ["ABCD"])
    }

    @Test("operations: settings join by operationId, or by the name derived from method and path")
    func join() throws {
        let result = Self.outcome(
            [
                "api/root.yaml": """
                openapi: 3.1.0
                info: {title: T, version: '1'}
                paths:
                  /orders/{orderId}:
                    delete:
                      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
                      responses: {'204': {description: Gone.}}
                    get:
                      operationId: get order
                      parameters: [{name: orderId, in: path, required: true, schema: {type: string}}]
                      responses: {'204': {description: Found.}}
                """
            ],
            catalog: Self.catalog + """

                operations:
                  deleteOrdersByOrderId: {timeout: 5s, errors: [FAILED], idempotent: true}
                  get order: {auth: none}
                """)
        #expect(result.diagnostics.map(\.description) == [])
        let endpoints = result.spec.services.flatMap(\.endpoints)
        let delete = try #require(endpoints.first { $0.method == .delete })
        #expect(delete.name.value == "deleteOrdersByOrderId")
        #expect(delete.timeout == DurationValue(milliseconds: 5000))
        #expect(delete.errors.map(\.value.text) == ["FAILED"])
        #expect(delete.idempotent)
        let get = try #require(endpoints.first { $0.method == .get })
        #expect(get.name.value == "getOrder")
        #expect(get.auth == AuthRequirement.none)
    }

    @Test(
        "each key an endpoint and an operations: entry share is read for the entry and reaches its endpoint",
        arguments: SpecFormat.endpointSettingKeys(of: "operation", auth: "").map(\.name))
    func settingReachesEndpoint(key: String) throws {
        let format = try #require(SpecFormat.operation.keys.first { $0.name == key })
        let value: String
        switch format.value {
        case .list(.errorReference, _): value = "[FAILED]"
        case .duration: value = "5s"
        case .nonEmptyText: value = "patient"
        case .choice(let names): value = try #require(names.last)
        case .boolean: value = "true"
        case .oneOrList(.nonEmptyText): value = "[none]"  // `auth`: alternatives, here no credentials
        default:
            Issue.record("no sample value for '\(key)'")
            return
        }
        // A `terminator` ends a stream: its operation answers with one.
        let responses =
            key == "terminator"
            ? "{'200': {description: Events., content: {text/event-stream: {}}}}" : "{'204': {description: Created.}}"
        let result = Self.outcome(
            [
                "api/root.yaml": """
                openapi: 3.1.0
                info: {title: T, version: '1'}
                paths:
                  /orders:
                    post:
                      operationId: createOrder
                      responses: \(responses)
                """
            ],
            catalog: Self.catalog + """

                retry_policies:
                  patient: {max_attempts: 3}
                operations:
                  createOrder: {\(key): \(value)}
                """)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let operation = try #require(result.spec.operations.first)
        #expect(operation.settings != EndpointSettings())
        let endpoint = try #require(result.spec.services.flatMap(\.endpoints).first)
        #expect(endpoint.settings == operation.settings)
    }

    @Test("under unsupported: skip, a cookie Check rejects leaves its operation out with a warning")
    func skippedCookie() throws {
        let result = Self.outcome(
            [
                "api/root.yaml": """
                openapi: 3.1.0
                info: {title: T, version: '1'}
                paths:
                  /cart:
                    get:
                      operationId: getCart
                      parameters: [{name: 'cart id', in: cookie, required: true, schema: {type: string}}]
                      responses: {'204': {description: Found.}}
                  /ping:
                    get:
                      operationId: ping
                      responses: {'204': {description: Up.}}
                """
            ],
            catalog: Self.catalog.replacingOccurrences(
                of: "{document: api/root.yaml}", with: "{document: api/root.yaml, unsupported: skip}"))
        #expect(!result.hasErrors)
        #expect(
            result.diagnostics.map(\.description) == [
                "api/root.yaml:7:27: warning: 'cart id' is not a cookie name (letters, digits and !#$%&'*+-.^_`|~ only); "
                    + "operation 'Default.getCart' is skipped"
            ])
        #expect(result.spec.services.flatMap(\.endpoints).map(\.name.value) == ["ping"])
    }

    @Test("the derived name of an operation without an operationId")
    func derivedNames() {
        #expect(
            OpenAPINames.derivedOperationID(method: "delete", path: "/orders/{orderId}/items/{itemId}")
                == "deleteOrdersByOrderIdItemsByItemId")
        #expect(OpenAPINames.derivedOperationID(method: "get", path: "/") == "get")
        #expect(OpenAPINames.derivedOperationID(method: "post", path: "/v2/user-profiles") == "postV2UserProfiles")
    }

    @Test("schema names become Swift type names that neither Swift nor errgen already takes")
    func typeNames() {
        #expect(OpenAPINames.typeName("pet-body") == "PetBody")
        #expect(OpenAPINames.typeName("Type") == "TypeModel")
        #expect(OpenAPINames.typeName("2fa") == "Type2fa")
        #expect(OpenAPINames.typeName("Result") == "ResultModel")
        #expect(OpenAPINames.unique("Pet", in: ["Pet", "Pet2"]) == "Pet3")
    }

    @Test("paths normalize as a bundler resolves them")
    func normalizedPaths() {
        #expect(OpenAPIFiles.normalized("a/./b/../c.yaml") == "a/c.yaml")
        #expect(OpenAPIFiles.normalized("../x/y.yaml") == "../x/y.yaml")
        #expect(OpenAPIFiles.normalized("/abs/a/../b.yaml") == "/abs/b.yaml")
    }
}
