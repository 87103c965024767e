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
package struct SwiftRenderer: Sendable {
    /// The longest line the renderer writes where it can break one (a parameter or an
    /// argument list); doc comments and plain code lines are written as they are.
    package static let lineLimit = SwiftLayout.lineLimit

    package var header: [String]

    package init(header: [String]) {
        self.header = header
    }

    package func render(_ file: SwiftFile) -> String {
        String(decoding: Array(renderParts(file).joined()), as: UTF8.self)
    }

    /// The file's text as UTF-8, in the parts `TextWriter` wrote it in.
    package func renderParts(_ file: SwiftFile) -> [[UInt8]] {
        var writer = TextWriter()
        for line in header { writer.line("// " + line) }
        writer.blank()
        for module in file.imports { writer.line(RuntimeType.importLine(of: module)) }
        for (index, declaration) in file.declarations.enumerated() {
            if index > 0 || !file.imports.isEmpty { writer.blank() }
            render(declaration, into: &writer)
        }
        return writer.parts
    }

    /// One declaration alone, laid out as it would be `depth` levels deep (where a list
    /// breaks depends on the indentation), then written at the left margin: for tests that
    /// look at one translation rule.
    package func render(_ declaration: Declaration, depth: Int = 0) -> String {
        var writer = TextWriter(depth: depth)
        render(declaration, into: &writer)
        let margin = String(repeating: " ", count: 4 * depth)
        return writer.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(margin) ? String($0.dropFirst(margin.count)) : String($0) }
            .joined(separator: "\n")
    }

    private func render(_ declaration: Declaration, into writer: inout TextWriter) {
        switch declaration {
        case .type(let type):
            writer.doc(type.doc)
            var head = Self.prefix(type.access, isStatic: false) + type.kind.rawValue + " " + type.name
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
            var head =
                Self.prefix(property.access, isStatic: property.isStatic) + (property.isMutable ? "var " : "let ")
                + property.name
            if let type = property.type { head += ": " + type }
            if let body = property.body {
                writer.line(head, " {")
                writer.indent { lines(body, into: &$0) }
                writer.line("}")
            } else if let value = property.value {
                expression(value, after: head + " = ", into: &writer)
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
            guard !function.body.isEmpty else {
                writer.list(head, signature.parameters.map(Self.parameter), tail + " {}")
                return
            }
            writer.list(head, signature.parameters.map(Self.parameter), tail + " {")
            writer.indent { lines(function.body, into: &$0) }
            writer.line("}")
        case .mark(let text):
            writer.line("// MARK: ", text)
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

    private func expression(_ expression: Expression, after head: String, into writer: inout TextWriter) {
        switch expression {
        case .code(let code): writer.line(head, code)
        case .call(let call):
            writer.list(head + call.callee + "(", call.arguments.map(Self.argument), ")" + call.suffix)
        }
    }

    private func lines(_ code: [CodeLine], into writer: inout TextWriter) {
        for line in code {
            switch line {
            case .line(let text):
                let fits = writer.fits(text)
                if !fits, text.hasPrefix("return \""), text.hasSuffix("\""), text.utf8.count > 9 {
                    writer.multilineString(after: "return ", contents: String(text.dropFirst(8).dropLast()))
                } else if !fits, text.hasPrefix("return ["), text.hasSuffix("]"),
                    let elements = Self.topLevelElements(text.dropFirst(8).dropLast()), elements.count > 1
                {
                    writer.list("return [", elements, "]")
                } else {
                    writer.line(text)
                }
            case .callBlock(let prefix, let call, let body):
                expression(.call(call), after: prefix, into: &writer)
                writer.indent { lines(body, into: &$0) }
                writer.line("}")
            case .call(let prefix, let call): expression(.call(call), after: prefix, into: &writer)
            case .blank: writer.blank()
            case .arrayLiteral(let prefix, let elements):
                if elements.count == 1, writer.fits(prefix + "[" + elements[0] + "]") {
                    writer.line(prefix + "[" + elements[0] + "]")
                } else {
                    writer.line(prefix + "[")
                    writer.indent { writer in
                        for element in elements { writer.line(element + ",") }
                    }
                    writer.line("]")
                }
            case .block(let opening, let body, let end):
                writer.line(opening)
                writer.indent { lines(body, into: &$0) }
                writer.line(end)
            case .switchOver(let subject, let arms):
                writer.line("switch ", subject, " {")
                lines(arms, into: &writer)
                writer.line("}")
            case .caseArm(let pattern, let body):
                writer.line(pattern)
                writer.indent { lines(body, into: &$0) }
            case .caseLabel(let patterns, let body):
                caseLabel(patterns, body, into: &writer)
            case .caseReturn(let patterns, let value):
                if writer.fitsCase(patterns, "return " + value) {
                    writer.caseReturnLine(patterns, value)
                } else {
                    caseLabel(patterns, [.line("return " + value)], into: &writer)
                }
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

    private func caseLabel(_ patterns: [String], _ body: [CodeLine], into writer: inout TextWriter) {
        // The label and a one-line body written piece by piece, without joining them first.
        if body.count == 1, case .line(let statement) = body[0], writer.fitsCase(patterns, statement) {
            writer.caseLine(patterns, statement)
        } else {
            writer.caseLabel(patterns)
            writer.indent { lines(body, into: &$0) }
        }
    }

    /// The elements of an array literal's contents, split at the commas outside string
    /// literals, parentheses and brackets; `nil` when the contents do not balance.
    static func topLevelElements(_ contents: Substring) -> [String]? {
        var elements: [String] = []
        var start = contents.startIndex
        var depth = 0
        var inString = false
        var escaped = false
        // Whether this character (its ASCII value, `nil` for any other) separates two elements.
        func separates(_ character: UInt8?) -> Bool {
            if inString {
                if escaped {
                    escaped = false
                } else if character == UInt8(ascii: "\\") {
                    escaped = true
                } else if character == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if character == UInt8(ascii: "\"") {
                inString = true
            } else if character == UInt8(ascii: "(") || character == UInt8(ascii: "[") {
                depth += 1
            } else if character == UInt8(ascii: ")") || character == UInt8(ascii: "]") {
                depth -= 1
            } else if character == UInt8(ascii: ","), depth == 0 {
                return true
            }
            return false
        }
        func cut(at comma: Substring.Index, next: Substring.Index) {
            elements.append(String(contents[start..<comma].drop { $0 == " " }))
            start = next
        }
        for index in contents.indices where separates(contents[index].asciiValue) {
            cut(at: index, next: contents.index(after: index))
        }
        guard depth == 0, !inString else { return nil }
        elements.append(String(contents[start...].drop { $0 == " " }))
        return elements
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

    private static func argument(_ argument: FunctionCall.Argument) -> String {
        argument.label.map { $0 + ": " + argument.value } ?? argument.value
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

    /// Whether `case ` + the patterns joined by `, ` + `: ` + `statement` fits on a line.
    func fitsCase(_ patterns: [String], _ statement: String) -> Bool {
        fits("case " + patterns.joined(separator: ", ") + ": " + statement)
    }

    /// `case p1, p2: statement`.
    mutating func caseLine(_ patterns: [String], _ statement: String) {
        writeLine("case ", patterns, ": ", statement)
    }

    /// `case p1, p2: return value`.
    mutating func caseReturnLine(_ patterns: [String], _ value: String) {
        writeLine("case ", patterns, ": return ", value)
    }

    /// `head`, the items joined by `, `, then `tail` and `end`, as one line, written piece by
    /// piece rather than joined first (L writes a hundred thousand such lines).
    private mutating func writeLine(_ head: String, _ items: [String], _ tail: String, _ end: String = "") {
        bytes += indentation
        bytes += head.utf8
        for (index, item) in items.enumerated() {
            if index > 0 { bytes += ", ".utf8 }
            bytes += item.utf8
        }
        bytes += tail.utf8
        bytes += end.utf8
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

    /// A string literal too long for a line, as a multi-line literal whose lines end in `\`
    /// (a line break that is not part of the text): `contents` (already escaped) is cut after
    /// spaces and before slashes outside interpolations, so the text is exactly the one-line
    /// literal's.
    mutating func multilineString(after head: String, contents: String) {
        let pieces = Self.slashesLeading(Self.multilineStringPieces(contents))
        line(head + "\"\"\"")
        indent { writer in
            var text = ""
            for piece in pieces {
                if !text.isEmpty, !writer.fits(text + piece + "\\") {
                    writer.line(text + "\\")
                    text = ""
                }
                text += piece
            }
            writer.line(text)
            writer.line("\"\"\"")
        }
    }

    /// The pieces of one string with the slash that ends one moved to the start of the next:
    /// a path breaks before a segment (`/notes\` then `/tips`), never between a slash and its name.
    static func slashesLeading(_ pieces: [Substring]) -> [Substring] {
        var result: [Substring] = []
        var start: String.Index?
        for (index, piece) in pieces.enumerated() {
            let from = start ?? piece.startIndex
            let to =
                index < pieces.count - 1 && piece.hasSuffix("/") ? piece.index(before: piece.endIndex) : piece.endIndex
            // A piece that is only a slash joins the next one.
            guard from < to else {
                start = from
                continue
            }
            result.append(piece.base[from..<to])
            start = to < piece.endIndex ? to : nil
        }
        return result
    }

    /// `contents` cut after each space and slash outside `\(...)`, the places a multi-line
    /// string may break, read on characters: a space followed by a combining mark is one
    /// character that is not a space.
    static func multilineStringPieces(_ contents: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = contents.startIndex
        var depth = 0
        var escaped = false
        // Whether the text may break after this character (its ASCII value, `nil` for any other).
        func breaks(after character: UInt8?) -> Bool {
            if escaped {
                if character == UInt8(ascii: "(") { depth += 1 }
                escaped = false
            } else if character == UInt8(ascii: "\\") {
                escaped = true
            } else if depth > 0, character == UInt8(ascii: "(") {
                depth += 1
            } else if depth > 0, character == UInt8(ascii: ")") {
                depth -= 1
            } else if depth == 0, character == UInt8(ascii: " ") || character == UInt8(ascii: "/") {
                return true
            }
            return false
        }
        for index in contents.indices where breaks(after: contents[index].asciiValue) {
            let end = contents.index(after: index)
            pieces.append(contents[start..<end])
            start = end
        }
        if start < contents.endIndex { pieces.append(contents[start...]) }
        return pieces
    }

    /// Whether `content` fits on one line at the current indentation, in characters.
    func fits(_ content: String) -> Bool {
        indentation.count + content.count <= SwiftRenderer.lineLimit
    }

    /// `case p1, p2:` on one line when it fits; otherwise as many patterns a line as fit,
    /// the later lines indented, and a pattern too long for a line alone with its bindings
    /// one a line (`case .search(` ... `):`).
    mutating func caseLabel(_ patterns: [String]) {
        let label = "case " + patterns.joined(separator: ", ") + ":"
        if fits(label) {
            line(label)
            return
        }
        if patterns.count == 1, let open = patterns[0].firstIndex(of: "("), patterns[0].hasSuffix(")") {
            let pattern = patterns[0]
            let inner = pattern[pattern.index(after: open)..<pattern.index(before: pattern.endIndex)]
            list("case " + pattern[...open], inner.components(separatedBy: ", "), "):")
            return
        }
        var current = "case "
        var isFirstOnLine = true
        for (index, pattern) in patterns.enumerated() {
            let end = index == patterns.count - 1 ? ":" : ","
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

    /// `///` lines: one per line of each doc entry, control and bidi characters escaped,
    /// prose longer than the line limit wrapped at spaces (code in ``` fences is not).
    mutating func doc(_ lines: [String]) {
        var inCode = false
        for entry in lines {
            // Measured as written: escapes (`\u{2028}`) are part of a line's width.
            for line in entry.split(separator: "\n", omittingEmptySubsequences: false).map({
                DocComment.escaped(String($0))
            }) {
                if line.hasPrefix("```") { inCode.toggle() }
                if inCode || line.hasPrefix("```") || fits("/// " + line) {
                    DocComment.write(line, indentation: indentation, into: &bytes)
                } else {
                    wrapped(line)
                }
            }
        }
    }

    /// Whether `/// current word` fits.
    private func fitsDocLine(_ current: String, _ word: Substring) -> Bool {
        fits("/// " + current + " " + word)
    }

    /// A doc line broken at spaces, each part as long as fits; a list item's later lines
    /// are indented under its text (`- a` ... `  b`). A word longer than a line stays whole.
    private mutating func wrapped(_ line: String) {
        let lead = String(line.prefix { $0 == " " })
        let rest = line.dropFirst(lead.count)
        let continuation = lead + (rest.hasPrefix("- ") ? "  " : "")
        var current = lead
        for word in rest.split(separator: " ") {
            if current == lead || current == continuation {
                current += word
            } else if fitsDocLine(current, word) {
                current += " " + word
            } else {
                DocComment.write(current, indentation: indentation, into: &bytes)
                current = continuation + word
            }
        }
        DocComment.write(current, indentation: indentation, into: &bytes)
    }
}
