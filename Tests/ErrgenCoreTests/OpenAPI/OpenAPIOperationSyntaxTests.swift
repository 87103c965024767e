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
