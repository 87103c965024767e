/// The small, typed model of Swift that Translate builds and Render writes.
///
/// Declarations are structured down to their signatures: access levels, parameters
/// (label, name, type, default), effects and result types, so the renderer alone
/// decides layout (indentation, blank lines, where a long list breaks). Statement
/// bodies are lines of code whose literals the translators spell with `SwiftLiteral`;
/// calls that may grow long are `FunctionCall`s, which the renderer wraps too.
/// The layout rule Translate and Render share: no generated line is longer than this.
public enum SwiftLayout {
    public static let lineLimit = 120
    /// The longest value a message's string literal interpolates in place; a longer one
    /// (an optional's `map { ... } ?? "fallback"`) is bound to a `let` first and the literal
    /// interpolates its name, so a wrapped literal's lines and a plural's variants keep to
    /// `lineLimit` (`MessageExpression`).
    public static let interpolationLimit = 80
}

public struct SwiftFile: Sendable {
    public var name: String
    public var imports: [String]
    public var declarations: [Declaration]
}

public enum Declaration: Sendable {
    /// `enum`, `struct` or `extension` with members.
    case type(TypeDeclaration)
    /// A `case` of an enum.
    case enumCase(EnumCase)
    /// A stored or computed property.
    case property(PropertyDeclaration)
    /// A function or initializer.
    case function(FunctionDeclaration)
    /// A `// MARK:` line between members.
    case mark(String)
    /// `count` members made one at a time, as the renderer reaches them (`make(0)`,
    /// `make(1)`...), and written as if listed here: the parts of a split switch
    /// (`SwitchMember`), whose lines a large catalog would otherwise hold all at once
    /// (on L, several megabytes per file). `Array.expanded` lists them for a reader.
    case generated(count: Int, make: @Sendable (Int) -> Declaration)
}

extension Array where Element == Declaration {
    /// The declarations with every `generated` member made: what the renderer writes.
    public var expanded: [Declaration] {
        flatMap { declaration -> [Declaration] in
            guard case .generated(let count, let make) = declaration else { return [declaration] }
            return (0..<count).map(make)
        }
    }
}

/// `public`, `package`, `private`, or internal (which is written as nothing).
public enum AccessModifier: String, Sendable {
    case `public`, `package`, `internal`, `private`

    /// The keyword as written, `nil` for internal.
    public var keyword: String? { self == .internal ? nil : rawValue }
}

public struct TypeDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case `enum`, `struct`, `extension`
    }

    public var doc: [String] = []
    public var access: AccessModifier
    public var kind: Kind
    public var name: String
    public var conformances: [String] = []
    public var members: [Declaration] = []
}

/// One parameter of a function or initializer, or one associated value of an enum case.
public struct Parameter: Sendable, Equatable {
    /// The argument label when it differs from `name` (`self` for `self self_: Int`).
    public var label: String?
    public var name: String
    public var type: String
    /// `nil`, for `= nil`; `APIClientConfiguration()`.
    public var defaultValue: String?

    public init(label: String? = nil, _ name: String, _ type: String, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

public struct EnumCase: Sendable {
    public var doc: [String] = []
    public var name: String
    /// Empty for a case without associated values.
    public var associatedValues: [Parameter] = []
    /// A raw value literal, for enums with raw values.
    public var rawValue: String?
    /// `indirect case`, for a case that holds its own enum.
    public var isIndirect = false
}

public struct PropertyDeclaration: Sendable {
    public var doc: [String] = []
    public var access: AccessModifier
    public var isStatic = false
    /// `let` (stored, constant) or `var`.
    public var isMutable: Bool
    public var name: String
    /// Left out when the initial value gives it.
    public var type: String?
    /// `= value` of a stored property.
    public var value: Expression?
    /// The getter of a computed property.
    public var body: [CodeLine]?
}

public struct FunctionSignature: Sendable {
    public enum Kind: Sendable, Equatable {
        case function(String)
        case initializer(isFailable: Bool)
    }

    public var kind: Kind
    public var parameters: [Parameter] = []
    public var isAsync = false
    /// Whether and what the function throws; `nil` when it does not.
    public var throwing: Throwing?
    public var returnType: String?
}

/// What a function throws.
public enum Throwing: Sendable, Equatable {
    /// `throws`: any error (`init(from:)`, `encode(to:)`).
    case anyError
    /// `throws(FinFlowError)`: one error type.
    case typed(String)
}

public struct FunctionDeclaration: Sendable {
    public var doc: [String] = []
    /// Lines written between the doc comment and the signature (`@available(*, deprecated, ...)`).
    public var attributes: [String] = []
    public var access: AccessModifier
    public var isStatic = false
    public var signature: FunctionSignature
    /// An empty body is written `{}` on the signature's line.
    public var body: [CodeLine]
}

/// An expression the renderer may lay out: code as it is, or a call whose argument
/// list breaks one argument a line when it would pass the line limit.
public enum Expression: Sendable {
    case code(String)
    case call(FunctionCall)
}

public struct FunctionCall: Sendable {
    public struct Argument: Sendable {
        public var label: String?
        public var value: String

        public init(_ label: String?, _ value: String) {
            self.label = label
            self.value = value
        }
    }

    /// `RetryPolicy`, `try await client.send`.
    public var callee: String
    public var arguments: [Argument]
    /// What follows the closing parenthesis (`!`).
    public var suffix = ""

    public init(_ callee: String, _ arguments: [Argument], suffix: String = "") {
        self.callee = callee
        self.arguments = arguments
        self.suffix = suffix
    }
}

/// One line of a body, or a block that the renderer indents.
public enum CodeLine: Sendable {
    case line(String)
    /// `prefix` then a call (`self = .rateLimited(...)`), wrapped like any argument list.
    case call(prefix: String, FunctionCall)
    /// `opening`, the body indented, then `end` (a closing brace by default).
    case block(String, [CodeLine], end: String = "}")
    /// `switch subject {` with its `case` arms at the switch's own indentation, as Swift style has it.
    case switchOver(String, [CodeLine])
    /// `case pattern:` with its statements indented and no closing line.
    case caseArm(String, [CodeLine])
    /// `case p1, p2: statement` on one line when it fits; otherwise the patterns fill lines of
    /// their own (a pattern's bindings break one a line when it is too long alone) and the
    /// statements follow, indented.
    case caseLabel([String], [CodeLine])
    /// `caseLabel` whose one statement is `return value`, laid out exactly as that: kept
    /// apart so that neither the statement nor its list is made for each of the arms that
    /// switches give a value in (on L, 150,000).
    case caseReturn([String], value: String)
    /// `prefix` and a call ending in ` {` (`guard let x = f(...) else {`), wrapped like any
    /// call, then the body indented and a closing brace.
    case callBlock(prefix: String, FunctionCall, [CodeLine])
    /// `if a { } else if b { } else { }`.
    case ifChain([(condition: String, body: [CodeLine])], otherwise: [CodeLine]?)
    /// `prefix` and an array literal of `elements` (`var items = [a]`): on one line when it has
    /// one element and fits the line limit, otherwise one element a line, each with a comma.
    case arrayLiteral(prefix: String, [String])
    case blank
}

extension CodeLine: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self = .line(value)
    }
}
