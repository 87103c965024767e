import Testing

import ErrgenVocabulary

@testable import ErrgenCore

/// The examples of `OpenAPIOperationSyntax`, run: media types, security and extension codes
/// as an operation writes them, without the importer's state.
@Suite("OpenAPI operation syntax")
struct OpenAPIOperationSyntaxTests {
    static func node(_ yaml: String) throws -> YAMLNode {
        try OpenAPISchemaSyntaxTests.node(yaml)
    }

    @Test("codes listed by x-errgen-errors or as the keys of x-errors")
    func extensionCodes() throws {
        let codes = try OpenAPIOperationSyntax.extensionCodes(
            in: Self.node("{x-errors: {NOT_FOUND: {description: Gone.}}, x-errgen-errors: [OUT_OF_STOCK]}"))
        #expect(codes.compactMap { $0.scalar?.value } == ["OUT_OF_STOCK", "NOT_FOUND"])
    }

    @Test("JSON first, then a form; nothing else is read")
    func readableMedia() throws {
        let both = try #require(
            Self.node("{text/plain: {}, application/x-www-form-urlencoded: {}, application/json: {}}").mapping)
        #expect(
            OpenAPIOperationSyntax.readableMedia(both).map { "\($0.0.key.value) \($0.1)" } == "application/json json")
        let form = try #require(Self.node("{application/x-www-form-urlencoded: {}}").mapping)
        #expect(OpenAPIOperationSyntax.readableMedia(form)?.1 == .form)
        let multipart = try #require(Self.node("{multipart/form-data: {}}").mapping)
        #expect(OpenAPIOperationSyntax.readableMedia(multipart) == nil)
    }

    @Test(
        "JSON media types",
        arguments: [
            ("application/json; charset=utf-8", true), ("application/problem+json", true), ("*/*", true),
            ("text/json", false), ("application/xml", false),
        ])
    func json(_ media: String, _ isJSON: Bool) {
        #expect(OpenAPIOperationSyntax.isJSON(media) == isJSON)
    }

    @Test(
        "a 2xx body: JSON, then text (XML and YAML too), then bytes for any other type, multipart included",
        arguments: [
            ("{text/plain: {}, application/json: {}}", "application/json json"),
            ("{application/yaml: {}}", "application/yaml text"),
            ("{application/vnd.acme+yaml: {}}", "application/vnd.acme+yaml text"),
            ("{application/atom+xml: {}}", "application/atom+xml text"),
            ("{application/xml: {}, image/png: {}}", "image/png binary"),
            ("{application/x-acme: {}}", "application/x-acme binary"),
            ("{multipart/form-data: {}}", "multipart/form-data binary"),
            ("{text/event-stream: {}}", "none"),
        ])
    func responseMedia(_ content: String, _ expected: String) throws {
        let entries = try #require(Self.node(content).mapping)
        let found = OpenAPIOperationSyntax.responseMedia(entries, resolve: { $0 })
        #expect((found.map { "\($0.0.key.value) \($0.1)" } ?? "none") == expected)
    }

    @Test(
        "a oneOf or anyOf of scalars in a parameter: the branches' common type, else String",
        arguments: [
            ("{anyOf: [{type: integer}, {type: string}]}", "String"),
            ("{oneOf: [{type: integer, format: int64}, {type: 'null'}, {type: integer}]}", "Int"),
            ("{type: integer, oneOf: [{title: NORMAL, const: 0}, {title: BURST, const: 1}]}", "Int"),
            ("{type: string, oneOf: [{const: relevance}, {const: creation_time}]}", "String"),
            ("{oneOf: [{type: boolean}, {enum: [yes]}]}", "String"),
            ("{oneOf: [{type: string}, {type: array, items: {type: string}}]}", "none"),
            ("{oneOf: [{type: object, properties: {a: {type: string}}}, {type: string}]}", "none"),
            ("{type: string}", "none"),
        ])
    func scalarUnion(_ schema: String, _ expected: String) throws {
        let type = OpenAPIParameterSyntax.scalarUnionType(try Self.node(schema), resolve: { $0 })
        #expect((type.map { "\($0)" } ?? "none") == expected)
    }

    @Test("auth from security and the schemes it names")
    func auth() throws {
        let schemes = try Self.node(
            "{oauth: {type: oauth2}, oidc: {type: openIdConnect}, jwt: {type: http, scheme: Bearer}, key: {type: apiKey}}"
        )
        func auth(_ security: String?) throws -> AuthRequirement? {
            try OpenAPIOperationSyntax.auth(security.map { try Self.node($0) }, schemes: schemes)
        }
        #expect(try auth(nil) == nil)
        #expect(try auth("[]") == AuthRequirement.none)
        #expect(try auth("[{}]") == AuthRequirement.none)
        #expect(try auth("[{}, {oauth: []}]") == nil)
        #expect(try auth("[{oauth: []}]") == .bearer)
        #expect(try auth("[{oidc: []}]") == .bearer)
        #expect(try auth("[{jwt: []}]") == .bearer)
        #expect(try auth("[{key: []}]") == AuthRequirement.none)
    }

    @Test("tag summaries by name, and text on one line")
    func tagsAndLines() throws {
        #expect(
            try OpenAPIOperationSyntax.tagSummaries(
                Self.node("{tags: [{name: pets, description: Pets.}, {name: toys}]}"))
                == ["pets": "Pets."])
        #expect(OpenAPIOperationSyntax.oneLine("Lists\n  pets.") == "Lists pets.")
    }
}
