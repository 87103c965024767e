import Foundation
import TestSupport
import Testing

@testable import ErrgenCore

/// Issue 2, point 4: the reference spec, mutated at random (seeded, so a failure can
/// be replayed), never crashes load + decode + check (+ translate and render when the
/// mutant has no errors), and every diagnostic has a place and a message.
@Suite("Robustness")
struct MutationTests {
    /// Bytes that mean something to YAML or to the spec grammars, so mutants reach past the parser.
    static let interesting =
        Array(":{}[]-&*!|>'\"#%@`,?\n\t {}.xX0123456789".utf8) + [0x00, 0x7F, 0xC3, 0xA9, 0xFF, 0xFE]

    static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard bytes.count > 2 else {
                bytes += [UInt8.random(in: 0...255, using: &random)]
                continue
            }
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let length = min(Int.random(in: 1...24, using: &random), bytes.count - start)
            switch Int.random(in: 0..<5, using: &random) {
            case 0:  // cut
                bytes.removeSubrange(start..<(start + length))
            case 1:  // swap two ranges of one byte to a few bytes
                let other = Int.random(in: 0..<bytes.count, using: &random)
                let count = min(Int.random(in: 1...4, using: &random), bytes.count - max(start, other))
                for offset in 0..<count { bytes.swapAt(start + offset, other + offset) }
            case 2:  // duplicate a range somewhere else
                let copy = Array(bytes[start..<(start + length)])
                bytes.insert(contentsOf: copy, at: Int.random(in: 0...bytes.count, using: &random))
            case 3:  // insert random bytes
                let count = Int.random(in: 1...8, using: &random)
                let inserted = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
                bytes.insert(contentsOf: inserted, at: start)
            default:  // insert YAML-significant bytes
                let count = Int.random(in: 1...3, using: &random)
                let inserted = (0..<count).map { _ in interesting.randomElement(using: &random)! }
                bytes.insert(contentsOf: inserted, at: start)
            }
        }
        return bytes
    }

    /// What the mutation runs found; the tests assert on it after the work is done.
    struct Findings: Sendable {
        var problems: [String] = []
        var withErrors = 0
        var rendered = 0
    }

    // The loops run on a thread of their own (`onOwnThread`): they are CPU-bound for
    // seconds and would otherwise hold one of the few threads every other test shares.

    @Test func mutatedReferenceSpecNeverCrashesAndEveryDiagnosticIsPlaced() async throws {
        let paths = try SpecFolderLoader.specPaths(in: ErrgenProcess.specs)
        let originals = try paths.map { path in try #require(FileManager.default.contents(atPath: path)).map { $0 } }
        let iterations = 3000
        let findings = try await onOwnThread {
            Self.mutateReferenceSpec(paths: paths, originals: originals, iterations: iterations)
        }
        #expect(findings.problems.prefix(10) == [])
        // The mutations must reach both outcomes, or the test proves little.
        #expect(findings.withErrors > iterations / 2)
        #expect(findings.rendered > 50)
    }

    static func mutateReferenceSpec(paths: [String], originals: [[UInt8]], iterations: Int) -> Findings {
        var findings = Findings()
        var loadDiagnostics = DiagnosticList()
        let clean = zip(paths, originals).map { path, bytes in
            SpecFile(path: path, root: YAMLLoader().load(bytes, file: path, diagnostics: &loadDiagnostics))
        }
        if !loadDiagnostics.all.isEmpty { findings.problems.append("the reference spec itself has diagnostics") }
        var random = SeededGenerator(state: 2024)
        for iteration in 0..<iterations {
            // Mostly one file mutated; sometimes two, so cross-file rules see broken input too.
            var files = clean
            var diagnostics = DiagnosticList()
            for _ in 0..<(Int.random(in: 0..<5, using: &random) == 0 ? 2 : 1) {
                let index = Int.random(in: 0..<files.count, using: &random)
                let mutant = Self.mutate(originals[index], using: &random)
                var problems = DiagnosticList()
                let root = YAMLLoader().load(mutant, file: paths[index], diagnostics: &problems)
                files[index] = SpecFile(path: paths[index], root: root, isUnreadable: problems.hasErrors)
                diagnostics.append(contentsOf: problems)
            }
            let (spec, decoding) = SpecDecoder.decode(files)
            diagnostics.append(contentsOf: decoding)
            diagnostics.append(contentsOf: SpecChecker.check(spec).diagnostics)
            for diagnostic in diagnostics.all {
                guard let location = diagnostic.location, location.line >= 1, location.column >= 1,
                    paths.contains(location.file), !diagnostic.message.isEmpty
                else {
                    findings.problems.append("iteration \(iteration): \(diagnostic)")
                    continue
                }
            }
            if diagnostics.hasErrors {
                findings.withErrors += 1
            } else {
                let output = Generator.render(spec, specName: "specs", sourceRoot: ErrgenProcess.specs + "/")
                if output.isEmpty { findings.problems.append("iteration \(iteration): rendered nothing") }
                findings.rendered += 1
            }
        }
        return findings
    }

    @Test func randomTokenSoupNeverCrashesTheLoader() async throws {
        let problems = try await onOwnThread { Self.tokenSoup(count: 2000) }
        #expect(problems.prefix(10) == [])
    }

    static func tokenSoup(count: Int) -> [String] {
        var problems: [String] = []
        var random = SeededGenerator(state: 7)
        let tokens = [
            "errgen: 1\n", "errors:\n", "  A:\n", "    ", "- ", "[", "]", "{", "}", ": ", ", ", "&a ", "*a", "? ",
            "|\n", ">-\n",
            "\"", "'", "#", "\n", "\t", "!!str ", "--- ", "...\n", "%YAML 1.2\n", "x", "5002", "~",
        ]
        for _ in 0..<count {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in tokens.randomElement(using: &random)! }
                .joined()
            var diagnostics = DiagnosticList()
            let root = YAMLLoader().load(Array(text.utf8), file: "soup.yaml", diagnostics: &diagnostics)
            let (spec, decoding) = SpecDecoder.decode([
                SpecFile(path: "soup.yaml", root: root, isUnreadable: diagnostics.hasErrors)
            ])
            diagnostics.append(contentsOf: decoding)
            diagnostics.append(contentsOf: SpecChecker.check(spec).diagnostics)
            for diagnostic in diagnostics.all {
                guard let location = diagnostic.location, location.file == "soup.yaml", location.line >= 1,
                    location.column >= 1,
                    !diagnostic.message.isEmpty
                else {
                    problems.append("\(text.debugDescription): \(diagnostic)")
                    continue
                }
            }
        }
        return problems
    }
}
