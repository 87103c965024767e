import Foundation

/// A JSON document, parsed once per error response and read by key path as often as
/// the catalog needs (code, message, request id, every payload field).
///
/// Numbers keep their literal text, so an `Int` field reads `5002` exactly and a
/// `Double` field reads `2.50` as 2.5, without a detour through a floating-point value.
///
/// An object keeps its members in order, as written: error bodies have a handful of
/// keys, and a linear search of them is faster than hashing every key into a dictionary.
/// A repeated key reads as its last value, as `JSONSerialization` does.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// The number exactly as written, for example `-12.5e3`.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The value at `path` (from the root, an object's key or an array's index in digits:
    /// `["errors", "0", "code"]`), or `nil` when a key or index is missing or a step is neither.
    func value(at path: [String]) -> JSONValue? {
        var current = self
        for key in path {
            switch current {
            case .object(let members):
                guard let next = members.last(where: { $0.key == key }) else { return nil }
                current = next.value
            case .array(let items):
                guard key.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let index = Int(key), items.indices.contains(index) else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The value as text for a context field: strings as they are, numbers as written.
    var text: String? {
        switch self {
        case .string(let text), .number(let text): text
        default: nil
        }
    }

    /// The value as an error code: a string, or a number without a fraction. `true` is no code.
    var wireCode: WireCode? {
        switch self {
        case .string(let text): return .string(text)
        case .number(let literal):
            if let integer = Int(literal) { return .integer(integer) }
            guard let double = Double(literal), let integer = Int(exactly: double) else { return nil }
            return .integer(integer)
        default: return nil
        }
    }

    /// The value written back as JSON, for the rare field type the fast readers do not know.
    var jsonData: Data {
        var text = ""
        write(to: &text)
        return Data(text.utf8)
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let value): Self.writeString(value, to: &text)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.key, to: &text)
                text += ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// One `"key": value` of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var value: JSONValue
}

extension JSONValue {
    /// Parses `data` as one JSON value (any value at the top, as `JSONSerialization`'s
    /// `fragmentsAllowed`), or `nil` when it is not JSON: an HTML error page, an empty
    /// body, truncated text.
    static func parse(_ data: Data) -> JSONValue? {
        data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return parser.parseDocument()
        }
    }

    /// Parses `text` (a header value, say) as one JSON value.
    static func parse(_ text: String) -> JSONValue? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes)
            return parser.parseDocument()
        }
    }
}

/// A small recursive-descent JSON parser (RFC 8259) over bytes; nesting is limited so
/// that a hostile body cannot exhaust the stack.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0
    static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() -> JSONValue? {
        skipWhitespace()
        guard let value = parseValue() else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : nil
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func parseValue() -> JSONValue? {
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return parseObject()
        case UInt8(ascii: "["): return parseArray()
        case UInt8(ascii: "\""): return parseString().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return parseNumber()
        default: return nil
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func parseObject() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = parseString() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace()
            guard let value = parseValue() else { return nil }
            members.append(JSONMember(key: key, value: value))
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: return nil
            }
        }
    }

    private mutating func parseArray() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            guard let value = parseValue() else { return nil }
            elements.append(value)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: return nil
            }
        }
    }

    /// A string from its opening quote; the common case (no escapes) is one copy.
    private mutating func parseString() -> String? {
        index += 1  // "
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return parseEscapedString(from: start) }
            if byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func parseEscapedString(from start: Int) -> String? {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hexQuad() else { return nil }
                    if (0xD800..<0xDC00).contains(scalar) {
                        // A high surrogate must be followed by `\u` and a low one.
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { return nil }
                        index += 2
                        guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { return nil }
                    utf8.append(contentsOf: String(Character(unicode)).utf8)
                default: return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                utf8.append(byte)
                index += 1
            }
        }
        return nil
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func parseNumber() -> JSONValue? {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits() > 0 else { return nil }
        if bytes[start + (bytes[start] == UInt8(ascii: "-") ? 1 : 0)] == UInt8(ascii: "0"), index - start > (bytes[start] == UInt8(ascii: "-") ? 2 : 1) {
            return nil  // a leading zero
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return nil }
        }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }
}
