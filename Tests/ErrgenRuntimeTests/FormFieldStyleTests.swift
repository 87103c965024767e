@_spi(Generated) import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Form body fields in the styles of OpenAPI's `encoding` (issue 42, point 2), as OpenAPI's
/// style table writes the list `tags = ["a b", "c"]` and the object `color = {R: 100, G: 200}`.
@Suite("Form field styles")
struct FormFieldStyleTests {
    struct Color: Encodable, Sendable {
        var r = 100
        var g: Int? = 200
        var shades: [String]? = nil

        enum CodingKeys: String, CodingKey {
            case r = "R", g = "G", shades
        }
    }

    struct Order: Encodable, Sendable {
        var to = "x"
        var tags = ["a b", "c"]
        var color: Color? = Color()
        var size: [String: Int]? = ["w": 2, "h": 1]
        var extra: [String: AnyJSON]? = ["k": "v", "n": 1]
    }

    func body(_ value: some Encodable, _ styles: [String: FormFieldStyle]) throws -> String {
        String(decoding: try FormEncoder.encode(value, fieldStyles: styles), as: UTF8.self)
    }

    @Test("a list: form repeats its name; comma, space and pipe join it into one field, encoded as a whole")
    func lists() throws {
        let order = Order(color: nil, size: nil, extra: nil)
        #expect(try body(order, [:]) == "to=x&tags=a+b&tags=c")
        #expect(try body(order, ["tags": .form]) == "to=x&tags=a+b&tags=c")
        #expect(try body(order, ["tags": .commaSeparated]) == "to=x&tags=a+b%2Cc")
        #expect(try body(order, ["tags": .spaceDelimited]) == "to=x&tags=a+b+c")
        #expect(try body(order, ["tags": .pipeDelimited]) == "to=x&tags=a+b%7Cc")
        #expect(try body(Order(tags: [], color: nil, size: nil, extra: nil), ["tags": .pipeDelimited]) == "to=x&tags=")
        // A scalar field is name=value whatever its style.
        #expect(try body(order, ["to": .pipeDelimited, "tags": .deepObject]) == "to=x&tags=a+b&tags=c")
    }

    @Test(
        "a model field: form spreads its properties, comma/space/pipe join keys and values, deepObject names name[key]")
    func models() throws {
        let order = Order(tags: [], size: nil, extra: nil)
        #expect(try body(order, ["color": .form]) == "to=x&R=100&G=200")
        #expect(try body(order, ["color": .commaSeparated]) == "to=x&color=R%2C100%2CG%2C200")
        #expect(try body(order, ["color": .spaceDelimited]) == "to=x&color=R+100+G+200")
        #expect(try body(order, ["color": .pipeDelimited]) == "to=x&color=R%7C100%7CG%7C200")
        #expect(try body(order, ["color": .deepObject]) == "to=x&color%5BR%5D=100&color%5BG%5D=200")
        // A nil property is left out; a list inside repeats its key.
        let partial = Order(tags: [], color: Color(g: nil, shades: ["1", "2"]), size: nil, extra: nil)
        #expect(
            try body(partial, ["color": .deepObject]) == "to=x&color%5BR%5D=100&color%5Bshades%5D=1&color%5Bshades%5D=2"
        )
    }

    @Test("a dictionary field is written in key order, so the body is the same bytes each time")
    func dictionaries() throws {
        let order = Order(tags: [], color: nil, extra: nil)
        #expect(try body(order, ["size": .form]) == "to=x&h=1&w=2")
        #expect(try body(order, ["size": .commaSeparated]) == "to=x&size=h%2C1%2Cw%2C2")
        #expect(try body(order, ["size": .deepObject]) == "to=x&size%5Bh%5D=1&size%5Bw%5D=2")
        let json = Order(tags: [], color: nil, size: nil)
        #expect(try body(json, [:]) == "to=x&extra=%7B%22k%22%3A%22v%22%2C%22n%22%3A1%7D")
        #expect(try body(json, ["extra": .deepObject]) == "to=x&extra%5Bk%5D=v&extra%5Bn%5D=1")
        let any = AnyJSONField(value: ["b": 2, "a": "x"])
        #expect(try body(any, ["value": .pipeDelimited]) == "value=a%7Cx%7Cb%7C2")
        #expect(try body(AnyJSONField(value: [1, "y"]), ["value": .spaceDelimited]) == "value=1+y")
    }

    struct AnyJSONField: Encodable {
        var value: AnyJSON
    }

    struct Deep: Encodable {
        var outer = Outer()
        struct Outer: Encodable { var inner = Color() }
    }

    @Test("an object inside a styled object, or an object without a style, is its JSON text")
    func nestedObjectsAreJSON() throws {
        let deep = try FormEncoder.fields(of: Deep(), fieldStyles: ["outer": .deepObject])
        #expect(deep.map(\.name) == ["outer[inner]"])
        #expect(deep.first?.value.hasPrefix("{") == true)
        let plain = try FormEncoder.fields(of: Order())
        #expect(plain.first { $0.name == "size" }?.value == #"{"h":1,"w":2}"#)
    }

    @Test("the router's styles reach the body the request builder writes")
    func requestBuilder() throws {
        let router = FormRouter(value: Order(tags: ["a", "b"], size: nil, extra: nil))
        let request = try RequestBuilder(baseURL: URL(string: "https://api.example")!).makeRequest(for: router)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: request.httpBody ?? Data(), as: UTF8.self)
                == "to=x&tags=a%7Cb&color%5BR%5D=100&color%5BG%5D=200")
    }

    @Test("on the wire: a server's form parser reads each styled field back, and a delimited query list")
    func wire() async throws {
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let order = Order(tags: ["a b", "c|d"], color: Color(r: 1, g: nil), size: ["w": 2, "h": 1], extra: nil)
        var router = FormRouter(value: order)
        router.styles["size"] = .commaSeparated
        router.queryItems = [
            QueryItem(name: "fields", joining: ["id", "to"], by: .space),
            QueryItem(name: "ids", joining: ["1", "2"], by: .pipe),
        ]

        try await client.send(router)

        let request = try #require(server.requests.first)
        #expect(request.query["fields"] == "id to")
        #expect(request.query["ids"] == "1|2")
        let form = URLComponents(
            string: "?" + String(decoding: request.body, as: UTF8.self).replacingOccurrences(of: "+", with: "%20"))
        let fields = (form?.queryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }
        #expect(fields == ["to=x", "tags=a b|c|d", "color[R]=1", "size=h,1,w,2"])
    }

    struct FormRouter: Router {
        var value: Order
        var styles: [String: FormFieldStyle] = ["tags": .pipeDelimited, "color": .deepObject]
        var queryItems: [QueryItem] = []
        var endpointName: String { "Orders.create" }
        var method: ErrgenRuntime.HTTPMethod { .post }
        var path: String { "/orders" }
        var headers: [(name: String, value: String)] { [] }
        var body: (any Encodable & Sendable)? { value }
        var bodyEncoding: BodyEncoding { .form }
        var formFieldStyles: [String: FormFieldStyle] { styles }
        var timeout: Duration? { nil }
        var resourceTimeout: Duration? { nil }
        var retryPolicy: RetryPolicy { .never }
        var auth: AuthRequirement { .none }
        var isIdempotent: Bool { false }
        var sendsIdempotencyKey: Bool { false }
        var documentedErrors: [WireCode] { [] }
    }
}
