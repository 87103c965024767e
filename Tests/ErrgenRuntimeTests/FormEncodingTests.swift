@_spi(Generated) import ErrgenRuntime
import Foundation
import Testing

/// `application/x-www-form-urlencoded` bodies by the WHATWG URL standard's serializer.
@Suite("Form bodies")
struct FormEncodingTests {
    @Test(
        "names and values are encoded as browsers encode HTML forms",
        arguments: [
            ("a b", "a+b"),
            ("a+b", "a%2Bb"),
            ("&=?#/%", "%26%3D%3F%23%2F%25"),
            ("*-._", "*-._"),
            ("~!'()", "%7E%21%27%28%29"),
            ("é", "%C3%A9"),
            ("line\nbreak", "line%0Abreak"),
            ("AZaz09", "AZaz09"),
        ])
    func components(_ text: String, _ encoded: String) {
        #expect(PercentEncoding.formComponent(text) == encoded)
    }

    struct Grant: Encodable {
        var grantType = "refresh_token"
        var refreshToken = "r+1 /2"
        var scope: String?
        var offline = true
        var count = 3
        var at = Date(timeIntervalSince1970: 0)

        enum CodingKeys: String, CodingKey {
            case grantType = "grant_type"
            case refreshToken = "refresh_token"
            case scope, offline, count, at
        }
    }

    @Test("fields come in the model's order, nil ones left out, with the text form of query items")
    func fieldsInOrder() throws {
        let body = try FormEncoder.encode(Grant())
        #expect(
            String(decoding: body, as: UTF8.self)
                == "grant_type=refresh_token&refresh_token=r%2B1+%2F2&offline=true&count=3&at=1970-01-01T00%3A00%3A00Z")
    }

    enum Event: String, Encodable { case ringing, answered }

    struct Lists: Encodable {
        var events: [Event] = [.ringing, .answered]
        var media = [URL(string: "https://a.example/1.png?x=y")!]
        var none: [String] = []
        var name = "a b"
        var parameter: AnyJSON = ["b": 1, "a": [true, "x/y"]]
        var extra: [String: AnyJSON] = ["k": "v"]
        var text: AnyJSON = "plain"
        var missing: AnyJSON = .null
    }

    @Test("a list repeats its name (form style, exploded); a JSON value is its JSON text, a JSON string its text")
    func listsAndJSON() throws {
        let body = String(decoding: try FormEncoder.encode(Lists()), as: UTF8.self)
        #expect(
            body
                == "events=ringing&events=answered&media=https%3A%2F%2Fa.example%2F1.png%3Fx%3Dy&name=a+b"
                + "&parameter=%7B%22a%22%3A%5Btrue%2C%22x%2Fy%22%5D%2C%22b%22%3A1%7D&extra=%7B%22k%22%3A%22v%22%7D"
                + "&text=plain")
    }

    struct Inner: Encodable {
        var id = 1
        var tags = ["a/b"]
        var deeper = ["z": Deeper()]
    }
    struct Deeper: Encodable { var on = true }
    struct Nested: Encodable {
        var name = "n"
        var inner = Inner()
        var map = ["b": 2, "a": 1]
    }
    struct ListOfLists: Encodable {
        var rows = [["a"]]
    }
    struct ListOfObjects: Encodable {
        var rows = [Inner()]
    }

    @Test(
        "an object without a style is its JSON text, keys sorted, however deep: OpenAPI's default for an object field")
    func nestedObjectsAreJSON() throws {
        let fields = try FormEncoder.fields(of: Nested())
        #expect(fields.map(\.name) == ["name", "inner", "map"])
        #expect(fields[1].value == #"{"deeper":{"z":{"on":true}},"id":1,"tags":["a/b"]}"#)
        #expect(fields[2].value == #"{"a":1,"b":2}"#)
    }

    @Test("a list of lists or of objects has no form: encoding throws rather than sending what the server misreads")
    func listsOfListsThrow() {
        #expect(throws: EncodingError.self) { try FormEncoder.encode(ListOfLists()) }
        #expect(throws: EncodingError.self) { try FormEncoder.encode(ListOfObjects()) }
    }
}
