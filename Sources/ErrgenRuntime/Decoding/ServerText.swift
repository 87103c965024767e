import Foundation

/// Cleans the text a server sends before the runtime keeps it: every string of an error
/// body (fields, message, request id, code, problem type, object keys) and every header
/// value a payload field reads.
///
/// A server's text is data, never layout: it must not start a new line in a log, move the
/// cursor of a terminal or turn the words around it backwards in an alert. So:
///
/// - line breaks and tabs (CR, LF, tab, vertical tab, form feed, U+0085 NEXT LINE,
///   U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR) become one space, so words stay apart;
///   a run of them (`\r\n`) is one space;
/// - every other control character is removed: C0 (U+0000–U+001F: NUL, ESC…), DEL (U+007F)
///   and C1 (U+0080–U+009F);
/// - the bidirectional embeddings, overrides and isolates are removed: U+202A–U+202E
///   (LRE, RLE, PDF, LRO, RLO) and U+2066–U+2069 (LRI, RLI, FSI, PDI), which reorder the
///   text that follows them ("Trojan Source", CVE-2021-42574).
///
/// The marks U+200E, U+200F and U+061C (left-to-right, right-to-left, Arabic letter mark)
/// stay: they are invisible strong characters that only set the direction of the
/// punctuation and digits next to them, cannot reverse a run of text, and right-to-left
/// messages need them (Rust's `text_direction_codepoint_in_literal` draws the same line).
enum ServerText {
    /// `text` cleaned; `text` itself, without a copy, when there is nothing to clean.
    static func cleaned(_ text: String) -> String {
        guard mayNeedCleaning(text) else { return text }
        var scalars = String.UnicodeScalarView()
        var lastWasBreak = false
        for scalar in text.unicodeScalars {
            switch kind(of: scalar) {
            case .kept:
                scalars.append(scalar)
                lastWasBreak = false
            case .lineBreak:
                if !lastWasBreak { scalars.append(" ") }
                lastWasBreak = true
            case .removed:
                break
            }
        }
        return String(scalars)
    }

    /// Whether `text` is as `cleaned(_:)` leaves it.
    static func isClean(_ text: String) -> Bool {
        !mayNeedCleaning(text) || text.unicodeScalars.allSatisfy { kind(of: $0) == .kept }
    }

    private enum Kind { case kept, lineBreak, removed }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: .lineBreak
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: .removed
        default: .kept
        }
    }

    /// A quick look at the bytes: every character cleaned is below U+0020, DEL, or has
    /// UTF-8 lead byte 0xC2 (U+0080–U+00BF) or 0xE2 (U+2000–U+2FFF).
    private static func mayNeedCleaning(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
    }
}

extension JSONValue {
    /// The document with every string and object key cleaned (``ServerText``); the
    /// document itself when none needs it.
    var cleanedServerText: JSONValue {
        hasTextToClean ? cleaningText() : self
    }

    private var hasTextToClean: Bool {
        switch self {
        case .string(let text): !ServerText.isClean(text)
        case .object(let members): members.contains { !ServerText.isClean($0.key) || $0.value.hasTextToClean }
        case .array(let elements): elements.contains(where: \.hasTextToClean)
        case .null, .bool, .number: false
        }
    }

    private func cleaningText() -> JSONValue {
        switch self {
        case .string(let text): .string(ServerText.cleaned(text))
        case .object(let members):
            .object(members.map { JSONMember(key: ServerText.cleaned($0.key), value: $0.value.cleaningText()) })
        case .array(let elements): .array(elements.map { $0.cleaningText() })
        case .null, .bool, .number: self
        }
    }

    /// A server's body parsed and cleaned: what an ``ErrorPayload`` keeps and reads.
    static func parseServerText(_ body: Data) -> JSONValue? {
        body.isEmpty ? nil : parse(body)?.cleanedServerText
    }
}
