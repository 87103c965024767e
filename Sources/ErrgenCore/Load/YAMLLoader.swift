import CYAML

/// Reads one YAML file into a `YAMLNode` tree through libyaml's event API.
///
/// Why events and not libyaml's document API: the tree keeps every node's place,
/// aliases share their anchor's subtree (so a "billion laughs" file costs no
/// memory), and the caps below are enforced while parsing, before anything grows.
package struct YAMLLoader: Sendable {
    /// The most nodes a file may expand to through aliases.
    package var maxExpandedNodes = 1_000_000
    /// The most bytes of scalar text a file may expand to through aliases: a node cap
    /// alone lets one large anchored scalar, aliased a few thousand times, reach gigabytes.
    package var maxExpandedBytes = 10_000_000
    /// The deepest nesting of lists and mappings.
    package var maxDepth = 256

    package init() {}

    /// The file's root node; `nil` for an empty file or when the file has an error,
    /// which is then in `diagnostics`.
    package func load(_ bytes: [UInt8], file: String, diagnostics: inout DiagnosticList) -> YAMLNode? {
        if let problem = UTF8Check.firstProblem(in: bytes, file: file) {
            diagnostics.append(contentsOf: problem)
            return nil
        }
        guard !bytes.isEmpty else { return nil }
        switch parse(bytes, file: file) {
        case .parsed(let root):
            return root
        case .failed(let problem):
            diagnostics.append(contentsOf: problem)
            return nil
        }
    }

    // MARK: Parsing

    private enum Outcome {
        case parsed(YAMLNode?)
        case failed(DiagnosticList)
    }

    private func parse(_ bytes: [UInt8], file: String) -> Outcome {
        var builder = TreeBuilder(
            file: file, maxExpandedNodes: maxExpandedNodes, maxExpandedBytes: maxExpandedBytes, maxDepth: maxDepth)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            var diagnostics = DiagnosticList()
            diagnostics.error(
                "could not start the YAML parser (out of memory?)", at: SourceLocation(file: file, line: 1, column: 1))
            return .failed(diagnostics)
        }
        defer { yaml_parser_delete(&parser) }
        // libyaml reads the bytes in place, through a pointer valid for this closure only.
        return bytes.withUnsafeBufferPointer { buffer -> Outcome in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
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
                case .finished(let root):
                    return builder.duplicateKeys.hasErrors ? .failed(builder.duplicateKeys) : .parsed(root)
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
        /// The root: `nil` for a document without content.
        case finished(YAMLNode?)
        case failed(DiagnosticList)
    }

    /// One open list or mapping. Its items or entries are on `openItems` or `openEntries`
    /// from `start` on, and copied out when it closes.
    private struct Frame {
        var isMapping: Bool
        var start: Int
        var pendingKey: (YAMLScalar, SourceLocation)?
        /// Where each key of the mapping is (from `start`), for the duplicate check.
        var keyIndex: [String: Int] = [:]
        var location: SourceLocation
        var anchor: String?
        /// Nodes this container expands to, itself included.
        var size = 1
        /// Bytes of scalar text this container expands to.
        var bytes = 0
    }

    /// The file's number in `SourceFiles`, taken once for all its nodes.
    let file: UInt32
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

    init(file: String, maxExpandedNodes: Int, maxExpandedBytes: Int, maxDepth: Int) {
        self.file = SourceFiles.shared.number(for: file)
        self.maxExpandedNodes = maxExpandedNodes
        self.maxExpandedBytes = maxExpandedBytes
        self.maxDepth = maxDepth
    }

    mutating func handle(_ event: yaml_event_t) -> Step {
        let location = SourceLocation(
            file: file, line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
            return .continue
        case YAML_STREAM_END_EVENT:
            return .finished(root)
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
                    return fail(
                        "YAML tags such as '\(tag)' are not supported; write the value without a tag", at: location)
                }
                isPlain = false
            }
            let node = YAMLNode(.scalar(YAMLScalar(value: value, isPlain: isPlain)), at: location)
            return add(node, size: 1, bytes: data.length, anchor: data.anchor.map { String(cString: $0) }, at: location)
        case YAML_SEQUENCE_START_EVENT:
            return open(
                isMapping: false, anchor: event.data.sequence_start.anchor, tag: event.data.sequence_start.tag,
                at: location)
        case YAML_MAPPING_START_EVENT:
            return open(
                isMapping: true, anchor: event.data.mapping_start.anchor, tag: event.data.mapping_start.tag,
                at: location)
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
            return fail(
                "lists and mappings nest deeper than \(maxDepth) levels here; errgen reads at most \(maxDepth)",
                at: location)
        }
        let start = isMapping ? openEntries.count : openItems.count
        stack.append(
            Frame(isMapping: isMapping, start: start, location: location, anchor: anchor.map { String(cString: $0) }))
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

    private mutating func add(_ node: YAMLNode, size: Int, bytes: Int, anchor: String?, at location: SourceLocation)
        -> Step
    {
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

    private mutating func attach(_ node: YAMLNode, size: Int, bytes: Int, at location: SourceLocation) -> Step {
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
        let start = stack[top].start
        if let first = stack[top].keyIndex[key.value] {
            duplicateKeys.error(
                "key '\(key.value)' is defined twice in this mapping (first at \(openEntries[start + first].keyLocation))",
                at: keyLocation)
        } else {
            stack[top].keyIndex[key.value] = openEntries.count - start
            openEntries.append(YAMLMapping.Entry(key: key, keyLocation: keyLocation, value: node))
        }
        return .continue
    }

    private func fail(_ message: String, at location: SourceLocation) -> Step {
        var diagnostics = DiagnosticList()
        diagnostics.error(message, at: location)
        return .failed(diagnostics)
    }
}
