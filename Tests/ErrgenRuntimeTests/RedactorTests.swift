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

    @Test func aBodyThatIsNotJSONIsWithheld() {
        #expect(redactor.body(Data("password=hunter2".utf8)) == "<16 bytes, not JSON, withheld>")
        #expect(redactor.body(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])) == "<7 bytes, not JSON, withheld>")
    }
}
