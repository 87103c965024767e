/// Writes spec text into Swift source so that it reaches the program byte for byte.
///
/// Part of the contract between Translate and Render: a `StringLiteral` of the declaration
/// model is escaped here when written, and so is a literal that translators spell inside
/// plain code, so all escaping of literals goes through this one place.
package enum SwiftLiteral {
    /// A `"..."` literal of `text`: backslashes, quotes and every control, format,
    /// separator or unassigned scalar escaped, so `\(`, `"""`, NUL, bidi controls
    /// and line breaks come out exactly as written in the spec.
    package static func string(_ text: String) -> String {
        "\"" + escapedContents(text) + "\""
    }

    /// The inside of a string literal, for building interpolations around it.
    package static func escapedContents(_ text: String) -> String {
        // Most text is printable ASCII without `\` or `"`: it is its own contents.
        var copy = text
        // On the string's own bytes: a scan of a contiguous buffer, not of a generic view.
        if copy.withUTF8({
            $0.allSatisfy { (0x20..<0x7F).contains($0) && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "\"") }
        }) {
            return text
        }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 8)
        var previousWasEscaped = true  // the opening quote: a combining mark must not attach to it
        for scalar in text.unicodeScalars {
            // Printable ASCII other than \ and ", and the Latin letters of Vietnamese and
            // other European languages, are written as they are, without a property lookup.
            if (0x20..<0x7F).contains(scalar.value) && scalar != "\\" && scalar != "\"" || isLatinLetter(scalar) {
                UTF8.encode(scalar) { result.append($0) }
                previousWasEscaped = false
                continue
            }
            let escaped = escape(scalar, afterSyntax: previousWasEscaped)
            if let escaped { result += escaped.utf8 } else { UTF8.encode(scalar) { result.append($0) } }
            previousWasEscaped = escaped != nil
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Latin-1 Supplement's letters to Latin Extended-B (U+00C0 to U+024F) and Latin
    /// Extended Additional (U+1E00 to U+1EFF, Vietnamese's `ệ`, `ợ`): every one assigned,
    /// none a mark, control or format character (× and ÷ are symbols), so never escaped.
    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        (0xC0...0x24F).contains(scalar.value) || (0x1E00...0x1EFF).contains(scalar.value)
    }

    private static func escape(_ scalar: Unicode.Scalar, afterSyntax: Bool) -> String? {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
            return unicodeEscape(scalar)
        case .nonspacingMark, .spacingMark, .enclosingMark:
            // A mark right after a quote or an escape would combine with Swift's own syntax.
            return afterSyntax ? unicodeEscape(scalar) : nil
        default:
            return nil
        }
    }

    /// A `Double` as a Swift floating-point literal, from the parsed value rather than
    /// the spec's spelling: `2.` and `2` are both `2.0`, `1.50` is `1.5`. Swift's own
    /// shortest round-trip form, so the literal means exactly the value errgen checked.
    package static func double(_ value: Double) -> String {
        precondition(value.isFinite, "the decoder accepts finite numbers only")
        return value.description
    }

    /// `\u{202E}`: a scalar as a Swift escape, in literals and in doc comments alike.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
