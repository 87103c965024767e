import ErrgenCore
import Foundation
import Testing

/// Issue 16, point 1: the API catalog (`errgen docs`). Golden files in
/// `Tests/Fixtures/api-catalog/<name>/` (README.md and index.html) for the reference spec
/// and golden specs chosen for what they stress: `adversarial` (quotes, `<`, NUL, RTL
/// overrides, emoji, a code with a newline), `three-locales` (a missing translation and
/// its fallback), `parameters` (every kind of parameter, body and response), `openapi-shop`
/// (the operations of an OpenAPI document, listed as errgen's own endpoints are), `openapi-constructs`
/// (the unions, defaults and one-way properties an OpenAPI document's schemas become).
/// `ERRGEN_RECORD=1 swift test --filter APICatalog` rewrites them.
@Suite("API catalog")
struct APICatalogTests {
    struct Fixture: CustomTestStringConvertible, Sendable {
        var name: String
        var spec: URL
        var expected: URL
        var testDescription: String { name }
    }

    static let catalogs = TestPaths.fixtures.appendingPathComponent("api-catalog")

    static let fixtures: [Fixture] =
        [
            Fixture(
                name: "reference", spec: TestPaths.referenceSpec, expected: catalogs.appendingPathComponent("reference")
            )
        ]
        + ["adversarial", "three-locales", "parameters", "openapi-shop", "openapi-constructs", "types"].map { name in
            Fixture(
                name: name, spec: TestPaths.goldenFixtures.appendingPathComponent(name).appendingPathComponent("spec"),
                expected: catalogs.appendingPathComponent(name))
        }

    static func files(_ fixture: Fixture) throws -> [GeneratedFile] {
        let outcome = try Generator.document(folder: fixture.spec.path + "/")
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.description).joined(separator: "\n"))")
        return try #require(outcome.files)
    }

    static func html(_ fixture: Fixture) throws -> String {
        try #require(try files(fixture).first { $0.name == Generator.APICatalogFiles.html }).contents
    }

    static func markdown(_ fixture: Fixture) throws -> String {
        try #require(try files(fixture).first { $0.name == Generator.APICatalogFiles.markdown }).contents
    }

    @Test("the catalog matches the expected files", arguments: fixtures)
    func matchesExpected(_ fixture: Fixture) throws {
        let files = try Self.files(fixture)
        #expect(files.map(\.name) == Generator.APICatalogFiles.all)
        if GoldenTests.isRecording {
            try GoldenTests.record(files, in: fixture.expected)
            return
        }
        for file in files {
            let expected =
                (try? String(contentsOf: fixture.expected.appendingPathComponent(file.name), encoding: .utf8)) ?? ""
            if expected != file.contents {
                let diff = UnifiedDiff.diff(
                    old: expected, new: file.contents, oldName: "expected/\(file.name)",
                    newName: "generated/\(file.name)")
                Issue.record(
                    "\(fixture.name)/\(file.name) differs (ERRGEN_RECORD=1 swift test --filter APICatalog rewrites it):\n\(diff)"
                )
            }
        }
    }

    @Test("the same spec always gives the same bytes")
    func deterministic() throws {
        let fixture = Self.fixtures[0]
        #expect(try Self.files(fixture) == Self.files(fixture))
    }

    @Test("the page is self-contained: one inline style, one inline script, nothing fetched", arguments: fixtures)
    func selfContained(_ fixture: Fixture) throws {
        let html = try Self.html(fixture)
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.components(separatedBy: "<style").count == 2)
        for needle in [
            "<link", " src=", "@import", "url(", "@font-face", "<img", "<iframe", "<object", "<embed", " on",
        ] {
            #expect(!Self.tags(in: html).contains { $0.contains(needle) }, "\(fixture.name): a tag holds '\(needle)'")
        }
        #expect(!html.contains("url("))
        #expect(!html.contains("@import"))
    }

    @Test("every tag is one the renderer writes: no spec text becomes markup", arguments: fixtures)
    func onlyKnownTags(_ fixture: Fixture) throws {
        let known: Set<String> = [
            "!DOCTYPE", "html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "h4", "p", "form",
            "label", "input",
            "select", "option", "output", "nav", "ul", "li", "a", "main", "section", "table", "thead", "tbody", "tr",
            "th", "td", "code",
            "span", "article", "dl", "dt", "dd", "strong", "em", "bdi", "br", "script",
        ]
        let html = try Self.html(fixture)
        for tag in Self.tags(in: html) {
            let name = tag.dropFirst().drop { $0 == "/" }.prefix { !" >".contains($0) }
            #expect(known.contains(String(name)), "\(fixture.name): unexpected tag \(tag)")
        }
        // No raw control character or direction override reaches either file.
        for text in [html, try Self.markdown(fixture)] {
            let bad = text.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
                    || (0x202A...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value)
            }
            #expect(bad.isEmpty, "\(fixture.name): raw \(bad.map { String($0.value, radix: 16) })")
        }
    }

    @Test("every link goes to an anchor of the page, and anchors are unique", arguments: fixtures)
    func linksResolve(_ fixture: Fixture) throws {
        let html = try Self.html(fixture)
        let ids = Self.matches(#" id="([^"]*)""#, in: html)
        #expect(Set(ids).count == ids.count, "\(fixture.name): an id is used twice")
        for target in Self.matches(##"href="#([^"]*)""##, in: html) {
            #expect(ids.contains(target), "\(fixture.name): index.html links to #\(target), which is not on the page")
        }
        let markdown = try Self.markdown(fixture)
        let anchors =
            Self.matches(#"<a id="([^"]*)"></a>"#, in: markdown) + [
                "error-codes", "when-no-code-arrives", "retry-policies", "services", "models", "enums",
            ]
        for target in Self.matches(##"\]\(#([^)]*)\)"##, in: markdown) {
            #expect(anchors.contains(target), "\(fixture.name): README.md links to #\(target), which is not in it")
        }
    }

    @Test("without JavaScript everything is visible; support can link a code by its name or its number")
    func worksWithoutScript() throws {
        let html = try Self.html(Self.fixtures[0])
        #expect(html.components(separatedBy: " hidden").count == 2, "only the filter form starts hidden")
        #expect(html.contains("<form id=\"filter\" role=\"search\" hidden>"))
        #expect(html.contains("<article id=\"ACCOUNT_LOCKED\" class=\"error\""))
        #expect(html.contains("<span id=\"5002\"></span>"))
        #expect(html.contains("<label for=\"q\">Filter</label>"))
        for code in ["VALIDATION_ERROR", "RATE_LIMITED", "INVALID_CREDENTIALS", "NETWORK_ERROR"] {
            #expect(html.contains("<article id=\"\(code)\" class=\"error\""), "no entry for \(code)")
        }
    }

    @Test("each entry shows every locale, placeholders as such, and a missing translation's fallback")
    func textsInEveryLocale() throws {
        let reference = try Self.html(Self.fixtures[0])
        #expect(
            reference.contains(
                "Too many requests. Try again <code class=\"placeholder\">{retry_after, plural, one {in # second} other {in # seconds} ?? later}</code>."
            ))
        #expect(
            reference.contains(
                "Quá nhiều yêu cầu. Vui lòng thử lại <code class=\"placeholder\">{retry_after, plural, other {sau # giây} ?? sau}</code>."
            )
        )
        #expect(reference.contains("<td>header: Retry-After</td>"))
        let threeLocales = try Self.markdown(Self.fixtures[2])
        #expect(threeLocales.contains("text: shows the "), "the fallback of a missing translation is shown")
    }

    static func tags(in html: String) -> [String] {
        matches(#"(<[^>]*>)"#, in: html)
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
