import Foundation

/// The text a value takes in a path, a query item or a header, and in a message
/// placeholder for a type that has no locale-specific form (text, `Bool`, `URL`, `UUID`,
/// lists); ``MessageValue`` shows numbers and dates in messages.
///
/// The rendering is fixed, so URLs do not depend on the device's locale:
/// integers in plain digits, `Double` in its shortest exact form, `Bool` as
/// `true`/`false`, `Date` as ISO 8601 (UTC), `URL` as its absolute string, `nil` as an
/// empty string, lists joined with `, ` and dictionaries as `key: value` pairs in key
/// order; a generated enum is its raw value (`in_transit`).
///
/// A namespace of overloads, not a protocol: ErrgenRuntime adds no member to a standard
/// type, so nothing it declares can collide with an app's own extensions. Generated code
/// calls it module-qualified (`ErrgenRuntime.TextValue.of(page)`), and builds the text of
/// a list or dictionary from its elements' with ``list(_:)`` and ``pairs(_:)``.
@_spi(Generated)
public enum TextValue {
    public static func of(_ value: String) -> String { value }
    public static func of(_ value: Int) -> String { String(value) }
    public static func of(_ value: Int64) -> String { String(value) }
    public static func of(_ value: Int32) -> String { String(value) }
    public static func of(_ value: Float) -> String { value.description }
    /// Plain digits with a `.`, whatever the locale: `1234567.89`.
    public static func of(_ value: Decimal) -> String { value.description }
    /// Base64, as JSON writes `Data`.
    public static func of(_ value: Data) -> String { value.base64EncodedString() }
    public static func of(_ value: Double) -> String { value.description }
    public static func of(_ value: Bool) -> String { value ? "true" : "false" }
    public static func of(_ value: UUID) -> String { value.uuidString }
    public static func of(_ value: URL) -> String { value.absoluteString }
    public static func of(_ value: Date) -> String { value.formatted(Date.ISO8601FormatStyle()) }

    /// A generated enum's text: its raw value, as sent on the wire.
    public static func of<Value: RawRepresentable>(_ value: Value) -> String where Value.RawValue == String {
        value.rawValue
    }
    /// A generated integer enum's text: its raw value in plain digits.
    public static func of<Value: RawRepresentable>(_ value: Value) -> String where Value.RawValue == Int {
        String(value.rawValue)
    }

    // An optional's text is its value's, or empty for `nil`.
    public static func of(_ value: String?) -> String { value ?? "" }
    public static func of(_ value: Int?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Int64?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Int32?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Float?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Decimal?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Data?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Double?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Bool?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: UUID?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: URL?) -> String { value.map { of($0) } ?? "" }
    public static func of(_ value: Date?) -> String { value.map { of($0) } ?? "" }

    /// A list's elements' texts joined with `, `.
    public static func list(_ texts: [String]) -> String { texts.joined(separator: ", ") }

    /// A dictionary's `key: value` pairs in key order, so the text is the same every time.
    public static func pairs(_ texts: [String: String]) -> String {
        texts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }
}
