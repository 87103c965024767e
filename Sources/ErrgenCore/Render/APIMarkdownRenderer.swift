import ErrgenVocabulary

/// The API catalog as GitHub-flavoured Markdown (`README.md`, so GitHub shows it when the
/// folder is opened). Every spec string goes through `text(_:)`: Markdown's punctuation
/// escaped, line breaks as `<br>`, invisible and direction-changing characters shown by
/// their code point, so no spec can change the page's structure.
enum APIMarkdownRenderer {
    static func render(_ document: APIDocument) -> String {
        let page = APICatalogPage(document)
        var out = ["# \(text(page.title)) API", ""]
        out += page.introduction.map(text).flatMap { ["", $0] }.dropFirst()
        out.append("")
        out += page.sections.map { "- [\(text($0.title))](#\($0.anchor))" }
        out.append("")
        for section in page.sections { out += self.section(section) }
        return out.joined(separator: "\n") + "\n"
    }

    /// A section under its `##` heading. GitHub names a heading's anchor after its words,
    /// so only the changes, whose heading holds the revision, write their own.
    private static func section(_ section: APICatalogPage.Section) -> [String] {
        var out: [String] = []
        if case .changes = section.content { out += [anchor(section.anchor), ""] }
        out += ["## \(text(section.title))", ""]
        switch section.content {
        case .changes(let groups):
            if groups.isEmpty { out += ["No changes.", ""] }
            for group in groups {
                out += ["### \(text(group.heading))", ""]
                out += group.changes.map { "- \(inline($0))" }
                out.append("")
            }
        case .errorCodes(let index, let entries):
            out += table(index)
            for entry in entries { out += error(entry) }
        case .whenNoCodeArrives(let lead, let routing):
            out += [text(lead), ""] + table(routing)
        case .retryPolicies(let policies):
            for policy in policies {
                out.append(
                    "- \(anchor(policy.anchor))**\(text(policy.name))**: \(text(policy.description)). Defined at \(text(policy.definedAt))."
                )
            }
            out.append("")
        case .services(let services, _):
            for service in services {
                out += [anchor(service.anchor), "### \(text(service.name))", ""]
                if let summary = service.summary { out += [inline(.prose(summary)), ""] }
                for endpoint in service.endpoints { out += self.endpoint(endpoint, in: service) }
            }
        case .models(let models):
            for model in models {
                out += [anchor(model.anchor), "### \(text(model.name))", ""]
                out += model.notes.map { inline($0) + "  " }
                out += ["Defined at \(text(model.definedAt)).", ""]
                if !model.properties.rows.isEmpty { out += table(model.properties) }
            }
        case .enums(let enumerations):
            for enumeration in enumerations {
                out += [anchor(enumeration.anchor), "### \(text(enumeration.name))", ""]
                if let summary = enumeration.summary { out += [inline(summary), ""] }
                out += ["\(text(enumeration.description)) Defined at \(text(enumeration.definedAt)).", ""]
                out += table(enumeration.values)
            }
        }
        return out
    }

    /// A table and the blank line after it. The notes column goes untitled.
    private static func table(_ table: APICatalogPage.Table) -> [String] {
        let columns = table.columns.map { $0 == APICatalogPage.notesColumn ? "" : $0 }
        var out = ["|" + columns.map { $0.isEmpty ? " |" : " \($0) |" }.joined()]
        out.append("|" + String(repeating: "---|", count: columns.count))
        out += table.rows.map { "| \($0.cells.map(inline).joined(separator: " | ")) |" }
        out.append("")
        return out
    }

    private static func error(_ entry: APIDocument.ErrorEntry) -> [String] {
        var out: [String] = []
        out.append(anchor(entry.anchor) + entry.aliases.map(anchor).joined())
        out.append("### \(label(entry))")
        out.append("")
        if let summary = entry.summary {
            out.append(inline(.prose(summary)))
            out.append("")
        }
        out += facts(APICatalogPage.facts(entry))
        out.append("")
        for block in entry.texts {
            out.append("**\(block.label)**")
            out.append("")
            for translation in block.translations {
                var line = "- \(text(translation.locale)): \(segments(translation.segments))"
                if let fallback = translation.fallsBackTo {
                    line += " *(no \(text(translation.locale)) text: shows the \(text(fallback)) one)*"
                }
                out.append(line)
            }
            out.append("")
        }
        if !entry.fields.isEmpty { out += ["**Fields**", ""] + table(APICatalogPage.fields(entry)) }
        return out
    }

    private static func endpoint(_ endpoint: APIDocument.Endpoint, in service: APIDocument.Service) -> [String] {
        var out: [String] = []
        out.append(anchor(endpoint.anchor))
        out.append("#### \(text(service.name)).\(text(endpoint.name)): \(endpoint.method) \(text(endpoint.path))")
        out.append("")
        if let summary = endpoint.summary {
            out.append(inline(.prose(summary)))
            out.append("")
        }
        out += facts(APICatalogPage.facts(endpoint))
        out.append("")
        return out
    }

    // MARK: Pieces

    private static func facts(_ facts: [APICatalogPage.Fact]) -> [String] {
        facts.map { "- **\($0.term):** \(inline($0.value))" }
    }

    private static func label(_ entry: APIDocument.ErrorEntry) -> String { inline(.label(entry)) }

    private static func anchor(_ id: String) -> String { "<a id=\"\(id)\"></a>" }

    private static func link(_ target: APIDocument.Link) -> String { inline(.link(target)) }

    /// A code span, fenced by more backticks than the text holds.
    static func code(_ value: String) -> String {
        var longest = 0
        var run = 0
        for character in value {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = value.hasPrefix("`") || value.hasSuffix("`") ? " " : ""
        return fence + padding + value.replacing("|", with: "\\|") + padding + fence
    }

    private static func segments(_ segments: [TextSegment]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let literal): text(literal)
            case .placeholder(let name): "`{\(name)}`"
            case .formatted(let placeholder): "`\(placeholder.source)`"
            case .pluralNumber: "#"
            }
        }.joined()
    }

    /// Plain runs as `text(_:)` writes them, code runs as code spans (their invisible
    /// characters shown by code point, as in plain text), links to the page's anchors.
    static func inline(_ value: APICatalogText) -> String {
        value.runs.map { run in
            switch run {
            case .plain(let plain): text(plain)
            case .code(let code): self.code(APICatalogWords.shown(code))
            case .link(let anchor, let label): "[\(inline(label))](#\(anchor))"
            case .aside(let aside): "(\(text(aside)))"
            case .category(let category): category.rawValue
            }
        }.joined()
    }

    /// Spec text as Markdown that shows exactly that text.
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            if scalar == "\n" {
                out += "<br>"
            } else if let visible = APICatalogWords.visible(scalar) {
                out += visible
            } else if "\\`*_[]<>|~&#$!".unicodeScalars.contains(scalar) {
                out += "\\" + String(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
