import Foundation

/// A value that can be written into a message placeholder, a path, a query item or a header.
///
/// The rendering is fixed, so messages and URLs do not depend on the device's
/// locale: integers in plain digits, `Double` in its shortest exact form,
/// `Bool` as `true`/`false`, `Date` as ISO 8601 (UTC), `URL` as its absolute
/// string, arrays joined with `, ` and `nil` as an empty string.
public protocol TextValue {
    var textValue: String { get }
}

extension String: TextValue { public var textValue: String { self } }
extension Int: TextValue { public var textValue: String { String(self) } }
extension Int64: TextValue { public var textValue: String { String(self) } }
extension Double: TextValue { public var textValue: String { description } }
extension Bool: TextValue { public var textValue: String { self ? "true" : "false" } }
extension UUID: TextValue { public var textValue: String { uuidString } }
extension URL: TextValue { public var textValue: String { absoluteString } }

extension Date: TextValue {
    public var textValue: String {
        formatted(Date.ISO8601FormatStyle())
    }
}

extension Optional: TextValue where Wrapped: TextValue {
    public var textValue: String { self?.textValue ?? "" }
}

extension Array: TextValue where Element: TextValue {
    public var textValue: String { map(\.textValue).joined(separator: ", ") }
}

extension Dictionary: TextValue where Key == String, Value: TextValue {
    /// `key: value` pairs in key order, so the text is the same every time.
    public var textValue: String {
        sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.textValue)" }.joined(separator: ", ")
    }
}
