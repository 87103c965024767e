/// An error code exactly as the server sends it: a string (`VALIDATION_ERROR`) or an integer (`5002`).
public enum WireCode: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case integer(Int)

    /// The code as text: `VALIDATION_ERROR` or `5002`.
    public var description: String {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        }
    }

    /// Whether this code and `other` name the same code, reading an integer sent
    /// as a string (`"5002"`) the same as the integer `5002`.
    ///
    /// Servers are not always consistent about JSON types; a catalog lookup should not
    /// depend on them.
    public func matches(_ other: WireCode) -> Bool {
        switch (self, other) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.integer(let a), .string(let b)), (.string(let b), .integer(let a)): Int(b) == a
        }
    }
}
