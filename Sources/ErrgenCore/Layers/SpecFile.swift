/// One spec file: its path as the user gave it, and its YAML tree (`nil` when empty or unreadable).
package struct SpecFile: Sendable {
    package var path: String
    package var root: YAMLNode?
    /// The file could not be read or parsed (its diagnostics are already reported).
    package var isUnreadable: Bool

    package init(path: String, root: YAMLNode?, isUnreadable: Bool = false) {
        self.path = path
        self.root = root
        self.isUnreadable = isUnreadable
    }
}
