import TestSupport
import Testing

@testable import ErrgenCore

/// The renderer owns all layout: these pin it declaration by declaration, without a spec.
@Suite("Swift renderer")
struct SwiftRendererTests {
    let renderer = SwiftRenderer(header: ["Header."])

    func render(_ declaration: Declaration) -> String {
        renderer.render(declaration)
    }

    @Test(
        "a file: header, imports, declarations separated by one blank line, no trailing spaces; an empty type on one line"
    )
    func file() {
        let file = SwiftFile(
            name: "A.swift", imports: ["Foundation"],
            declarations: [
                .type(
                    TypeDeclaration(
                        access: .public, kind: .enum, name: "A", members: [.enumCase(EnumCase(name: "one"))])),
                .type(TypeDeclaration(access: .internal, kind: .extension, name: "A")),
            ])
        #expect(
            renderer.render(file) == """
                // Header.

                import Foundation

                public nonisolated enum A {
                    case one
                }

                nonisolated extension A {}

                """)
    }

    /// Issue 39: a target whose default isolation is `MainActor` (Xcode 26's app template) would
    /// make every undecorated type main-actor isolated, its `Codable` conformance with it.
    @Test(
        "every top-level type, extension and protocol is nonisolated, after its access; what it declares takes its isolation"
    )
    func topLevelDeclarationsAreNonisolated() {
        let nested = TypeDeclaration(
            access: .public, kind: .struct, name: "Movie", conformances: ["Swift.Codable", "Swift.Sendable"])
        let file = SwiftFile(
            name: "Models.swift", imports: [],
            declarations: [
                .type(TypeDeclaration(access: .internal, kind: .extension, name: "API", members: [.type(nested)])),
                .type(TypeDeclaration(access: .package, kind: .protocol, name: "Service")),
                .type(TypeDeclaration(access: .public, kind: .struct, name: "APIClient")),
            ])
        #expect(
            renderer.render(file) == """
                // Header.

                nonisolated extension API {
                    public struct Movie: Swift.Codable, Swift.Sendable {}
                }

                package nonisolated protocol Service {}

                public nonisolated struct APIClient {}

                """)
        // A declaration rendered alone is a member, as snippet tests show it.
        #expect(render(.type(nested)) == "public struct Movie: Swift.Codable, Swift.Sendable {}\n")
    }

    @Test("generated members are made as they are written, and written as if listed: blank lines, marks, cases")
    func generatedMembers() {
        let listed: [Declaration] = [
            .enumCase(EnumCase(name: "a")),
            .enumCase(EnumCase(name: "b")),
            .mark("Values"),
            .storedProperty([], .internal, "x", type: "Int"),
            .storedProperty(["A doc."], .internal, "y", type: "Int"),
        ]
        let made = MadeCount()
        let generated: [Declaration] = [
            listed[0],
            .generated(count: 3) { index in
                made.value += 1
                return listed[index + 1]
            },
            listed[4],
        ]
        let type = { (members: [Declaration]) in
            Declaration.type(TypeDeclaration(access: .internal, kind: .enum, name: "E", members: members))
        }
        #expect(made.value == 0)
        #expect(render(type(generated)) == render(type(listed)))
        #expect(made.value == 3)
        #expect(generated.expanded.count == listed.count)
        #expect(render(type(listed)).contains("    case a\n    case b\n\n    // MARK: Values\n"))
    }

    @Test(
        "a switch member's arms made by an ArmMaker are those of the listed switch, made only as the renderer reaches their part",
        arguments: [0, 1, 100, 101, 250])
    func switchArmsMadePerPart(count: Int) {
        let arm = { @Sendable (index: Int) in
            SwitchStatement.Arm(
                ".case\(index)",
                statements: [.switchOver("locale", [.caseReturn([.code(".en")], value: .string("\(index)"))])])
        }
        let made = MadeCount()
        let maker = SwitchMember.ArmMaker(count: count) { index in
            made.value += 1
            return arm(index)
        }
        let statement = SwitchStatement(subject: "self", arms: [], defaultStatements: ["return nil"])
        let kind = SwitchMember.Kind.function(parameters: [Parameter(label: "in", "locale", "L")], result: "String?")
        let lazily = SwitchMember(
            doc: ["Text."], access: .public, name: "text", kind: kind, statement: statement, arms: maker
        ).declarations()
        var eager = statement
        eager.arms = (0..<count).map(arm)
        let listed = SwitchMember(doc: ["Text."], access: .public, name: "text", kind: kind, statement: eager)
            .declarations()
        let type = { (members: [Declaration]) in
            Declaration.type(TypeDeclaration(access: .internal, kind: .extension, name: "E", members: members))
        }
        // A switch of one part is made with the member; a larger one only when it is written.
        #expect(made.value == (count <= SwitchMember.maximumCases ? count : 0))
        #expect(render(type(lazily)) == render(type(listed)))
        #expect(made.value == count)
        #expect(render(type(listed)).contains("private func _textPart3(in locale: L) -> String? {") == (count > 200))
    }

    @Test("access levels: public, package and private written, internal left out")
    func accessLevels() {
        for (access, prefix) in [
            (AccessModifier.public, "public "), (.package, "package "), (.internal, ""), (.private, "private "),
        ] {
            #expect(render(.storedProperty([], access, "a", type: "Int")) == "\(prefix)let a: Int\n")
        }
        #expect(
            render(.storedProperty([], .public, isStatic: true, isMutable: true, "a", type: "Int"))
                == "public static var a: Int\n")
    }

    @Test("parameters: label, name, type and default")
    func parameters() {
        #expect(SwiftRenderer.parameter(Parameter("page", "Int")) == "page: Int")
        #expect(SwiftRenderer.parameter(Parameter(label: "self", "self_", "Int")) == "self self_: Int")
        #expect(
            SwiftRenderer.parameter(Parameter(label: "_", "failure", "ClientFailure")) == "_ failure: ClientFailure")
        #expect(SwiftRenderer.parameter(Parameter("page", "Int?", defaultValue: "nil")) == "page: Int? = nil")
    }

    @Test("signatures: static, failable, async, typed throws, result; an empty body on one line")
    func signatures() {
        #expect(
            render(.function([], .public, isStatic: true, "f", [Parameter("a", "Int")], returns: "Self", ["x"]))
                == "public static func f(a: Int) -> Self {\n    x\n}\n")
        #expect(
            render(.function([], .internal, "g", [], isAsync: true, throws: .typed("E"), returns: "R", ["x"]))
                == "func g() async throws(E) -> R {\n    x\n}\n")
        #expect(
            render(.initializer([], .private, isFailable: true, [Parameter("a", "Int")], ["x"]))
                == "private init?(a: Int) {\n    x\n}\n")
        #expect(render(.initializer([], .public, [], [])) == "public init() {}\n")
        // A backticked name takes its parentheses as any name does; only an operator is followed by a space.
        #expect(
            render(.function([], .internal, "`class`", [Parameter("a", "Int")], ["x"]))
                == "func `class`(a: Int) {\n    x\n}\n")
        #expect(
            render(.function([], .internal, isStatic: true, "==", [Parameter("a", "Int")], ["x"]))
                == "static func == (a: Int) {\n    x\n}\n")
    }

    @Test("a parameter list that passes 120 columns breaks one parameter a line; at 120 it stays")
    func wrapsAt120Columns() {
        let fits = String(repeating: "a", count: 120 - "func f(: A) {".count)
        #expect(
            render(.function([], .internal, "f", [Parameter(fits, "A")], ["x"])) == "func f(\(fits): A) {\n    x\n}\n")
        let long = fits + "a"
        #expect(
            render(
                .function(
                    [], .internal, "f", [Parameter(long, "A"), Parameter("b", "B", defaultValue: "nil")], returns: "R",
                    ["x"]))
                == "func f(\n    \(long): A,\n    b: B = nil\n) -> R {\n    x\n}\n")
    }

    @Test("the limit counts the indentation and characters, not bytes")
    func limitCountsIndentationAndCharacters() {
        let name = String(repeating: "é", count: 120 - "    case c(: A)".count)
        let inType = Declaration.type(
            TypeDeclaration(
                access: .internal, kind: .enum, name: "E",
                members: [.enumCase(EnumCase(name: "c", associatedValues: [Parameter(name, "A")]))]))
        #expect(render(inType) == "enum E {\n    case c(\(name): A)\n}\n")
        let longer = Declaration.type(
            TypeDeclaration(
                access: .internal, kind: .enum, name: "E",
                members: [
                    .enumCase(EnumCase(name: "c", associatedValues: [Parameter(name + "é", "A"), Parameter("b", "B")]))
                ]))
        #expect(render(longer) == "enum E {\n    case c(\n        \(name)é: A,\n        b: B\n    )\n}\n")
    }

    @Test("calls: a stored value and a statement break their argument lists the same way, suffix kept")
    func calls() {
        let arguments = (1...9).map { FunctionCall.Argument("argument\($0)", "value\($0)") }
        #expect(
            render(
                .storedProperty(
                    [], .public, isStatic: true, "x", value: .call(FunctionCall("Make", arguments, suffix: "!"))))
                == "public static let x = Make(\n"
                + arguments.map { "    \($0.label!): \($0.value.singleLine)" }.joined(separator: ",\n") + "\n)!\n")
        #expect(
            render(
                .computedProperty(
                    [], .internal, "y", "Int",
                    [.call(prefix: "return ", FunctionCall("f", [.init(nil, "a"), .init("b", "c")]))]))
                == "var y: Int {\n    return f(a, b: c)\n}\n")
    }

    @Test("enum cases sit together unless documented; raw values, indirect cases")
    func enumCases() {
        let type = Declaration.type(
            TypeDeclaration(
                access: .internal, kind: .enum, name: "E", conformances: ["String", "Sendable"],
                members: [
                    .enumCase(EnumCase(name: "a")), .enumCase(EnumCase(name: "b", rawValue: "\"B\"")),
                    .enumCase(
                        EnumCase(doc: ["Doc."], name: "c", associatedValues: [Parameter("e", "E")], isIndirect: true)),
                    .mark("Members"),
                ]))
        #expect(
            render(type) == """
                enum E: String, Sendable {
                    case a
                    case b = "B"

                    /// Doc.
                    indirect case c(e: E)

                    // MARK: Members
                }

                """)
    }

    @Test("a large output is written in parts that join to exactly the text; a small one is one part")
    func outputInParts() {
        var small = OutputBuffer()
        small += Array("abc".utf8)
        small.append(UInt8(ascii: "\n"))
        #expect(small.parts == [Array("abc\n".utf8)])
        #expect(
            small.lastByte(1) == UInt8(ascii: "\n") && small.lastByte(4) == UInt8(ascii: "a")
                && small.lastByte(5) == nil)

        var large = OutputBuffer()
        var expected: [UInt8] = []
        for index in 0..<60_000 {
            let line = Array("let value\(index) = \(index)\n".utf8)
            large += line
            expected += line
        }
        #expect(large.parts.count > 1)
        #expect(large.parts.dropLast().allSatisfy { $0.count >= OutputBuffer.smallestPart })
        #expect(Array(large.parts.joined()) == expected)
        #expect(large.joined == expected)
        // The last bytes are found across a part's end too.
        let parts = large.parts
        #expect(large.lastByte(parts[parts.count - 1].count + 1) == parts[parts.count - 2].last)
    }

    @Test(
        "string literals: Latin letters (Vietnamese's too) as they are, controls, bidi and a mark after a quote escaped"
    )
    func stringLiteralEscaping() {
        #expect(SwiftLiteral.string("Thẻ không hợp lệ (mã {ref}).") == "\"Thẻ không hợp lệ (mã {ref}).\"")
        #expect(SwiftLiteral.string("a\"b\\c\n\u{202E}") == #""a\"b\\c\n\u{202E}""#)
        #expect(SwiftLiteral.string("\u{0301}x").hasPrefix(#""\u{"#))
        #expect(SwiftLiteral.string("e\u{0301}") == "\"e\u{0301}\"")
        // The letters written without a property lookup are exactly those the lookup would
        // write as they are: no mark, control, format or unassigned code point among them.
        for value in Array(0xC0...0x24F) + Array(0x1E00...0x1EFF) {
            let scalar = Unicode.Scalar(UInt32(value))!
            let category = scalar.properties.generalCategory
            #expect(
                ![.control, .format, .unassigned, .nonspacingMark, .spacingMark, .enclosingMark, .privateUse].contains(
                    category), "U+\(String(value, radix: 16))")
            #expect(SwiftLiteral.string(String(scalar)) == "\"\(scalar)\"")
        }
    }

    @Test("doc comments: blank lines as ///, controls and bidi escaped, CR LF kept in its line")
    func docComments() {
        let declaration = Declaration.storedProperty(
            ["One", "", "two\nthree", "bidi \u{202E} tab\tok", "a\r\nb"], .internal, "x", type: "Int")
        #expect(
            render(declaration) == """
                /// One
                ///
                /// two
                /// three
                /// bidi \\u{202E} tab\tok
                /// a\\u{D}\\u{A}b
                let x: Int

                """)
    }

    @Test("bodies: blocks, switches with arms at the switch's indentation, if chains")
    func bodies() {
        let body: [CodeLine] = [
            .switchOver("x", [.caseArm([.code("1")], ["a"]), .defaultArm(["b"])]),
            .blank,
            .ifChain([("c", ["d"]), ("e", ["f"])], otherwise: ["g"]),
            .block("guard h else {", ["return"]),
        ]
        #expect(
            render(.computedProperty([], .internal, "v", "Int", body)) == """
                var v: Int {
                    switch x {
                    case 1:
                        a
                    default:
                        b
                    }

                    if c {
                        d
                    } else if e {
                        f
                    } else {
                        g
                    }
                    guard h else {
                        return
                    }
                }

                """)
    }

    @Test(
        "no line passes 120 columns: doc prose wraps, long case lists fill lines, long string literals continue on lines of their own"
    )
    func lineLimit() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let patterns = (0..<30).map { ".caseNumber\($0)" }
        let property = Declaration.computedProperty(
            [words], .public, "text", "String",
            [
                .switchOver(
                    "self",
                    [
                        .caseLabel(patterns.map(CasePattern.code), [.line("return nil")]),
                        .caseLabel(
                            [.code(".long")],
                            [
                                .return(
                                    .string(
                                        StringLiteral([.text(words + " "), .interpolation("value"), .text(" end")])))
                            ]
                        ),
                        .caseLabel(
                            [.code(".list")],
                            [.return(.array((0..<12).map { .code(".string(\"CODE, \\\"\($0)\\\"\")") }))]),
                    ])
            ])
        let text = render(property)
        for line in text.split(separator: "\n") { #expect(line.count <= SwiftRenderer.lineLimit, "\(line)") }
        // The literal's text is unchanged: every line but the last ends in a continuation.
        let literal = text.components(separatedBy: "return \"\"\"\n")[1].components(separatedBy: "\"\"\"")[0]
        let joined = literal.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
            .map { $0.hasSuffix("\\") ? String($0.dropLast()) : String($0) }.joined()
        #expect(joined == "\(words) \\(value) end")
        #expect(text.contains("case .caseNumber0, .caseNumber1,"))
        // A long array literal: one element a line, each with a comma.
        #expect(text.contains("\n            .string(\"CODE, \\\"0\\\"\"),\n"))
        #expect(text.contains("\n            .string(\"CODE, \\\"11\\\"\"),\n        ]\n"))
        #expect(text.hasPrefix("/// word word"))
    }

    @Test("a long path literal breaks before a slash: each segment stays whole with its slash")
    func pathLiteralBreaksBetweenSegments() {
        let segment = "\\(ErrgenRuntime.PercentEncoding.pathSegment(ErrgenRuntime.TextValue.of(value)))"
        let path = "/folders/" + segment + "/notes/" + segment + "/tips/" + segment
        let code = "ErrgenRuntime.PercentEncoding.pathSegment(ErrgenRuntime.TextValue.of(value))"
        let literal = StringLiteral([
            .text("/folders/"), .interpolation(code), .text("/notes/"), .interpolation(code), .text("/tips/"),
            .interpolation(code),
        ])
        #expect(literal.singleLine == "\"" + path + "\"")
        let property = Declaration.computedProperty([], .internal, "path", "String", [.return(.string(literal))])
        #expect(
            render(property) == """
                var path: String {
                    return \"""
                        /folders/\(segment)/notes\\
                        /\(segment)/tips\\
                        /\(segment)
                        \"""
                }

                """)
    }

    @Test("lists and case labels written piece by piece lay out as their joined text, empty pieces included")
    func piecewiseWritingMatchesJoinedText() {
        var writer = TextWriter(depth: 1)
        writer.list("", ["", ""], "")
        writer.list("", [], "")
        writer.list("f(", ["a", ""], ")")
        writer.caseLabel([])
        writer.line("", "", "")
        writer.line("a", "", "b")
        #expect(writer.text == "    , \n\n    f(a, )\n    case :\n\n    ab\n")
    }

    @Test("a long case list fills each line as far as its characters allow, however many bytes they take")
    func caseListsWrapByCharacters() {
        var generator = SplitMix(seed: 11)
        // Multi-byte letters make a line's bytes pass the limit well before its characters;
        // the later rounds are ASCII only, whose bytes are their characters.
        let words = ["a", "ệ", "Lỗi", "x1", "thanh_toán", "e\u{301}", "VALIDATION", "đ"]
        let ascii = ["a", "x1", "VALIDATION", "_b"]
        for round in 0..<600 {
            let words = round < 300 ? words : ascii
            let patterns = (0..<(1 + Int(generator.next() % 40))).map { _ in
                "\""
                    + (0..<(1 + Int(generator.next() % 6))).map { _ in
                        words[Int(generator.next() % UInt64(words.count))]
                    }.joined() + "\""
            }
            let property = Declaration.computedProperty(
                [], .public, "text", "String?",
                [
                    .switchOver(
                        "self", [.caseLabel(patterns.map(CasePattern.code), [.line("let a = 1"), .line("return nil")])])
                ])
            let lines = render(property).split(separator: "\n").map(String.init)
            let label = Array(lines.dropFirst(2).prefix { !$0.hasPrefix("        let a") })
            #expect(label == Self.referenceCaseLabel(patterns, indentation: 4), "\(patterns)")
        }
    }

    @Test("a case that returns a value is on one line up to 120 columns, counted in characters, and breaks after")
    func caseReturnAtTheLimit() {
        // `    case .a: return ` is 20 columns: a value of 100 fills the line.
        for (value, lines) in [
            (String(repeating: "x", count: 100), 1), (String(repeating: "x", count: 101), 2),
            (String(repeating: "ệ", count: 100), 1), (String(repeating: "ệ", count: 101), 2),
        ] {
            let returning = Declaration.computedProperty(
                [], .public, "v", "String", [.switchOver("self", [.caseReturn([.code(".a")], value: .code(value))])])
            let labelled = Declaration.computedProperty(
                [], .public, "v", "String",
                [.switchOver("self", [.caseLabel([.code(".a")], [.line("return " + value)])])])
            #expect(render(returning) == render(labelled))
            #expect(render(returning).split(separator: "\n").count == 4 + lines, "\(value.count) \(value.utf8.count)")
        }
    }

    @Test(
        "a case that returns a value is on one line when it fits, and a long string or array literal after it keeps to the limit"
    )
    func caseReturnKeepsToTheLimit() {
        var generator = SplitMix(seed: 13)
        let words = ["a", "Lỗi", "e\u{301}", "x/y ", ".code", "\"s\"", String(repeating: "w", count: 30)]
        for _ in 0..<500 {
            let patterns = (0..<(1 + Int(generator.next() % 5))).map { _ in
                "." + words[Int(generator.next() % UInt64(words.count))]
            }
            let text = (0..<Int(generator.next() % 12)).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                .joined(separator: " ")
            let cases = patterns.map(CasePattern.code)
            let returning = { (value: Expression) in
                render(
                    .computedProperty(
                        [], .public, "v", "String", [.switchOver("self", [.caseReturn(cases, value: value)])]))
            }
            // Plain code: exactly a case label with the return statement written out.
            let labelled = Declaration.computedProperty(
                [], .public, "v", "String", [.switchOver("self", [.caseLabel(cases, [.line("return " + text)])])])
            #expect(returning(.code(text)) == render(labelled), "\(patterns) \(text)")
            // Literals: within the limit, and on the case's line when they fit there.
            for value in [Expression.string(text), .array(patterns.map(Expression.code))] {
                let lines = returning(value).split(separator: "\n")
                for line in lines { #expect(line.count <= SwiftRenderer.lineLimit, "\(line)") }
                let oneLine = "    case " + patterns.joined(separator: ", ") + ": return " + value.singleLine
                #expect((lines.count == 5) == (oneLine.count <= SwiftRenderer.lineLimit), "\(oneLine)")
            }
        }
    }

    @Test("a long string literal breaks after the spaces and slashes of its text, never in an interpolation")
    func multilineStringBreaks() {
        var generator = SplitMix(seed: 5)
        // A space or a slash with a combining mark after it is not a space or a slash.
        let texts = [
            " ", "/", "\\(", ")", "(", "\\", "\"", "a", "Lỗi", " \u{301}", "/\u{301}", "e\u{301}", "\r\n", "👍🏽", "x/y",
        ]
        let interpolations = ["f(a b/c)", "x", "g(\"a b\")"]
        for _ in 0..<2_000 {
            let literal = StringLiteral(
                (0..<Int(generator.next() % 30)).map { _ in
                    generator.next() % 5 == 0
                        ? .interpolation(interpolations[Int(generator.next() % UInt64(interpolations.count))])
                        : .text(texts[Int(generator.next() % UInt64(texts.count))])
                })
            // The written contents, cut by a reference scan of the text as written.
            let contents = String(literal.singleLine.dropFirst().dropLast())
            #expect(
                TextWriter.multilineStringPieces(literal) == Self.referencePieces(contents),
                "\(contents.debugDescription)")
        }
    }

    @Test("doc prose wraps at the last space that keeps a line within 120 characters, however many bytes")
    func docProseWrapsByCharacters() {
        var generator = SplitMix(seed: 23)
        let words = [
            "a", "Lỗi", "thanh_toán", "e\u{301}", "VALIDATION_ERROR", "đ", "-", String(repeating: "x", count: 40),
            "ệệệệệệệệ",
        ]
        for _ in 0..<300 {
            let lead = ["", "  ", "- "][Int(generator.next() % 3)]
            let prose =
                lead
                + (0..<(1 + Int(generator.next() % 60))).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                .joined(separator: " ")
            var writer = TextWriter(depth: 1)
            writer.doc([prose])
            #expect(writer.text == Self.referenceDoc(prose, indentation: 4), "\(prose)")
        }
    }

    /// A doc line wrapped as the renderer does, written plainly: words added while the line,
    /// counted in characters, stays within the limit; a list item's later lines indented.
    static func referenceDoc(_ line: String, indentation: Int) -> String {
        let margin = String(repeating: " ", count: indentation)
        let fits = { (text: String) in indentation + text.count <= SwiftRenderer.lineLimit }
        if fits("/// " + line) { return margin + "/// " + line + "\n" }
        let lead = String(line.prefix { $0 == " " })
        let rest = line.dropFirst(lead.count)
        let continuation = lead + (rest.hasPrefix("- ") ? "  " : "")
        var lines: [String] = []
        var current = lead
        for word in rest.split(separator: " ") {
            if current == lead || current == continuation {
                current += word
            } else if fits("/// " + current + " " + word) {
                current += " " + word
            } else {
                lines.append(current)
                current = continuation + word
            }
        }
        lines.append(current)
        return lines.map { margin + "/// " + $0 + "\n" }.joined()
    }

    /// The places a long literal breaks, found a character at a time.
    static func referencePieces(_ contents: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var escaped = false
        for character in contents {
            current.append(character)
            if escaped {
                if character == "(" { depth += 1 }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if depth > 0, character == "(" {
                depth += 1
            } else if depth > 0, character == ")" {
                depth -= 1
            } else if depth == 0, character == " " || character == "/" {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    @Test("a string literal's contents escape exactly what the scalar-by-scalar rules escape")
    func literalContentsMatchScalarRules() {
        var generator = SplitMix(seed: 17)
        let scalars: [Unicode.Scalar] = [
            "a", " ", "\\", "\"", "\n", "\r", "\t", "\0", "\u{7}", "\u{7F}", "é", "ệ", "ǿ", "\u{301}", "\u{20DD}",
            "\u{202E}",
            "\u{200B}", "\u{2028}", "\u{E000}", "\u{378}", "中", "👍", "\u{1F3FD}", "\u{10FFFF}", "\u{A0}", "×",
        ]
        for _ in 0..<3_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 10) {
                text.append(scalars[Int(generator.next() % UInt64(scalars.count))])
            }
            let contents = String(text)
            #expect(
                SwiftLiteral.escapedContents(contents) == Self.referenceContents(contents),
                "\(contents.debugDescription)")
        }
    }

    /// A literal's contents a scalar at a time: `\\ \" \n \r \t \0` short; controls,
    /// formats, separators, unassigned, surrogates and private use as `\u{...}`; a mark
    /// escaped only right after the opening quote or an escape.
    static func referenceContents(_ text: String) -> String {
        var result = ""
        var previousWasEscaped = true
        for scalar in text.unicodeScalars {
            let short: [Unicode.Scalar: String] = [
                "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
            ]
            var escaped = short[scalar]
            if escaped == nil {
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate, .privateUse:
                    escaped = SwiftLiteral.unicodeEscape(scalar)
                case .nonspacingMark, .spacingMark, .enclosingMark:
                    if previousWasEscaped { escaped = SwiftLiteral.unicodeEscape(scalar) }
                default: break
                }
            }
            if let escaped { result += escaped } else { result.unicodeScalars.append(scalar) }
            previousWasEscaped = escaped != nil
        }
        return result
    }

    @Test("a doc line is escaped exactly where a scalar needs it, and kept as it is otherwise")
    func docLineEscapes() {
        var generator = SplitMix(seed: 9)
        let scalars: [Unicode.Scalar] = [
            "a", " ", "\t", "\u{7}", "\u{7F}", "ệ", "\u{202E}", "\u{200B}", "\u{2028}", "\u{E000}", "\u{378}", "👍",
            "\u{301}",
        ]
        for _ in 0..<2_000 {
            var line = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 12) {
                line.append(scalars[Int(generator.next() % UInt64(scalars.count))])
            }
            let text = String(line)
            var reference = ""
            for scalar in text.unicodeScalars {
                switch scalar.properties.generalCategory {
                case _ where (0x20..<0x7F).contains(scalar.value): reference.unicodeScalars.append(scalar)
                case .control where scalar != "\t", .format, .lineSeparator, .paragraphSeparator, .unassigned,
                    .surrogate, .privateUse:
                    reference += SwiftLiteral.unicodeEscape(scalar)
                default: reference.unicodeScalars.append(scalar)
                }
            }
            #expect(DocComment.escaped(text) == reference, "\(text.debugDescription)")
        }
    }

    /// The case label as `TextWriter` lays it out, written plainly: the whole label when it
    /// fits; else as many patterns a line as fit in characters, later lines indented.
    static func referenceCaseLabel(_ patterns: [String], indentation: Int) -> [String] {
        let margin = String(repeating: " ", count: indentation)
        let fits = { (line: String) in
            indentation + line.utf8.count <= SwiftRenderer.lineLimit
                || indentation + line.count <= SwiftRenderer.lineLimit
        }
        let whole = "case " + patterns.joined(separator: ", ") + ":"
        if fits(whole) { return [margin + whole] }
        var lines: [String] = []
        var current = "case "
        for (index, pattern) in patterns.enumerated() {
            let piece = pattern + (index == patterns.count - 1 ? ":" : ",")
            let isFirstOnLine = current == "case " || current == "    "
            if !isFirstOnLine, !fits(current + " " + piece) {
                lines.append(margin + current)
                current = "    " + piece
            } else {
                current += (isFirstOnLine ? "" : " ") + piece
            }
        }
        return lines + [margin + current]
    }
}

/// How many members a `generated` declaration made. Unchecked: the renderer makes them
/// on the test's own thread.
private final class MadeCount: @unchecked Sendable {
    var value = 0
}
