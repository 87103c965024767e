import Foundation
import Testing

@testable import ErrgenCore

/// Issue 42, point 2: a form body's list and object fields in the styles its `encoding` gives,
/// and query lists in spaceDelimited and pipeDelimited style, from an OpenAPI document to the
/// Swift errgen writes of it.
@Suite("OpenAPI form encodings")
struct OpenAPIFormEncodingTests {
    let snippets = OpenAPISnippetTests()

    /// A form body with a field in each style, a scalar field whose style means nothing, and
    /// query lists joined by spaces and pipes.
    static let document = OpenAPISnippetTests.document(
        paths: """

            /calls:
              post:
                operationId: createCall
                tags: [calls]
                parameters:
                  - {name: fields, in: query, style: spaceDelimited, schema: {type: array, items: {type: string}}}
                  - {name: ids, in: query, style: pipeDelimited, schema: {type: array, items: {type: integer}}}
                  - {name: all, in: query, style: pipeDelimited, explode: true, schema: {type: array, items: {type: string}}}
                requestBody:
                  required: true
                  content:
                    application/x-www-form-urlencoded:
                      schema:
                        type: object
                        required: [To]
                        properties:
                          To: {type: string}
                          Event: {type: array, items: {type: string, enum: [ringing, answered]}}
                          Media: {type: array, items: {type: string}}
                          Codes: {type: array, items: {type: integer}}
                          Again: {type: array, items: {type: string}}
                          Color: {$ref: '#/components/schemas/Color'}
                          Size: {type: object, additionalProperties: {type: integer}}
                          Filter: {$ref: '#/components/schemas/Color'}
                      encoding:
                        To: {style: pipeDelimited}
                        Event: {explode: false}
                        Media: {style: spaceDelimited}
                        Codes: {style: pipeDelimited, explode: false}
                        Again: {style: pipeDelimited, explode: true}
                        Color: {style: form, explode: true}
                        Size: {style: form, explode: false}
                        Filter: {style: deepObject, explode: true}
                responses: {'204': {description: Created.}}
            """,
        schemas: """

            Color:
              type: object
              properties:
                R: {type: integer}
                G: {type: integer}
            """)

    @Test("each styled list or object field is in the router's formFieldStyles; a scalar's or a default list's is not")
    func formFieldStyles() throws {
        let styles = try snippets.rendered(Self.document, ["CallsRouter", "formFieldStyles"])
        #expect(
            styles.contains(
                """
                    [
                        "Event": .commaSeparated,
                        "Media": .spaceDelimited,
                        "Codes": .pipeDelimited,
                        "Color": .form,
                        "Size": .commaSeparated,
                        "Filter": .deepObject,
                    ]
                """), "\(styles)")
        #expect(styles.contains("[Swift.String: ErrgenRuntime.FormFieldStyle]"), "\(styles)")
        try snippets.assertSnippet(
            Self.document, ["CreateCallRequest", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(
                to: Swift.String,
                event: [CreateCallRequestEventItem]? = nil,
                media: [Swift.String]? = nil,
                codes: [Swift.Int]? = nil,
                again: [Swift.String]? = nil,
                color: Color? = nil,
                size: [Swift.String: Swift.Int]? = nil,
                filter: Color? = nil
            ) {
                self.to = to
                self.event = event
                self.media = media
                self.codes = codes
                self.again = again
                self.color = color
                self.size = size
                self.filter = filter
            }

            """)
    }

    @Test("a spaceDelimited or pipeDelimited query list joins its values; exploded, it repeats its name")
    func delimitedQueryLists() throws {
        let query = try snippets.rendered(Self.document, ["CallsRouter", "queryItems"])
        #expect(query.contains(#"ErrgenRuntime.QueryItem(name: "fields", joining: fields, by: .space)"#), "\(query)")
        #expect(
            query.contains(
                #"ErrgenRuntime.QueryItem(name: "ids", joining: ids?.map { ErrgenRuntime.TextValue.of($0) }, by: .pipe)"#
            ),
            "\(query)")
        #expect(query.contains(#"ErrgenRuntime.QueryItem(name: "all", value: $0)"#), "\(query)")
    }

    @Test(
        "deepObject on a list or a scalar, or a style on an object of objects, skips the operation with a located reason"
    )
    func impossibleStyles() throws {
        for (from, to, line) in [
            ("Media: {style: spaceDelimited}", "Media: {style: deepObject}", 31),
            ("To: {style: pipeDelimited}", "To: {style: deepObject}", 29),
        ] {
            let (_, diagnostics) = Generator.check(sources: [
                SpecSource(path: "errgen.yaml", text: OpenAPISnippetTests.catalog),
                SpecSource(path: "openapi.yaml", text: Self.document.replacingOccurrences(of: from, with: to)),
            ])
            let messages = diagnostics.sorted.map(\.description)
            #expect(
                messages.contains {
                    $0.hasPrefix("openapi.yaml:\(line):") && $0.contains(Unsupported.formFieldEncoding)
                },
                "\(messages)")
        }
    }

    @Test("an object field without an encoding (a model, a dictionary of objects) is sent as JSON: no error, no style")
    func objectFieldsWithoutEncodingAreJSON() throws {
        // Two properties beside `Filter`, at its indentation.
        let filter = try #require(Self.document.split(separator: "\n").first { $0.contains("Filter: {$ref") })
        let indent = String(filter.prefix { $0 == " " })
        let document = Self.document.replacingOccurrences(
            of: filter + "\n",
            with: filter + "\n" + indent
                + "Meta: {type: object, properties: {Color: {$ref: '#/components/schemas/Color'}}}\n" + indent
                + "Lookup: {type: object, additionalProperties: {$ref: '#/components/schemas/Color'}}\n")
        #expect(document != Self.document)
        let (_, diagnostics) = Generator.check(sources: [
            SpecSource(path: "errgen.yaml", text: OpenAPISnippetTests.catalog),
            SpecSource(path: "openapi.yaml", text: document),
        ])
        #expect(diagnostics.sorted.filter { $0.severity != .note }.map(\.description) == [])
        let styles = try snippets.rendered(document, ["CallsRouter", "formFieldStyles"])
        #expect(!styles.contains("\"Meta\"") && !styles.contains("\"Lookup\""), "\(styles)")
    }

    /// App code that builds the body and reads the router's styles.
    static let appCode = """
        import ErrgenRuntime

        func styles() -> Int {
            let request = Calls.CreateCallRequest(to: "x", codes: [1, 2], color: Calls.Color(r: 1, g: 2), size: ["w": 1])
            let router = Calls.CallsRouter.createCall(fields: ["a"], ids: [1], all: nil, body: request)
            return router.formFieldStyles.count + router.queryItems.count
        }
        """

    @Test(
        "the generated router and app code using it type-check in every mode, warnings as errors",
        .serialized, arguments: CompileMode.all)
    func compiles(mode: CompileMode) async throws {
        let outcome = Generator.generate(sources: [
            SpecSource(path: "errgen.yaml", text: "module: {name: Calls}\n" + OpenAPISnippetTests.catalog),
            SpecSource(path: "openapi.yaml", text: Self.document),
        ])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.description))")
        let files = try #require(outcome.files)
        let result = try await CompileSupport.typeCheck(
            [files], appCode: Self.appCode, moduleName: "CallsApp", mode: mode)
        #expect(result.succeeded, "\(mode):\n\(result.output.prefix(4000))")
    }
}
