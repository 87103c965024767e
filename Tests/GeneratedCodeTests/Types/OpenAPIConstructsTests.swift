import ErrgenRuntime
import Foundation
import GoldenOpenAPIConstructs
import Testing

/// The zoo of `Tests/Fixtures/golden/openapi-constructs`, whose models, unions and
/// queries come from an OpenAPI document: its discriminator mapping, its defaults and
/// its deepObject query behave as the document says.
@Suite("Generated OpenAPI constructs")
struct OpenAPIConstructsTests {
    private func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test("mapping values, and a branch's schema name as the document writes it, pick the member")
    func discriminatorMapping() throws {
        let macaw = try decode(Zoo.Animal.self, #"{"kind": "macaw", "name": "Coco", "words": ["hello"]}"#)
        #expect(macaw == .parrot(Zoo.Parrot(kind: "macaw", name: "Coco", words: ["hello"])))
        let seaLion = try decode(Zoo.Animal.self, #"{"kind": "sea-lion", "name": "Sam", "tank": null}"#)
        #expect(seaLion == .seaLion(Zoo.SeaLion(kind: "sea-lion", name: "Sam")))
        let cat = try decode(Zoo.Animal.self, #"{"kind": "Cat", "name": "Tom"}"#)
        #expect(cat == .cat(Zoo.Cat(kind: "Cat", name: "Tom", lives: 9, indoor: false)))
        #expect(
            try decode(Zoo.Animal.self, #"{"kind": "SeaLion", "name": "Sam"}"#)
                == .unknown(["kind": "SeaLion", "name": "Sam"]))
    }

    @Test("an anyOf without a discriminator takes the first branch that reads the value")
    func membersInOrder() throws {
        let tags = try decode([Zoo.FeedingTagsItem].self, #"["fish", 3, {"text": "vip"}]"#)
        #expect(tags == [.string("fish"), .int(3), .label(Zoo.Label(text: "vip", color: "gray"))])
    }

    @Test("a deepObject query is name[key]=value")
    func deepObjectQuery() throws {
        let router = Zoo.AnimalsRouter.listAnimals(filter: ["zone": "north"], session: "s")
        let builder = RequestBuilder(baseURL: ZooServer.local.url)
        #expect(builder.url(for: router).query(percentEncoded: true) == "filter%5Bzone%5D=north")
    }
}
