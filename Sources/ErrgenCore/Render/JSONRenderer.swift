/// JSON values -> text, in Xcode's own `.xcstrings` style: two-space indent, `" : "`
/// between key and value, and no newline after the closing brace (Xcode writes none).
/// Written as UTF-8 bytes.
///
/// Two key orders: `.xcode` is the order Xcode writes a string catalog in (`XcodeKeyOrder`),
/// with an empty object written as Xcode writes it (`{`, an empty line, `}`), so a catalog
/// opened and saved in Xcode keeps its bytes; `.utf8` sorts keys by their UTF-8 bytes and
/// writes `{}` and a newline at the end (the JSON schema, which no Apple tool rewrites).
package enum JSONRenderer {
    enum Style: Sendable {
        case xcode
        case utf8
    }

    static func render(_ value: JSONValue, style: Style = .xcode) -> [UInt8] {
        Array(renderParts(value, style: style).joined())
    }

    /// The text in parts (`OutputBuffer`), for `GeneratedFile`.
    static func renderParts(_ value: JSONValue, style: Style = .xcode) -> [[UInt8]] {
        var bytes = OutputBuffer()
        write(value, into: &bytes, indent: 0, style: style)
        if style == .utf8 { bytes.append(UInt8(ascii: "\n")) }
        return bytes.parts
    }

    private static func write(_ value: JSONValue, into bytes: inout OutputBuffer, indent: Int, style: Style) {
        switch value {
        case .string(let value):
            writeQuoted(value, into: &bytes)
        case .object(let members):
            writeObject(
                members.count, key: { members[$0].key }, value: { members[$0].value }, into: &bytes, indent: indent,
                style: style)
        case .generatedObject(let keys, let value):
            writeObject(keys.count, key: { keys[$0] }, value: value, into: &bytes, indent: indent, style: style)
        case .array(let items):
            // A list of scalars on one line (`["a", "b"]`); a list of containers one item a line.
            guard items.contains(where: \.isContainer) else {
                bytes.append(UInt8(ascii: "["))
                for (index, item) in items.enumerated() {
                    if index > 0 { bytes += ", ".utf8 }
                    write(item, into: &bytes, indent: indent, style: style)
                }
                bytes.append(UInt8(ascii: "]"))
                return
            }
            bytes += "[\n".utf8
            for (index, item) in items.enumerated() {
                bytes += repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1))
                write(item, into: &bytes, indent: indent + 1, style: style)
                bytes += (index == items.count - 1 ? "\n" : ",\n").utf8
            }
            bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
            bytes.append(UInt8(ascii: "]"))
        case .number(let text):
            bytes += text.utf8
        case .null:
            bytes += "null".utf8
        case .boolean(let value):
            bytes += (value ? "true" : "false").utf8
        }
    }

    /// An object of `count` members, in the style's key order, each value asked for as it is written.
    private static func writeObject(
        _ count: Int, key: (Int) -> String, value: (Int) -> JSONValue, into bytes: inout OutputBuffer, indent: Int,
        style: Style
    ) {
        guard count > 0 else {
            switch style {
            case .utf8:
                bytes += "{}".utf8
            case .xcode:
                // Foundation's pretty printer, which Xcode writes catalogs with: `{`, a
                // newline, no member, a newline, the closing brace indented.
                bytes += "{\n\n".utf8
                bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
                bytes.append(UInt8(ascii: "}"))
            }
            return
        }
        bytes += "{\n".utf8
        let order: [Int]
        switch style {
        case .utf8: order = (0..<count).sorted { ByteOrder.precedes(key($0), key($1)) }
        case .xcode: order = (0..<count).sorted { XcodeKeyOrder.precedes(key($0), key($1)) }
        }
        for (position, index) in order.enumerated() {
            bytes += repeatElement(UInt8(ascii: " "), count: 2 * (indent + 1))
            writeQuoted(key(index), into: &bytes)
            bytes += " : ".utf8
            write(value(index), into: &bytes, indent: indent + 1, style: style)
            bytes += (position == count - 1 ? "\n" : ",\n").utf8
        }
        bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `quoted(value)` into `bytes`: only bytes below 0x80 are ever escaped, and no byte of
    /// a longer UTF-8 sequence is below 0x80, so runs of the others are copied as they are.
    private static func writeQuoted(_ value: String, into bytes: inout OutputBuffer) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = value.utf8
        var start = utf8.startIndex
        for index in utf8.indices {
            guard let escape = escape(utf8[index]) else { continue }
            bytes += utf8[start..<index]
            bytes += escape.utf8
            start = utf8.index(after: index)
        }
        bytes += utf8[start...]
        bytes.append(UInt8(ascii: "\""))
    }

    /// How a byte is written inside a JSON string; `nil` for as it is.
    private static func escape(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "\""): #"\""#
        case UInt8(ascii: "\\"): #"\\"#
        case 0x0A: #"\n"#
        case 0x0D: #"\r"#
        case 0x09: #"\t"#
        case 0x08: #"\b"#
        case 0x0C: #"\f"#
        case 0..<0x20:
            "\\u" + String(repeating: "0", count: 4 - String(byte, radix: 16).count) + String(byte, radix: 16)
        default: nil
        }
    }

    /// A JSON string literal (RFC 8259) escaped as Foundation's JSON writer (and so Xcode)
    /// escapes it: quotes, backslashes and control characters, `\b` `\f` `\n` `\r` `\t`
    /// short, the others `\u00xx`; `/` and everything else as it is.
    package static func quoted(_ value: String) -> String {
        var bytes = OutputBuffer()
        writeQuoted(value, into: &bytes)
        return String(decoding: bytes.joined, as: UTF8.self)
    }
}

extension JSONValue {
    fileprivate var isContainer: Bool {
        switch self {
        case .object, .generatedObject, .array: true
        case .string, .number, .boolean, .null: false
        }
    }
}
