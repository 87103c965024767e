import Foundation
import Testing

@testable import ErrgenCore

/// Issue 42, point 1: request and response bodies beyond JSON and forms, from an OpenAPI
/// document to the Swift errgen writes of it.
@Suite("OpenAPI body snippets")
struct OpenAPIBodySnippetTests {
    let snippets = OpenAPISnippetTests()

    static func operation(_ lines: String) -> String {
        OpenAPISnippetTests.document(paths: "\n" + lines)
    }

    @Test("multipart/form-data: a model whose binary properties are files, with encoding's content types")
    func multipart() throws {
        let document = Self.operation(
            """
            /receipts:
              post:
                operationId: uploadReceipt
                tags: [receipts]
                requestBody:
                  required: true
                  content:
                    multipart/form-data:
                      schema:
                        type: object
                        required: [photo, note]
                        properties:
                          photo: {type: string, format: binary}
                          pages: {type: array, items: {type: string, format: binary}}
                          note: {type: string}
                          meta: {type: object, properties: {store: {type: string}}}
                      encoding:
                        photo: {contentType: 'image/png, image/jpeg'}
                        pages: {contentType: 'image/*'}
                responses: {'204': {description: Stored.}}
            """)
        try snippets.assertSnippet(
            document, ["UploadReceiptRequest", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(
                photo: ErrgenRuntime.UploadFile,
                pages: [ErrgenRuntime.UploadFile]? = nil,
                note: Swift.String,
                meta: UploadReceiptRequestMeta? = nil
            ) {
                self.photo = photo
                self.pages = pages
                self.note = note
                self.meta = meta
            }

            """)
        let encoding = try snippets.rendered(document, ["ReceiptsRouter", "bodyEncoding"])
        #expect(encoding.contains("    .multipart\n"), "\(encoding)")
        let parts = try snippets.rendered(document, ["ReceiptsRouter", "partContentTypes"])
        #expect(parts.contains(#"    ["photo": "image/png"]"#), "\(parts)")
        let method = try snippets.rendered(document, ["ReceiptsService", "uploadReceipt"])
        #expect(
            method.contains("///   - body: the body, sent as `multipart/form-data`, one part a property."), "\(method)")
    }

    @Test("a binary body is an UploadFile typed by its media type; a wildcard leaves the type to the file")
    func binaryBody() throws {
        let document = Self.operation(
            """
            /avatar:
              put:
                operationId: putAvatar
                tags: [profile]
                requestBody:
                  required: true
                  content: {image/png: {schema: {type: string, format: binary}}}
                responses: {'204': {description: Stored.}}
            /photo:
              put:
                operationId: putPhoto
                tags: [profile]
                requestBody:
                  required: true
                  content: {image/*: {}}
                responses: {'204': {description: Stored.}}
            """)
        try snippets.assertSnippet(
            document, ["ProfileRouter", "bodyContentType"],
            """
            /// The `Content-Type` of a binary or text body: the endpoint's `body_content_type`.
            var bodyContentType: Swift.String? {
                switch self {
                case .putAvatar: return "image/png"
                case .putPhoto: return nil
                }
            }

            """)
        let method = try snippets.rendered(document, ["ProfileService", "putPhoto"])
        #expect(method.contains("func putPhoto(body: ErrgenRuntime.UploadFile) async throws(APIError) {"), "\(method)")
    }

    @Test("a binary response is Data, with a variant that saves it to a file; Accept is its media type")
    func binaryResponse() throws {
        let document = Self.operation(
            """
            /invoices/{id}/pdf:
              get:
                operationId: invoicePDF
                tags: [invoices]
                parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                responses:
                  '200':
                    description: The invoice.
                    content: {application/pdf: {schema: {type: string, format: binary}}}
            """)
        try snippets.assertSnippet(
            document, ["InvoicesService", "invoicePDF"],
            """
            /// `GET /invoices/{id}/pdf`
            ///
            /// - Parameters:
            ///   - id: `{id}` in the path.
            /// - Returns: the body's bytes.
            /// - Throws: `APIError`.
            ///
            /// Spec: openapi.yaml:6
            func invoicePDF(id: Swift.String) async throws(APIError) -> Foundation.Data {
                try await client.data(for: InvoicesRouter.invoicePDF(id: id))
            }

            """)
        let text = try snippets.rendered(document, ["InvoicesService"])
        #expect(
            text.contains(
                "func invoicePDF(id: Swift.String, savingTo destination: Foundation.URL) async throws(APIError) {"),
            "\(text)")
        #expect(text.contains("try await client.download(request, to: destination)"), "\(text)")
        let accept = try snippets.rendered(document, ["InvoicesRouter", "acceptedContentType"])
        #expect(accept.contains(#""application/pdf""#), "\(accept)")
    }

    @Test("text/plain and text/csv are Strings both ways")
    func text() throws {
        let document = Self.operation(
            """
            /reports:
              post:
                operationId: importReport
                tags: [reports]
                requestBody:
                  required: true
                  content: {text/csv: {schema: {type: string}}}
                responses:
                  '200':
                    description: The summary.
                    content: {text/plain: {schema: {type: string}}}
            """)
        try snippets.assertSnippet(
            document, ["ReportsService", "importReport"],
            """
            /// `POST /reports`
            ///
            /// - Parameters:
            ///   - body: the body's text, sent as UTF-8.
            /// - Returns: the body's text, in the charset its `Content-Type` names.
            /// - Throws: `APIError`.
            ///
            /// Spec: openapi.yaml:6
            func importReport(body: Swift.String) async throws(APIError) -> Swift.String {
                try await client.text(for: ReportsRouter.importReport(body: body))
            }

            """)
        let type = try snippets.rendered(document, ["ReportsRouter", "bodyContentType"])
        #expect(type.contains(#""text/csv""#), "\(type)")
    }
}
