/// The small model of Swift that the Translate stage builds and the renderer writes.
///
/// Types, members and their doc comments are structured; statement bodies are
/// lines of code whose literals the translators build with `SwiftLiteral`, so all
/// escaping goes through one place.
public struct SwiftFile: Sendable {
    public var name: String
    public var imports: [String]
    public var declarations: [Declaration]
}

public indirect enum Declaration: Sendable {
    /// `enum`, `struct` or `extension` with members.
    case type(TypeDeclaration)
    /// A `case` of an enum.
    case enumCase(EnumCase)
    /// A property, function or initializer: a signature and, unless it is a
    /// requirement, a body.
    case member(Member)
    /// A `// MARK:` line between members.
    case mark(String)
}

public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case `enum`, `struct`, `extension`
    }

    public var doc: [String] = []
    public var access: String
    public var kind: Kind
    public var name: String
    public var conformances: [String] = []
    public var members: [Declaration] = []
}

public struct EnumCase: Sendable {
    public var doc: [String] = []
    public var name: String
    /// `(label, type)` pairs; empty for a case without associated values.
    public var associatedValues: [(label: String, type: String)] = []
    /// A raw value literal, for enums with raw values.
    public var rawValue: String?
    /// `indirect case`, for a case that holds its own enum.
    public var isIndirect = false
}

public struct Member: Sendable {
    public var doc: [String] = []
    /// Everything before the body: `public var category: ErrorCategory`,
    /// `public init(payload: ErrorPayload)`.
    public var signature: String
    /// The body's statements, `nil` for a stored property or a requirement.
    public var body: [CodeLine]?
}

/// One line of a body, or a block that the renderer indents.
public indirect enum CodeLine: Sendable {
    case line(String)
    /// `opening`, the body indented, then `end` (a closing brace by default).
    case block(String, [CodeLine], end: String = "}")
    /// `switch subject {` with its `case` arms at the switch's own indentation, as Swift style has it.
    case switchOver(String, [CodeLine])
    /// `case pattern:` with its statements indented and no closing line.
    case caseArm(String, [CodeLine])
    /// `if a { } else if b { } else { }`.
    case ifChain([(condition: String, body: [CodeLine])], otherwise: [CodeLine]?)
    case blank
}

extension CodeLine: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self = .line(value)
    }
}
