import Foundation

/// Reads a payload field of type `T` out of a parsed `JSONValue`, the way `JSONDecoder`
/// would (ISO 8601 dates, URLs from strings, but only `https` and App Store URLs), without `JSONDecoder` for the types error
/// fields almost always have: text, numbers, booleans, dates, URLs, UUIDs, and arrays
/// and string-keyed dictionaries of them. Any other `Decodable` goes through
/// `JSONDecoder` as before.
enum JSONValueReading {
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    static func read<T: Decodable>(_ type: T.Type, from value: JSONValue) -> T? {
        if case .null = value { return nil }
        if let readable = T.self as? any JSONValueReadable.Type {
            return readable.init(jsonValue: value) as? T
        }
        return try? decoder.decode(T.self, from: value.jsonData)
    }
}

/// A type that reads itself from a `JSONValue` exactly as `JSONDecoder` would decode it.
/// Internal: the standard types conform only inside the runtime.
protocol JSONValueReadable {
    init?(jsonValue: JSONValue)
}

extension String: JSONValueReadable {
    init?(jsonValue: JSONValue) {
        guard case .string(let text) = jsonValue else { return nil }
        self = text
    }
}

extension Int: JSONValueReadable {
    init?(jsonValue: JSONValue) {
        guard case .number(let literal) = jsonValue else { return nil }
        if let value = Int(literal) {
            self = value
        } else if let double = Double(literal), let value = Int(exactly: double) {
            self = value
        } else {
            return nil
        }
    }
}

extension Int64: JSONValueReadable {
    init?(jsonValue: JSONValue) {
        guard let value = Int(jsonValue: jsonValue) else { return nil }
        self = Int64(value)
    }
}

extension Double: JSONValueReadable {
    /// A number too large for a `Double` (`1e400`) is no value, as `JSONDecoder` has it,
    /// rather than infinity: a message shows its fallback text, never "inf".
    init?(jsonValue: JSONValue) {
        guard case .number(let literal) = jsonValue, let value = Double(literal), value.isFinite else { return nil }
        self = value
    }
}

extension Decimal: JSONValueReadable {
    /// Exactly the number's digits, or a string of them, as ``DecimalCoding`` reads them.
    init?(jsonValue: JSONValue) {
        switch jsonValue {
        case .number(let literal), .string(let literal):
            guard let value = DecimalCoding.parse(literal) else { return nil }
            self = value
        default:
            return nil
        }
    }
}

extension Bool: JSONValueReadable {
    init?(jsonValue: JSONValue) {
        guard case .bool(let value) = jsonValue else { return nil }
        self = value
    }
}

extension Date: JSONValueReadable {
    /// ISO 8601 with a time zone, as `JSONDecoder.DateDecodingStrategy.iso8601`.
    init?(jsonValue: JSONValue) {
        guard case .string(let text) = jsonValue, let date = try? Date(text, strategy: .iso8601) else { return nil }
        self = date
    }
}

extension URL: JSONValueReadable {
    /// Unlike `JSONDecoder`, only a link an app may open as it is: `https` with a host, or
    /// an App Store link (`itms-apps`, `itms-appss`). A server's `javascript:`, `http:`,
    /// `file:`, `data:` or relative URL is no value: a force update's store URL is opened
    /// by the app on the server's word.
    init?(jsonValue: JSONValue) {
        guard case .string(let text) = jsonValue, let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), ["https", "itms-apps", "itms-appss"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return nil }
        self = url
    }
}

extension UUID: JSONValueReadable {
    init?(jsonValue: JSONValue) {
        guard case .string(let text) = jsonValue, let uuid = UUID(uuidString: text) else { return nil }
        self = uuid
    }
}

extension Array: JSONValueReadable where Element: JSONValueReadable {
    init?(jsonValue: JSONValue) {
        guard case .array(let elements) = jsonValue else { return nil }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let value = Element(jsonValue: element) else { return nil }
            result.append(value)
        }
        self = result
    }
}

extension Dictionary: JSONValueReadable where Key == String, Value: JSONValueReadable {
    init?(jsonValue: JSONValue) {
        guard case .object(let members) = jsonValue else { return nil }
        var result: [String: Value] = [:]
        result.reserveCapacity(members.count)
        for member in members {
            guard let value = Value(jsonValue: member.value) else { return nil }
            result[member.key] = value
        }
        self = result
    }
}
