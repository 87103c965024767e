import ErrgenRuntime
import Foundation
import Testing

/// Issue 15, point 9: the body is parsed once and fields are read from the parsed
/// document, without `JSONDecoder` for the usual field types; what a field reads must
/// stay what `JSONDecoder` would have decoded.
@Suite struct PayloadFieldTests {
    static func payload(_ body: String, headers: [String: String] = [:]) -> ErrorPayload {
        ErrorPayload(
            status: 400, code: nil, context: ErrorContext(), headers: headers, body: Data(body.utf8),
            detailsPath: ["error", "details"])
    }

    struct Limit: Decodable, Equatable {
        var name: String
        var remaining: Int?
    }

    @Test func scalarsDatesURLsAndCollections() throws {
        let payload = Self.payload(
            #"""
            {"error": {"details": {"count": 5002, "ratio": 2.50, "big": 1e3, "on": true, "at": "2024-01-02T03:04:05Z",
             "url": "https://example.com/a?b=1", "fields": {"email": ["required", "taken"]}, "ids": [1, 2, 3],
             "nothing": null, "limit": {"name": "daily", "remaining": 3}}}}
            """#)
        #expect(payload.field(Int.self, from: .details(["count"])) == 5002)
        #expect(payload.field(Double.self, from: .details(["ratio"])) == 2.5)
        #expect(payload.field(Int.self, from: .details(["big"])) == 1000)
        #expect(payload.field(Int.self, from: .details(["ratio"])) == nil, "2.5 is no Int")
        #expect(payload.field(Bool.self, from: .details(["on"])) == true)
        #expect(payload.field(Date.self, from: .details(["at"])) == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(payload.field(URL.self, from: .details(["url"])) == URL(string: "https://example.com/a?b=1"))
        #expect(payload.field([String: [String]].self, from: .details(["fields"])) == ["email": ["required", "taken"]])
        #expect(payload.field([Int].self, from: .details(["ids"])) == [1, 2, 3])
        #expect(payload.field(String.self, from: .details(["nothing"])) == nil)
        #expect(payload.field(String.self, from: .details(["missing"])) == nil)
        #expect(payload.field(String.self, from: .details(["count"])) == nil, "a number is no String")
        // A type the fast readers do not know goes through JSONDecoder.
        #expect(payload.field(Limit.self, from: .details(["limit"])) == Limit(name: "daily", remaining: 3))
        #expect(payload.field(Int.self, from: .body(["error", "details", "count"])) == 5002)
    }

    @Test func decimalsAreReadExactlyFromNumbersAndStrings() {
        let payload = Self.payload(
            #"{"error": {"details": {"limit": 1234567.89, "fee": "0.30000000000000004", "big": 12345678901234567890.12, "bad": "1,5"}}}"#
        )
        #expect(payload.field(Decimal.self, from: .details(["limit"])) == Decimal(string: "1234567.89")!)
        #expect(payload.field(Decimal.self, from: .details(["fee"])) == Decimal(string: "0.30000000000000004")!)
        #expect(payload.field(Decimal.self, from: .details(["big"])) == Decimal(string: "12345678901234567890.12")!)
        #expect(payload.field(Decimal.self, from: .details(["bad"])) == nil)
    }

    /// The escaped line break is a space: a server's text is cleaned (issue 40).
    @Test func stringEscapesAndUnicode() {
        let payload = Self.payload(#"{"error": {"details": {"text": "a\"b\\c\/d\n\u00e9\ud83d\ude00 Nguyễn"}}}"#)
        #expect(payload.field(String.self, from: .details(["text"])) == "a\"b\\c/d é😀 Nguyễn")
    }

    @Test func aRepeatedKeyReadsAsItsLastValue() {
        #expect(Self.payload(#"{"error": {"details": {"n": 1, "n": 2}}}"#).field(Int.self, from: .details(["n"])) == 2)
    }

    @Test(arguments: [
        "", "<html>502</html>", #"{"error": {"details": {"n": 1}"#, #"{"error": {"details": {"n": 01}}}"#,
        #"{"error": {"details": {"n": "\ud83d"}}}"#, #"{"error": 1} trailing"#, String(repeating: "[", count: 100_000),
    ])
    func bodiesThatAreNotJSONGiveNoField(body: String) {
        #expect(Self.payload(body).field(Int.self, from: .details(["n"])) == nil)
    }

    @Test func headerFieldsAreTextOrJSONScalars() {
        let payload = Self.payload("", headers: ["retry-after": " 2 ", "X-Flag": "true", "X-Name": "Ann"])
        #expect(payload.field(Int.self, from: .header("Retry-After")) == 2)
        #expect(payload.field(Bool.self, from: .header("x-flag")) == true)
        #expect(payload.field(String.self, from: .header("X-NAME")) == "Ann")
        #expect(payload.field(Int.self, from: .header("X-Name")) == nil)
    }
}
