/// A tiny JSON value: what Translate makes of the string catalog (and `SpecSchema` of the
/// format) and Render writes (`JSONRenderer`), so the bytes never depend on Foundation's
/// `JSONSerialization`, whose key order and escaping differ between platforms.
package enum JSONValue: Sendable, Equatable {
    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    case string(String)
    /// Members with distinct keys, in any order: the renderer sorts them. A list, not a
    /// dictionary: the catalog has tens of thousands of small objects, and hashing them
    /// all only to sort them again cost more than the rest of the catalog.
    case object([Member])
    /// An object whose values are made when the renderer writes them, the `index`th key's
    /// by `value(index)`: the string catalog's tens of thousands of entries are then never
    /// all held at once, and each is freed while still in the cache. Equal to the `object`
    /// it writes (`listed`).
    case generatedObject(keys: [String], value: @Sendable (Int) -> JSONValue)
    case array([JSONValue])
    case integer(Int)
    case boolean(Bool)

    /// A generated object as the object of its members; any other value as it is.
    package var listed: JSONValue {
        guard case .generatedObject(let keys, let value) = self else { return self }
        return .object(keys.indices.map { Member(keys[$0], value($0)) })
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs.listed, rhs.listed) {
        case (.string(let left), .string(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.boolean(let left), .boolean(let right)): left == right
        default: false
        }
    }
}
