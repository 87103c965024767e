/// Declarations -> Swift source text. Owns all layout: the file header, indentation
/// (four spaces), blank lines between members, doc comments, and lists that break one
/// item a line when the line would be longer than `lineLimit` columns:
///
/// ```swift
/// public init(
///     server: FinFlowServer,
///     configuration: APIClientConfiguration = APIClientConfiguration()
/// ) {
/// ```
struct SwiftRenderer: Sendable {
    /// The longest line the renderer writes where it can break one (a parameter or an
    /// argument list); doc comments and plain code lines are written as they are.
    static let lineLimit = SwiftLayout.lineLimit

    var header: [String]

    init(header: [String]) {
        self.header = header
    }

    func render(_ file: SwiftFile) -> String {
        String(decoding: Array(renderParts(file).joined()), as: UTF8.self)
    }

    /// The file's text as UTF-8, in the parts `TextWriter` wrote it in.
    func renderParts(_ file: SwiftFile) -> [[UInt8]] {
        var writer = TextWriter()
        for line in header { writer.line("// " + line) }
        writer.blank()
        for module in file.imports { writer.line(RuntimeType.importLine(of: module)) }
        for (index, declaration) in file.declarations.enumerated() {
            if index > 0 || !file.imports.isEmpty { writer.blank() }
            render(declaration, into: &writer, isTopLevel: true)
        }
        return writer.parts
    }

    /// One declaration alone, laid out as it would be `depth` levels deep (where a list
    /// breaks depends on the indentation), then written at the left margin: for tests that
    /// look at one translation rule.
    func render(_ declaration: Declaration, depth: Int = 0) -> String {
        var writer = TextWriter(depth: depth)
        render(declaration, into: &writer)
        let margin = String(repeating: " ", count: 4 * depth)
        return writer.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(margin) ? String($0.dropFirst(margin.count)) : String($0) }
            .joined(separator: "\n")
    }

    /// Writes `declaration`; a top-level type, extension or protocol is written with the
    /// isolation of `SwiftIsolation`, which its members and nested types take from it.
    private func render(_ declaration: Declaration, into writer: inout TextWriter, isTopLevel: Bool = false) {
        switch declaration {
        case .type(let type):
            writer.doc(type.doc)
            var head = Self.prefix(type.access, isStatic: false)
            if isTopLevel { head += SwiftIsolation.topLevel + " " }
            head += type.kind.rawValue + " " + type.name
            if !type.conformances.isEmpty { head += ": " + type.conformances.joined(separator: ", ") }
            guard !type.members.isEmpty else {
                writer.line(head, " {}")
                return
            }
            writer.line(head, " {")
            writer.indent { render(members: type.members, into: &$0) }
            writer.line("}")
        case .enumCase(let enumCase):
            writer.doc(enumCase.doc)
            let head = (enumCase.isIndirect ? "indirect case " : "case ") + enumCase.name
            let tail = enumCase.rawValue.map { " = " + $0 } ?? ""
            if enumCase.associatedValues.isEmpty {
                writer.line(head, tail)
            } else {
                writer.list(head + "(", enumCase.associatedValues.map(Self.parameter), ")" + tail)
            }
        case .property(let property):
            writer.doc(property.doc)
            for attribute in property.attributes { writer.line(attribute) }
            var head =
                Self.prefix(property.access, isStatic: property.isStatic) + (property.isMutable ? "var " : "let ")
                + property.name
            if let type = property.type { head += ": " + type }
            if let body = property.body {
                writer.line(head, " {")
                writer.indent { lines(body, into: &$0) }
                writer.line("}")
            } else if let value = property.value {
                write(value, after: head + " = ", into: &writer)
            } else {
                writer.line(head)
            }
        case .function(let function):
            writer.doc(function.doc)
            for attribute in function.attributes { writer.line(attribute) }
            let signature = function.signature
            var head = Self.prefix(function.access, isStatic: function.isStatic)
            switch signature.kind {
            // An operator is followed by a space, as the standard library writes `static func == (lhs:rhs:)`;
            // a name, backticked or not, is not.
            case .function(let name): head += "func " + name + (Self.isOperator(name) ? " (" : "(")
            case .initializer(let isFailable): head += isFailable ? "init?(" : "init("
            }
            var tail = ")"
            if signature.isAsync { tail += " async" }
            switch signature.throwing {
            case .anyError?: tail += " throws"
            case .typed(let error)?: tail += " throws(" + error + ")"
            case nil: break
            }
            if let result = signature.returnType { tail += " -> " + result }
            guard !function.isRequirement else {
                writer.list(
                    head, signature.parameters.map { Self.parameter(Parameter(label: $0.label, $0.name, $0.type)) },
                    tail)
                return
            }
            guard !function.body.isEmpty else {
                writer.list(head, signature.parameters.map(Self.parameter), tail + " {}")
                return
            }
            writer.list(head, signature.parameters.map(Self.parameter), tail + " {")
            writer.indent { lines(function.body, into: &$0) }
            writer.line("}")
        case .mark(let text):
            writer.line("// MARK: ", text)
        case .comment(let lines):
            for line in lines { writer.line("// ", line) }
        case .typeAlias(let alias):
            writer.doc(alias.doc)
            for attribute in alias.attributes { writer.line(attribute) }
            writer.line(Self.prefix(alias.access, isStatic: false) + "typealias " + alias.name, " = " + alias.target)
        case .generated:
            render(members: [declaration], into: &writer)
        }
    }

    /// Members one after the other, blank lines between them as `needsBlankLine` says; a
    /// `generated` member's members are made one at a time and each dropped once written.
    private func render(members: [Declaration], into writer: inout TextWriter) {
        var previous: Declaration?
        func write(_ member: Declaration) {
            if let previous, Self.needsBlankLine(between: previous, and: member) { writer.blank() }
            render(member, into: &writer)
            previous = member
        }
        for member in members {
            guard case .generated(let count, let make) = member else {
                write(member)
                continue
            }
            for index in 0..<count { write(make(index)) }
        }
    }

    /// `head` then `expression`: on one line when it fits; otherwise a call's arguments, an
    /// array's elements one a line, a string literal as a multi-line literal.
    private func write(_ expression: Expression, after head: String, into writer: inout TextWriter) {
        switch expression {
        case .code(let code):
            writer.line(head, code)
        case .call(let call):
            writer.list(head + call.callee + "(", call.arguments.map(\.singleLine), ")" + call.suffix)
        case .string(let literal):
            let line = head + literal.singleLine
            if writer.fits(line) || literal.segments.isEmpty {
                writer.line(line)
            } else {
                writer.multilineString(after: head, literal)
            }
        case .array(let elements, let isVertical):
            let line = head + expression.singleLine
            if !isVertical, writer.fits(line) {
                writer.line(line)
                return
            }
            writer.line(head + "[")
            writer.indent { writer in
                for element in elements {
                    // A nested array too long for its line breaks the same way (credential alternatives).
                    if case .array(let inner, _) = element, !writer.fits(element.singleLine + ",") {
                        writer.line("[")
                        writer.indent { writer in
                            for item in inner { writer.line(item.singleLine + ",") }
                        }
                        writer.line("],")
                    } else {
                        writer.line(element.singleLine + ",")
                    }
                }
            }
            writer.line("]")
        case .dictionary(let entries):
            let line = head + expression.singleLine
            if entries.isEmpty || writer.fits(line) {
                writer.line(line)
                return
            }
            writer.line(head + "[")
            writer.indent { writer in
                for entry in entries { writer.line(entry.key.singleLine + ": " + entry.value.singleLine + ",") }
            }
            writer.line("]")
        }
    }

    private func lines(_ code: [CodeLine], into writer: inout TextWriter) {
        for line in code {
            switch line {
            case .line(let text): writer.line(text)
            case .expression(let prefix, let expression): write(expression, after: prefix, into: &writer)
            case .return(let value): write(value, after: "return ", into: &writer)
            case .callBlock(let prefix, let call, let body):
                write(.call(call), after: prefix, into: &writer)
                writer.indent { lines(body, into: &$0) }
                writer.line("}")
            case .blank: writer.blank()
            case .block(let opening, let body, let end):
                writer.line(opening)
                writer.indent { lines(body, into: &$0) }
                writer.line(end)
            case .switchOver(let subject, let arms):
                writer.line("switch ", subject, " {")
                lines(arms, into: &writer)
                writer.line("}")
            case .caseArm(let patterns, let body):
                writer.caseLabel(patterns)
                writer.indent { lines(body, into: &$0) }
            case .defaultArm(let body):
                writer.line("default:")
                writer.indent { lines(body, into: &$0) }
            case .caseLabel(let patterns, let body):
                caseLabel(patterns, body, into: &writer)
            case .caseReturn(let patterns, let value):
                caseLabel(patterns, [.return(value)], into: &writer)
            case .ifChain(let branches, let otherwise):
                for (index, branch) in branches.enumerated() {
                    writer.line((index == 0 ? "if " : "} else if ") + branch.condition + " {")
                    writer.indent { lines(branch.body, into: &$0) }
                }
                if let otherwise {
                    writer.line("} else {")
                    writer.indent { lines(otherwise, into: &$0) }
                }
                writer.line("}")
            }
        }
    }

    /// `case p1, p2: statement` when the body is one statement that fits after the label;
    /// otherwise the label, then the body indented.
    private func caseLabel(_ patterns: [CasePattern], _ body: [CodeLine], into writer: inout TextWriter) {
        if body.count == 1, let statement = Self.singleLine(body[0]) {
            let line = "case " + patterns.map(\.singleLine).joined(separator: ", ") + ": " + statement
            if writer.fits(line) {
                writer.line(line)
                return
            }
        }
        writer.caseLabel(patterns)
        writer.indent { lines(body, into: &$0) }
    }

    /// A statement as one line, for a `case` label that it may follow: `nil` for one that
    /// is laid out over several lines (a block, a call, an array written one element a line).
    private static func singleLine(_ statement: CodeLine) -> String? {
        switch statement {
        case .line(let text): text
        case .return(.call), .return(.array(_, isVertical: true)): nil
        case .return(let value): "return " + value.singleLine
        default: nil
        }
    }

    /// `public static `, `private `, `` for internal.
    private static func prefix(_ access: AccessModifier, isStatic: Bool) -> String {
        var prefix = access.keyword.map { $0 + " " } ?? ""
        if isStatic { prefix += "static " }
        return prefix
    }

    /// `==`, not `f` or `` `class` ``.
    static func isOperator(_ name: String) -> Bool {
        !name.hasPrefix("`") && !SwiftIdentifiers.isIdentifier(name)
    }

    /// `movieId: Int`, `self self_: Int`, `page: Int? = nil`.
    static func parameter(_ parameter: Parameter) -> String {
        // An unnamed associated value: its type alone.
        if parameter.name.isEmpty, parameter.label == nil { return parameter.type }
        var text = parameter.label.map { $0 + " " + parameter.name } ?? parameter.name
        text += ": " + parameter.type
        if let defaultValue = parameter.defaultValue { text += " = " + defaultValue }
        return text
    }

    /// Cases of one enum sit together unless they carry doc comments.
    private static func needsBlankLine(between previous: Declaration, and next: Declaration) -> Bool {
        if case .enumCase(let a) = previous, case .enumCase(let b) = next { return !a.doc.isEmpty || !b.doc.isEmpty }
        return true
    }
}

/// Lines of text with an indentation level; trailing spaces never written.
///
/// Collects UTF-8 bytes, not a `String`: appending a native string's bytes is one copy,
/// where growing a `String` line by line checked its capacity and flags at every append.
struct TextWriter {
    private var bytes = OutputBuffer()
    private var indentation: [UInt8]

    init(depth: Int = 0) {
        indentation = Array(repeating: UInt8(ascii: " "), count: 4 * depth)
    }

    var text: String { String(decoding: bytes.joined, as: UTF8.self) }

    /// The text in the parts it was written in, for `GeneratedFile`.
    var parts: [[UInt8]] { bytes.parts }

    mutating func line(_ content: String) {
        if !content.isEmpty {
            bytes += indentation
            bytes += content.utf8
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func blank() {
        if bytes.lastByte(1) != UInt8(ascii: "\n") || bytes.lastByte(2) != UInt8(ascii: "\n") {
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// `a`, `b` and `c` as one line, without joining them first.
    mutating func line(_ a: String, _ b: String, _ c: String = "") {
        if !a.isEmpty || !b.isEmpty || !c.isEmpty {
            bytes += indentation
            bytes += a.utf8
            bytes += b.utf8
            bytes += c.utf8
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func indent(_ body: (inout TextWriter) -> Void) {
        indentation.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4))
        body(&self)
        indentation.removeLast(4)
    }

    /// `head` + items joined by `, ` + `tail` on one line when it fits the line limit;
    /// otherwise `head`, one item a line (indented, with a trailing comma but the last),
    /// then `tail` on a line of its own.
    mutating func list(_ head: String, _ items: [String], _ tail: String) {
        let oneLine = head + items.joined(separator: ", ") + tail
        if items.isEmpty || fits(oneLine) {
            line(oneLine)
            return
        }
        line(head)
        indent { writer in
            for (index, item) in items.enumerated() { writer.line(index == items.count - 1 ? item : item + ",") }
        }
        line(tail)
    }

    /// `head`, a pattern, `tail`: on one line when it fits; otherwise an enum case's bindings
    /// one a line, or a tuple's elements one a line, each laid out the same way. Any other
    /// pattern stays on its line, however long.
    mutating func pattern(_ pattern: CasePattern, _ head: String, _ tail: String) {
        let oneLine = head + pattern.singleLine + tail
        switch pattern {
        case .enumCase(let name, let bindings) where !bindings.isEmpty && !fits(oneLine):
            list(head + name + "(", bindings, ")" + tail)
        case .tuple(let elements) where !elements.isEmpty && !fits(oneLine):
            line(head + "(")
            indent { writer in
                for (index, element) in elements.enumerated() {
                    writer.pattern(element, "", index == elements.count - 1 ? "" : ",")
                }
            }
            line(")" + tail)
        default:
            line(oneLine)
        }
    }

    /// Whether `content` fits on one line at the current indentation, in characters.
    func fits(_ content: String) -> Bool {
        indentation.count + content.count <= SwiftRenderer.lineLimit
    }

    /// `case p1, p2:` on one line when it fits; otherwise as many patterns a line as fit,
    /// the later lines indented, and a pattern too long for a line alone over several
    /// (`case .search(` ... `):`, see `pattern(_:_:_:)`).
    mutating func caseLabel(_ patterns: [CasePattern]) {
        let texts = patterns.map(\.singleLine)
        let label = "case " + texts.joined(separator: ", ") + ":"
        if fits(label) {
            line(label)
            return
        }
        if patterns.count == 1 {
            pattern(patterns[0], "case ", ":")
            return
        }
        var current = "case "
        var isFirstOnLine = true
        for (index, pattern) in texts.enumerated() {
            let end = index == texts.count - 1 ? ":" : ","
            if !isFirstOnLine, !fits(current + " " + pattern + end) {
                line(current)
                current = "    "
                isFirstOnLine = true
            }
            if !isFirstOnLine { current += " " }
            current += pattern
            current += end
            isFirstOnLine = false
        }
        line(current)
    }
}
