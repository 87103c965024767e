/// An entry of the `enums` section: a named set of wire values, generated as an open
/// enum (the listed values plus a case that keeps any other value).
public struct EnumSpec: Sendable {
    /// What the values are on the wire.
    public enum RawType: String, Sendable, CaseIterable {
        case string = "String"
        case int = "Int"
    }

    public struct Value: Sendable {
        /// The value as the spec writes it (`in_transit`, `2`).
        public var wire: Located<String>
        /// `name:`, for a value that does not make a Swift name (`2`) or collides.
        public var name: Located<String>?
        public var summary: String?
    }

    public var name: Located<String>
    public var summary: String?
    public var rawType: RawType = .string
    public var values: [Value] = []
}
