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

    @Test("a property of one value is sent, and read when left out, as that value")
    func constantProperties() throws {
        let feeding = Zoo.Feeding(at: Date(timeIntervalSince1970: 0), portions: ["fish": 2.5])
        var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(feeding)) as? [String: Any])
        #expect(json["object"] as? String == "feeding")
        #expect(json["version"] as? Int == 2)
        json["object"] = nil
        json["version"] = nil
        let decoded = try JSONDecoder().decode(Zoo.Feeding.self, from: JSONSerialization.data(withJSONObject: json))
        #expect(decoded.object == "feeding" && decoded.version == 2)
        #expect(decoded == feeding)
    }

    @Test("models are equal, and hash alike, when every property is; nil and empty differ")
    func modelEquality() {
        let feeding = Zoo.Feeding(at: Date(timeIntervalSince1970: 0), portions: ["fish": 2.5])
        #expect(feeding == Zoo.Feeding(at: Date(timeIntervalSince1970: 0), portions: ["fish": 2.5]))
        #expect(Set([feeding, feeding]).count == 1)
        var other = feeding
        other.tags = []
        #expect(other != feeding)
        other = feeding
        other.amount = .string("3 EUR")
        #expect(other != feeding)
        other = feeding
        other.version = 3
        #expect(other != feeding)
        #expect(Zoo.Label(text: "vip") != Zoo.Label(text: "vip", color: "gold"))
    }

    @Test("routers and unions are equal, and hash alike, when they are the same case with equal values")
    func caseEquality() {
        let id = UUID()
        let feedings = Zoo.AnimalsRouter.listFeedings(animalId: id, since: Date(timeIntervalSince1970: 0))
        #expect(feedings == .listFeedings(animalId: id, since: Date(timeIntervalSince1970: 0)))
        #expect(Set([feedings, .listFeedings(animalId: id, since: Date(timeIntervalSince1970: 0))]).count == 1)
        #expect(feedings != .listFeedings(animalId: id))
        #expect(feedings != .listFeedings(animalId: UUID(), since: Date(timeIntervalSince1970: 0)))
        #expect(Zoo.AnimalsRouter.listAnimals(session: "s") == .listAnimals(session: "s"))
        #expect(Zoo.AnimalsRouter.listAnimals(session: "s") != .listAnimals(limit: 5, session: "s"))
        #expect(Zoo.AnimalsRouter.listAnimals(session: "s") != .listFeedings(animalId: id))

        let cat = Zoo.Animal.cat(Zoo.Cat(kind: "Cat", name: "Tom", lives: 9, indoor: false))
        #expect(cat == .cat(Zoo.Cat(kind: "Cat", name: "Tom", lives: 9, indoor: false)))
        #expect(cat != .cat(Zoo.Cat(kind: "Cat", name: "Tom", lives: 8, indoor: false)))
        #expect(cat != .unknown(["kind": "Cat", "name": "Tom"]))
        #expect(Zoo.Animal.unknown(["kind": "Dog"]) == .unknown(["kind": "Dog"]))
        #expect(Zoo.Animal.unknown(["kind": "Dog"]) != .unknown(["kind": "Eel"]))
    }

    @Test("a deepObject query is name[key]=value")
    func deepObjectQuery() throws {
        let router = Zoo.AnimalsRouter.listAnimals(filter: ["zone": "north"], session: "s")
        let builder = RequestBuilder(baseURL: ZooServer.local.url)
        #expect(builder.url(for: router).query(percentEncoded: true) == "filter%5Bzone%5D=north")
    }

    @Test("a deepObject query of an object with properties is one item a property, a list repeating its item")
    func deepObjectModelQuery() throws {
        let router = Zoo.AnimalsRouter.listAnimals(
            area: Zoo.ListAnimalsArea(zone: "north", levels: [.value1, .value3]), session: "s")
        let builder = RequestBuilder(baseURL: ZooServer.local.url)
        #expect(
            builder.url(for: router).query(percentEncoded: true)
                == "area%5Bzone%5D=north&area%5Blevels%5D=1&area%5Blevels%5D=3")
    }
}
