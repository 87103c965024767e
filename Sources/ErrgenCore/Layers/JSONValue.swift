/// A JSON value errgen writes: the string catalog and the schemas (`JSONRenderer`, which
/// sorts keys in its style's order), the diff report, and every body `errgen mock` sends or
/// reads (compact, keys in the order given). Its bytes never depend on Foundation's
/// `JSONSerialization`, whose key order and escaping differ between platforms.
package enum JSONValue: Sendable, Hashable {
    package struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    case null
    case boolean(Bool)
    /// A number as it is written (`12`, `7.5`, `1e2`): exact, never through a Double.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members with distinct keys, in the order given. A list, not a dictionary: the
    /// catalog has tens of thousands of small objects, and hashing them all only to sort
    /// them again cost more than the rest of the catalog.
    case object([Member])
    /// An object whose values are made when the renderer writes them, the `index`th key's
    /// by `value(index)`: the string catalog's tens of thousands of entries are then never
    /// all held at once, and each is freed while still in the cache. Equal to the `object`
    /// it writes (`listed`).
    case generatedObject(keys: [String], value: @Sendable (Int) -> JSONValue)

    /// An integer, written in decimal.
    package static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

    /// A generated object as the object of its members; any other value as it is.
    package var listed: JSONValue {
        guard case .generatedObject(let keys, let value) = self else { return self }
        return .object(keys.indices.map { Member(keys[$0], value($0)) })
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs.listed, rhs.listed) {
        case (.null, .null): true
        case (.boolean(let left), .boolean(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch listed {
        case .null: hasher.combine(0)
        case .boolean(let value): hasher.combine(value)
        case .number(let text), .string(let text): hasher.combine(text)
        case .array(let items): hasher.combine(items)
        case .object(let members): hasher.combine(members)
        case .generatedObject: break  // `listed` is never one
        }
    }
}
