import Foundation
import Testing

/// The examples of errgen's documentation (the DocC catalog and README.md), read the
/// way `DocumentationExampleTests` checks them. The conventions, which the catalog's
/// writers follow:
///
/// - A ```` ```yaml ```` block is one spec file: `specs/errgen.yaml`, or the path its
///   first line names as a comment (`# specs/orders.yaml`). With a top-level `errgen:`
///   key it is a complete spec; without one it is a fragment, checked beside
///   ``starterPath``, the minimal spec the format reference shows.
/// - `errgen lint` on the example's top folder (`specs` for `specs/errors/a.yaml`), where
///   the starter goes too, must be clean, unless the next
///   ```` ```text ```` block (before another yaml block) starts with a diagnostic line
///   (`path:line:column: error: ...`): then lint prints exactly that block.
/// - A ```` ```yaml ```` block whose first line names a file ending in `scenarios.yaml`
///   (`# scenarios.yaml`) is an `errgen mock` scenario file, not a spec: ErrgenMockTests
///   decodes it against specs/ and plays it.
/// - A ```` ```yaml ```` block whose first line names a file ending in `accept.yaml` is an
///   `errgen diff --accept` file, not a spec: DiffWorkflowTests runs it.
/// - A ```` ```json ```` block whose first member is `"sourceLanguage"`, after a spec example
///   and before its diagnostics, is the spec folder's string catalog (`Localizable.xcstrings`),
///   written beside it. Other JSON blocks (response bodies) are not files of the spec.
/// - A ```` ```json ```` block whose first line starts with `// Generated` is an excerpt of
///   the string catalog errgen writes, read as the Swift excerpts below are.
/// - A ```` ```swift ```` block whose first line starts with `// Generated` is an excerpt
///   of what errgen writes for the nearest yaml example before it: each chunk between
///   `// ...` lines appears in the generated files, its lines contiguous and in order.
/// - A ```` ```text ```` block whose first line is `$ errgen diff <arguments>` is `errgen diff`'s
///   exact output, run where every yaml example of the same article before it is written at
///   its path (a fragment with the starter beside it): see `DiffExampleTests`.
/// - Other Swift blocks by their first line: `// swift-tools-version` is a package
///   manifest; `// Apple-only` is UIKit or SwiftUI code, not compiled here; a path
///   comment (`// Sources/ShopDemo/main.swift`) is a file of the Getting-started
///   package, built by `Scripts/check-getting-started.sh`; anything else is app code
///   that must type-check on its own against ErrgenRuntime and FinFlowAPI.
enum DocumentationExamples {
    static let catalog = TestPaths.repository.appendingPathComponent("Sources/ErrgenRuntime/ErrgenRuntime.docc")
    static let starterPath = "specs/starter.yaml"

    /// A spec example with what the docs say errgen does with it.
    struct SpecExample: Sendable, CustomTestStringConvertible {
        var block: MarkdownCodeBlock
        var path: String
        var isComplete: Bool
        var expectedDiagnostics: MarkdownCodeBlock?
        var generatedExcerpts: [MarkdownCodeBlock]
        /// The spec folder's `Localizable.xcstrings`, when the example has one.
        var catalog: MarkdownCodeBlock? = nil
        /// The OpenAPI document files shown before the example, written beside it at their paths.
        var openAPIFiles: [(path: String, block: MarkdownCodeBlock)] = []

        var testDescription: String { block.location }

        /// The folder `errgen` runs on, as a reader types it: a package target's `errgen` folder
        /// (`Sources/PetsAPI/errgen`), which the build plugin reads, else the path's first component.
        var specFolder: String {
            let parts = path.split(separator: "/")
            if let errgen = parts.dropLast().lastIndex(of: "errgen") { return parts[...errgen].joined(separator: "/") }
            return parts.count > 1 ? String(parts[0]) : "."
        }
    }

    enum SwiftKind: Sendable, Equatable {
        case appCode
        case manifest
        case generatedExcerpt
        case appleOnly
        case packageFile(path: String)
    }

    struct SwiftExample: Sendable, CustomTestStringConvertible {
        var block: MarkdownCodeBlock
        var kind: SwiftKind

        var testDescription: String { block.location }
    }

    /// Every Markdown file that teaches errgen: the catalog's articles and README.md.
    static let documents: [URL] = {
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        return articles.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
            + [TestPaths.repository.appendingPathComponent("README.md")]
    }()

    static let blocks: [MarkdownCodeBlock] = documents.flatMap { url -> [MarkdownCodeBlock] in
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let name = url.path.replacingOccurrences(of: TestPaths.repository.path + "/", with: "")
        return MarkdownCodeBlocks.extract(from: text, file: name)
    }

    static let specExamples: [SpecExample] = {
        var examples: [SpecExample] = []
        var openAPIFiles: [(path: String, block: MarkdownCodeBlock)] = []
        for block in blocks {
            // An OpenAPI document (or a file it refers to) belongs to the next spec example.
            if block.language == "yaml",
                block.lines.contains(where: { $0.hasPrefix("openapi: 3") })
                    || block.firstLine.hasPrefix("# specs/")
                        && block.lines.contains(where: { $0.hasPrefix("components:") })
            {
                openAPIFiles.append((specPath(of: block), block))
                continue
            }
            if block.language == "yaml", isScenarioFile(block) || isWorkflowFile(block) || isAcceptFile(block) {
                continue
            }
            if block.language == "yaml" {
                // A spec shown without its path (what `init --from` wrote) sits beside its document.
                var path = specPath(of: block)
                if namedPath(of: block) == nil, let document = openAPIFiles.first?.path,
                    let slash = document.lastIndex(of: "/")
                {
                    path = document[..<slash] + "/errgen.yaml"
                }
                examples.append(
                    SpecExample(
                        block: block, path: path,
                        isComplete: block.lines.contains { $0.hasPrefix("errgen:") },
                        expectedDiagnostics: nil, generatedExcerpts: [], openAPIFiles: openAPIFiles))
                openAPIFiles = []
                continue
            }
            // Diagnostics and excerpts belong to the nearest spec example of the same file.
            guard let last = examples.indices.last, examples[last].block.file == block.file else { continue }
            if block.language == "json", isStringCatalog(block), examples[last].catalog == nil,
                examples[last].expectedDiagnostics == nil,
                examples[last].generatedExcerpts.isEmpty
            {
                examples[last].catalog = block
            } else if block.language == "text", isDiagnostic(block.firstLine), examples[last].expectedDiagnostics == nil
            {
                examples[last].expectedDiagnostics = block
            } else if block.language == "swift" || block.language == "json", swiftKind(of: block) == .generatedExcerpt {
                examples[last].generatedExcerpts.append(block)
            }
        }
        return examples
    }()

    static let swiftExamples: [SwiftExample] = blocks.filter { $0.language == "swift" }.map {
        SwiftExample(block: $0, kind: swiftKind(of: $0))
    }

    /// The starter spec, exactly as the format reference shows it.
    static var starter: MarkdownCodeBlock? {
        blocks.first { $0.language == "yaml" && $0.firstLine == "# " + starterPath }
    }

    static func specPath(of block: MarkdownCodeBlock) -> String {
        namedPath(of: block) ?? "specs/errgen.yaml"
    }

    /// The path a block's first line names (`# specs/errors.yaml`), if it names one.
    static func namedPath(of block: MarkdownCodeBlock) -> String? {
        let first = block.firstLine
        guard first.hasPrefix("#") else { return nil }
        let named = first.dropFirst().trimmingCharacters(in: .whitespaces)
        let isPath = !named.contains(" ") && (named.hasSuffix(".yaml") || named.hasSuffix(".yml"))
        return isPath ? named : nil
    }

    static func swiftKind(of block: MarkdownCodeBlock) -> SwiftKind {
        let first = block.firstLine
        if first.hasPrefix("// Generated") { return .generatedExcerpt }
        if first.hasPrefix("// swift-tools-version") { return .manifest }
        if first.hasPrefix("// Apple-only") { return .appleOnly }
        if first.hasPrefix("// "), first.hasSuffix(".swift"), !first.dropFirst(3).contains(" ") {
            return .packageFile(path: String(first.dropFirst(3)))
        }
        return .appCode
    }

    /// A JSON block that is a string catalog: `{`, then `"sourceLanguage" : ...`.
    static func isStringCatalog(_ block: MarkdownCodeBlock) -> Bool {
        block.firstLine == "{"
            && block.lines.dropFirst().first?.trimmingCharacters(in: .whitespaces).hasPrefix("\"sourceLanguage\"")
                == true
    }

    /// A scenario file of `errgen mock` (`# scenarios.yaml`), checked by ErrgenMockTests.
    static func isScenarioFile(_ block: MarkdownCodeBlock) -> Bool {
        block.firstLine.hasPrefix("# ") && block.firstLine.hasSuffix("scenarios.yaml")
    }

    /// A CI workflow (`# .github/workflows/ci.yml`), shown for its steps, not a spec.
    static func isWorkflowFile(_ block: MarkdownCodeBlock) -> Bool {
        block.firstLine.hasPrefix("# .github/")
    }

    /// An `errgen diff --accept` file (`# api-accept.yaml`), checked by DiffWorkflowTests.
    static func isAcceptFile(_ block: MarkdownCodeBlock) -> Bool {
        block.firstLine.hasPrefix("# ") && block.firstLine.hasSuffix("accept.yaml")
    }

    /// `path:line:column: error: ...` or `...: warning: ...`.
    static func isDiagnostic(_ line: String) -> Bool {
        line.range(of: #"^\S+:\d+:\d+: (error|warning): "#, options: .regularExpression) != nil
    }

    /// Whether every chunk of `excerpt` (split at `// ...` lines, first line dropped) occurs
    /// in `generated` as contiguous lines, whitespace at either end of a line ignored.
    /// Chunks may come from different files, so their order is free. Returns the first
    /// chunk that does not occur, or nil.
    static func missingChunk(of excerpt: MarkdownCodeBlock, in generated: [String]) -> [String]? {
        let haystack = generated.map { $0.trimmingCharacters(in: .whitespaces) }
        var chunks: [[String]] = [[]]
        for line in excerpt.lines.dropFirst().map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line == "// ..." { chunks.append([]) } else { chunks[chunks.count - 1].append(line) }
        }
        for chunk in chunks.map({ $0.drop { $0.isEmpty } }).filter({ !$0.isEmpty }) {
            let needle = Array(chunk.reversed().drop { $0.isEmpty }.reversed())
            if !contains(needle, in: haystack) { return needle }
        }
        return nil
    }

    private static func contains(_ needle: [String], in haystack: [String]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { index in
            haystack[index] == needle[0] && Array(haystack[index..<index + needle.count]) == needle
        }
    }
}
