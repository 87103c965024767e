import Foundation
import Testing

@testable import ErrgenCore

/// Schemas that hold themselves by value (issue 42): through an optional property, through
/// an inline object, through an `allOf` part. The property that closes the cycle is stored
/// `Indirect` (a cycle of required properties alone, which has no finite JSON, is still
/// refused: `OpenAPISnippetTests`).
@Suite("OpenAPI models that hold themselves", .serialized)
struct OpenAPIRecursiveModelTests {
    let snippets = OpenAPISnippetTests()

    static let document = OpenAPISnippetTests.document(
        schemas: """

            Comment:
              type: object
              required: [body]
              properties:
                body: {type: string}
                reply_to: {$ref: '#/components/schemas/Comment'}
            Topic:
              type: object
              required: [title]
              properties:
                title: {type: string}
                latest:
                  type: object
                  required: [topic]
                  properties:
                    topic: {$ref: '#/components/schemas/Topic'}
            Outline:
              allOf:
                - type: object
                  properties:
                    parent: {$ref: '#/components/schemas/Outline'}
            Shape:
              oneOf:
                - $ref: '#/components/schemas/Circle'
                - $ref: '#/components/schemas/Square'
              discriminator: {propertyName: kind}
            Circle:
              allOf:
                - $ref: '#/components/schemas/Shape'
                - {type: object, required: [kind, radius], properties: {kind: {type: string}, radius: {type: integer}}}
            Square:
              allOf:
                - $ref: '#/components/schemas/Side'
                - {type: object, required: [kind], properties: {kind: {type: string}}}
            Side:
              type: object
              required: [side]
              properties: {side: {type: integer}}
            """)

    @Test("a property of the model's own type is stored Indirect behind an ordinary property")
    func selfReference() throws {
        let comment = try snippets.rendered(Self.document, ["Comment"])
        #expect(
            comment.contains(
                """
                    /// Where `replyTo` is kept: its value holds a `Comment`, which a struct cannot contain.
                    private var _replyTo: ErrgenRuntime.Indirect<Comment>?

                    /// `reply_to` in JSON.
                    var replyTo: Comment? {
                        get {
                            _replyTo?.value
                        }
                        set {
                            _replyTo = newValue.map(ErrgenRuntime.Indirect.init)
                        }
                    }
                """), "\(comment)")
        #expect(comment.contains("    self._replyTo = replyTo.map(ErrgenRuntime.Indirect.init)\n"), "\(comment)")
        #expect(
            comment.contains(
                "self._replyTo = try container.decodeIfPresent(ErrgenRuntime.Indirect<Comment>.self, at: \"reply_to\")"),
            "\(comment)")
        #expect(comment.contains("try container.encodeIfPresent(self.replyTo, at: \"reply_to\")"), "\(comment)")
        #expect(comment.contains("var body: Swift.String\n"), "a property outside the cycle is stored as it is")
    }

    @Test("through an inline object, each property of the cycle is stored Indirect, required or not")
    func throughInlineObject() throws {
        let topic = try snippets.rendered(Self.document, ["Topic"])
        #expect(topic.contains("private var _latest: ErrgenRuntime.Indirect<TopicLatest>?"), "\(topic)")
        let latest = try snippets.rendered(Self.document, ["TopicLatest"])
        #expect(latest.contains("private var _topic: ErrgenRuntime.Indirect<Topic>\n"), "\(latest)")
        #expect(latest.contains("self._topic = ErrgenRuntime.Indirect(topic)"), "\(latest)")
        #expect(
            latest.contains("self._topic = try container.decode(ErrgenRuntime.Indirect<Topic>.self, at: \"topic\")"),
            "\(latest)")
        let outline = try snippets.rendered(Self.document, ["Outline"])
        #expect(outline.contains("private var _parent: ErrgenRuntime.Indirect<Outline>?"), "\(outline)")
    }

    @Test(
        "a branch of a discriminated union that merges the union is its own parts: a model, as its payloads are written"
    )
    func branchMergingItsUnion() throws {
        let shape = try snippets.rendered(Self.document, ["Shape"])
        #expect(shape.contains("\n    case circle(Circle)\n"), "\(shape)")
        #expect(shape.contains("    case square(Square)\n"), "\(shape)")
        let circle = try snippets.rendered(Self.document, ["Circle", "init"])
        #expect(circle.contains("init(kind: Swift.String, radius: Swift.Int)"), "\(circle)")
    }

    @Test(
        "the output compiles without a warning beside app code, in every setting of an app target",
        arguments: CompileMode.all)
    func compiles(mode: CompileMode) async throws {
        let appCode = """
            import Foundation

            func depth(of comment: Shop.Comment) -> Int {
                var depth = 0
                var next = comment.replyTo
                while let reply = next {
                    depth += 1
                    next = reply.replyTo
                }
                return depth
            }

            func sample() throws -> Data {
                var comment = Shop.Comment(body: "a", replyTo: Shop.Comment(body: "b"))
                comment.replyTo?.replyTo = Shop.Comment(body: "c")
                let topic = Shop.Topic(title: "t", latest: Shop.TopicLatest(topic: Shop.Topic(title: "u")))
                let outline = Shop.Outline(parent: Shop.Outline())
                _ = depth(of: comment) + (topic.latest?.topic.title.count ?? 0)
                _ = Set([outline, Shop.Outline()])
                let shapes: [Shop.Shape] = [.circle(Shop.Circle(kind: "Circle", radius: 1)), .square(Shop.Square(side: 2, kind: "Square"))]
                _ = shapes
                return try JSONEncoder().encode(comment)
            }
            """
        try await OpenAPISnippetTests.typeCheck(Self.document, appCode: appCode, mode: mode)
    }
}
