import ErrgenCore

/// Whether a scalar's text may go on the wire as a JSON number of a type: RFC 8259's grammar
/// (no NaN, infinities, hex, `+`, or leading zeros), whole for integers, within the type's range.
package enum JSONNumberText {
    /// What is wrong with `text` as a number of `primitive`; `nil` when it is one.
    package static func problem(_ text: String, as primitive: PrimitiveType) -> String? {
        let name = primitive.rawValue
        switch primitive {
        case .int, .int64, .int32:
            guard isInteger(text) else {
                return isNumber(text)
                    ? "'\(text)' is not a whole number (\(name))" : "'\(text)' is not a JSON number (\(name))"
            }
            let inRange = primitive == .int32 ? Int32(text) != nil : Int64(text) != nil
            return inRange ? nil : "'\(text)' is out of range for \(name)"
        case .double, .float, .decimal:
            guard isNumber(text) else { return "'\(text)' is not a JSON number (\(name))" }
            let finite =
                switch primitive {
                case .double: Double(text)?.isFinite == true
                case .float: Float(text)?.isFinite == true
                default: true
                }
            return finite ? nil : "'\(text)' is out of range for \(name)"
        default:
            return nil
        }
    }

    /// RFC 8259 §6: `-? int frac? exp?`.
    package static func isNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let integer = digits(&bytes), integer.count == 1 || integer.first != UInt8(ascii: "0") else {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits(&bytes) != nil else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits(&bytes) != nil else { return false }
        }
        return bytes.isEmpty
    }

    /// A JSON number with neither fraction nor exponent.
    package static func isInteger(_ text: String) -> Bool {
        isNumber(text) && !text.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }

    /// Takes the leading digits; `nil` when there is none.
    private static func digits(_ bytes: inout Substring.UTF8View.SubSequence) -> Substring.UTF8View.SubSequence? {
        let run = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !run.isEmpty else { return nil }
        bytes = bytes.dropFirst(run.count)
        return run
    }
}
