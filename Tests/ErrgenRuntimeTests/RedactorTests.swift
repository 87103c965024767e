import Foundation
import Testing

@testable import ErrgenRuntime

/// Issue 26: redacting a logged body is one parse, one walk and one write, whatever its
/// size; a body of 100,000 keys comes out whole, every secret replaced.
@Suite struct RedactorTests {
    let redactor = Redactor(secretFields: ["password", "token"])

    @Test func aLargeBodyIsRedactedWhole() throws {
        let members = (0..<100_000).map { index in
            index % 1_000 == 0
                ? #""password":"hunter\#(index)""# : #""k\#(index)":{"token":"t\#(index)","n":\#(index)}"#
        }
        let body = Data(("{" + members.joined(separator: ",") + "}").utf8)
        #expect(body.count > 1_500_000)

        let logged = try #require(redactor.body(body))

        #expect(!logged.contains("hunter"))
        #expect(!logged.contains(#""t1""#))
        #expect(logged.components(separatedBy: "<redacted>").count - 1 == 100_000)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(logged.utf8)) as? [String: Any])
        #expect(object.count == 99_901)  // the 100 "password" keys are one key
    }

    @Test func membersKeepTheirOrderAndNumbersTheirSpelling() {
        let logged = redactor.body(Data(#"{"z": 2.50, "password": "hunter2", "a": [{"token": 1}, 1e3]}"#.utf8))
        #expect(logged == #"{"z":2.50,"password":"<redacted>","a":[{"token":"<redacted>"},1e3]}"#)
    }

    /// Issue 41: with nothing to redact, a body was read as UTF-8 whatever its encoding.
    @Test func aBodyIsLoggedInItsOwnEncodingWhenNothingIsRedacted() throws {
        let json = #"{"error":{"message":"Đã xảy ra lỗi"}}"#
        let view = RedactedView(endpoint: "Test.endpoint", attempt: 1, redactor: Redactor(), bodyEncoding: .json)
        let response = { (body: Data, contentType: String?) in
            view.response(
                TransportResponse(status: 500, headers: contentType.map { ["content-type": $0] } ?? [:], body: body)
            ).body
        }
        let utf16LE = try #require(json.data(using: .utf16LittleEndian))
        let utf16BE = try #require(json.data(using: .utf16BigEndian))
        #expect(response(utf16LE, "application/json; charset=utf-16") == json)
        #expect(response(utf16LE, "application/json; charset=\"UTF-16LE\"") == json)
        #expect(response(utf16BE, "application/json") == json, "JSON's zero bytes tell UTF-16 without a charset")
        #expect(response(Data([0xFF, 0xFE]) + utf16LE, nil) == json, "a byte-order mark, dropped")
        #expect(try response(#require(json.data(using: .utf32BigEndian)), "application/json; charset=utf-32") == json)
        // Text that starts with a letter beyond ASCII, which the zero bytes of JSON cannot tell.
        let plain = "Đã xảy ra lỗi"
        #expect(try response(#require(plain.data(using: .utf16BigEndian)), "text/plain; charset=utf-16") == plain)
        #expect(try response(#require("café".data(using: .isoLatin1)), "text/plain; charset=ISO-8859-1") == "café")
        #expect(response(Data(json.utf8), "application/json; charset=utf-8") == json)
        #expect(response(Data(json.utf8), nil) == json)
        // Not text in its declared charset: read as UTF-8, as before.
        #expect(response(Data([0x41, 0xFF]), "text/plain; charset=utf-8") == "A\u{FFFD}")
    }

    @Test func aBodyThatIsNotJSONIsWithheld() {
        #expect(redactor.body(Data("password=hunter2".utf8)) == "<16 bytes, not JSON, withheld>")
        #expect(redactor.body(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])) == "<7 bytes, not JSON, withheld>")
    }
}
