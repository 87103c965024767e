#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a large spec file may be cut, so that its pieces parse on every core.
///
/// A large catalog is one file with one section: `errors:` and 10,000 entries, 2.5 MB that
/// libyaml reads on one core while the other has the small files done early. The file's
/// last top-level key (`errors:`) is usually that section. Its value is a block mapping
/// whose keys all start at one indentation, and a line that starts an entry at that
/// indentation can be nothing else: block scalars, plain scalars continued over lines and
/// nested mappings are indented deeper. So the file is cut into the *head* (every line up
/// to and including the section's key) and *pieces* of the section's entries, each cut
/// made just before a line that starts an entry.
///
/// A plan is only a guess that the YAML agrees: a cut inside a quoted or flow scalar that
/// runs over lines leaves a piece that does not parse, an alias may name an anchor in
/// another piece. `YAMLLoader.assemble` takes the pieces only when each parsed without a
/// problem and they fit together; otherwise the file is parsed whole, which alone reports
/// problems, so diagnostics never depend on the cut.
struct YAMLSplit: Sendable, Equatable {
    /// `0..<n`: the file up to the end of the section key's line.
    var head: Range<Int>
    /// The section's key (`errors`), the head's last key.
    var sectionKey: String
    /// Consecutive ranges from `head.upperBound` to the end of the file, each with the
    /// number of its first line.
    var pieces: [Piece]

    /// The column of the section's entries (one-based).
    var entryColumn: Int

    struct Piece: Sendable, Equatable {
        var bytes: Range<Int>
        var firstLine: Int
        /// Whether an entry of the section follows the piece (all but the last).
        var isFollowed = false
    }

    /// The key of the line a followed piece is parsed with at its end (`closingLine`).
    static let closingKey = "_errgen_piece_end"

    /// The line a followed piece is parsed with, in place of the entry that follows it in
    /// the file: libyaml places some nodes by the token after them (the empty value of a
    /// `? key` at a piece's end), which in the whole file is the next entry's key and in
    /// a piece alone the end of input. `YAMLLoader.assemble` drops the entry again.
    var closingLine: [UInt8] {
        Array(String(repeating: " ", count: entryColumn - 1).utf8) + Array((Self.closingKey + ":\n").utf8)
    }

    /// How large a piece is made, at least (`YAMLLoader.pieceSize`): on L's 2.5 MB
    /// `errors.yaml`, 20 pieces for the cores to share with the other files.
    static let pieceSize = 128 * 1024

    /// The cuts for `bytes`, or `nil` when the file is too small to gain from them or its
    /// shape is not one this plan knows: the file is then parsed whole.
    static func plan(_ bytes: [UInt8], pieceSize: Int = Self.pieceSize) -> YAMLSplit? {
        guard bytes.count >= 2 * pieceSize, !hasLineBreaksOtherThanNewline(bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { plan($0, pieceSize: pieceSize) }
    }

    private static func plan(_ bytes: UnsafeBufferPointer<UInt8>, pieceSize: Int) -> YAMLSplit? {
        // The last line that starts at column 1 with content (not a comment): the section's key.
        var lineStarts: [Int] = []
        lineStarts.reserveCapacity(bytes.count / 24)
        var keyLine: Int?
        var start = 0
        while start < bytes.count {
            lineStarts.append(start)
            switch bytes[start] {
            case .space, .newline, .carriageReturn, .hash:
                break
            case .percent:
                return nil  // A directive: the pieces would not have it.
            case .dash where startsWith(bytes, start, "---"), .dot where startsWith(bytes, start, "..."):
                return nil  // A document marker: one document per piece is all the plan knows.
            default:
                keyLine = lineStarts.count - 1
            }
            start = endOfLine(bytes, from: start) + 1
        }
        guard let keyLine, keyLine + 1 < lineStarts.count, let sectionKey = sectionKey(bytes, lineStarts[keyLine]) else { return nil }
        let bodyLines = lineStarts[(keyLine + 1)...]
        // The indentation of the section's entries: that of its first line with content,
        // which must start an entry (not an anchor, a flow mapping or a quoted key).
        guard let first = bodyLines.first(where: { !isBlankOrComment(bytes, from: $0) }) else { return nil }
        let indentation = spaces(bytes, from: first)
        guard indentation > 0, startsEntry(bytes, first, indentation: indentation) else { return nil }
        // Line numbers are one-based: the line at `lineStarts[i]` is line `i + 1`.
        let bodyStart = lineStarts[keyLine + 1]
        var pieces = [Piece(bytes: bodyStart..<bytes.count, firstLine: keyLine + 2)]
        for (index, lineStart) in zip(bodyLines.indices, bodyLines)
        where lineStart - pieces[pieces.count - 1].bytes.lowerBound >= pieceSize
            && startsEntry(bytes, lineStart, indentation: indentation)
        {
            pieces[pieces.count - 1].bytes = pieces[pieces.count - 1].bytes.lowerBound..<lineStart
            pieces[pieces.count - 1].isFollowed = true
            pieces.append(Piece(bytes: lineStart..<bytes.count, firstLine: index + 1))
        }
        guard pieces.count > 1 else { return nil }
        return YAMLSplit(head: 0..<bodyStart, sectionKey: sectionKey, pieces: pieces, entryColumn: indentation + 1)
    }

    /// libyaml counts a line at `\r`, NEL, LS and PS too; the plan counts lines at `\n`
    /// only, so a file with any other line break is parsed whole. (`\r\n` is one break.)
    private static func hasLineBreaksOtherThanNewline(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            func positions(of byte: UInt8, _ body: (Int) -> Bool) -> Bool {
                var offset = 0
                while offset < raw.count, let found = memchr(raw.baseAddress! + offset, Int32(byte), raw.count - offset) {
                    let index = raw.baseAddress!.distance(to: UnsafeRawPointer(found))
                    if body(index) { return true }
                    offset = index + 1
                }
                return false
            }
            let byte = { (index: Int) in index < raw.count ? raw[index] : 0 }
            return positions(of: 0x0D) { byte($0 + 1) != 0x0A }  // `\r` alone
                || positions(of: 0xC2) { byte($0 + 1) == 0x85 }  // NEL, U+0085
                || positions(of: 0xE2) { byte($0 + 1) == 0x80 && (byte($0 + 2) == 0xA8 || byte($0 + 2) == 0xA9) }  // U+2028, U+2029
        }
    }

    /// `errors:`, with nothing after the colon but spaces or a comment: the key of a
    /// section whose value is on the lines below.
    private static func sectionKey(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> String? {
        var index = start
        while index < bytes.count, bytes[index].isKeyByte { index += 1 }
        guard index > start, index < bytes.count, bytes[index] == .colon else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        while index < bytes.count, bytes[index] == .space { index += 1 }
        guard index == bytes.count || bytes[index] == .newline || bytes[index] == .hash || bytes[index] == .carriageReturn
        else { return nil }
        if bytes[index] == .hash, bytes[index - 1] != .space { return nil }
        return key
    }

    /// A line with `indentation` spaces and then a plain key's first byte: the start of an
    /// entry of the section (not a comment, a quoted key, a list item or a deeper line).
    private static func startsEntry(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, indentation: Int) -> Bool {
        start + indentation < bytes.count && spaces(bytes, from: start) == indentation && bytes[start + indentation].isKeyByte
    }

    private static func isBlankOrComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let index = start + spaces(bytes, from: start)
        return index == bytes.count || bytes[index] == .newline || bytes[index] == .hash || bytes[index] == .carriageReturn
    }

    private static func spaces(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == .space { index += 1 }
        return index - start
    }

    private static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let found = memchr(bytes.baseAddress! + start, 0x0A, bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(found))
    }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ text: StaticString) -> Bool {
        start + text.utf8CodeUnitCount <= bytes.count
            && (0..<text.utf8CodeUnitCount).allSatisfy { bytes[start + $0] == text.utf8Start[$0] }
    }
}

extension UInt8 {
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let percent = UInt8(ascii: "%")
    fileprivate static let dash = UInt8(ascii: "-")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let colon = UInt8(ascii: ":")

    /// A letter, digit or underscore: what a plain key the plan cuts before starts with.
    fileprivate var isKeyByte: Bool {
        (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39) || self == 0x5F
    }
}
