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

    struct Nested: Encodable {
        var tags = ["a"]
    }

    @Test("a list has no form: encoding throws rather than writing something the server misreads")
    func nestedThrows() {
        #expect(throws: EncodingError.self) { try FormEncoder.encode(Nested()) }
    }
}
