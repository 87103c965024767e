import ErrgenVocabulary

/// The API catalog as one self-contained HTML page (`index.html`): inline style and a small
/// inline script, nothing fetched, so it works offline and from a file. With JavaScript
/// the page filters its entries as one types (code, name, status, category, endpoint;
/// `?q=` and `?category=` in the address fill the filter); without it everything shows.
///
/// Every spec string goes through `text(_:)` (HTML-escaped, invisible and
/// direction-changing characters shown by their code point) or `attribute(_:)`; none
/// reaches the script.
enum APIHTMLRenderer {
    static func render(_ document: APIDocument) -> String {
        let page = APICatalogPage(document)
        let title = "\(text(page.title)) API"
        var out = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"generator\" content=\"errgen\">", "<title>\(title)</title>", "<style>\n\(style)</style>",
            "</head>", "<body>", "<header>", "<h1>\(title)</h1>",
        ]
        out += page.introduction.map { "<p>\(text($0))</p>" }
        out += filterForm
        out.append("<nav aria-label=\"Contents\"><ul>")
        out += page.sections.map { "<li><a href=\"#\($0.anchor)\">\(text($0.title))</a></li>" }
        out += ["</ul></nav>", "</header>", "<main>"]
        for section in page.sections { out += self.section(section) }
        out += ["</main>", "<script>\n\(script)</script>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    /// The filter's form, hidden until the script shows it.
    private static let filterForm: [String] =
        [
            "<form id=\"filter\" role=\"search\" hidden>", "<label for=\"q\">Filter</label>",
            "<input id=\"q\" name=\"q\" type=\"search\" autocomplete=\"off\" spellcheck=\"false\" placeholder=\"code, status, category or endpoint\">",
            "<label for=\"category\">Category</label>", "<select id=\"category\" name=\"category\">",
            "<option value=\"\">any</option>",
        ] + ErrorCategory.allCases.map { "<option>\($0.rawValue)</option>" }
        + [
            "</select>", "<output id=\"count\" for=\"q category\" aria-live=\"polite\"></output>", "</form>",
        ]

    /// A `<section>` with its `<h2>`.
    private static func section(_ section: APICatalogPage.Section) -> [String] {
        var out = ["<section id=\"\(section.anchor)\">", "<h2>\(text(section.title))</h2>"]
        switch section.content {
        case .changes(let groups):
            if groups.isEmpty { out.append("<p>No changes.</p>") }
            for group in groups {
                out += ["<h3>\(text(group.heading))</h3>", "<ul class=\"changes\">"]
                out += group.changes.map { "<li>\(inline($0))</li>" }
                out.append("</ul>")
            }
        case .errorCodes(let index, let entries):
            out += table(index)
            for entry in entries { out += error(entry) }
        case .whenNoCodeArrives(let lead, let routing):
            out += ["<p>\(text(lead))</p>"] + table(routing)
        case .retryPolicies(let policies):
            out.append("<ul>")
            for policy in policies {
                out.append(
                    "<li id=\"\(attribute(policy.anchor))\"><strong>\(text(policy.name))</strong>: \(text(policy.description)). <span class=\"where\">\(text(policy.definedAt))</span></li>"
                )
            }
            out.append("</ul>")
        case .services(let services, let errors):
            for service in services {
                out += [
                    "<section id=\"\(attribute(service.anchor))\" class=\"service\">", "<h3>\(text(service.name))</h3>",
                ]
                if let summary = service.summary { out.append("<p>\(inline(.prose(summary)))</p>") }
                for endpoint in service.endpoints { out += self.endpoint(endpoint, in: service, errors: errors) }
                out.append("</section>")
            }
        case .models(let models):
            for model in models {
                out += ["<article id=\"\(attribute(model.anchor))\" class=\"model\">", "<h3>\(text(model.name))</h3>"]
                out += model.notes.map { "<p class=\"note\">\(inline($0))</p>" }
                out += table(model.properties)
                out += ["<p class=\"where\">Defined at \(text(model.definedAt))</p>", "</article>"]
            }
        case .enums(let enumerations):
            for enumeration in enumerations {
                out += [
                    "<article id=\"\(attribute(enumeration.anchor))\" class=\"model\">",
                    "<h3>\(text(enumeration.name))</h3>",
                ]
                if let summary = enumeration.summary { out.append("<p>\(inline(summary))</p>") }
                out.append("<p>\(text(enumeration.description))</p>")
                out += table(enumeration.values)
                out += ["<p class=\"where\">Defined at \(text(enumeration.definedAt))</p>", "</article>"]
            }
        }
        out.append("</section>")
        return out
    }

    /// A table; a row that lists a code carries what the filter matches it by.
    private static func table(_ table: APICatalogPage.Table) -> [String] {
        let kind =
            switch table.kind {
            case .plain: ""
            case .index: " class=\"index\""
            case .fields: " class=\"fields\""
            }
        let head = table.columns.map { "<th scope=\"col\">\($0)</th>" }.joined()
        var out = ["<table\(kind)>", "<thead><tr>\(head)</tr></thead>", "<tbody>"]
        for row in table.rows {
            let cells = row.cells.map { "<td>\(inline($0))</td>" }.joined()
            out.append("<tr\(row.entry.map(filterAttributes) ?? "")>\(cells)</tr>")
        }
        out += ["</tbody>", "</table>"]
        return out
    }

    private static func error(_ entry: APIDocument.ErrorEntry) -> [String] {
        var out: [String] = []
        out.append("<article id=\"\(attribute(entry.anchor))\" class=\"error\"\(filterAttributes(entry))>")
        for alias in entry.aliases { out.append("<span id=\"\(attribute(alias))\"></span>") }
        out.append(
            "<h3><a class=\"self\" href=\"#\(attribute(entry.anchor))\">\(label(entry))</a> \(badge(entry.category))"
                + "\(entry.status.map { " <span class=\"status\">\($0)</span>" } ?? "")</h3>")
        if let summary = entry.summary { out.append("<p class=\"summary\">\(inline(.prose(summary)))</p>") }
        out += facts(APICatalogPage.facts(entry))
        if !entry.texts.isEmpty {
            out.append("<table class=\"texts\">")
            out.append(
                "<thead><tr><th scope=\"col\">Text</th><th scope=\"col\">Locale</th><th scope=\"col\">What the user reads</th></tr></thead>"
            )
            out.append("<tbody>")
            for block in entry.texts {
                for (number, translation) in block.translations.enumerated() {
                    let head =
                        number == 0
                        ? "<th scope=\"row\" rowspan=\"\(block.translations.count)\">\(block.label)</th>" : ""
                    let fallback =
                        translation.fallsBackTo.map {
                            " <em class=\"fallback\">(no \(text(translation.locale)) text: shows the \(text($0)) one)</em>"
                        } ?? ""
                    let language = attribute(translation.fallsBackTo ?? translation.locale)
                    out.append(
                        "<tr>\(head)<td>\(text(translation.locale))</td><td><bdi lang=\"\(language)\">\(segments(translation.segments))</bdi>\(fallback)</td></tr>"
                    )
                }
            }
            out.append("</tbody>")
            out.append("</table>")
        }
        if !entry.fields.isEmpty { out += table(APICatalogPage.fields(entry)) }
        out.append("</article>")
        return out
    }

    private static func endpoint(
        _ endpoint: APIDocument.Endpoint, in service: APIDocument.Service, errors: [APIDocument.ErrorEntry]
    ) -> [String] {
        var out: [String] = []
        // Found by its own words and by those of the codes it documents.
        let documented = endpoint.errors.compactMap { link in errors.first { $0.anchor == link.anchor } }
        let search =
            ([service.name + "." + endpoint.name, endpoint.method, endpoint.path] + documented.map(searchText)).joined(
                separator: " ")
        let categories = Array(Set(documented.map(\.category.rawValue))).sorted().joined(separator: " ")
        out.append(
            "<article id=\"\(attribute(endpoint.anchor))\" class=\"endpoint\" data-search=\"\(attribute(search))\" data-category=\"\(categories)\">"
        )
        out.append(
            "<h4><a class=\"self\" href=\"#\(attribute(endpoint.anchor))\">\(text(service.name)).\(text(endpoint.name))</a> <span class=\"method\">\(endpoint.method)</span> <code>\(text(endpoint.path))</code></h4>"
        )
        if let summary = endpoint.summary { out.append("<p>\(inline(.prose(summary)))</p>") }
        out += facts(APICatalogPage.facts(endpoint))
        out.append("</article>")
        return out
    }

    // MARK: Pieces

    private static func facts(_ facts: [APICatalogPage.Fact]) -> [String] {
        ["<dl class=\"facts\">"]
            + facts.map { "<dt>\($0.term)</dt><dd\($0.isPlace ? " class=\"where\"" : "")>\(inline($0.value))</dd>" }
            + ["</dl>"]
    }

    /// What the filter matches an entry by: code, name, Swift case, status, category, endpoints.
    private static func searchText(_ entry: APIDocument.ErrorEntry) -> String {
        ([entry.code, entry.name, entry.swiftCase, entry.status.map(String.init), entry.category.rawValue].compactMap {
            $0
        }
            + entry.endpoints.map(\.text)).joined(separator: " ")
    }

    private static func filterAttributes(_ entry: APIDocument.ErrorEntry) -> String {
        " data-search=\"\(attribute(searchText(entry)))\" data-category=\"\(entry.category.rawValue)\""
    }

    private static func label(_ entry: APIDocument.ErrorEntry) -> String { inline(.label(entry)) }

    private static func badge(_ category: ErrorCategory) -> String {
        "<span class=\"badge \(category.rawValue)\">\(category.rawValue)</span>"
    }

    private static func link(_ target: APIDocument.Link) -> String { inline(.link(target)) }

    private static func segments(_ segments: [TextSegment]) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let literal): text(literal)
            case .placeholder(let name): "<code class=\"placeholder\">{\(text(name))}</code>"
            case .formatted(let placeholder): "<code class=\"placeholder\">\(text(placeholder.source))</code>"
            case .pluralNumber: "#"
            }
        }.joined()
    }

    /// Plain runs as `text(_:)` writes them, code runs in `<code>`, links to the page's anchors.
    static func inline(_ value: APICatalogText) -> String {
        value.runs.map { run in
            switch run {
            case .plain(let plain): text(plain)
            case .code(let code): "<code>\(text(code))</code>"
            case .link(let anchor, let label): "<a href=\"#\(attribute(anchor))\">\(inline(label))</a>"
            case .aside(let aside): "<span class=\"code\">\(text(aside))</span>"
            case .category(let category): badge(category)
            }
        }.joined()
    }

    /// Spec text as HTML that shows exactly that text.
    static func text(_ value: String) -> String {
        escaped(value, lineBreak: "<br>") { "<span class=\"invisible\">\($0)</span>" }
    }

    /// Spec text inside a double-quoted attribute: escaped, controls as their code point.
    static func attribute(_ value: String) -> String {
        escaped(value, lineBreak: " ") { $0 }
    }

    /// `value` with HTML's special characters as entities, a line break as `lineBreak`, and
    /// each invisible character as its visible name (`APICatalogWords.visible`) through `shown`.
    private static func escaped(_ value: String, lineBreak: String, shown: (String) -> String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n": out += lineBreak
            default:
                if let visible = APICatalogWords.visible(scalar) {
                    out += shown(visible)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    static let style = """
        :root { color-scheme: light dark; --fg: #1d1d1f; --bg: #ffffff; --muted: #5f6368; --line: #d9dce1; --panel: #f5f6f8; --link: #0b57d0; }
        @media (prefers-color-scheme: dark) { :root { --fg: #e8eaed; --bg: #17181a; --muted: #a0a4aa; --line: #3a3d42; --panel: #212326; --link: #8ab4f8; } }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--fg); background: var(--bg); }
        header, main { max-width: 64rem; margin: 0 auto; padding: 0 1.25rem; }
        header { padding-top: 1.5rem; }
        h1 { margin: 0 0 .5rem; font-size: 1.75rem; }
        h2 { margin: 2rem 0 1rem; padding-bottom: .25rem; border-bottom: 2px solid var(--line); font-size: 1.35rem; }
        h3, h4 { margin: 0 0 .5rem; }
        a { color: var(--link); }
        a.self { color: inherit; text-decoration: none; }
        a.self:hover, a.self:focus { text-decoration: underline; }
        code { font: .9em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        code.placeholder { padding: 0 .2em; border-radius: 3px; background: #fde7b0; color: #4a3500; }
        .invisible { padding: 0 .15em; border: 1px dashed var(--muted); font-size: .8em; color: var(--muted); }
        form { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 1rem 0; padding: .75rem; background: var(--panel); border: 1px solid var(--line); border-radius: 8px; }
        form[hidden] { display: none; }
        input, select { font: inherit; padding: .35rem .5rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg); }
        input { flex: 1 1 16rem; }
        output { color: var(--muted); }
        nav ul { display: flex; flex-wrap: wrap; gap: 1rem; padding: 0; list-style: none; }
        table { width: 100%; margin: .75rem 0; border-collapse: collapse; }
        th, td { padding: .35rem .5rem; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
        thead th { color: var(--muted); font-weight: 600; font-size: .85em; }
        article { margin: 1rem 0; padding: 1rem 1.25rem; border: 1px solid var(--line); border-radius: 10px; }
        article:target { outline: 3px solid var(--link); }
        .summary, .where, .code, .fallback { color: var(--muted); }
        .code { font-weight: normal; }
        .status, .method { padding: .05rem .45rem; border-radius: 4px; background: var(--panel); border: 1px solid var(--line); font-size: .8em; font-weight: 600; }
        .badge { padding: .05rem .5rem; border-radius: 999px; font-size: .75em; font-weight: 600; vertical-align: middle; color: #fff; background: #5f6368; }
        .badge.retryable { background: #1a7f37; }
        .badge.non_retryable { background: #5f6368; }
        .badge.reauthenticate { background: #0b57d0; }
        .badge.requires_logout { background: #8250df; }
        .badge.maintenance { background: #9a6700; }
        .badge.force_update { background: #cf222e; }
        dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: .5rem 0; }
        dl.facts dt { color: var(--muted); }
        dl.facts dd { margin: 0; }

        """

    /// The filter: every element with `data-search` stays visible when each word typed
    /// appears in it (and its `data-category` holds the chosen category).
    static let script = """
        (function () {
          var form = document.getElementById("filter");
          var query = document.getElementById("q");
          var category = document.getElementById("category");
          var count = document.getElementById("count");
          var items = Array.prototype.slice.call(document.querySelectorAll("[data-search]"));
          var errors = items.filter(function (item) { return item.classList.contains("error"); });
          function apply() {
            var words = query.value.toLowerCase().split(/\\s+/).filter(Boolean);
            var chosen = category.value;
            items.forEach(function (item) {
              var text = item.getAttribute("data-search").toLowerCase();
              var categories = " " + item.getAttribute("data-category") + " ";
              var shown = words.every(function (word) { return text.indexOf(word) >= 0; })
                && (!chosen || categories.indexOf(" " + chosen + " ") >= 0);
              item.hidden = !shown;
            });
            var visible = errors.filter(function (item) { return !item.hidden; }).length;
            count.textContent = visible + " of " + errors.length + " error codes";
          }
          var parameters = new URLSearchParams(window.location.search);
          query.value = parameters.get("q") || "";
          category.value = parameters.get("category") || "";
          query.addEventListener("input", apply);
          category.addEventListener("change", apply);
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          form.hidden = false;
          apply();
        })();

        """
}
