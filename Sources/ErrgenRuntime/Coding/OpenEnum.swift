/// An enum generated from a spec's `enums` (or an OpenAPI `enum`): a case per listed value
/// and `unknown(raw)` for any other, so that a value the server adds later still decodes
/// and is sent back as it came.
///
/// Equality and hashing go by the wire value, so `.unknown("placed")` equals `.placed`.
/// The coding, equality and hashing live here rather than in every generated enum: an API
/// with hundreds of enums then compiles them once, in this module.
public protocol OpenEnum: RawRepresentable, Codable, Hashable, Sendable
where RawValue: Codable & Hashable & Sendable {
    /// The listed case whose wire value is `rawValue`, or `unknown(rawValue)`: never `nil`.
    init(rawValue: RawValue)
}

extension OpenEnum {
    /// Decodes the wire value; a value the spec does not list is not an error.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))
    }

    /// Encodes the wire value.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Equal when the wire values are: `.unknown(value)` of a listed value equals its case.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    /// Hashes the wire value, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }
}
