/// A tiny JSON value: what Translate makes of the string catalog (and `SpecSchema` of the
/// format) and Render writes (`JSONRenderer`), so the bytes never depend on Foundation's
/// `JSONSerialization`, whose key order and escaping differ between platforms.
public enum JSONValue: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    case string(String)
    /// Members with distinct keys, in any order: the renderer sorts them. A list, not a
    /// dictionary: the catalog has tens of thousands of small objects, and hashing them
    /// all only to sort them again cost more than the rest of the catalog.
    case object([Member])
    case array([JSONValue])
    case integer(Int)
    case boolean(Bool)
}
