/// A key of a JSON object, written as a string literal: the coding key of every generated
/// model (`try container.decode(Swift.Int.self, at: "order_id")`, through `ModelCoding.swift`).
///
/// One key type for all models, rather than a `CodingKeys` enum in each: every such enum
/// is a type the compiler derives `RawRepresentable`, `CodingKey`, `Equatable` and
/// `Hashable` for, which made the coding keys a large part of the time a catalog's models
/// take to compile (Benchmarks/README.md, "Where a generated target's build time goes").
@_spi(Generated)
public struct JSONKey: CodingKey, ExpressibleByStringLiteral, Hashable, Sendable {
    public var stringValue: String

    /// Always `nil`: a JSON object's keys are strings.
    public var intValue: Int? { nil }

    /// The key `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// `nil`: a JSON object's keys are strings.
    public init?(intValue: Int) {
        nil
    }

    /// The key the literal spells: `"order_id"`.
    public init(stringLiteral value: String) {
        stringValue = value
    }
}
