/// JSON values -> text, in Xcode's own `.xcstrings` style: two-space indent, `" : "`
/// between key and value, keys sorted by their UTF-8 bytes.
enum JSONRenderer {
    static func render(_ value: JSONValue) -> String {
        var text = ""
        write(value, into: &text, indent: 0)
        return text + "\n"
    }

    private static func write(_ value: JSONValue, into text: inout String, indent: Int) {
        switch value {
        case .string(let value):
            text += Self.quoted(value)
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            let padding = String(repeating: "  ", count: indent + 1)
            for (index, member) in sorted.enumerated() {
                text += padding
                text += Self.quoted(member.key)
                text += " : "
                write(member.value, into: &text, indent: indent + 1)
                text += index == sorted.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "}"
        case .array(let items):
            // A list of scalars on one line (`["a", "b"]`); a list of containers one item a line.
            guard items.contains(where: \.isContainer) else {
                text += "[" + items.map { render($0).dropLast() }.joined(separator: ", ") + "]"
                return
            }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += String(repeating: "  ", count: indent + 1)
                write(item, into: &text, indent: indent + 1)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: "  ", count: indent) + "]"
        case .integer(let value):
            text += String(value)
        case .boolean(let value):
            text += value ? "true" : "false"
        }
    }

    /// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped.
    static func quoted(_ value: String) -> String {
        // Most strings are printable ASCII without `"` or `\`: quoted as they are.
        if value.utf8.allSatisfy({ (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + value + "\""
        }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension JSONValue {
    fileprivate var isContainer: Bool {
        switch self {
        case .object, .array: true
        case .string, .integer, .boolean: false
        }
    }
}
