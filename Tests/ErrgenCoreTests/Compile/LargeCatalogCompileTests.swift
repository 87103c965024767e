import Foundation
import Testing

@testable import ErrgenCore

/// Issue 12: a catalog of 1,000 codes made the compiler give up ("unable to check that this
/// switch is exhaustive in reasonable time"), and type-checking grew with the square of the
/// catalog. This compiles 2,000 codes, with payload fields and messages in two locales, with
/// the compiler's default settings, so that the cliff cannot come back unnoticed. It checks
/// that the output compiles, never how long it takes (Benchmarks/compare-compile.sh does).
@Suite("A large catalog compiles", .serialized)
struct LargeCatalogCompileTests {
    static let codes = 2_000

    /// Every kind of entry the error files handle differently, in turn: fields from details,
    /// body and headers, required and optional, placeholders in one or both texts, titles,
    /// recovery suggestions, problem types, retry policies, integer and string codes.
    static func spec(codes: Int) -> String {
        var yaml = """
            errgen: 1
            module: {name: Big, access: public, locales: [en, vi]}
            retry_policies:
              standard: {max_attempts: 3}
            client_errors: {offline: E0, timeout: E1, other: E1}
            fallbacks: {4xx: E2, 5xx: E3, 429: E4}
            models:
              Item: {id: Int, name: String}
            services:
              Items:
                endpoints:
                  item: {method: GET, path: '/items/{id}', path_params: {id: Int}, response: Item, errors: [E5, NUMBERED_6]}

            """
        // A service of 150 endpoints, so that its router's switches come in parts too.
        yaml += "  Pages:\n    endpoints:\n"
        for index in 0..<150 {
            yaml +=
                "      page\(index): {method: GET, path: '/pages/{id}/\(index)', path_params: {id: Int}, query: {q: String?}}\n"
        }
        // An enum of 150 values, whose switches come in parts as well.
        yaml += "enums:\n  Level:\n    values:\n"
        for index in 0..<150 { yaml += "      L\(index): Level \(index).\n" }
        yaml += "errors:\n"
        let categories = [
            "retryable", "non_retryable", "reauthenticate", "maintenance", "force_update", "requires_logout",
        ]
        for index in 0..<codes {
            let code = index % 7 == 6 ? "\(10_000 + index)" : "E\(index)"
            var entry = "  \(code):\n"
            if index % 7 == 6 { entry += "    name: NUMBERED_\(index)\n" }
            // E0 and E1 are client errors (no status); the fallbacks need optional fields only.
            if index > 1 { entry += "    status: \(400 + index % 100)\n" }
            entry += "    category: \(index < 5 ? "retryable" : categories[index % categories.count])\n"
            let optional = index < 5 || index % 2 == 0
            switch index % 4 {
            case 0:
                entry += "    fields: {count: Int\(optional ? "?" : ""), reason: String?}\n"
                entry +=
                    "    message: {en: 'Entry \(index): {count} left, {reason}.', vi: 'Mục \(index): còn {count}, {reason}.'}\n"
            case 1:
                entry += "    fields:\n      retry_after: {type: Int?, from: header.Retry-After}\n"
                entry +=
                    "    message: {en: 'Entry \(index): wait {retry_after} s.', vi: 'Mục \(index): chờ {retry_after} giây.'}\n"
                entry += "    title: {en: 'Title \(index)', vi: 'Tiêu đề \(index)'}\n"
            case 2:
                entry += "    fields:\n      ids: {type: '[Int]\(optional ? "?" : "")', from: body.error.ids}\n"
                entry += "    message: {en: 'Entry \(index) failed.', vi: 'Mục \(index) lỗi.'}\n"
                entry += "    recovery_suggestion: {en: 'Try \(index) again.', vi: 'Thử lại \(index).'}\n"
            default:
                entry += "    message: {en: 'Entry \(index) is plain.', vi: 'Mục \(index) thường.'}\n"
                if index % 8 == 3 { entry += "    problem_type: https://errors.example/\(index)\n" }
                if index % 5 == 3 { entry += "    retry: standard\n" }
            }
            yaml += entry
        }
        return yaml
    }

    @Test(
        "2,000 codes with fields and two locales type-check in a package's and an app target's settings, warnings as errors",
        arguments: [CompileMode.swift6, .xcodeApp])
    func twoThousandCodes(mode: CompileMode) async throws {
        let (files, diagnostics) = CompileSupport.generate(Self.spec(codes: Self.codes))
        let generated = try #require(files, "\(diagnostics.prefix(5))")
        #expect(generated.first { $0.name == OutputFileSet.errors }?.contents.contains("case numbered6(") == true)
        let result = try await CompileSupport.typeCheck([generated], appCode: "", moduleName: "Big", mode: mode)
        #expect(result.succeeded, "\(result.output.prefix(3000))")
    }

    /// The compiler's time for one function grows faster than the function, so no switch errgen
    /// writes may grow with the catalog: this is what keeps 10,000 codes compiling, which a
    /// type-check alone would not show (the cost was in SIL and LLVM).
    @Test(
        "no generated switch lists more than 100 cases; a 2,000-code catalog's, a 150-endpoint router's and a 150-value enum's come in parts"
    )
    func everySwitchIsBounded() throws {
        let file = try #require(SnippetTests.file("errgen.yaml", Self.spec(codes: Self.codes)))
        let (spec, decoding) = SpecDecoder.decode([file])
        let (checked, checking) = SpecChecker.check(spec)
        // Warnings are expected (optional placeholders without a fallback); errors are not.
        #expect(!(decoding.sorted + checking.sorted).contains { $0.severity == .error })
        let declarations = Translator(checked).files(includeStringCatalog: false).flatMap { pending -> [Declaration] in
            if case .swift(let swift) = pending.translate() { return swift.declarations }
            return []
        }
        var largest = 0
        var members: [String] = []
        func visit(_ lines: [CodeLine]) {
            for line in lines {
                switch line {
                case .switchOver(_, let arms):
                    var cases = 0
                    for arm in arms {
                        switch arm {
                        case .caseLabel(let patterns, let body):
                            cases += patterns.count
                            visit(body)
                        case .caseReturn(let patterns, _):
                            cases += patterns.count
                        case .caseArm(let patterns, let body):
                            cases += patterns.count
                            visit(body)
                        case .defaultArm(let body):
                            visit(body)
                        default: break
                        }
                    }
                    largest = max(largest, cases)
                case .block(_, let body, _), .caseArm(_, let body), .defaultArm(let body), .caseLabel(_, let body),
                    .callBlock(_, _, let body):
                    visit(body)
                case .ifChain(let branches, let otherwise):
                    for branch in branches { visit(branch.body) }
                    visit(otherwise ?? [])
                default: break
                }
            }
        }
        func visit(_ declaration: Declaration) {
            switch declaration {
            case .type(let type): type.members.expanded.forEach(visit)
            case .function(let function):
                if case .function(let name) = function.signature.kind { members.append(name) }
                visit(function.body)
            case .property(let property):
                members.append(property.name)
                visit(property.body ?? [])
            default: break
            }
        }
        declarations.forEach(visit)
        #expect(largest == SwitchMember.maximumCases)
        for member in [
            "_codePart20", "_contextPart20", "_decodedPart20", "_wirePart20", "_messageTemplatePart20",
            "_ordinalPart20", "_pathPart2", "_equalPart2", "_listedPart2", "_rawValuePart2",
        ] {
            #expect(members.contains(member), "no \(member)")
        }
    }
}
