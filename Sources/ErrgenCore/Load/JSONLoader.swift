/// Reads a JSON file (RFC 8259) into a `JSONNode` tree whose every value and key knows its
/// line and column, so a mistake in the string catalog is reported where it is. The first
/// syntax error stops the read (one located diagnostic, never a crash): no value is given
/// for a file that is not JSON. Nesting deeper than `maximumDepth` is an error too, so a
/// hostile file cannot exhaust the stack.
package struct JSONLoader {
    static let maximumDepth = 64

    private let bytes: [UInt8]
    /// The file's number in `SourceFiles`, taken once for all its nodes.
    private let file: UInt32
    private var index = 0
    private var line = 1
    private var column = 1
    private var duplicates = DiagnosticList()

    private struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    /// The tree, or nil with the reason in `diagnostics` (also for a file that is not UTF-8).
    static func load(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticList) -> JSONNode? {
        if let problem = UTF8Check.firstProblem(in: bytes, file: file) {
            diagnostics.append(contentsOf: problem)
            return nil
        }
        var loader = JSONLoader(bytes: bytes, file: file)
        do throws(Failure) {
            // Xcode writes no byte order mark, but an editor may.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { loader.index = 3 }
            loader.skipSpace()
            let root = try loader.value(depth: 0)
            loader.skipSpace()
            if loader.index < bytes.count { throw loader.failure("unexpected text after the end of the JSON value") }
            diagnostics.append(contentsOf: loader.duplicates)
            return root
        } catch {
            diagnostics.error("not valid JSON: \(error.message)", at: error.location)
            return nil
        }
    }

    /// The tree of bytes that come with no file (a request's body), `nil` for anything that is
    /// not one JSON value: what `errgen mock` reads, with keys and numbers as written.
    package static func tree(of bytes: [UInt8]) -> JSONNode? {
        var ignored = DiagnosticList()
        return load(bytes, file: "<body>", diagnostics: &ignored)
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = SourceFiles.shared.number(for: file)
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, location: here)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves one byte on; the column counts characters (a UTF-8 continuation byte adds none).
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONNode {
        let start = here
        guard let byte = current else { throw failure("the file ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
            return JSONNode(value: .object(try members(depth: depth + 1)), location: start)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels deep") }
            return JSONNode(value: .array(try items(depth: depth + 1)), location: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try string()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try number()), location: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONNode(value: .boolean(true), location: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONNode(value: .boolean(false), location: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONNode(value: .null, location: start)
        default:
            throw failure("expected a value, found \(Self.describe(byte))")
        }
    }

    private mutating func members(depth: Int) throws(Failure) -> [JSONNode.Member] {
        advance()  // {
        skipSpace()
        var members: [JSONNode.Member] = []
        var seen: [String: SourceLocation] = [:]
        if current == UInt8(ascii: "}") {
            advance()
            return members
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw failure(
                    "expected a key in double quotes, found \(current.map(Self.describe) ?? "the end of the file")")
            }
            let keyLocation = here
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else {
                throw failure(
                    "expected ':' after the key \"\(key)\", found \(current.map(Self.describe) ?? "the end of the file")"
                )
            }
            advance()
            skipSpace()
            let value = try value(depth: depth)
            if let first = seen[key] {
                duplicates.error(
                    "the key \"\(key)\" is written twice in this object (first at \(first)); which one counts is not defined",
                    at: keyLocation)
            } else {
                seen[key] = keyLocation
                members.append(JSONNode.Member(key: Located(key, at: keyLocation), value: value))
            }
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipSpace()
            case UInt8(ascii: "}"):
                advance()
                return members
            default:
                throw failure(
                    "expected ',' or '}' after a member, found \(current.map(Self.describe) ?? "the end of the file")")
            }
        }
    }

    private mutating func items(depth: Int) throws(Failure) -> [JSONNode] {
        advance()  // [
        skipSpace()
        var items: [JSONNode] = []
        if current == UInt8(ascii: "]") {
            advance()
            return items
        }
        while true {
            items.append(try value(depth: depth))
            skipSpace()
            switch current {
            case UInt8(ascii: ","):
                advance()
                skipSpace()
            case UInt8(ascii: "]"):
                advance()
                return items
            default:
                throw failure(
                    "expected ',' or ']' after an item, found \(current.map(Self.describe) ?? "the end of the file")")
            }
        }
    }

    private mutating func string() throws(Failure) -> String {
        advance()  // "
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            if !run.isEmpty { scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars) }
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = current else { throw failure("a string has no closing '\"'") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                let escape = here
                advance()
                guard let code = current else { throw failure("a string has no closing '\"'") }
                advance()
                switch code {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var value = try hex4(escape)
                    if (0xD800..<0xDC00).contains(value) {
                        // A high surrogate must be followed by a low one: `\ud83d\ude00`.
                        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                            bytes[index + 1] == UInt8(ascii: "u")
                        else {
                            throw Failure(
                                message: "'\\u\(String(value, radix: 16))' is half of a surrogate pair",
                                location: escape)
                        }
                        advance()
                        advance()
                        let low = try hex4(escape)
                        guard (0xDC00..<0xE000).contains(low) else {
                            throw Failure(
                                message: "'\\u\(String(value, radix: 16))' is half of a surrogate pair",
                                location: escape)
                        }
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else {
                        throw Failure(
                            message: "'\\u\(String(value, radix: 16))' is half of a surrogate pair", location: escape)
                    }
                    scalars.append(scalar)
                default:
                    throw Failure(
                        message: "'\\\(Self.describe(code, quoted: false))' is not a JSON escape", location: escape)
                }
            case 0x00..<0x20:
                throw failure("a control character (\(Self.describe(byte))) must be escaped inside a string")
            default:
                run.append(byte)
                advance()
            }
        }
    }

    private mutating func hex4(_ escape: SourceLocation) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw Failure(message: "'\\u' needs four hexadecimal digits", location: escape)
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func number() throws(Failure) -> String {
        let start = index
        let location = here
        func digits(_ loader: inout JSONLoader) -> Int {
            var count = 0
            while let byte = loader.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                loader.advance()
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if digits(&self) == 0 {
            throw Failure(message: "'-' is not followed by a number", location: location)
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard digits(&self) > 0 else { throw failure("a number needs digits after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard digits(&self) > 0 else { throw failure("a number needs digits in its exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let location = here
        for expected in word.utf8 {
            guard current == expected else {
                throw Failure(
                    message: "expected a value (a string, number, object, list, true, false or null)",
                    location: location)
            }
            advance()
        }
    }

    /// `'x'`, or the name of a byte that prints as nothing.
    private static func describe(_ byte: UInt8) -> String {
        describe(byte, quoted: true)
    }

    private static func describe(_ byte: UInt8, quoted: Bool) -> String {
        switch byte {
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        case 0x00..<0x20, 0x7F: return "the byte 0x" + String(byte, radix: 16, uppercase: true)
        case 0x80...: return "a non-ASCII character"
        default:
            let text = String(UnicodeScalar(byte))
            return quoted ? "'\(text)'" : text
        }
    }
}
