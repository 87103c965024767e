#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The files of an OpenAPI document: the root and every file a `$ref` reaches, each read
/// once (YAML on errgen's libyaml nodes, `.json` with errgen's JSON reader, so a valid JSON
/// escape that YAML refuses still reads) and kept as nodes that know their file, line and
/// column. Resolves `$ref`s the way bundlers do: anywhere, to any file, chains followed and
/// cycles refused.
struct OpenAPIFiles {
    /// Trees already parsed with the spec folder, by path.
    private let parsed: [String: YAMLNode]
    /// Bytes held in memory (tests), by path; other files are read from the disk.
    private let inMemory: [String: [UInt8]]
    private var trees: [String: YAMLNode?] = [:]
    var diagnostics = DiagnosticList()

    init(parsed: [String: YAMLNode], inMemory: [String: [UInt8]]) {
        self.parsed = parsed
        self.inMemory = inMemory
    }

    /// Every file read, in the order first read.
    private(set) var paths: [String] = []

    /// A file's tree; `nil` (diagnosed at `reference`) when it cannot be read or parsed.
    mutating func tree(_ path: String, reference: SourceLocation?) -> YAMLNode? {
        if let known = trees[path] { return known }
        paths.append(path)
        var tree: YAMLNode?
        if let node = parsed[path] {
            tree = node
        } else if let bytes = inMemory[path] ?? FileManager.default.contents(atPath: path).map(Array.init) {
            tree = Self.parse(bytes, path: path, diagnostics: &diagnostics)
        } else {
            diagnostics.error(
                "cannot read the OpenAPI file '\(path)'",
                at: reference ?? SourceLocation(file: path, line: 1, column: 1))
        }
        trees[path] = .some(tree)
        return tree
    }

    static func parse(_ bytes: [UInt8], path: String, diagnostics: inout DiagnosticList) -> YAMLNode? {
        if path.hasSuffix(".json") {
            return JSONLoader.load(bytes, file: path, diagnostics: &diagnostics).map(yaml)
        }
        return YAMLLoader().load(bytes, file: path, diagnostics: &diagnostics)
    }

    /// A JSON tree as the YAML nodes the rest of the stage reads: strings quoted, other scalars plain.
    static func yaml(_ node: JSONNode) -> YAMLNode {
        switch node.value {
        case .object(let members):
            return YAMLNode(
                .mapping(
                    members.map {
                        YAMLMapping.Entry(
                            key: YAMLScalar(value: $0.key.value, isPlain: false), keyLocation: $0.key.location,
                            value: yaml($0.value))
                    }), at: node.location)
        case .array(let items): return YAMLNode(.sequence(items.map(yaml)), at: node.location)
        case .string(let text): return YAMLNode(.scalar(YAMLScalar(value: text, isPlain: false)), at: node.location)
        case .number(let text): return YAMLNode(.scalar(YAMLScalar(value: text, isPlain: true)), at: node.location)
        case .boolean(let value):
            return YAMLNode(.scalar(YAMLScalar(value: value ? "true" : "false", isPlain: true)), at: node.location)
        case .null: return YAMLNode(.scalar(YAMLScalar(value: "null", isPlain: true)), at: node.location)
        }
    }

    // MARK: References

    /// A node reached through `$ref`s, and the key (`file#pointer`) of the last one followed.
    struct Target {
        var node: YAMLNode
        var key: String?
    }

    /// The node itself, or what its `$ref` chain leads to; `nil` when a reference leads
    /// nowhere or round in a circle (diagnosed at the `$ref` that does).
    mutating func resolve(_ node: YAMLNode) -> Target? {
        var current = Target(node: node, key: nil)
        var seen = Set<String>()
        while let reference = Self.reference(in: current.node) {
            let (path, pointer) = Self.split(reference.value, from: reference.location.file)
            let key = path + "#" + pointer
            guard seen.insert(key).inserted else {
                diagnostics.error("'$ref' '\(reference.value)' leads round in a circle", at: reference.location)
                return nil
            }
            guard let file = tree(path, reference: reference.location) else { return nil }
            guard let found = Self.node(at: pointer, in: file) else {
                diagnostics.error(
                    "'$ref' '\(reference.value)' leads nowhere: \(Self.displayName(path)) has no '\(pointer)'",
                    at: reference.location)
                return nil
            }
            current = Target(node: found, key: key)
        }
        return current
    }

    /// The `$ref` of a mapping, and where its value is written.
    static func reference(in node: YAMLNode) -> Located<String>? {
        guard let entry = node.mapping?.first(where: { $0.key.value == "$ref" }), let scalar = entry.value.scalar
        else { return nil }
        return Located(scalar.value, at: entry.value.location)
    }

    /// `other.yaml#/a/b` from `dir/root.yaml` -> (`dir/other.yaml`, `/a/b`).
    static func split(_ reference: String, from file: String) -> (String, String) {
        let hash = reference.firstIndex(of: "#")
        let filePart = hash.map { String(reference[..<$0]) } ?? reference
        let pointer = hash.map { String(reference[reference.index(after: $0)...]) } ?? ""
        guard !filePart.isEmpty else { return (file, pointer) }
        let decoded = Self.percentDecoded(filePart)
        if decoded.hasPrefix("/") { return (Self.normalized(decoded), pointer) }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (Self.normalized(folder.isEmpty ? decoded : folder + "/" + decoded), pointer)
    }

    /// `a/./b/../c` -> `a/c`; leading `..` are kept.
    static func normalized(_ path: String) -> String {
        SourceLocation.normalized(path)
    }

    /// What a JSON pointer (`/components/schemas/Pet`) names in a tree.
    static func node(at pointer: String, in root: YAMLNode) -> YAMLNode? {
        var node = root
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: true) {
            let token = token(String(raw))
            if let entries = node.mapping, let entry = entries.first(where: { $0.key.value == token }) {
                node = entry.value
            } else if let items = node.sequence, let index = Int(token), items.indices.contains(index) {
                node = items[index]
            } else {
                return nil
            }
        }
        return node
    }

    /// A JSON pointer's token as the key it names: `a~1b~0c%20d` -> `a/b~c d`.
    static func token(_ raw: String) -> String {
        percentDecoded(raw).replacing("~1", with: "/").replacing("~0", with: "~")
    }

    /// `%20` -> ` `; a `%` not followed by two hex digits stays as written.
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A path as a diagnostic names a file: its last component.
    static func displayName(_ path: String) -> String {
        "'" + (path.split(separator: "/").last.map(String.init) ?? path) + "'"
    }
}
