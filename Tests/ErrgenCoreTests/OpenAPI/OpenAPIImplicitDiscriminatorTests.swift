import Foundation
import Testing

@testable import ErrgenCore

/// A discriminator without a `mapping` keys on each member's schema name, unless the member
/// pins the property to one value: then the server sends that value, and the union reads it.
@Suite("OpenAPI discriminators pinned by their members")
struct OpenAPIImplicitDiscriminatorTests {
    static let document = OpenAPISnippetTests.document(
        schemas: """

            PlayableItem:
              oneOf:
                - $ref: '#/components/schemas/TrackObject'
                - $ref: '#/components/schemas/EpisodeObject'
                - $ref: '#/components/schemas/ShowObject'
              discriminator: {propertyName: type}
            TrackObject:
              type: object
              required: [type]
              properties:
                type: {type: string, enum: [track]}
            EpisodeObject:
              allOf:
                - type: object
                  required: [type]
                  properties:
                    type: {type: string, const: episode}
            ShowObject:
              type: object
              required: [type]
              properties:
                type: {type: string}
            """)

    @Test("a one-value enum or a const is the member's value, with a note at it; a free property keeps the name")
    func pinnedValuesSelectTheMembers() throws {
        let (checked, diagnostics) = Generator.check(sources: [
            SpecSource(path: "errgen.yaml", text: OpenAPISnippetTests.catalog),
            SpecSource(path: "openapi.yaml", text: Self.document),
        ])
        #expect(
            diagnostics.sorted.map(\.description) == [
                "openapi.yaml:16:37: note: the discriminator 'type' has no 'mapping': 'TrackObject' is selected by "
                    + "'track', the one value its schema gives 'type', not by its name",
                "openapi.yaml:22:41: note: the discriminator 'type' has no 'mapping': 'EpisodeObject' is selected by "
                    + "'episode', the one value its schema gives 'type', not by its name",
            ])
        let files = Translator(checked).files(includeStringCatalog: false)
        let declarations = files.flatMap { pending -> [Declaration] in
            if case .swift(let swift) = pending.translate() { return swift.declarations }
            return []
        }
        let union = try #require(SnippetTests.find(["PlayableItem"], in: declarations))
        let text = SwiftRenderer(header: []).render(union, depth: 0)
        #expect(
            text.contains(
                """
                        switch try? container?.decodeIfPresent(Swift.String.self, forKey: "type") {
                        case "track": self = .trackObject(try TrackObject(from: decoder))
                        case "episode": self = .episodeObject(try EpisodeObject(from: decoder))
                        case "ShowObject": self = .showObject(try ShowObject(from: decoder))
                """), "\(text)")
    }
}
