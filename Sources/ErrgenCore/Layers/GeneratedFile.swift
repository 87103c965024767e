/// One output file: its name inside the output folder and its full text.
///
/// The text is kept as the UTF-8 bytes the renderer wrote and the writer writes, in the
/// parts the renderer wrote them in (see `OutputBuffer`). `bytes` and `contents` join the
/// parts for whoever reads the text.
package struct GeneratedFile: Sendable, Hashable {
    package var name: String
    /// The text's UTF-8 in order; how it is cut says nothing.
    package var parts: [[UInt8]]

    package var bytes: [UInt8] {
        get { parts.count == 1 ? parts[0] : Array(parts.joined()) }
        set { parts = [newValue] }
    }

    package var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// The size of the text in bytes.
    package var count: Int { parts.reduce(0) { $0 + $1.count } }

    package init(name: String, contents: String) {
        self.init(name: name, bytes: Array(contents.utf8))
    }

    package init(name: String, bytes: [UInt8]) {
        self.init(name: name, parts: [bytes])
    }

    package init(name: String, parts: [[UInt8]]) {
        self.name = name
        self.parts = parts
    }

    /// Files are equal when their names and texts are, however the texts are cut.
    package static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.name == rhs.name && lhs.count == rhs.count && lhs.parts.joined().elementsEqual(rhs.parts.joined())
    }

    /// The name and size: equal files have equal sizes, and hashing every byte of a large
    /// file would cost more than any use of the hash.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(count)
    }
}
