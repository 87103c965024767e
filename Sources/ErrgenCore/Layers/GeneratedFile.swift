/// One output file: its name inside the output folder and its full text.
///
/// The text is kept as the UTF-8 bytes the renderer wrote and the writer writes: making
/// a `String` of L's 6 MB `Errors.swift` only to turn it back into bytes cost a copy of
/// it at the peak of the run. `contents` makes the `String` for whoever reads it.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var bytes: [UInt8]

    public var contents: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    public init(name: String, contents: String) {
        self.init(name: name, bytes: Array(contents.utf8))
    }

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
