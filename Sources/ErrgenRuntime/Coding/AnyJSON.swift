import Foundation

/// Any JSON value: the Swift type of a spec's `JSON` type, for a free-form value whose
/// shape the API does not describe (metadata, extensions, an OpenAPI schema `{}`), and
/// what a union keeps of a variant it does not know.
///
/// It decodes whatever JSON the server sends and encodes it back as it came, up to
/// number formatting: a number is a `Double`, so `2.50` is sent back as `2.5`.
///
/// ```swift
/// let metadata: AnyJSON = ["source": "ios", "retries": 2, "tags": ["a", "b"], "note": nil]
/// if case .object(let members) = metadata, case .string(let source)? = members["source"] { print(source) }
/// ```
public enum AnyJSON: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([AnyJSON])
    case object([String: AnyJSON])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The value as a value of a `Decodable` type, for example a member of a union that
    /// the union did not know: `try json.decoded(as: CardPayment.self)`.
    public func decoded<Value: Decodable>(as type: Value.Type, using decoder: JSONDecoder = JSONDecoder()) throws
        -> Value
    {
        try decoder.decode(Value.self, from: JSONEncoder().encode(self))
    }
}

extension AnyJSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is JSON's `null`.
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: AnyJSON...) { self = .array(elements) }

    /// An object; a key written twice keeps its last value.
    public init(dictionaryLiteral elements: (String, AnyJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
