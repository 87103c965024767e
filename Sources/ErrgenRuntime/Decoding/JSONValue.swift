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
                guard key.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let index = Int(key),
                    items.indices.contains(index)
                else { return nil }
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
        Data(jsonText.utf8)
    }

    /// The value written as compact JSON text, numbers as they were written.
    var jsonText: String {
        var text = ""
        write(to: &text)
        return text
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
    /// body, truncated text, text that is not Unicode.
    ///
    /// The text is read as `JSONSerialization` reads it: UTF-8, with or without a
    /// byte-order mark, or UTF-16 or UTF-32 (``JSONTextEncoding``).
    static func parse(_ data: Data) -> JSONValue? {
        guard let utf8 = JSONTextEncoding.utf8(data) else { return nil }
        var parser = JSONParser(bytes: utf8)
        return parser.parseDocument()
    }

    /// Parses `text` (a header value, say) as one JSON value.
    static func parse(_ text: String) -> JSONValue? {
        var parser = JSONParser(bytes: Array(text.utf8))
        return parser.parseDocument()
    }
}
