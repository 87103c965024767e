import Foundation
import Testing

@testable import ErrgenRuntime

/// Issue 26: a server's bytes are read as Foundation's `JSONSerialization` reads them
/// (byte-order marks, UTF-16 and UTF-32, invalid UTF-8 refused), compared body by body,
/// and a number no `Double` holds never reaches a message as "inf".
@Suite struct UntrustedBodyTests {
    static let declined = #"{"error":{"code":"OUT_OF_CREDIT","message":"Thẻ bị từ chối"}}"#

    /// `text` in `encoding`, with its byte-order mark first when `mark` is true.
    static func encoded(_ text: String, _ encoding: String.Encoding, mark: Bool) -> Data {
        let marks: [String.Encoding: [UInt8]] = [
            .utf8: [0xEF, 0xBB, 0xBF], .utf16BigEndian: [0xFE, 0xFF], .utf16LittleEndian: [0xFF, 0xFE],
            .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF], .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00],
        ]
        return Data(mark ? marks[encoding]! : []) + text.data(using: encoding)!
    }

    static let encodings: [String.Encoding] = [
        .utf8, .utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian,
    ]

    @Test(arguments: encodings, [false, true])
    func aBodyInAnyUnicodeEncodingIsRead(encoding: String.Encoding, mark: Bool) {
        let body = Self.encoded(Self.declined, encoding, mark: mark)
        #expect((try? JSONSerialization.jsonObject(with: body)) != nil, "Foundation reads it")
        let error = TestError(response: TransportResponse(status: 402, body: body))
        #expect(error.code == .outOfCredit)
        #expect(error.context.serverMessage == "Thẻ bị từ chối")
    }

    @Test(
        arguments: [
            [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC3],
            [0xE2, 0x82], [0x80],
        ] as [[UInt8]])
    func invalidUTF8InAStringIsNotJSON(bytes: [UInt8]) {
        let body = Data(#"{"error":{"code":"OUT_OF_CREDIT","message":"a"#.utf8) + Data(bytes) + Data(#"b"}}"#.utf8)
        #expect((try? JSONSerialization.jsonObject(with: body)) == nil, "Foundation refuses it")
        #expect(JSONValue.parse(body) == nil)
        #expect(
            TestError(response: TransportResponse(status: 402, body: body)).context.classification == .byStatus(402))
    }

    @Test(arguments: ["1e400", "-1e400", "1e309"])
    func aNumberNoDoubleHoldsIsNoValue(literal: String) {
        let payload = ErrorPayload(
            status: 400, code: nil, context: ErrorContext(), body: Data(#"{"amount": \#(literal)}"#.utf8))
        #expect(payload.field(Double.self, from: .body(["amount"])) == nil)
        #expect(payload.field(Int.self, from: .body(["amount"])) == nil)
        #expect(payload.field(Decimal.self, from: .body(["amount"])).map { !$0.isNaN && "\($0)" != "inf" } ?? true)
        #expect(payload.field(Double.self, from: .body(["missing"])) == nil)
    }

    /// Bodies on the edges of JSON, each read by the runtime and by `JSONSerialization`:
    /// both refuse it, or both read the same document.
    @Test(arguments: differentialBodies)
    func readsWhatFoundationReads(body: [UInt8]) {
        let data = Data(body)
        let foundation = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])).map(
            Self.canonical)
        let ours = JSONValue.parse(data).map(Self.canonical)
        #expect(ours == foundation, "\(String(decoding: body, as: UTF8.self))")
    }

    /// The one difference in these bodies: Foundation on Linux takes a comma before `]`
    /// or `}`, which RFC 8259 does not allow; the runtime keeps to the RFC.
    @Test(arguments: ["[1,]", #"{"a":1,}"#])
    func aTrailingCommaIsNotJSON(text: String) {
        #expect(JSONValue.parse(Data(text.utf8)) == nil)
    }

    static let differentialBodies: [[UInt8]] = {
        let texts = [
            #"{"a":1,"b":[true,false,null],"c":{"d":"e"}}"#, #""text""#, "12", "-0.5e-3", "[]", "{}", " \t\n{ } \r\n",
            #"{"a":1,"a":2}"#, #""\u00e9\ud83d\ude00\n\/""#, #""\ud83d""#, #""\ude00""#, #""\u0000""#, "01", "1.", ".5",
            "+1",
            "-", "1e", "[1 2]", "tru", "nul", "\"a", "\"\t\"", "{\"a\" 1}", "{1:2}", "", " ", "\u{FEFF}{}",
            "[\"é\"]", "\"日本\"", "123456789012345678901234567890", "[1e-400]",
            String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
        ]
        var bodies = texts.map { Array($0.utf8) }
        for text in [#"{"code":"X"}"#, "[1]", #""é""#] {
            for encoding in encodings {
                for mark in [false, true] { bodies.append(Array(encoded(text, encoding, mark: mark))) }
            }
        }
        bodies += [
            [0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE, 0x00], [0x00, 0x7B, 0x00], [0x22, 0xFF, 0x22],
            [0x22, 0xC3, 0xA9, 0x22],
        ]
        return bodies
    }()

    /// One spelling of a document for comparing: keys sorted, a repeated key's last value,
    /// numbers as `Double`s.
    static func canonical(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "\(flag)"
        case .number(let literal): return "n\(Double(literal)!)"
        case .string(let text): return "s" + text.debugDescription
        case .array(let elements): return "[" + elements.map(canonical).joined(separator: ",") + "]"
        case .object(let members):
            var last: [String: JSONValue] = [:]
            for member in members { last[member.key] = member.value }
            return "{"
                + last.keys.sorted().map { "s\($0.debugDescription):" + canonical(last[$0]!) }.joined(separator: ",")
                + "}"
        }
    }

    static func canonical(_ value: Any) -> String {
        switch value {
        case let text as String: return "s" + text.debugDescription
        case let object as [String: Any]:
            return "{"
                + object.keys.sorted().map { "s\($0.debugDescription):" + canonical(object[$0]!) }.joined(
                    separator: ",") + "}"
        case let array as [Any]: return "[" + array.map { canonical($0) }.joined(separator: ",") + "]"
        case let number as NSNumber:
            return String(cString: number.objCType) == "c"
                ? "\(number.boolValue)" : "n\(Double(number.stringValue) ?? number.doubleValue)"
        default: return "null"
        }
    }
}
