import Testing

@testable import ErrgenCore

/// Issue 43, point 2: `min_length`, `maximum`, `pattern`... of properties and parameters are
/// read from the long forms, and Check reports, where it is written, one that fits no value
/// of the type or a minimum above its maximum.
@Suite("Constraints of properties and parameters")
struct ConstraintCheckTests {
    static let spec =
        SpecCheckerTests.base + """
            enums:
              Size: {type: Int, values: {1: {name: small}, 2: {name: large}}}
            models:
              Transfer:
                reference: {type: String?, min_length: 1, max_length: 140, pattern: "^[A-Z]+$"}
                amount: {type: Decimal, minimum: -0.5, maximum: 1e6}
                tags: {type: "[String]", min_items: 0, max_items: 10, max_length: 20}
                size: {type: Size, maximum: 2}
            services:
              Transfers:
                endpoints:
                  transfer:
                    method: GET
                    path: /transfers/{id}
                    path_params:
                      id: {type: UUID, pattern: "^[0-9a-f-]+$"}
                    query:
                      limit: {type: Int?, minimum: 1, maximum: 100}
                    headers:
                      X-Trace: {type: String?, max_length: 64}
                    cookies:
                      session: {type: String?, min_length: 16}
                    response: Transfer

            """

    @Test("each long form carries its constraints, as written, and lints clean")
    func longFormsCarryConstraints() throws {
        #expect(lintSpec(Self.spec) == [])
        let spec = decodeSpec(Self.spec).spec
        let properties = try #require(spec.models.first).properties
        #expect(properties[0].constraints[.maxLength]?.value == "140")
        #expect(properties[0].constraints[.pattern]?.value == "^[A-Z]+$")
        #expect(properties[1].constraints[.minimum]?.value == "-0.5")
        #expect(properties[2].constraints[.maxItems]?.value == "10")
        let endpoint = try #require(spec.services.first?.endpoints.first)
        #expect(endpoint.pathParams[0].constraints[.pattern]?.value == "^[0-9a-f-]+$")
        #expect(endpoint.query[0].constraints[.maximum]?.value == "100")
        #expect(endpoint.headers[0].constraints[.maxLength]?.value == "64")
        #expect(endpoint.cookies[0].constraints[.minLength]?.value == "16")
    }

    @Test("a constraint that fits no value of the type, or a minimum above its maximum, is a located error")
    func misfitsAreLocatedErrors() {
        let text =
            SpecCheckerTests.base + """
                models:
                  Transfer:
                    amount: {type: Int, max_length: 3}
                    reference: {type: String, min_length: 9, max_length: 8}
                    tags: {type: "[String]?", minimum: 1}
                    count: {type: Int, max_items: 2}

                """
        #expect(
            lintSpec(text) == [
                "s.yaml:10:37: error: property 'amount' has 'max_length', which applies to text (String, URL, UUID, Date or a String enum), but its type Int holds none",
                "s.yaml:11:43: error: property 'reference' has 'min_length' 9, more than its 'max_length' 8: the server would take no value",
                "s.yaml:12:40: error: property 'tags' has 'minimum', which applies to numbers (Int, Int32, Int64, Double, Float, Decimal or an Int enum), but its type [String]? holds none",
                "s.yaml:13:35: error: property 'count' has 'max_items', which applies to lists, but its type Int holds none",
            ])
    }

    @Test("a length is a whole number of at least 0 and a bound a number, where it is written")
    func valuesAreNumbers() {
        let text =
            SpecCheckerTests.base + """
                models:
                  Transfer:
                    reference: {type: String, max_length: -1}
                    amount: {type: Double, maximum: lots}

                """
        #expect(
            lintSpec(text) == [
                "s.yaml:10:43: error: 'max_length' must be at least 0, found -1",
                "s.yaml:11:37: error: 'maximum' must be a number, found 'lots'",
            ])
    }

    @Test("an OpenAPI document's constraints are imported where they fit the type, and the spec lints clean")
    func importedConstraints() throws {
        let document = OpenAPISnippetTests.document(
            paths: """

                /pets/{id}:
                  get:
                    operationId: showPet
                    parameters:
                      - {name: id, in: path, required: true, schema: {type: string, pattern: '^[0-9]+$'}}
                      - {name: tags, in: query, schema: {type: array, maxItems: 3, items: {type: string, maxLength: 8}}}
                      - {name: page, in: query, schema: {type: integer, maxLength: 2, minimum: 5, maximum: 1}}
                    responses:
                      '200':
                        description: The pet.
                        content:
                          application/json:
                            schema: {$ref: '#/components/schemas/Pet'}
                """,
            schemas: """

                Pet:
                  type: object
                  required: [name]
                  properties:
                    name: {type: string, minLength: 1, maxLength: 20}
                    age: {type: integer, minimum: 0, pattern: '^x$'}
                """)
        let (checked, diagnostics) = Generator.check(sources: [
            SpecSource(path: "errgen.yaml", text: OpenAPISnippetTests.catalog),
            SpecSource(path: "openapi.yaml", text: document),
        ])
        #expect(diagnostics.sorted.map(\.description) == [])
        let endpoint = try #require(checked.spec.services.first?.endpoints.first)
        #expect(endpoint.pathParams[0].constraints[.pattern]?.value == "^[0-9]+$")
        let tags = endpoint.query[0].constraints
        #expect(tags[.maxItems]?.value == "3")
        #expect(tags[.maxLength]?.value == "8")
        // A length of a number fits nothing, and a minimum above its maximum takes nothing: both left out.
        #expect(endpoint.query[1].constraints.isEmpty)
        let pet = try #require(checked.spec.models.first { $0.name.value == "Pet" })
        #expect(pet.properties[0].constraints[.minLength]?.value == "1")
        #expect(pet.properties[0].constraints[.maxLength]?.value == "20")
        #expect(pet.properties[1].constraints[.minimum]?.value == "0")
        #expect(pet.properties[1].constraints[.pattern] == nil)
    }
}
