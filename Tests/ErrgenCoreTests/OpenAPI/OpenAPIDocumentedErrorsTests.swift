import Foundation
import Testing

@testable import ErrgenCore

/// The codes an error schema's `enum` lists, when one schema serves many error responses
/// (issue 28, point 2): each operation documents the codes of its responses' statuses.
@Suite("OpenAPI documented errors")
struct OpenAPIDocumentedErrorsTests {
    static let catalog = """
        errgen: 1
        openapi: {document: api/root.yaml}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
          NOT_FOUND: {status: 404, category: non_retryable, message: Not found.}
          OUT_OF_STOCK: {status: 409, category: non_retryable, message: Out of stock.}
          PAYMENT_DECLINED: {status: 402, category: non_retryable, message: Declined.}
        """

    static func document(errorCodes: String) -> String {
        """
        openapi: 3.1.0
        info: {title: T, version: '1'}
        paths:
          /orders/{id}:
            get:
              operationId: getOrder
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              responses:
                '204': {description: Found.}
                '404': {$ref: '#/components/responses/Error'}
            post:
              operationId: reorder
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              responses:
                '204': {description: Placed.}
                '404': {$ref: '#/components/responses/Error'}
                '409': {$ref: '#/components/responses/Error'}
        components:
          responses:
            Error:
              description: Failed.
              content: {application/json: {schema: {$ref: '#/components/schemas/Error'}}}
          schemas:
            Error:
              type: object
              properties:
                code: {type: string, enum: \(errorCodes)}
        """
    }

    @Test("a schema shared by every error response documents, under each status, the codes of that status")
    func sharedSchema() throws {
        let result = OpenAPIReaderTests.outcome(
            ["api/root.yaml": Self.document(errorCodes: "[NOT_FOUND, OUT_OF_STOCK]")], catalog: Self.catalog)
        #expect(result.diagnostics.map(\.description) == [])
        let endpoints = result.spec.services.flatMap(\.endpoints)
        #expect(
            endpoints.map { "\($0.name.value): \($0.errors.map(\.value.text))" } == [
                #"getOrder: ["NOT_FOUND"]"#, #"reorder: ["NOT_FOUND", "OUT_OF_STOCK"]"#,
            ])
    }

    @Test("a code the schema lists under no response of the catalog's status is a warning, once, at the code")
    func listedUnderOtherStatuses() throws {
        let result = OpenAPIReaderTests.outcome(
            ["api/root.yaml": Self.document(errorCodes: "[NOT_FOUND, PAYMENT_DECLINED]")], catalog: Self.catalog)
        #expect(
            result.diagnostics.map(\.description) == [
                "api/root.yaml:27:48: warning: code 'PAYMENT_DECLINED' has status 402 in the catalog, "
                    + "but the OpenAPI document lists it under 404, 409"
            ])
        #expect(result.spec.services.flatMap(\.endpoints).allSatisfy { $0.errors.map(\.value.text) == ["NOT_FOUND"] })
    }
}
