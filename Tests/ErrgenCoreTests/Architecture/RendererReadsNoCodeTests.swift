import Foundation
import Testing

@testable import ErrgenCore

/// Issue 27, point 3: Translate and Render meet through types. The renderer lays out
/// string and array literals, calls, returns and case patterns because the declaration
/// model says what they are (`Expression`, `CasePattern`), never by reading code text; and
/// the translators hand it those as types, not as code it would have to read.
@Suite("Renderer reads no code")
struct RendererReadsNoCodeTests {
    /// The files that lay out Swift code.
    static let layoutFiles = ["SwiftRenderer.swift", "MultilineString.swift"]

    /// What reading code text looks like: prefixes of statements, the ends of literals,
    /// cutting at parentheses or commas, counting nesting.
    static let codeReading = [
        "hasPrefix(\"return", "hasSuffix(\"]\")", "hasSuffix(\")\")", "hasSuffix(\"\\\"\")", "firstIndex(of: \"(\")",
        "separatedBy: \", \")", "split(separator: \",\")", "depth += 1", "depth -= 1", "inString",
        "topLevelElements",
    ]

    @Test("the Swift renderer's sources do not inspect the code they write", arguments: layoutFiles)
    func noCodeReadingInTheRenderer(_ file: String) throws {
        let path = TestPaths.repository.appendingPathComponent("Sources/ErrgenCore/Render/" + file)
        let text = try String(contentsOf: path, encoding: .utf8)
        for pattern in Self.codeReading {
            #expect(!text.contains(pattern), "\(file) reads code text: \(pattern)")
        }
    }

    @Test(
        "the translators give literals, returns of literals and patterns with bindings as types, never as code text",
        arguments: ["specs"]
            + ((try? FileManager.default.contentsOfDirectory(atPath: TestPaths.goldenFixtures.path)) ?? [])
            .sorted().map { "Tests/Fixtures/golden/" + $0 + "/spec" })
    func translatorsGiveTypes(_ folder: String) throws {
        // Read as `errgen generate` reads a folder, so an OpenAPI document beside the spec is found.
        let root = TestPaths.repository.appendingPathComponent(folder)
        let (checked, diagnostics) = try Generator.check(folder: root.path)
        #expect(!diagnostics.hasErrors, "\(folder): \(diagnostics.sorted.map(\.description))")
        var found: [String] = []
        for pending in Translator(checked).files(includeStringCatalog: false) {
            guard case .swift(let file) = pending.translate() else { continue }
            Self.visit(file.declarations) { found.append($0) }
        }
        #expect(found.isEmpty, "\(folder): \(found.prefix(10))")
    }

    /// Calls `report` for each piece of code text that should have been a type.
    static func visit(_ declarations: [Declaration], report: (String) -> Void) {
        for declaration in declarations.expanded {
            switch declaration {
            case .type(let type): visit(type.members, report: report)
            case .property(let property): visit(property.body ?? [], report: report)
            case .function(let function): visit(function.body, report: report)
            case .enumCase, .mark, .comment, .typeAlias, .generated: break
            }
        }
    }

    static func visit(_ lines: [CodeLine], report: (String) -> Void) {
        func patterns(_ patterns: [CasePattern]) {
            for case .value(.code(let code)) in patterns where code.contains("(") { report("pattern " + code) }
        }
        for line in lines {
            switch line {
            case .line(let text):
                if text.hasPrefix("return \"") || text.hasPrefix("return [") || text.hasPrefix("\"") {
                    report("line " + text)
                }
            case .expression(_, .code(let code)), .return(.code(let code)):
                if code.hasPrefix("\"") || code.hasPrefix("[") { report("code " + code) }
            case .block(_, let body, _), .callBlock(_, _, let body), .defaultArm(let body):
                visit(body, report: report)
            case .switchOver(_, let arms): visit(arms, report: report)
            case .caseArm(let cases, let body), .caseLabel(let cases, let body):
                patterns(cases)
                visit(body, report: report)
            case .caseReturn(let cases, let value):
                patterns(cases)
                visit([.return(value)], report: report)
            case .ifChain(let branches, let otherwise):
                for branch in branches { visit(branch.body, report: report) }
                visit(otherwise ?? [], report: report)
            case .expression, .return, .blank: break
            }
        }
    }
}
