import CYAML

/// Reads one YAML file into a `YAMLNode` tree through libyaml's event API.
///
/// Why events and not libyaml's document API: the tree keeps every node's place,
/// aliases share their anchor's subtree (so a "billion laughs" file costs no
/// memory), and the caps below are enforced while parsing, before anything grows.
public struct YAMLLoader: Sendable {
    /// The most nodes a file may expand to through aliases.
    public var maxExpandedNodes = 1_000_000
    /// The most bytes of scalar text a file may expand to through aliases: a node cap
    /// alone lets one large anchored scalar, aliased a few thousand times, reach gigabytes.
    public var maxExpandedBytes = 10_000_000
    /// The deepest nesting of lists and mappings.
    public var maxDepth = 256
    /// The smallest piece a large file is cut into, to be parsed beside the others
    /// (`YAMLSplit`); a file under twice this size is parsed whole.
    public var pieceSize = YAMLSplit.pieceSize

    public init() {}

    /// The file's root node; `nil` for an empty file or when the file has an error,
    /// which is then in `diagnostics`.
    public func load(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticList) -> YAMLNode? {
        if let problem = UTF8Check.firstProblem(in: bytes, file: file) {
            diagnostics.append(contentsOf: problem)
            return nil
        }
        guard !bytes.isEmpty else { return nil }
        switch parse(bytes, bytes.indices, file: file, firstLine: 1, maxDepth: maxDepth) {
        case .parsed(let tree):
            return tree.root
        case .failed(let problem):
            diagnostics.append(contentsOf: problem)
            return nil
        }
    }

    // MARK: A large file in pieces

    /// A piece of a file that `YAMLSplit` cut (or its head), parsed on its own.
    struct Piece: Sendable {
        var root: YAMLNode
        /// What the piece expands to through aliases, for the file's caps.
        var expandedNodes: Int
        var expandedBytes: Int
        /// The hash of each key of the root mapping but the closing line's, taken in the
        /// piece's own job: `assemble` finds a key written in two pieces by these alone,
        /// where hashing the 10,000 keys of L's catalog there took one core 1-2 ms.
        var keyHashes: [Int]
    }

    /// `range` of the file parsed on its own, its first line numbered `firstLine`, and
    /// `closingLine` after it when given (`YAMLSplit.closingLine`); `nil` at any problem,
    /// which only the whole file's parse reports.
    func parsePiece(_ bytes: [UInt8], _ range: Range<Int>, closingLine: [UInt8]? = nil, file: String, firstLine: Int) -> Piece? {
        guard UTF8Check.isValid(bytes, range) else { return nil }
        // The piece where it is in the file, or a copy of it with the closing line after it.
        let (text, parsed) = closingLine.map { (Array(bytes[range]) + $0, 0..<(range.count + $0.count)) } ?? (bytes, range)
        // One level less: the piece's root is the section's mapping, the file's second level.
        guard case .parsed(let tree) = parse(text, parsed, file: file, firstLine: firstLine, maxDepth: maxDepth - 1),
            let root = tree.root
        else { return nil }
        let keys = (root.mapping ?? []).dropLast(closingLine == nil ? 0 : 1)
        return Piece(root: root, expandedNodes: tree.expandedNodes, expandedBytes: tree.expandedBytes, keyHashes: keys.map(\.key.value.hashValue))
    }

    /// The file's tree made from its head and pieces (`nil` where one did not parse); `nil`
    /// when they do not make the very tree that parsing the whole file makes: then the
    /// caller parses it whole, which also reports any problem.
    func assemble(_ split: YAMLSplit, head: Piece?, pieces: [Piece?]) -> YAMLNode? {
        guard let head, var headEntries = head.root.mapping, let section = headEntries.last,
            section.key.value == split.sectionKey, section.value.scalar == YAMLScalar(value: "", isPlain: true)
        else { return nil }
        let count = pieces.reduce(0) { $0 + ($1?.root.mapping?.count ?? 0) }
        var entries: [YAMLMapping.Entry] = []
        entries.reserveCapacity(count)
        var keys = Set<Int>(minimumCapacity: count)
        var expandedNodes = head.expandedNodes
        var expandedBytes = head.expandedBytes
        guard pieces.count == split.pieces.count else { return nil }
        for (index, piece) in pieces.enumerated() {
            // Each piece is one run of the section's entries: a block mapping whose first key
            // is where the mapping is, in the entries' column (not an anchor or a flow mapping).
            guard let piece, var pieceEntries = piece.root.mapping, let first = pieceEntries.first,
                first.keyLocation == piece.root.location, piece.root.location.column == split.entryColumn
            else { return nil }
            if split.pieces[index].isFollowed {
                // The closing line's entry, on the line where the next piece starts.
                guard let closing = pieceEntries.popLast(), closing.key.value == YAMLSplit.closingKey,
                    closing.keyLocation.line == split.pieces[index + 1].firstLine
                else { return nil }
            }
            // One hash for each entry kept: `parsePiece` left the closing line's out.
            guard piece.keyHashes.count == pieceEntries.count else { return nil }
            // A key in two pieces: the whole file's parse names both places. (Two keys with one
            // hash, which practically never happens, only cost that slower parse.)
            for hash in piece.keyHashes {
                guard keys.insert(hash).inserted else { return nil }
            }
            entries += pieceEntries
            expandedNodes += piece.expandedNodes
            expandedBytes += piece.expandedBytes
        }
        // Counted a little above the whole file's count (a root per piece): at the caps, the
        // whole file's parse decides.
        guard expandedNodes <= maxExpandedNodes, expandedBytes <= maxExpandedBytes, let location = pieces.first??.root.location else {
            return nil
        }
        headEntries[headEntries.count - 1].value = YAMLNode(.mapping(entries), at: location)
        return YAMLNode(.mapping(headEntries), at: head.root.location)
    }

    // MARK: Parsing

    private enum Outcome {
        case parsed(TreeBuilder.Tree)
        case failed(DiagnosticList)
    }

    private func parse(_ bytes: [UInt8], _ range: Range<Int>, file: String, firstLine: Int, maxDepth: Int) -> Outcome {
        var builder = TreeBuilder(
            file: file, firstLine: firstLine, maxExpandedNodes: maxExpandedNodes, maxExpandedBytes: maxExpandedBytes, maxDepth: maxDepth)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            var diagnostics = DiagnosticList()
            diagnostics.error("could not start the YAML parser (out of memory?)", at: SourceLocation(file: file, line: 1, column: 1))
            return .failed(diagnostics)
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> Outcome in
            yaml_parser_set_input_string(&parser, buffer.baseAddress! + range.lowerBound, range.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    return .failed(LibYAMLProblem.diagnostic(for: parser, bytes: bytes, file: file))
                }
                defer { yaml_event_delete(&event) }
                switch builder.handle(event) {
                case .continue:
                    continue
                case .finished(let tree):
                    return builder.duplicateKeys.hasErrors ? .failed(builder.duplicateKeys) : .parsed(tree)
                case .failed(let problem):
                    return .failed(problem)
                }
            }
        }
    }
}

/// Turns the event stream into nodes, one open list or mapping per stack frame.
private struct TreeBuilder {
    enum Step {
        case `continue`
        case finished(Tree)
        case failed(DiagnosticList)
    }

    /// The root (`nil` for a document without content) and what the tree expands to.
    struct Tree {
        var root: YAMLNode?
        var expandedNodes: Int
        var expandedBytes: Int
    }

    /// One open list or mapping. Its items or entries are on `openItems` or `openEntries`
    /// from `start` on: a container's are copied out once, when it closes, into an array of
    /// exactly their count, rather than grown a step at a time (on L, 145,000 regrowths).
    private struct Frame {
        var isMapping: Bool
        var start: Int
        var pendingKey: (YAMLScalar, SourceLocation)?
        /// Where each key of a large mapping is (from `start`), for the duplicate check.
        /// Small mappings (most of a spec: an entry's few fields) are searched instead: a
        /// dictionary per mapping, grown a step at a time, cost more than the rest of the
        /// builder on L.
        var keyIndex: [String: Int]?
        var location: SourceLocation
        var anchor: String?
        /// Nodes this container expands to, itself included.
        var size = 1
        /// Bytes of scalar text this container expands to.
        var bytes = 0

        /// Mappings with more entries than this keep `keyIndex`.
        static let largestSearched = 16
    }

    /// The file's number in `SourceFiles`, taken once for all its nodes.
    let file: UInt32
    /// libyaml's line 0 is this line of the file: 1, or a piece's first line.
    let firstLine: Int
    let maxExpandedNodes: Int
    let maxExpandedBytes: Int
    let maxDepth: Int
    private var stack: [Frame] = []
    /// The items of every open list, and the entries of every open mapping, each
    /// container's after its parent's: a parent adds one only once its child has closed.
    private var openItems: [YAMLNode] = []
    private var openEntries: [YAMLMapping.Entry] = []
    private var anchors: [String: (node: YAMLNode, size: Int, bytes: Int)] = [:]
    private var expandedNodes = 0
    private var expandedBytes = 0
    private var root: YAMLNode?
    private var documents = 0
    /// Keys written twice in one mapping: reported all together, the file is then rejected.
    private(set) var duplicateKeys = DiagnosticList()

    init(file: String, firstLine: Int, maxExpandedNodes: Int, maxExpandedBytes: Int, maxDepth: Int) {
        self.file = SourceFiles.shared.number(for: file)
        self.firstLine = firstLine
        self.maxExpandedNodes = maxExpandedNodes
        self.maxExpandedBytes = maxExpandedBytes
        self.maxDepth = maxDepth
    }

    mutating func handle(_ event: yaml_event_t) -> Step {
        let location = SourceLocation(
            file: file, line: Int(event.start_mark.line) + firstLine, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
            return .continue
        case YAML_STREAM_END_EVENT:
            return .finished(Tree(root: root, expandedNodes: expandedNodes, expandedBytes: expandedBytes))
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                return fail("a spec file holds one YAML document; a second one starts here", at: location)
            }
            return .continue
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            var isPlain = data.plain_implicit == 1 && data.style == YAML_PLAIN_SCALAR_STYLE
            if let tag = data.tag.map({ String(cString: $0) }) {
                guard tag == "tag:yaml.org,2002:str" else {
                    return fail("YAML tags such as '\(tag)' are not supported; write the value without a tag", at: location)
                }
                isPlain = false
            }
            let node = YAMLNode(.scalar(YAMLScalar(value: value, isPlain: isPlain)), at: location)
            return add(node, size: 1, bytes: data.length, anchor: data.anchor.map { String(cString: $0) }, at: location)
        case YAML_SEQUENCE_START_EVENT:
            return open(isMapping: false, anchor: event.data.sequence_start.anchor, tag: event.data.sequence_start.tag, at: location)
        case YAML_MAPPING_START_EVENT:
            return open(isMapping: true, anchor: event.data.mapping_start.anchor, tag: event.data.mapping_start.tag, at: location)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return close()
        case YAML_ALIAS_EVENT:
            let name = String(cString: event.data.alias.anchor)
            guard let anchored = anchors[name] else {
                return fail("'*\(name)' refers to no anchor; define '&\(name)' before using it", at: location)
            }
            return add(anchored.node, size: anchored.size, bytes: anchored.bytes, anchor: nil, at: location)
        default:
            return .continue
        }
    }

    private mutating func open(
        isMapping: Bool, anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
        at location: SourceLocation
    ) -> Step {
        if let tag {
            let text = String(cString: tag)
            return fail("YAML tags such as '\(text)' are not supported; write the value without a tag", at: location)
        }
        guard stack.count < maxDepth else {
            return fail("lists and mappings nest deeper than \(maxDepth) levels here; errgen reads at most \(maxDepth)", at: location)
        }
        let start = isMapping ? openEntries.count : openItems.count
        stack.append(Frame(isMapping: isMapping, start: start, location: location, anchor: anchor.map { String(cString: $0) }))
        return count(1, bytes: 0, at: location)
    }

    private mutating func close() -> Step {
        let frame = stack.removeLast()
        let node: YAMLNode
        if frame.isMapping {
            node = YAMLNode(.mapping(Array(openEntries[frame.start...])), at: frame.location)
            openEntries.removeSubrange(frame.start...)
        } else {
            node = YAMLNode(.sequence(Array(openItems[frame.start...])), at: frame.location)
            openItems.removeSubrange(frame.start...)
        }
        if let anchor = frame.anchor { anchors[anchor] = (node, frame.size, frame.bytes) }
        return attach(node, size: frame.size, bytes: frame.bytes, at: frame.location)
    }

    /// `node` is consumed here and in `attach`: passed on, not copied (a copy of a node or
    /// an entry retains what it holds, for each of L's 600,000 nodes).
    private mutating func add(_ node: consuming YAMLNode, size: Int, bytes: Int, anchor: String?, at location: SourceLocation) -> Step {
        if let anchor { anchors[anchor] = (node, size, bytes) }
        if case .failed(let problem) = count(size, bytes: bytes, at: location) { return .failed(problem) }
        return attach(node, size: size, bytes: bytes, at: location)
    }

    /// Counts expanded nodes and scalar bytes, so that aliases of aliases cannot blow up
    /// the later stages, which see every alias as a copy of its anchor.
    private mutating func count(_ size: Int, bytes: Int, at location: SourceLocation) -> Step {
        expandedNodes += size
        expandedBytes += bytes
        guard expandedNodes <= maxExpandedNodes else {
            return fail(
                "the file expands to more than \(maxExpandedNodes) nodes through anchors and aliases; "
                    + "errgen reads at most \(maxExpandedNodes)",
                at: location)
        }
        guard expandedBytes <= maxExpandedBytes else {
            return fail(
                "the file expands to more than \(maxExpandedBytes) bytes of text through anchors and aliases; "
                    + "errgen reads at most \(maxExpandedBytes)",
                at: location)
        }
        return .continue
    }

    private mutating func attach(_ node: consuming YAMLNode, size: Int, bytes: Int, at location: SourceLocation) -> Step {
        guard !stack.isEmpty else {
            root = node
            return .continue
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].bytes += bytes
        guard stack[top].isMapping else {
            openItems.append(node)
            return .continue
        }
        guard let (key, keyLocation) = stack[top].pendingKey else {
            guard let key = node.scalar else {
                return fail("a mapping key must be plain text, not \(node.kindDescription)", at: location)
            }
            stack[top].pendingKey = (key, node.location)
            return .continue
        }
        stack[top].pendingKey = nil
        if let first = firstEntry(withKey: key.value) {
            duplicateKeys.error(
                "key '\(key.value)' is defined twice in this mapping (first at \(openEntries[first].keyLocation))",
                at: keyLocation)
        } else {
            appendEntry(YAMLMapping.Entry(key: key, keyLocation: keyLocation, value: node))
        }
        return .continue
    }

    /// The place on `openEntries` of the open mapping's entry with this key.
    private func firstEntry(withKey key: String) -> Int? {
        // The frame's parts read where they are: a copy of the frame retained its index and anchor.
        let top = stack.count - 1
        let start = stack[top].start
        if let position = stack[top].keyIndex?[key] { return start + position }
        guard stack[top].keyIndex == nil else { return nil }
        return openEntries[start...].firstIndex { $0.key.value == key }
    }

    /// Adds an entry to the open mapping, indexing its keys once it is large.
    private mutating func appendEntry(_ entry: consuming YAMLMapping.Entry) {
        let top = stack.count - 1
        let count = openEntries.count - stack[top].start
        if stack[top].keyIndex != nil {
            stack[top].keyIndex![entry.key.value] = count
        } else if count == Frame.largestSearched {
            var index = [String: Int](minimumCapacity: 2 * Frame.largestSearched)
            for (position, existing) in openEntries[stack[top].start...].enumerated() { index[existing.key.value] = position }
            index[entry.key.value] = count
            stack[top].keyIndex = index
        }
        openEntries.append(entry)
    }

    private func fail(_ message: String, at location: SourceLocation) -> Step {
        var diagnostics = DiagnosticList()
        diagnostics.error(message, at: location)
        return .failed(diagnostics)
    }
}
