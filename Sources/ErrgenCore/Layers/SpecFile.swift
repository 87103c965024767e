/// One spec file: its path as the user gave it, and its YAML tree (`nil` when empty or unreadable).
public struct SpecFile: Sendable {
    public var path: String
    public var root: YAMLNode?
    /// The file could not be read or parsed (its diagnostics are already reported).
    public var isUnreadable: Bool

    public init(path: String, root: YAMLNode?, isUnreadable: Bool = false) {
        self.path = path
        self.root = root
        self.isUnreadable = isUnreadable
    }
}
