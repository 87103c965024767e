/// What every generated model's `init(from:)`, `encode(to:)` and `==` call, one call a
/// property, rather than spell out inline: a key passed as plain text needs no temporary
/// `JSONKey` to build and destroy at each call, and a called `==` is not expanded into an
/// optional's pattern match in every model, so a large API's models compile to less code.
/// Each does exactly what the standard library's own call does.
@_spi(Generated)
extension KeyedDecodingContainer where K == JSONKey {
    /// `decode(_:forKey:)` of the key spelled `key`.
    public func decode<T: Decodable>(_ type: T.Type, at key: String) throws -> T {
        try decode(type, forKey: JSONKey(stringValue: key))
    }

    /// `decodeIfPresent(_:forKey:)` of the key spelled `key`.
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, at key: String) throws -> T? {
        try decodeIfPresent(type, forKey: JSONKey(stringValue: key))
    }
}

@_spi(Generated)
extension KeyedEncodingContainer where K == JSONKey {
    /// `encode(_:forKey:)` of the key spelled `key`.
    public mutating func encode<T: Encodable>(_ value: T, at key: String) throws {
        try encode(value, forKey: JSONKey(stringValue: key))
    }

    /// `encodeIfPresent(_:forKey:)` of the key spelled `key`: nothing for `nil`.
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, at key: String) throws {
        try encodeIfPresent(value, forKey: JSONKey(stringValue: key))
    }
}

/// The comparison of one property in a generated model's `==`.
@_spi(Generated)
public enum ModelEquality {
    /// `lhs == rhs`.
    public static func same<T: Equatable>(_ lhs: T, _ rhs: T) -> Bool {
        lhs == rhs
    }
}
