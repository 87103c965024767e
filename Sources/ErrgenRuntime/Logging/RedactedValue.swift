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
