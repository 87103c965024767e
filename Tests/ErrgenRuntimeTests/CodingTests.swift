@_spi(Generated) import ErrgenRuntime
import Foundation
import Testing

/// `Coded` with the runtime's codings, through a real `JSONDecoder` and `JSONEncoder`:
/// decimals are exact from numbers and strings, dates keep their format.
@Suite("Value codings")
struct CodingTests {
    struct Box<Coding: JSONCoding>: Codable {
        var v: Coded<Coding>
    }

    static func decode<Coding: JSONCoding>(_ json: String, as _: Coding.Type) throws -> Coding.Value {
        try JSONDecoder().decode(Box<Coding>.self, from: Data(#"{"v": \#(json)}"#.utf8)).v.value
    }

    static func encode<Coding: JSONCoding>(_ value: Coding.Value, as _: Coding.Type) throws -> String {
        String(decoding: try JSONEncoder().encode(Box<Coding>(v: Coded(value))), as: UTF8.self)
    }

    static let decimals = [
        "0.1", "1234567.89", "0.30000000000000004", "12345678901234567890.12", "-0.000001", "99999999999999999999", "0",
    ]

    @Test("a JSON number decodes to exactly Decimal(string:)", arguments: decimals)
    func decimalFromNumber(_ text: String) throws {
        #expect(try Self.decode(text, as: DecimalCoding.self) == Decimal(string: text)!)
    }

    @Test("a JSON string decodes to exactly Decimal(string:)", arguments: decimals)
    func decimalFromString(_ text: String) throws {
        #expect(try Self.decode("\"\(text)\"", as: DecimalCoding.self) == Decimal(string: text)!)
    }

    @Test("0.1 is not the Double nearest 0.1")
    func notThroughDouble() throws {
        let value = try Self.decode("0.1", as: DecimalCoding.self)
        #expect(value == Decimal(string: "0.1")!)
        #expect(
            try Self.decode("0.1", as: DecimalCoding.self) + Self.decode("0.2", as: DecimalCoding.self) == Decimal(
                string: "0.3")!)
    }

    @Test("a decimal encodes as the JSON number of its digits", arguments: decimals)
    func decimalEncodes(_ text: String) throws {
        #expect(try Self.encode(Decimal(string: text)!, as: DecimalCoding.self) == #"{"v":\#(text)}"#)
    }

    @Test(
        "a string that is not a JSON number is a decoding error",
        arguments: ["12abc", "1,5", "", "NaN", ".5", "1.", "--1"])
    func decimalRejects(_ text: String) {
        #expect(throws: DecodingError.self) { try Self.decode("\"\(text)\"", as: DecimalCoding.self) }
    }

    static let instant = Date(timeIntervalSince1970: 1_740_821_400)  // 2025-03-01T09:30:00Z

    @Test("ISO 8601: whole seconds written; fractional seconds read too")
    func iso8601() throws {
        #expect(try Self.encode(Self.instant, as: ISO8601DateCoding.self) == #"{"v":"2025-03-01T09:30:00Z"}"#)
        #expect(try Self.decode(#""2025-03-01T09:30:00Z""#, as: ISO8601DateCoding.self) == Self.instant)
        #expect(try Self.decode(#""2025-03-01T09:30:00.250Z""#, as: ISO8601DateCoding.self) == Self.instant + 0.25)
        #expect(throws: DecodingError.self) { try Self.decode(#""1 March 2025""#, as: ISO8601DateCoding.self) }
    }

    @Test("ISO 8601 with fractional seconds: milliseconds written; whole seconds read too")
    func iso8601Fractional() throws {
        #expect(
            try Self.encode(Self.instant + 0.25, as: ISO8601FractionalDateCoding.self)
                == #"{"v":"2025-03-01T09:30:00.250Z"}"#)
        #expect(
            try Self.decode(#""2025-03-01T09:30:00.250Z""#, as: ISO8601FractionalDateCoding.self) == Self.instant + 0.25
        )
        #expect(try Self.decode(#""2025-03-01T09:30:00Z""#, as: ISO8601FractionalDateCoding.self) == Self.instant)
    }

    @Test("Unix seconds: a number, whole seconds without a fraction")
    func unixSeconds() throws {
        #expect(try Self.encode(Self.instant, as: UnixSecondsDateCoding.self) == #"{"v":1740821400}"#)
        #expect(try Self.encode(Self.instant + 0.5, as: UnixSecondsDateCoding.self) == #"{"v":1740821400.5}"#)
        #expect(try Self.decode("1740821400", as: UnixSecondsDateCoding.self) == Self.instant)
        #expect(try Self.decode("1740821400.5", as: UnixSecondsDateCoding.self) == Self.instant + 0.5)
        #expect(throws: DecodingError.self) { try Self.decode(#""1740821400""#, as: UnixSecondsDateCoding.self) }
    }

    @Test("Unix milliseconds: an integer")
    func unixMilliseconds() throws {
        #expect(try Self.encode(Self.instant + 0.25, as: UnixMillisecondsDateCoding.self) == #"{"v":1740821400250}"#)
        #expect(try Self.decode("1740821400250", as: UnixMillisecondsDateCoding.self) == Self.instant + 0.25)
    }

    /// Issue 40: a server's `1e300` seconds made a `Date` that trapped when encoded again
    /// as milliseconds (`Int64` of a `Double` past its range); it is refused as it is read.
    @Test(
        "Unix dates outside years 1 to 9999 are refused as they are read, and never trap when written",
        arguments: ["1e300", "-1e300", "253402300800", "9223372036854775807", "-62135596801"])
    func unixDatesOutOfRange(_ seconds: String) throws {
        #expect(throws: DecodingError.self) { try Self.decode(seconds, as: UnixSecondsDateCoding.self) }
        #expect(throws: DecodingError.self) { try Self.decode(seconds + "000", as: UnixMillisecondsDateCoding.self) }
        #expect(
            try Self.decode("253402300799", as: UnixSecondsDateCoding.self).timeIntervalSince1970 == 253_402_300_799)
        let far = Date(timeIntervalSince1970: 1e300)  // an app's own date: an error, not a trap
        #expect(throws: EncodingError.self) { try Self.encode(far, as: UnixMillisecondsDateCoding.self) }
    }

    @Test("parameters: a decimal's text is its digits, whatever the locale")
    func decimalText() {
        #expect(TextValue.of(Decimal(string: "1234567.89")!) == "1234567.89")
        #expect(TextValue.of(Int32(-7)) == "-7")
        #expect(TextValue.of(Float(0.5)) == "0.5")
        #expect(TextValue.of(Data([1, 2, 255])) == "AQL/")
    }
}
