/// Declarations -> Swift source text. Owns indentation (four spaces), blank lines
/// between members and the file header, so every generated file looks the same.
public struct SwiftRenderer {
    public var header: [String]

    public init(header: [String]) {
        self.header = header
    }

    public func render(_ file: SwiftFile) -> String {
        var writer = TextWriter()
        for line in header { writer.line("// " + line) }
        writer.blank()
        for module in file.imports { writer.line("import \(module)") }
        for (index, declaration) in file.declarations.enumerated() {
            if index > 0 || !file.imports.isEmpty { writer.blank() }
            render(declaration, into: &writer)
        }
        return writer.text
    }

    private func render(_ declaration: Declaration, into writer: inout TextWriter) {
        switch declaration {
        case .type(let type):
            doc(type.doc, into: &writer)
            let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
            let access = type.access.isEmpty ? "" : type.access + " "
            writer.line("\(access)\(type.kind.rawValue) \(type.name)\(conformances) {")
            writer.indent {
                var previous: Declaration?
                for member in type.members {
                    if let previous, needsBlankLine(between: previous, and: member) { $0.blank() }
                    render(member, into: &$0)
                    previous = member
                }
            }
            writer.line("}")
        case .enumCase(let enumCase):
            doc(enumCase.doc, into: &writer)
            var line = (enumCase.isIndirect ? "indirect case " : "case ") + enumCase.name
            if !enumCase.associatedValues.isEmpty {
                line += "(" + enumCase.associatedValues.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
            }
            if let rawValue = enumCase.rawValue { line += " = \(rawValue)" }
            writer.line(line)
        case .member(let member):
            doc(member.doc, into: &writer)
            guard let body = member.body else {
                writer.line(member.signature)
                return
            }
            writer.line(member.signature + " {")
            writer.indent { lines(body, into: &$0) }
            writer.line("}")
        case .mark(let text):
            writer.line("// MARK: \(text)")
        }
    }

    private func lines(_ code: [CodeLine], into writer: inout TextWriter) {
        for line in code {
            switch line {
            case .line(let text): writer.line(text)
            case .blank: writer.blank()
            case .block(let opening, let body, let end):
                writer.line(opening)
                writer.indent { lines(body, into: &$0) }
                writer.line(end)
            case .switchOver(let subject, let arms):
                writer.line("switch \(subject) {")
                lines(arms, into: &writer)
                writer.line("}")
            case .caseArm(let pattern, let body):
                writer.line(pattern)
                writer.indent { lines(body, into: &$0) }
            case .ifChain(let branches, let otherwise):
                for (index, branch) in branches.enumerated() {
                    writer.line(index == 0 ? "if \(branch.condition) {" : "} else if \(branch.condition) {")
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

    /// Cases of one enum sit together unless they carry doc comments.
    private func needsBlankLine(between previous: Declaration, and next: Declaration) -> Bool {
        if case .enumCase(let a) = previous, case .enumCase(let b) = next { return !a.doc.isEmpty || !b.doc.isEmpty }
        return true
    }

    private func doc(_ lines: [String], into writer: inout TextWriter) {
        for line in lines.flatMap(DocComment.lines) {
            writer.line(line.isEmpty ? "///" : "/// " + line)
        }
    }
}

/// Lines of text with an indentation level; trailing spaces never written.
struct TextWriter {
    private(set) var text = ""
    private var level = 0

    mutating func line(_ content: String) {
        if !content.isEmpty { text += String(repeating: "    ", count: level) + content }
        text += "\n"
    }

    mutating func blank() {
        if !text.hasSuffix("\n\n") { text += "\n" }
    }

    mutating func indent(_ body: (inout TextWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }
}
