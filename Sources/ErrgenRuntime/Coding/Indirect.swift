/// Where a generated model keeps a property whose value holds the model itself
/// (`Pet.parent: Pet?`, or `Folder.owner: User` when a `User` holds a `Folder`).
///
/// A struct cannot contain itself, so the value lives in an immutable heap object, as
/// an `indirect` enum case's does; setting the property replaces the object, so the
/// model keeps value semantics. It codes, compares, hashes and prints as the value it holds.
@_spi(Generated)
public struct Indirect<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// Never mutated: a copy of the model shares it safely, and a set makes a new one.
    private final class Storage: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private let storage: Storage

    /// `value`, on the heap.
    public init(_ value: Value) {
        storage = Storage(value)
    }

    /// The value held.
    public var value: Value { storage.value }

    /// Decodes the value, as if it were held directly.
    public init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder))
    }

    /// Encodes the value, as if it were held directly.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// Equal when the values are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value
    }

    /// The value's hash.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }

    /// The value's description: `print(category)` shows the parent, not its storage.
    public var description: String { String(describing: value) }

    /// The value's debug description.
    public var debugDescription: String { String(reflecting: value) }

    /// The value's mirror: `dump` shows the parent's properties.
    public var customMirror: Mirror { Mirror(reflecting: value) }
}
