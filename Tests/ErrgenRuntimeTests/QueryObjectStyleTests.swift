@_spi(Generated) import ErrgenRuntime
import Foundation
import Testing

/// An object in the query, as OpenAPI's style table writes `color = {R: 100, G: 200, B: 150}`.
@Suite("Query objects")
struct QueryObjectStyleTests {
    struct Color: Encodable {
        var r = 100
        var g = 200
        var b: Int? = 150
        var tags: [String]? = nil

        enum CodingKeys: String, CodingKey {
            case r = "R", g = "G", b = "B", tags
        }
    }

    let builder = RequestBuilder(baseURL: URL(string: "https://api.example")!)

    func query(_ items: [QueryItem]) -> String? {
        builder.url(for: TestEndpoint(queryItems: items)).query(percentEncoded: true)
    }

    @Test("form, exploded: each property its own item (R=100&G=200&B=150); a list repeats its key")
    func formExploded() {
        #expect(query(QueryItem.object(Color())) == "R=100&G=200&B=150")
        #expect(query(QueryItem.object(Color(b: nil, tags: ["a", "b c"]))) == "R=100&G=200&tags=a&tags=b%20c")
    }

    @Test("form, not exploded: one item, keys and values joined by literal commas (color=R,100,G,200,B,150)")
    func formJoined() {
        #expect(query(QueryItem.object(name: "color", commaSeparated: Color())) == "color=R,100,G,200,B,150")
        #expect(query(QueryItem.object(name: "color", commaSeparated: nil as Color?)) == nil)
    }

    @Test("deepObject: one item per property, named name[key] (color[R]=100&color[G]=200&color[B]=150)")
    func deepObject() {
        #expect(
            query(QueryItem.deepObject(name: "color", object: Color()))
                == "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150")
        #expect(QueryItem.deepObject(name: "color", object: nil as Color?).isEmpty)
    }
}

/// A query list joined by OpenAPI's delimited styles (issue 42, point 2).
@Suite("Query delimited lists")
struct QueryDelimitedListTests {
    let builder = RequestBuilder(baseURL: URL(string: "https://api.example")!)

    func query(_ items: [QueryItem]) -> String? {
        builder.url(for: TestEndpoint(queryItems: items)).query(percentEncoded: true)
    }

    @Test("each value is encoded on its own; commas join literally, a space as %20 and a pipe as %7C")
    func delimiters() {
        #expect(query([QueryItem(name: "ids", joining: ["a,b", "c"], by: .comma)]) == "ids=a%2Cb,c")
        #expect(query([QueryItem(name: "ids", joining: ["a b", "c"], by: .space)]) == "ids=a%20b%20c")
        #expect(query([QueryItem(name: "ids", joining: ["a|b", "c"], by: .pipe)]) == "ids=a%7Cb%7Cc")
        #expect(query([QueryItem(name: "ids", joining: [], by: .pipe)]) == "ids=")
        #expect(query([QueryItem(name: "ids", joining: nil, by: .space)]) == nil)
        #expect(QueryItem(name: "ids", joining: ["1", "2"], by: .pipe).value == "1|2")
    }
}
