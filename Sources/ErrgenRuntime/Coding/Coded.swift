import Foundation

/// How one kind of value is written in JSON when `JSONEncoder`'s own way is not the
/// API's: an exact `Decimal`, a date in a chosen format.
///
/// Generated models whose properties need one decode and encode them through
/// ``Coded``, keeping the property itself a plain `Decimal` or `Date`.
public protocol JSONCoding: Sendable {
    associatedtype Value: Sendable
    /// Reads the value from its JSON form.
    static func decode(from container: any SingleValueDecodingContainer) throws -> Value
    /// Writes the value in its JSON form.
    static func encode(_ value: Value, into container: inout any SingleValueEncodingContainer) throws
}

/// A value coded the way `Coding` says: `Coded<DecimalCoding>(amount)`.
public struct Coded<Coding: JSONCoding>: Codable, Sendable {
    /// The value.
    public var value: Coding.Value

    /// Wraps `value` to encode it.
    public init(_ value: Coding.Value) {
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        value = try Coding.decode(from: decoder.singleValueContainer())
    }

    public func encode(to encoder: any Encoder) throws {
        var container: any SingleValueEncodingContainer = encoder.singleValueContainer()
        try Coding.encode(value, into: &container)
    }
}

/// A `Decimal` read exactly from a JSON number (`0.1`) or a JSON string (`"0.1"`), never
/// through a binary floating-point value, and written as a JSON number.
///
/// On Linux and on Apple platforms from macOS 14, iOS 17, tvOS 17 and watchOS 10,
/// `JSONDecoder` reads a number's digits into a `Decimal` exactly. Before those, it read
/// numbers through `Double`; there the number is read as the shortest text of that
/// `Double` (exact up to 15 significant digits), and a string is always exact.
public enum DecimalCoding: JSONCoding {
    public static func decode(from container: any SingleValueDecodingContainer) throws -> Decimal {
        if let text = try? container.decode(String.self) {
            guard let value = parse(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(text)' is not a decimal number")
            }
            return value
        }
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            return try container.decode(Decimal.self)
        }
        let double = try container.decode(Double.self)
        guard let value = parse(String(double)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(double) is not a decimal number")
        }
        return value
    }

    public static func encode(_ value: Decimal, into container: inout any SingleValueEncodingContainer) throws {
        try container.encode(value)
    }

    /// `-12.5`, `0.1`, `1e-7`: JSON's number grammar, read by `Decimal(string:)` in a fixed
    /// locale; `nil` for anything else (`12abc`, `1,5`, `NaN`, an empty string).
    public static func parse(_ text: String) -> Decimal? {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        guard digits() > 0 else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return nil }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}

/// A date as an ISO 8601 string in UTC, whole seconds: `2025-03-01T09:30:00Z`. Reading
/// accepts fractional seconds too.
public enum ISO8601DateCoding: JSONCoding {
    public static func decode(from container: any SingleValueDecodingContainer) throws -> Date {
        try ISO8601Text.decode(from: container)
    }

    public static func encode(_ value: Date, into container: inout any SingleValueEncodingContainer) throws {
        try container.encode(value.formatted(Date.ISO8601FormatStyle()))
    }
}

/// A date as an ISO 8601 string in UTC with milliseconds: `2025-03-01T09:30:00.250Z`.
/// Reading accepts whole seconds too.
public enum ISO8601FractionalDateCoding: JSONCoding {
    public static func decode(from container: any SingleValueDecodingContainer) throws -> Date {
        try ISO8601Text.decode(from: container)
    }

    public static func encode(_ value: Date, into container: inout any SingleValueEncodingContainer) throws {
        try container.encode(value.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
}

/// A date as a JSON number of seconds since 1970; whole seconds are written without a fraction.
/// Reading refuses a date outside years 1 to 9999.
public enum UnixSecondsDateCoding: JSONCoding {
    public static func decode(from container: any SingleValueDecodingContainer) throws -> Date {
        try UnixTime.date(seconds: try container.decode(Double.self), in: container)
    }

    public static func encode(_ value: Date, into container: inout any SingleValueEncodingContainer) throws {
        let seconds = value.timeIntervalSince1970
        if seconds.rounded() == seconds, let whole = Int64(exactly: seconds) {
            try container.encode(whole)
        } else {
            try container.encode(seconds)
        }
    }
}

/// A date as a JSON integer of milliseconds since 1970. Reading refuses a date outside
/// years 1 to 9999; writing one an `Int64` cannot hold throws.
public enum UnixMillisecondsDateCoding: JSONCoding {
    public static func decode(from container: any SingleValueDecodingContainer) throws -> Date {
        if let milliseconds = try? container.decode(Int64.self) {
            return try UnixTime.date(seconds: Double(milliseconds) / 1000, in: container)
        }
        return try UnixTime.date(seconds: try container.decode(Double.self) / 1000, in: container)
    }

    public static func encode(_ value: Date, into container: inout any SingleValueEncodingContainer) throws {
        // `Int64(_:)` traps on a date a server once sent as 1e300 seconds: an error instead.
        guard let milliseconds = Int64(exactly: (value.timeIntervalSince1970 * 1000).rounded()) else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: container.codingPath, debugDescription: "a date beyond Int64 milliseconds"))
        }
        try container.encode(milliseconds)
    }
}

/// The dates a number of seconds since 1970 may name: years 1 to 9999, as ISO 8601 writes them.
/// A server's `1e300` is refused as it is read, before `Date` arithmetic or an `Int64` sees it.
private enum UnixTime {
    /// 0001-01-01T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970.
    static let range = -62_135_596_800.0..<253_402_300_800.0

    static func date(seconds: Double, in container: any SingleValueDecodingContainer) throws -> Date {
        guard range.contains(seconds) else {  // NaN is in no range
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(seconds) seconds since 1970 is not a date in years 1 to 9999")
        }
        return Date(timeIntervalSince1970: seconds)
    }
}

/// Reading an ISO 8601 date with or without fractional seconds.
private enum ISO8601Text {
    static func decode(from container: any SingleValueDecodingContainer) throws -> Date {
        let text = try container.decode(String.self)
        if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an ISO 8601 date")
    }
}
