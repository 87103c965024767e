/// The small, typed model of Swift that Translate builds and Render writes, internal to ErrgenCore.
///
/// Declarations are structured down to their signatures: access levels, parameters
/// (label, name, type, default), effects and result types, so the renderer alone
/// decides layout (indentation, blank lines, where a long list breaks). Statement
/// bodies are `CodeLine`s whose string and array literals, calls, returns and case patterns
/// are typed (`Expression`, `CasePattern`), so the renderer lays them out without reading code.
/// The layout rule Translate and Render share: no generated line is longer than this.
package enum SwiftLayout {
    package static let lineLimit = 120
    /// The longest value a message's string literal interpolates in place; a longer one
    /// (an optional's `map { ... } ?? "fallback"`) is bound to a `let` first and the literal
    /// interpolates its name, so a wrapped literal's lines and a plural's variants keep to
    /// `lineLimit` (`MessageExpression`).
    package static let interpolationLimit = 80
}

/// How generated code is isolated, decided once for every declaration errgen writes.
///
/// Every top-level declaration (type, extension, protocol) is written `nonisolated`, and what
/// it declares takes its isolation from it, so the output means the same in a target whose
/// default isolation is `MainActor` (SE-0466, the Xcode 26 app template) as in any other:
/// models decode on any thread, routers build requests wherever the client runs, and every
/// conformance (`Codable`, `Sendable`, the runtime's protocols) is a nonisolated one. The
/// keyword on types and extensions is SE-0449's, which Swift 6.1 introduced.
package enum SwiftIsolation {
    /// The modifier written on every top-level declaration.
    package static let topLevel = "nonisolated"
}

struct SwiftFile: Sendable {
    var name: String
    var imports: [String]
    /// The file's top-level declarations, each written with `SwiftIsolation.topLevel`.
    var declarations: [Declaration]
}

enum Declaration: Sendable {
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
    /// `//` lines, for a file that says why it declares nothing.
    case comment([String])
    /// `typealias Name = Target`.
    case typeAlias(TypeAliasDeclaration)
    /// `count` members made one at a time, as the renderer reaches them (`make(0)`,
    /// `make(1)`...), and written as if listed here: the parts of a split switch
    /// (`SwitchMember`), whose lines a large catalog would otherwise hold all at once
    /// (on L, several megabytes per file). `Array.expanded` lists them for a reader.
    case generated(count: Int, make: @Sendable (Int) -> Declaration)
}

extension Array where Element == Declaration {
    /// The declarations with every `generated` member made: what the renderer writes.
    var expanded: [Declaration] {
        flatMap { declaration -> [Declaration] in
            guard case .generated(let count, let make) = declaration else { return [declaration] }
            return (0..<count).map(make)
        }
    }
}

/// `public`, `package`, `private`, or internal (which is written as nothing).
enum AccessModifier: String, Sendable {
    case `public`, `package`, `internal`, `private`

    /// The keyword as written, `nil` for internal.
    var keyword: String? { self == .internal ? nil : rawValue }
}

struct TypeDeclaration: Sendable {
    enum Kind: String, Sendable {
        case `enum`, `struct`, `extension`, `protocol`
    }

    var doc: [String] = []
    var access: AccessModifier
    var kind: Kind
    var name: String
    var conformances: [String] = []
    var members: [Declaration] = []
}

/// One parameter of a function or initializer, or one associated value of an enum case.
struct Parameter: Sendable, Equatable {
    /// The argument label when it differs from `name` (`self` for `self self_: Int`).
    var label: String?
    var name: String
    var type: String
    /// `nil`, for `= nil`; `APIClientConfiguration()`.
    var defaultValue: String?

    init(label: String? = nil, _ name: String, _ type: String, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

struct EnumCase: Sendable {
    var doc: [String] = []
    var name: String
    /// Empty for a case without associated values.
    var associatedValues: [Parameter] = []
    /// A raw value literal, for enums with raw values.
    var rawValue: String?
    /// `indirect case`, for a case that holds its own enum.
    var isIndirect = false
}

struct PropertyDeclaration: Sendable {
    var doc: [String] = []
    /// Lines written between the doc comment and the declaration (`@available(*, deprecated, ...)`).
    var attributes: [String] = []
    var access: AccessModifier
    var isStatic = false
    /// `let` (stored, constant) or `var`.
    var isMutable: Bool
    var name: String
    /// Left out when the initial value gives it.
    var type: String?
    /// `= value` of a stored property.
    var value: Expression?
    /// The getter of a computed property.
    var body: [CodeLine]?
}

struct FunctionSignature: Sendable {
    enum Kind: Sendable, Equatable {
        case function(String)
        case initializer(isFailable: Bool)
    }

    var kind: Kind
    var parameters: [Parameter] = []
    var isAsync = false
    /// Whether and what the function throws; `nil` when it does not.
    var throwing: Throwing?
    var returnType: String?
}

/// What a function throws.
enum Throwing: Sendable, Equatable {
    /// `throws`: any error (`init(from:)`, `encode(to:)`).
    case anyError
    /// `throws(FinFlowError)`: one error type.
    case typed(String)
}

/// `typealias name = target`, with attributes (`@available(*, deprecated, renamed: ...)`).
struct TypeAliasDeclaration: Sendable {
    var doc: [String] = []
    var attributes: [String] = []
    var access: AccessModifier
    var name: String
    var target: String
}

struct FunctionDeclaration: Sendable {
    var doc: [String] = []
    /// Lines written between the doc comment and the signature (`@available(*, deprecated, ...)`).
    var attributes: [String] = []
    var access: AccessModifier
    var isStatic = false
    var signature: FunctionSignature
    /// An empty body is written `{}` on the signature's line.
    var body: [CodeLine]
    /// A protocol's requirement: the signature alone, without a body or default values.
    var isRequirement = false
}

/// An expression, typed as far as the renderer lays it out: a string literal it may wrap, an
/// array literal it may break one element a line, a call whose arguments it may break. Any
/// other code is `code`, written as it is and never read.
indirect enum Expression: Sendable {
    /// Code the renderer writes as it is: a name, a member, an operator expression.
    case code(String)
    /// A string literal: on one line when it fits, otherwise a multi-line literal.
    case string(StringLiteral)
    /// `[a, b]` on one line when it fits and is not `isVertical`; otherwise one element a
    /// line, each followed by a comma.
    case array([Expression], isVertical: Bool = false)
    /// A call whose argument list breaks one argument a line when it would pass the limit.
    case call(FunctionCall)
    /// `[key: value]` on one line when it fits, otherwise one entry a line; `[:]` when empty.
    case dictionary([(key: Expression, value: Expression)])

    /// A string literal of plain text.
    static func string(_ text: String) -> Expression { .string(StringLiteral([.text(text)])) }

    /// The expression on one line, as written when it fits.
    var singleLine: String {
        switch self {
        case .code(let code): code
        case .string(let literal): literal.singleLine
        case .array(let elements, _): "[" + elements.map(\.singleLine).joined(separator: ", ") + "]"
        case .call(let call): call.singleLine
        case .dictionary(let entries):
            entries.isEmpty
                ? "[:]"
                : "[" + entries.map { $0.key.singleLine + ": " + $0.value.singleLine }.joined(separator: ", ") + "]"
        }
    }
}

/// A string literal as text and interpolations, so the renderer escapes the text and knows
/// where a long literal may break without reading Swift.
struct StringLiteral: Sendable {
    enum Segment: Sendable {
        /// Text as the program shows it, escaped when written.
        case text(String)
        /// The code of a `\(...)` interpolation.
        case interpolation(String)
    }

    var segments: [Segment]

    init(_ segments: [Segment]) {
        self.segments = segments
    }

    /// `"text \(value)"`.
    var singleLine: String {
        var contents = "\""
        for segment in segments {
            switch segment {
            case .text(let text): contents += SwiftLiteral.escapedContents(text)
            case .interpolation(let code): contents += "\\(" + code + ")"
            }
        }
        return contents + "\""
    }
}

struct FunctionCall: Sendable {
    struct Argument: Sendable {
        var label: String?
        var value: Expression

        init(_ label: String?, _ value: Expression) {
            self.label = label
            self.value = value
        }

        /// An argument whose value is plain code.
        init(_ label: String?, _ value: String) {
            self.init(label, .code(value))
        }

        /// `label: value`, or `value` alone.
        var singleLine: String { label.map { $0 + ": " + value.singleLine } ?? value.singleLine }
    }

    /// `RetryPolicy`, `try await client.send`.
    var callee: String
    var arguments: [Argument]
    /// What follows the closing parenthesis (`!`).
    var suffix = ""

    init(_ callee: String, _ arguments: [Argument], suffix: String = "") {
        self.callee = callee
        self.arguments = arguments
        self.suffix = suffix
    }

    var singleLine: String { callee + "(" + arguments.map(\.singleLine).joined(separator: ", ") + ")" + suffix }
}

/// One pattern of a `case` label.
enum CasePattern: Sendable {
    /// `.search(let query, _)`: an enum case and its bindings (`let query`, `_`); none, `.search`.
    case enumCase(String, bindings: [String])
    /// A value to match: `.notFound`, `404`, `400...499`, `"en"`.
    case value(Expression)
    /// `(.search(let lhs), .search(let rhs))`: a pattern per element of a tuple.
    case tuple([CasePattern])

    /// A pattern written as plain code, without bindings.
    static func code(_ code: String) -> CasePattern { .value(.code(code)) }

    var singleLine: String {
        switch self {
        case .enumCase(let name, let bindings):
            bindings.isEmpty ? name : name + "(" + bindings.joined(separator: ", ") + ")"
        case .value(let value): value.singleLine
        case .tuple(let elements): "(" + elements.map(\.singleLine).joined(separator: ", ") + ")"
        }
    }
}

/// One line of a body, or a block that the renderer indents.
enum CodeLine: Sendable {
    /// A statement written as it is.
    case line(String)
    /// `prefix` then an expression laid out by the renderer (`let x = `, `self = `, nothing).
    case expression(prefix: String, Expression)
    /// `return value`, the value laid out by the renderer.
    case `return`(Expression)
    /// `opening`, the body indented, then `end` (a closing brace by default).
    case block(String, [CodeLine], end: String = "}")
    /// `switch subject {` with its `case` arms at the switch's own indentation, as Swift style has it.
    case switchOver(String, [CodeLine])
    /// `case p1, p2:` with its statements indented and no closing line.
    case caseArm([CasePattern], [CodeLine])
    /// `default:` with its statements indented.
    case defaultArm([CodeLine])
    /// `case p1, p2: statement` on one line when it fits; otherwise the patterns fill lines of
    /// their own (a pattern's bindings break one a line when it is too long alone) and the
    /// statements follow, indented.
    case caseLabel([CasePattern], [CodeLine])
    /// `caseLabel` whose one statement is `return value`, laid out exactly as that: kept
    /// apart so that neither the statement nor its list is made for each of the arms that
    /// switches give a value in.
    case caseReturn([CasePattern], value: Expression)
    /// `prefix` and a call ending in ` {` (`guard let x = f(...) else {`), wrapped like any
    /// call, then the body indented and a closing brace.
    case callBlock(prefix: String, FunctionCall, [CodeLine])
    /// `if a { } else if b { } else { }`.
    case ifChain([(condition: String, body: [CodeLine])], otherwise: [CodeLine]?)
    case blank

    /// `prefix` then a call (`self = .rateLimited(...)`), wrapped like any argument list.
    static func call(prefix: String, _ call: FunctionCall) -> CodeLine {
        .expression(prefix: prefix, .call(call))
    }
}

extension CodeLine: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    init(stringLiteral value: String) {
        self = .line(value)
    }
}
