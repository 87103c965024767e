/// What a secret shows in a description or a `dump`: `<redacted>`.
///
/// Generated models put it in place of their `secret: true` properties in `customMirror`,
/// and ``BearerToken`` in place of its tokens; use it the same way in types of your own.
public struct RedactedValue: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    public init() {}

    /// `<redacted>`.
    public var description: String { "<redacted>" }

    /// `<redacted>`, without quotes: nothing of the value is shown.
    public var debugDescription: String { description }

    /// No children: `dump` shows `<redacted>` alone.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// The one-line description generated types with secrets give: built from their mirror, in
/// which every secret is a ``RedactedValue``.
@_spi(Generated)
public enum SecretDescription {
    /// `name(label: value, ...)`, each value as `String(reflecting:)` writes it (text quoted,
    /// secrets `<redacted>`); `name` alone when the mirror has no children.
    ///
    /// - Parameters:
    ///   - name: the type's name (`LoginRequest`), or a router's endpoint (`Auth.login`).
    ///   - mirror: the value's `customMirror`.
    public static func of(_ name: String, _ mirror: Mirror) -> String {
        let children = mirror.children.map { child in
            (child.label.map { $0 + ": " } ?? "") + String(reflecting: child.value)
        }
        return children.isEmpty ? name : name + "(" + children.joined(separator: ", ") + ")"
    }
}
