import Foundation
import Testing

@testable import ErrgenCore

/// Issue 43, point 4: OpenAPI's `deprecated: true` (and `x-sunset`) on an operation, a
/// parameter, a property and a schema, from the document to the Swift errgen writes.
@Suite("OpenAPI deprecated and x-sunset")
struct OpenAPIDeprecationTests {
    let snippets = OpenAPISnippetTests()

    static let document = OpenAPISnippetTests.document(
        paths: """

            /legacy:
              get:
                operationId: legacyItems
                tags: [items]
                deprecated: true
                x-sunset: '2027-06-30'
                parameters:
                  - {name: page, in: query, deprecated: true, schema: {type: integer}}
                responses:
                  '200':
                    description: The items.
                    content: {application/json: {schema: {$ref: '#/components/schemas/OldItem'}}}
            """,
        schemas: """

            OldItem:
              type: object
              deprecated: true
              properties:
                code: {type: string, deprecated: true}
                name: {type: string}
            """)

    @Test("an operation is @available(*, deprecated) with its sunset; a parameter says so in its doc")
    func operationAndParameter() throws {
        let method = try snippets.rendered(Self.document, ["ItemsService", "legacyItems"])
        #expect(method.contains(#"@available(*, deprecated, message: "sunset 2027-06-30")"#), "\(method)")
        #expect(method.contains("- page: `page` in the query, left out when `nil`. Deprecated."), "\(method)")
    }

    @Test("a schema and a property say so in a Warning callout, as the generated code uses them")
    func schemaAndProperty() throws {
        let model = try snippets.rendered(Self.document, ["OldItem"])
        #expect(model.contains("/// - Warning: Deprecated.\n"), "\(model)")
        #expect(!model.contains("@available"), "\(model)")
        let (checked, _) = Generator.check(sources: [
            SpecSource(path: "errgen.yaml", text: OpenAPISnippetTests.catalog),
            SpecSource(path: "openapi.yaml", text: Self.document),
        ])
        let item = try #require(checked.spec.models.first { $0.name.value == "OldItem" })
        #expect(item.deprecation != nil)
        #expect(item.properties.map { $0.deprecation != nil } == [true, false])
        let endpoint = try #require(checked.spec.services.first?.endpoints.first)
        #expect(endpoint.deprecation?.sunset?.value == "2027-06-30")
        #expect(endpoint.query.first?.deprecation != nil)
    }
}
