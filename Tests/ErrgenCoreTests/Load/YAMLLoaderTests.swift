import Testing

@testable import ErrgenCore

/// Issue 2, point 1: YAML loading keeps places, shares aliases, caps expansion and
/// nesting, and turns every kind of bad input into one located, readable error.
@Suite("YAML loading")
struct YAMLLoaderTests {
    /// Loads `text` as the file `t.yaml`; the root and the diagnostics as printed.
    static func load(_ text: String, loader: YAMLLoader = YAMLLoader()) -> (root: YAMLNode?, diagnostics: [String]) {
        load(Array(text.utf8), loader: loader)
    }

    static func load(_ bytes: [UInt8], loader: YAMLLoader = YAMLLoader()) -> (root: YAMLNode?, diagnostics: [String]) {
        var diagnostics = DiagnosticList()
        let root = loader.load(bytes, file: "t.yaml", diagnostics: &diagnostics)
        return (root, diagnostics.all.map(\.description))
    }

    static func entry(_ node: YAMLNode?, _ key: String) -> YAMLMapping.Entry? {
        node?.mapping?.first { $0.key.value == key }
    }

    @Test func nodesKeepFileLineAndColumnOneBased() throws {
        let (root, diagnostics) = Self.load("a: 1\nb:\n  - x\n  - {c: d}\n")
        #expect(diagnostics == [])
        let a = try #require(Self.entry(root, "a"))
        #expect(a.keyLocation == SourceLocation(file: "t.yaml", line: 1, column: 1))
        #expect(a.value.location == SourceLocation(file: "t.yaml", line: 1, column: 4))
        let b = try #require(Self.entry(root, "b"))
        #expect(b.keyLocation.description == "t.yaml:2:1")
        let items = try #require(b.value.sequence)
        #expect(b.value.location.description == "t.yaml:3:3")
        #expect(items[0].scalar?.value == "x")
        #expect(items[0].location.description == "t.yaml:3:5")
        #expect(items[1].location.description == "t.yaml:4:5")
        let c = try #require(Self.entry(items[1], "c"))
        #expect(c.keyLocation.description == "t.yaml:4:6")
        #expect(c.value.location.description == "t.yaml:4:9")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let (root, _) = Self.load("tên: Đà Nẵng\nx: y\n")
        let entry = try #require(Self.entry(root, "tên"))
        #expect(entry.value.location.description == "t.yaml:1:6")
        #expect(entry.value.scalar?.value == "Đà Nẵng")
    }

    @Test func quotedScalarsAreNotPlain() throws {
        let (root, _) = Self.load("a: 5002\nb: \"5002\"\nc: '5002'\nd: |\n  5002\n")
        #expect(Self.entry(root, "a")?.value.scalar == YAMLScalar(value: "5002", isPlain: true))
        #expect(Self.entry(root, "b")?.value.scalar == YAMLScalar(value: "5002", isPlain: false))
        #expect(Self.entry(root, "c")?.value.scalar == YAMLScalar(value: "5002", isPlain: false))
        #expect(Self.entry(root, "d")?.value.scalar == YAMLScalar(value: "5002\n", isPlain: false))
    }

    @Test func anchorsAndAliasesShareTheAnchoredNode() throws {
        let text = """
            base: &retry {max_attempts: 3, jitter: full}
            copy: *retry
            name: &n standard
            again: *n

            """
        let (root, diagnostics) = Self.load(text)
        #expect(diagnostics == [])
        let base = try #require(Self.entry(root, "base")?.value)
        let copy = try #require(Self.entry(root, "copy")?.value)
        // One buffer of entries, not a copy: an alias costs no memory of its own.
        let baseEntries = try #require(base.mapping)
        let copyEntries = try #require(copy.mapping)
        #expect(
            baseEntries.withUnsafeBufferPointer { $0.baseAddress }
                == copyEntries.withUnsafeBufferPointer { $0.baseAddress })
        #expect(copy.mapping?.map(\.key.value) == ["max_attempts", "jitter"])
        #expect(Self.entry(root, "again")?.value.scalar?.value == "standard")
    }

    @Test func emptyFileHasNoRootAndNoDiagnostics() {
        let (root, diagnostics) = Self.load("")
        #expect(root == nil)
        #expect(diagnostics == [])
        let (commentOnly, more) = Self.load("# nothing here\n")
        #expect(commentOnly == nil)
        #expect(more == [])
    }

    @Test func billionLaughsIsRejectedAtTheAliasThatCrossesTheCap() {
        var text = "lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text +=
                "lol\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let (root, diagnostics) = Self.load(text)
        #expect(root == nil)
        #expect(
            diagnostics == [
                "t.yaml:6:47: error: the file expands to more than 1000000 nodes through anchors and aliases; errgen reads at most 1000000"
            ])
    }

    @Test func expansionCapIsConfigurableAndCountsAliases() {
        var loader = YAMLLoader()
        loader.maxExpandedNodes = 10
        // root mapping (1) + key a (1) + list (1) + 3 items = 6; key b (1) + alias of the list (4) = 11.
        let (root, diagnostics) = Self.load("a: &x [1, 2, 3]\nb: *x\n", loader: loader)
        #expect(root == nil)
        #expect(
            diagnostics == [
                "t.yaml:2:4: error: the file expands to more than 10 nodes through anchors and aliases; errgen reads at most 10"
            ])
        loader.maxExpandedNodes = 11
        #expect(Self.load("a: &x [1, 2, 3]\nb: *x\n", loader: loader).diagnostics == [])
    }

    @Test func byteCapIsConfigurableAndCountsAliasedText() {
        var loader = YAMLLoader()
        loader.maxExpandedBytes = 12
        // a (1) + abcde (5) = 6; b (1) + the alias of abcde (5) = 12; c (1) = 13.
        let text = "a: &x abcde\nb: *x\nc: *x\n"
        let (root, diagnostics) = Self.load(text, loader: loader)
        #expect(root == nil)
        #expect(
            diagnostics == [
                "t.yaml:3:1: error: the file expands to more than 12 bytes of text through anchors and aliases; errgen reads at most 12"
            ])
        loader.maxExpandedBytes = 18
        #expect(Self.load(text, loader: loader).diagnostics == [])
    }

    @Test func fiveThousandNestedBracketsAreRejectedAtLevel257() {
        let (root, diagnostics) = Self.load(String(repeating: "[", count: 5000))
        #expect(root == nil)
        #expect(
            diagnostics == [
                "t.yaml:1:257: error: lists and mappings nest deeper than 256 levels here; errgen reads at most 256"
            ])
    }

    @Test func nestingOf256LevelsIsAccepted() {
        let (root, diagnostics) = Self.load(String(repeating: "[", count: 256) + String(repeating: "]", count: 256))
        #expect(diagnostics == [])
        #expect(root?.sequence != nil)
    }

    @Test func duplicateKeysNameBothPlaces() {
        let (root, diagnostics) = Self.load("a: 1\nb:\n  c: 2\n  c: 3\na: 4\n")
        #expect(root == nil)
        #expect(
            diagnostics == [
                "t.yaml:4:3: error: key 'c' is defined twice in this mapping (first at t.yaml:3:3)",
                "t.yaml:5:1: error: key 'a' is defined twice in this mapping (first at t.yaml:1:1)",
            ])
    }

    /// Small mappings are searched for a repeated key, large ones indexed once past 16
    /// keys: a repeat is found on both sides of that line, naming the first place.
    @Test(arguments: [3, 16, 17, 40])
    func duplicateKeysInMappingsOfAnySize(keys: Int) {
        let text = (0..<keys).map { "k\($0): \($0)\n" }.joined()
        #expect(Self.load(text).diagnostics == [])
        let repeated = text + "k0: again\nk\(keys - 1): again\n"
        #expect(
            Self.load(repeated).diagnostics == [
                "t.yaml:\(keys + 1):1: error: key 'k0' is defined twice in this mapping (first at t.yaml:1:1)",
                "t.yaml:\(keys + 2):1: error: key 'k\(keys - 1)' is defined twice in this mapping (first at t.yaml:\(keys):1)",
            ])
    }

    /// Keys are the same when Swift's `==` says so: a key spelt once precomposed (NFC) and once
    /// decomposed (NFD), different in bytes and in length, is a repeat in a small mapping and
    /// in a large one alike.
    @Test(arguments: [2, 40])
    func canonicallyEquivalentKeysAreRepeats(keys: Int) {
        let text = "caf\u{E9}: 1\n" + (1..<keys).map { "k\($0): \($0)\n" }.joined() + "cafe\u{301}: 2\n"
        #expect(
            Self.load(text).diagnostics == [
                "t.yaml:\(keys + 1):1: error: key 'cafe\u{301}' is defined twice in this mapping (first at t.yaml:1:1)"
            ])
    }

    @Test func sameKeyInDifferentMappingsIsFine() {
        #expect(Self.load("a: {x: 1}\nb: {x: 2}\n").diagnostics == [])
    }

    @Test func latin1ByteIsNotUTF8() {
        let bytes = Array("name: Caf".utf8) + [0xE9] + Array("\n".utf8)
        let (root, diagnostics) = Self.load(bytes)
        #expect(root == nil)
        #expect(diagnostics == ["t.yaml:1:10: error: the file is not valid UTF-8 (byte 0xE9); errgen reads UTF-8 only"])
        // Columns count code points: `ã` before the bad byte is one column, on a later line.
        let later = Array("a: 1\nmã: Caf".utf8) + [0xE9]
        #expect(
            Self.load(later).diagnostics == [
                "t.yaml:2:8: error: the file is not valid UTF-8 (byte 0xE9); errgen reads UTF-8 only"
            ])
    }

    @Test func utf16WithByteOrderMarkIsRejected() {
        let little: [UInt8] = [0xFF, 0xFE] + "errgen: 1\n".utf8.flatMap { [$0, 0] }
        #expect(
            Self.load(little).diagnostics == [
                "t.yaml:1:1: error: the file is UTF-16; errgen reads UTF-8 only (save it as UTF-8)"
            ])
        let big: [UInt8] = [0xFE, 0xFF] + "errgen: 1\n".utf8.flatMap { [0, $0] }
        #expect(
            Self.load(big).diagnostics == [
                "t.yaml:1:1: error: the file is UTF-16; errgen reads UTF-8 only (save it as UTF-8)"
            ])
    }

    @Test func overlongAndSurrogateEncodingsAreNotUTF8() {
        #expect(
            Self.load([0x61, 0x3A, 0x20, 0xC0, 0xAF]).diagnostics == [
                "t.yaml:1:4: error: the file is not valid UTF-8 (byte 0xC0); errgen reads UTF-8 only"
            ])
        #expect(
            Self.load([0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80]).diagnostics == [
                "t.yaml:1:4: error: the file is not valid UTF-8 (byte 0xED); errgen reads UTF-8 only"
            ])
        #expect(
            Self.load([0x61, 0x3A, 0x20, 0xE2, 0x82]).diagnostics == [
                "t.yaml:1:4: error: the file is not valid UTF-8 (byte 0xE2); errgen reads UTF-8 only"
            ])
    }

    @Test func utf8ByteOrderMarkIsAccepted() {
        let (root, diagnostics) = Self.load([0xEF, 0xBB, 0xBF] + Array("errgen: 1\n".utf8))
        #expect(diagnostics == [])
        #expect(Self.entry(root, "errgen")?.value.scalar?.value == "1")
    }

    @Test func libyamlSyntaxErrorIsExplainedAtTheProblemMark() {
        #expect(
            Self.load("a: b: c\n").diagnostics == [
                "t.yaml:1:5: error: invalid YAML: a ':' is not allowed here (quote a value that contains ': ', or check the indentation)"
            ])
        #expect(
            Self.load("a: [1, 2\n").diagnostics == [
                "t.yaml:2:1: error: invalid YAML: expected ',' or ']' in this [list] (while parsing a flow sequence that starts at line 1, column 4)"
            ])
        #expect(
            Self.load("a: \"open\n").diagnostics == [
                "t.yaml:2:1: error: invalid YAML: the file ends inside a quoted string or a bracket (a closing quote or bracket is missing) (while scanning a quoted scalar that starts at line 1, column 4)"
            ])
        #expect(
            Self.load("a:\n  b: 1\n c: 2\n").diagnostics == [
                "t.yaml:3:2: error: invalid YAML: expected a 'key: value' line here (check the indentation of this line and the one before) (while parsing a block mapping that starts at line 1, column 1)"
            ])
    }

    @Test func tabIndentationIsNamed() {
        #expect(
            Self.load("a:\n\tb: 1\n").diagnostics == [
                "t.yaml:2:1: error: invalid YAML: a tab is used for indentation or spacing here; YAML allows spaces only"
            ])
    }

    @Test func controlCharacterIsLocatedByLibyamlReader() {
        #expect(
            Self.load("a: 1\nb: x\u{01}\n").diagnostics == [
                "t.yaml:2:5: error: invalid YAML: control characters are not allowed in YAML text (write them as escapes in double quotes, such as \"\\t\")"
            ])
    }

    @Test func secondDocumentTagsUnknownAliasesAndComplexKeysAreErrors() {
        #expect(
            Self.load("a: 1\n---\nb: 2\n").diagnostics == [
                "t.yaml:2:1: error: a spec file holds one YAML document; a second one starts here"
            ])
        #expect(
            Self.load("a: !!int 3\n").diagnostics == [
                "t.yaml:1:4: error: YAML tags such as 'tag:yaml.org,2002:int' are not supported; write the value without a tag"
            ])
        #expect(
            Self.load("a: *nowhere\n").diagnostics == [
                "t.yaml:1:4: error: '*nowhere' refers to no anchor; define '&nowhere' before using it"
            ])
        #expect(
            Self.load("? [a]\n: b\n").diagnostics == ["t.yaml:1:3: error: a mapping key must be plain text, not a list"]
        )
    }

    @Test func selfReferencingAnchorIsAnUnknownAlias() {
        // The anchor is defined only when its list ends, so it cannot contain itself.
        #expect(
            Self.load("a: &x [1, *x]\n").diagnostics == [
                "t.yaml:1:11: error: '*x' refers to no anchor; define '&x' before using it"
            ])
    }
}
