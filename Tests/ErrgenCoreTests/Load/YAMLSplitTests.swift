import Testing
import TestSupport

@testable import ErrgenCore

/// Issue 11: a large file is parsed in pieces on every core (`YAMLSplit`), and the pieces
/// make exactly the tree and the diagnostics that parsing the whole file makes, whatever
/// the file holds; a file the plan does not know is parsed whole.
@Suite("YAML loading in pieces")
struct YAMLSplitTests {
    /// Small pieces, so that a file of a few kilobytes is cut many times.
    static let loader = { () -> YAMLLoader in
        var loader = YAMLLoader()
        loader.pieceSize = 64
        return loader
    }()

    /// A catalog of `count` entries with comments, blank lines, block scalars, flow
    /// collections, quoted and Vietnamese text, anchors and aliases within an entry.
    static func catalog(_ count: Int, lineBreak: String = "\n") -> String {
        var lines = ["errgen: 1", "# The catalog.", "errors:", "", "  # First the network errors."]
        for index in 0..<count {
            lines.append("  E\(index):")
            switch index % 5 {
            case 0:
                lines += ["    status: 4\(index % 10)0", "    message:", "      en: \"Entry \(index): ok\"", "      vi: 'Mục \(index) hỏng'"]
            case 1:
                lines += ["    message: |", "      Line one of \(index).", "", "      E\(index + 1): not a key, a line of text", "    fields: {ref: string}"]
            case 2:
                lines += ["# A comment at the left margin", "    message: plain text", "      that goes on", "    retry: &r\(index) [a, b]", "    copy: *r\(index)"]
            case 3:
                lines += ["", "    message: >", "      folded", "      text", "    tags:", "      - one", "      - {two: 2}"]
            default:
                lines += ["    message:", "      en: Đà Nẵng \(index)", "      vi: \"Đà \\\"Nẵng\\\"\""]
            }
        }
        return lines.joined(separator: lineBreak) + lineBreak
    }

    /// The entries of a 30-entry catalog, without the lines above them.
    static let entries = String(catalog(30).dropFirst("errgen: 1\n# The catalog.\nerrors:\n".count))

    /// The tree with every place, one node a line, for comparing two loads.
    static func dump(_ node: YAMLNode?, indent: String = "") -> String {
        guard let node else { return indent + "nil\n" }
        let place = indent + "@\(node.location.line):\(node.location.column) "
        switch node.kind {
        case .scalar(let scalar):
            return place + (scalar.isPlain ? "plain " : "quoted ") + String(reflecting: scalar.value) + "\n"
        case .sequence(let items):
            return place + "list\n" + items.map { dump($0, indent: indent + "  ") }.joined()
        case .mapping(let entries):
            return place + "mapping\n"
                + entries.map { entry in
                    indent + "  key \(String(reflecting: entry.key.value)) @\(entry.keyLocation.line):\(entry.keyLocation.column)\n"
                        + dump(entry.value, indent: indent + "    ")
                }.joined()
        }
    }

    /// The file loaded as the pipeline loads it (in pieces when the plan cuts it) and
    /// loaded whole: the trees and the diagnostics.
    static func bothWays(_ text: String, loader: YAMLLoader = Self.loader) -> (pieces: String, whole: String) {
        bothWays(Array(text.utf8), loader: loader)
    }

    static func bothWays(_ bytes: [UInt8], loader: YAMLLoader = Self.loader) -> (pieces: String, whole: String) {
        var inPieces = DiagnosticList()
        let files = SpecFolderLoader.load(sources: [SpecSource(path: "big.yaml", bytes: bytes)], loader: loader, diagnostics: &inPieces)
        var whole = DiagnosticList()
        let root = loader.load(bytes, file: "big.yaml", diagnostics: &whole)
        let describe = { (root: YAMLNode?, diagnostics: DiagnosticList) in
            dump(root) + diagnostics.all.map(\.description).joined(separator: "\n")
        }
        return (describe(files[0].root, inPieces), describe(root, whole))
    }

    @Test func aCatalogIsCutBeforeEntryLinesAndEachPieceKnowsItsFirstLine() throws {
        let text = Self.catalog(40)
        let bytes = Array(text.utf8)
        let split = try #require(YAMLSplit.plan(bytes, pieceSize: 64))
        #expect(split.sectionKey == "errors")
        #expect(String(decoding: bytes[split.head], as: UTF8.self) == "errgen: 1\n# The catalog.\nerrors:\n")
        #expect(split.pieces.count > 10)
        #expect(split.pieces.first?.bytes.lowerBound == split.head.upperBound)
        #expect(split.pieces.last?.bytes.upperBound == bytes.count)
        for (piece, next) in zip(split.pieces, split.pieces.dropFirst()) {
            #expect(piece.bytes.upperBound == next.bytes.lowerBound)
            #expect(piece.bytes.count >= 64)
            // Cut just before an entry: two spaces, then the entry's key.
            let line = String(decoding: bytes[next.bytes].prefix { $0 != 0x0A }, as: UTF8.self)
            #expect(line.hasPrefix("  E") && line.hasSuffix(":") && Int(line.dropFirst(3).dropLast()) != nil, "\(line)")
            #expect(next.firstLine == 1 + bytes[..<next.bytes.lowerBound].count { $0 == 0x0A })
        }
    }

    @Test func piecesMakeTheWholeFilesTree() throws {
        for text in [Self.catalog(60), Self.catalog(60, lineBreak: "\r\n")] {
            #expect(YAMLSplit.plan(Array(text.utf8), pieceSize: 64) != nil)
            let (pieces, whole) = Self.bothWays(text)
            #expect(pieces == whole)
            #expect(!pieces.contains("error:"))
        }
    }

    /// The other way round: pieces that fit together make the tree, and the file is not
    /// parsed a second time (which would give the same tree, only slower).
    @Test func piecesThatFitAreAssembled() throws {
        let bytes = Array(Self.catalog(40).utf8)
        let split = try #require(YAMLSplit.plan(bytes, pieceSize: 64))
        let loader = YAMLLoader()
        let head = loader.parsePiece(bytes, split.head, file: "big.yaml", firstLine: 1)
        let pieces = split.pieces.map {
            loader.parsePiece(bytes, $0.bytes, closingLine: $0.isFollowed ? split.closingLine : nil, file: "big.yaml", firstLine: $0.firstLine)
        }
        let assembled = try #require(loader.assemble(split, head: head, pieces: pieces))
        var whole = DiagnosticList()
        #expect(Self.dump(assembled) == Self.dump(loader.load(bytes, file: "big.yaml", diagnostics: &whole)))
    }

    /// Files whose pieces do not parse, or do not fit together, are parsed whole: the same
    /// tree or the same diagnostics, however the cut fell.
    static let misfits: [String] = [
        // An alias of an anchor in an earlier piece.
        "  ANCHOR:\n    retry: &shared [a, b]\n" + Self.entries
            + "  LAST:\n    retry: *shared\n",
        // A key in two pieces.
        Self.entries + "  E3:\n    status: 400\n",
        // A quoted text over lines, one of which looks like an entry.
        "  Q:\n    message: \"a text\n  E99: that goes on\"\n" + Self.entries,
        // A syntax error in one piece.
        Self.entries + "  BAD:\n    message: [unclosed\n",
        // A line less indented than the entries.
        Self.entries + " ODD: 1\n",
        // A quoted key first, then plain ones.
        "  \"5002\":\n    status: 400\n" + Self.entries,
        // The section written twice, the second time last.
        Self.entries + "errors:\n" + Self.entries,
    ]

    @Test(arguments: misfits)
    func piecesThatDoNotFitAreParsedWhole(body: String) {
        let (pieces, whole) = Self.bothWays("errgen: 1\nerrors:\n" + body)
        #expect(pieces == whole)
    }

    /// Entries that end in a value left empty, a `? key` or a block scalar kept with its
    /// trailing lines: libyaml places what follows them by the token after them, which
    /// every piece but the last must show as the whole file does.
    @Test(arguments: ["    title:\n", "    title: # none\n", "  ? explicit\n", "    tags:\n      -\n", "    note: |+\n      kept\n\n"])
    func valuesLeftOpenAtAPiecesEndKeepTheWholeFilesPlaces(ending: String) throws {
        let text = "errors:\n" + (0..<40).map { "  E\($0):\n    status: 400\n" + ending.replacingOccurrences(of: "explicit", with: "explicit\($0)") }.joined()
        let split = try #require(YAMLSplit.plan(Array(text.utf8), pieceSize: 64))
        #expect(split.pieces.count > 10)
        let (pieces, whole) = Self.bothWays(text)
        #expect(pieces == whole)
        #expect(!whole.contains("error:"))
    }

    /// What the first line of the section may not be for the plan: the entries' column is
    /// taken from it, and each piece must be a block mapping whose first key is at it.
    @Test(arguments: [
        "errors:\n    &all\n  E0: 1\n  HUGE:\n" + (0..<60).map { "    k\($0): v\n" }.joined(),
        "errors:\n  {f0: v, f1: v}\n" + (0..<60).map { "  E\($0): x\n" }.joined(),
        "errors:\n  &a\n    E0: x\n" + (0..<60).map { "  F\($0): x\n" }.joined(),
    ])
    func sectionsThatDoNotStartWithAnEntryAreParsedWhole(text: String) {
        #expect(YAMLSplit.plan(Array(text.utf8), pieceSize: 64) == nil)
        let (pieces, whole) = Self.bothWays(text)
        #expect(pieces == whole)
    }

    @Test func capsOnDepthAndExpansionAreTheWholeFilesCaps() {
        let deep = Self.catalog(30) + "  DEEP:\n    a:\n      b:\n        c:\n          d: 1\n"
        var shallow = Self.loader
        shallow.maxDepth = 5
        let (deepPieces, deepWhole) = Self.bothWays(deep, loader: shallow)
        #expect(deepPieces == deepWhole)
        #expect(deepWhole.contains("nest deeper than 5 levels"))
        var small = Self.loader
        small.maxExpandedNodes = 400
        let (smallPieces, smallWhole) = Self.bothWays(Self.catalog(60), loader: small)
        #expect(smallPieces == smallWhole)
        #expect(smallWhole.contains("more than 400 nodes"))
    }

    @Test func badUTF8InAPieceIsReportedAtItsPlaceInTheFile() {
        var bytes = Array(Self.catalog(40).utf8)
        bytes.insert(0xFF, at: bytes.count - 1)  // Before the last line break, after a quote.
        let (pieces, whole) = Self.bothWays(bytes)
        #expect(pieces == whole)
        #expect(whole.contains("not valid UTF-8 (byte 0xFF)"))
    }

    /// Lines libyaml counts that the plan would not, and shapes it does not know.
    static let unknownShapes: [(String, String)] = [
        ("a lone carriage return", Self.catalog(40) + "  X: \"a\rb\"\n"),
        ("a line separator", Self.catalog(40) + "  X: \"a\u{2028}b\"\n"),
        ("a next-line character", Self.catalog(40) + "  X: \"a\u{0085}b\"\n"),
        ("a directive", "%YAML 1.1\n---\n" + Self.catalog(40)),
        ("a document end", Self.catalog(40) + "...\n"),
        ("a list as the section", "errors:\n" + String(repeating: "  - item\n", count: 40)),
        ("an anchored section", "errors: &all\n" + Self.entries),
    ]

    @Test(arguments: unknownShapes)
    func filesThePlanDoesNotKnowAreParsedWhole(_ what: String, _ text: String) {
        #expect(YAMLSplit.plan(Array(text.utf8), pieceSize: 64) == nil, "\(what)")
        let (pieces, whole) = Self.bothWays(text)
        #expect(pieces == whole, "\(what)")
    }

    @Test func aSmallFileIsParsedWhole() {
        #expect(YAMLSplit.plan(Array(Self.catalog(40).utf8)) == nil)
    }

    /// Random damage anywhere in a catalog: whatever the file has become, its pieces
    /// give the whole file's tree or diagnostics.
    @Test func randomlyDamagedCatalogsLoadAsTheyWouldWhole() {
        var random = SeededGenerator(state: 11)
        let base = Array(Self.catalog(40).utf8)
        let insertions: [[UInt8]] = ["\n", "  ", "\"", "'", "[", "{", "}", ":", "# ", "&a ", "*a", "|\n", "\n  E7:\n", "- ", "\t", "\r\n", "\u{2028}"]
            .map { Array($0.utf8) }
        for _ in 0..<300 {
            var bytes = base
            for _ in 0..<Int(random.next() % 3 + 1) {
                let at = Int(random.next() % UInt64(bytes.count))
                if random.next() % 3 == 0 {
                    bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 8)))
                } else {
                    bytes.insert(contentsOf: insertions[Int(random.next() % UInt64(insertions.count))], at: at)
                }
            }
            let (pieces, whole) = Self.bothWays(bytes)
            #expect(pieces == whole, "\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}
