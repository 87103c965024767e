/// One output file: its name inside the output folder and its full text.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var contents: String

    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
