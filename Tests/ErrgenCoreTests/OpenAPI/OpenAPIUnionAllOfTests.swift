import Foundation
import Testing

@testable import ErrgenCore

/// A `oneOf` or `anyOf` inside an `allOf`: a union beside parts that only describe it is
/// that union; beside object parts, a union whose object branches each merge those parts.
@Suite("OpenAPI unions inside allOf", .serialized)
struct OpenAPIUnionAllOfTests {
    let snippets = OpenAPISnippetTests()

    @Test("an allOf of a union and parts that only describe it is that union, optional when a part says nullable")
    func describedUnion() throws {
        let document = OpenAPISnippetTests.document(
            schemas: """

                ToolChoice:
                  oneOf:
                    - {type: string, enum: [none, auto]}
                    - {type: object, title: NamedTool, required: [name], properties: {name: {type: string}}}
                Run:
                  type: object
                  required: [tool_choice]
                  properties:
                    tool_choice:
                      allOf:
                        - $ref: '#/components/schemas/ToolChoice'
                        - {nullable: true, description: Which tool the run calls.}
                """)
        try snippets.assertSnippet(
            document, ["Run", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(toolChoice: ToolChoice? = nil) {
                self.toolChoice = toolChoice
            }

            """)
        let union = try snippets.rendered(document, ["ToolChoice"])
        #expect(union.contains("case toolChoiceVariant1(ToolChoiceVariant1)"), "\(union)")
        #expect(union.contains("case namedTool(NamedTool)"), "\(union)")
    }

    @Test("a $ref beside parts that only describe it is the type it names: no copy of a model, no JSON for an enum")
    func describedReference() throws {
        let document = OpenAPISnippetTests.document(
            schemas: """

                User:
                  type: object
                  properties: {name: {type: string}}
                Status:
                  type: string
                  enum: [open, closed]
                Order:
                  type: object
                  properties:
                    owner: {allOf: [{$ref: '#/components/schemas/User'}, {description: Who placed it.}]}
                    status: {allOf: [{}, {$ref: '#/components/schemas/Status'}, {example: open}, {description: Where it is.}]}
                """)
        try snippets.assertSnippet(
            document, ["Order", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(owner: User? = nil, status: Status? = nil) {
                self.owner = owner
                self.status = status
            }

            """)
        let order = try snippets.rendered(document, ["Order"])
        #expect(order.contains("    /// Who placed it.\n    var owner: User?\n"), "\(order)")
        #expect(order.contains("    /// Where it is.\n    var status: Status?\n"), "\(order)")
    }

    static let payments = OpenAPISnippetTests.document(
        schemas: """

            Payment:
              description: A payment of an order.
              allOf:
                - $ref: '#/components/schemas/Base'
                - oneOf:
                    - $ref: '#/components/schemas/Card'
                    - $ref: '#/components/schemas/Transfer'
                  discriminator:
                    propertyName: method
                    mapping: {card: '#/components/schemas/Card'}
                - type: object
                  required: [reference]
                  properties: {reference: {type: string}}
            Base:
              type: object
              required: [amount, method]
              properties: {amount: {type: integer}, method: {type: string}}
            Card:
              type: object
              required: [number]
              properties: {number: {type: string}, method: {type: string}}
            Transfer:
              type: object
              properties: {iban: {type: string}}
            """)

    @Test("an allOf of object parts and a union is a union of the branches, each object merging the parts in order")
    func distributedUnion() throws {
        let union = try snippets.rendered(Self.payments, ["Payment"])
        #expect(union.hasPrefix("/// A payment of an order.\n"), "\(union)")
        #expect(union.contains("    case card(PaymentCard)\n"), "\(union)")
        #expect(union.contains("    case transfer(PaymentTransfer)\n"), "\(union)")
        #expect(union.contains(#"case "card": self = .card(try PaymentCard(from: decoder))"#), "\(union)")
        #expect(union.contains(#"case "Transfer": self = .transfer(try PaymentTransfer(from: decoder))"#), "\(union)")
        try snippets.assertSnippet(
            Self.payments, ["PaymentCard", "init"],
            """
            /// Memberwise initializer.
            init(amount: Swift.Int, method: Swift.String, number: Swift.String, reference: Swift.String) {
                self.amount = amount
                self.method = method
                self.number = number
                self.reference = reference
            }

            """)
        try snippets.assertSnippet(
            Self.payments, ["PaymentTransfer", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(amount: Swift.Int, method: Swift.String, iban: Swift.String? = nil, reference: Swift.String) {
                self.amount = amount
                self.method = method
                self.iban = iban
                self.reference = reference
            }

            """)
    }

    @Test("a branch that is no object stays as it is; object parts that add no property leave the branches as they are")
    func branchesKept() throws {
        let document = OpenAPISnippetTests.document(
            schemas: """

                Reply:
                  allOf:
                    - {type: object, properties: {id: {type: integer}}}
                    - anyOf: [{type: string}, {type: object, title: Note, properties: {text: {type: string}}}]
                Extra:
                  allOf:
                    - {type: object}
                    - anyOf: [{type: string}, {$ref: '#/components/schemas/Reply'}]
                """)
        let reply = try snippets.rendered(document, ["Reply"])
        #expect(reply.contains("    case string(Swift.String)\n"), "\(reply)")
        #expect(reply.contains("    case note(ReplyNote)\n"), "\(reply)")
        let extra = try snippets.rendered(document, ["Extra"])
        #expect(extra.contains("    case string(Swift.String)\n"), "\(extra)")
        #expect(extra.contains("    case reply(Reply)\n"), "\(extra)")
    }

    @Test(
        "a schema that is a branch of the union it merges is its other parts: the union only says it is one of the family"
    )
    func selfBranch() throws {
        let document = OpenAPISnippetTests.document(
            schemas: """

                Labelled:
                  allOf:
                    - $ref: '#/components/schemas/Either'
                    - {type: object, required: [label], properties: {label: {type: string}}}
                Either:
                  anyOf:
                    - $ref: '#/components/schemas/Labelled'
                    - {type: object, title: Plain, properties: {size: {type: integer}}}
                """)
        let labelled = try snippets.rendered(document, ["Labelled", "init"])
        #expect(labelled.contains("init(label: Swift.String)"), "\(labelled)")
        let either = try snippets.rendered(document, ["Either"])
        #expect(either.contains("    case labelled(Labelled)\n"), "\(either)")
        #expect(either.contains("    case plain(Plain)\n"), "\(either)")
    }

    @Test("an inline allOf reached again through the model it merges is its own type, never mapped for ever")
    func inlineAllOfHoldingItself() throws {
        func document(_ extra: String) -> String {
            OpenAPISnippetTests.document(
                schemas: """

                    Product:
                      type: object
                      properties:
                        id: {type: integer}
                        extra: {allOf: [{properties: {x: {type: string}}}, \(extra)]}
                    """)
        }
        let union = try snippets.rendered(
            document("{anyOf: [{type: string}, {$ref: '#/components/schemas/Product'}]}"), ["ProductExtra"])
        #expect(union.contains("    indirect case product(ProductExtraProduct)\n"), "\(union)")
        // Merging the model it is reached from, the allOf holds itself: stored `Indirect`.
        let merged = try snippets.rendered(document("{$ref: '#/components/schemas/Product'}"), ["ProductExtra"])
        #expect(merged.contains("private var _extra: ErrgenRuntime.Indirect<ProductExtra>?"), "\(merged)")
    }

    @Test("an allOf that merges two unions is not supported, at the second")
    func twoUnions() {
        let document = OpenAPISnippetTests.document(
            schemas: """

                Both:
                  allOf:
                    - anyOf: [{type: object, title: A, properties: {a: {type: string}}}, {type: string}]
                    - oneOf: [{type: object, title: B, properties: {b: {type: string}}}, {type: integer}]
                """)
        let (_, diagnostics) = Generator.check(sources: [
            SpecSource(path: "errgen.yaml", text: OpenAPISnippetTests.catalog),
            SpecSource(path: "openapi.yaml", text: document),
        ])
        #expect(
            diagnostics.sorted.map(\.description) == [
                "openapi.yaml:9:11: error: \(Unsupported.unionsInAllOf)"
            ])
    }

    /// Every shape above in one document, whose output app code builds, reads and writes.
    static let everyShape = OpenAPISnippetTests.document(
        schemas: """

            Payment:
              allOf:
                - $ref: '#/components/schemas/Base'
                - oneOf:
                    - $ref: '#/components/schemas/Card'
                    - $ref: '#/components/schemas/Transfer'
                  discriminator: {propertyName: method, mapping: {card: '#/components/schemas/Card'}}
            Base:
              type: object
              required: [amount, method]
              properties: {amount: {type: integer}, method: {type: string}}
            Card:
              type: object
              required: [number]
              properties: {number: {type: string}}
            Transfer:
              type: object
              properties: {iban: {type: string}}
            ToolChoice:
              oneOf:
                - {type: string, enum: [none, auto]}
                - {type: object, title: NamedTool, required: [name], properties: {name: {type: string}}}
            Run:
              type: object
              properties:
                tool_choice: {allOf: [{$ref: '#/components/schemas/ToolChoice'}, {nullable: true}]}
                payment: {$ref: '#/components/schemas/Payment'}
            Product:
              type: object
              properties:
                id: {type: integer}
                extra:
                  allOf:
                    - {properties: {x: {type: string}}}
                    - anyOf: [{type: string}, {$ref: '#/components/schemas/Product'}]
            """)

    @Test(
        "the output compiles without a warning beside app code, in every setting of an app target",
        arguments: CompileMode.all)
    func compiles(mode: CompileMode) async throws {
        let appCode = """
            import Foundation

            func describe(_ run: Shop.Run) -> String {
                switch run.payment {
                case .card(let card)?: return "\\(card.amount) by card \\(card.number)"
                case .transfer(let transfer)?: return "\\(transfer.amount) to \\(transfer.iban ?? "-")"
                case .unknown(_)?, nil: return "-"
                }
            }

            func sample() throws -> Data {
                let card = Shop.PaymentCard(amount: 5, method: "card", number: "4242")
                let nested = Shop.Product(id: 2)
                let product = Shop.Product(id: 1, extra: .product(Shop.ProductExtraProduct(x: "a", id: nested.id)))
                let run = Shop.Run(toolChoice: .toolChoiceVariant1(.auto), payment: .card(card))
                _ = describe(run)
                _ = product
                return try JSONEncoder().encode(run)
            }
            """
        try await OpenAPISnippetTests.typeCheck(Self.everyShape, appCode: appCode, mode: mode)
    }
}
