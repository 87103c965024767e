/// A JSON value as read from a file, every value and key with its place: what Load makes
/// of the string catalog (`JSONLoader`) and Decode reads (`StringCatalogDecoder`).
package struct JSONNode: Sendable {
    package struct Member: Sendable {
        package var key: Located<String>
        package var value: JSONNode
    }

    package enum Value: Sendable {
        /// Members in file order (a key written twice is reported by the loader, the first kept).
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number as written.
        case number(String)
        case boolean(Bool)
        case null
    }

    package var value: Value
    /// Where the value starts.
    package var location: SourceLocation

    /// What the value is, for a diagnostic: `an object`, `a string`...
    package var kind: String {
        switch value {
        case .object: "an object"
        case .array: "a list"
        case .string: "a string"
        case .number: "a number"
        case .boolean: "a boolean"
        case .null: "null"
        }
    }

    package func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key.value == key }?.value
    }
}
