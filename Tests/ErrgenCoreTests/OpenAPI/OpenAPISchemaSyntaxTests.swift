import Testing

@testable import ErrgenCore

/// The examples of `OpenAPISchemaSyntax` and of the field readers (OpenAPIFields.swift), run:
/// what one schema says by itself, without the importer's state.
@Suite("OpenAPI schema syntax")
struct OpenAPISchemaSyntaxTests {
    static func node(_ yaml: String) throws -> YAMLNode {
        var diagnostics = DiagnosticList()
        let node = YAMLLoader().load(Array(yaml.utf8), file: "s.yaml", diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors)
        return try #require(node)
    }

    @Test("fields are read by key; null, absent and a non-mapping read as nothing")
    func fields() throws {
        #expect(try Self.node("{operationId: listPets}").text(.operationId) == "listPets")
        #expect(try Self.node("{type: null}").text(.type) == nil)
        #expect(try Self.node("[type]")[.type] == nil)
        #expect(try Self.node("{auth: {type: oauth2}}")[named: "auth"]?.text(.type) == "oauth2")
        #expect(try Self.node("{nullable: true}").flag(.nullable))
        #expect(try !Self.node("{nullable: yes}").flag(.nullable))
        #expect(
            try Self.node("{description: \"A pet\\nin the store.\\n\\nMore.\"}").summaryLine == "A pet in the store.")
        #expect(try Self.node("{title: Pet, summary: A pet.}").summaryLine == "A pet.")
    }

    @Test("a schema's declared types, without null")
    func declaredTypes() throws {
        #expect(try OpenAPISchemaSyntax.declaredTypes(Self.node("{type: string}")) == (["string"], false))
        #expect(try OpenAPISchemaSyntax.declaredTypes(Self.node("{type: [string, 'null']}")) == (["string"], true))
        #expect(try OpenAPISchemaSyntax.declaredTypes(Self.node("{properties: {}}")) == ([], false))
    }

    @Test(
        "a branch that allows only null",
        arguments: ["{type: 'null'}", "{type: ['null']}", "{enum: [null]}", "{nullable: true}"])
    func nullBranch(_ yaml: String) throws {
        #expect(try OpenAPISchemaSyntax.isNull(Self.node(yaml)))
    }

    @Test("a nullable string is no null branch")
    func nullableString() throws {
        #expect(try !OpenAPISchemaSyntax.isNull(Self.node("{type: string, nullable: true}")))
    }

    @Test("a schema of one value is its wire type with the value as default")
    func constants() throws {
        let list = try #require(OpenAPISchemaSyntax.constant(Self.node("{enum: [list]}")))
        #expect(list.type == .primitive(.string) && !list.nullable && list.value.value == .string("list"))
        let two = try #require(OpenAPISchemaSyntax.constant(Self.node("{const: 2, type: integer}")))
        #expect(two.type == .primitive(.int) && two.value.value == .number("2"))
        let orNull = try #require(OpenAPISchemaSyntax.constant(Self.node("{enum: [list, null]}")))
        #expect(orNull.nullable)
        #expect(try OpenAPISchemaSyntax.constant(Self.node("{enum: [a, b]}")) == nil)
        #expect(try OpenAPISchemaSyntax.constant(Self.node("{const: '2024-01-01', format: date-time}")) == nil)
    }

    @Test("readOnly and writeOnly, beside a $ref or in its schema")
    func access() throws {
        let plain = try Self.node("{type: string}")
        #expect(try OpenAPISchemaSyntax.access(of: Self.node("{readOnly: true}"), plain) == .readOnly)
        #expect(try OpenAPISchemaSyntax.access(of: plain, Self.node("{writeOnly: true}")) == .writeOnly)
        #expect(try OpenAPISchemaSyntax.access(of: Self.node("{readOnly: true, writeOnly: true}"), plain) == .readWrite)
        #expect(OpenAPISchemaSyntax.access(of: plain, plain) == .readWrite)
    }

    @Test("required names, formats as Swift types, and the example a mock answers with")
    func smallFacts() throws {
        #expect(try OpenAPISchemaSyntax.required(Self.node("{required: [id, name]}")) == ["id", "name"])
        #expect(OpenAPISchemaSyntax.stringPrimitive("date-time") == .date)
        #expect(OpenAPISchemaSyntax.stringPrimitive("url") == .url)
        #expect(OpenAPISchemaSyntax.stringPrimitive("email") == .string)
        #expect(OpenAPISchemaSyntax.integerPrimitive("int32") == .int32)
        #expect(OpenAPISchemaSyntax.integerPrimitive(nil) == .int)
        #expect(OpenAPISchemaSyntax.numberPrimitive("float") == .float)
        #expect(OpenAPISchemaSyntax.numberPrimitive("double") == .double)
        #expect(try OpenAPISchemaSyntax.example(of: Self.node("{examples: [3, 4]}"))?.scalar?.value == "3")
        #expect(try OpenAPISchemaSyntax.example(of: Self.node("{example: 5, examples: [3]}"))?.scalar?.value == "5")
    }
}
