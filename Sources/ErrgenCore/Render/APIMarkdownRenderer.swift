import ErrgenVocabulary

/// The API catalog as GitHub-flavoured Markdown (`README.md`, so GitHub shows it when the
/// folder is opened). Every spec string goes through `text(_:)`: Markdown's punctuation
/// escaped, line breaks as `<br>`, invisible and direction-changing characters shown by
/// their code point, so no spec can change the page's structure.
enum APIMarkdownRenderer {
    static func render(_ document: APIDocument) -> String {
        var out: [String] = []
        out.append("# \(text(document.title)) API")
        out.append("")
        out.append(contentsOf: APICatalogWords.introduction(document).map(text))
        out.append("")
        if let changes = document.changes {
            out.append("- [Changes since \(text(changes.revision))](#changes)")
        }
        out.append("- [Error codes](#error-codes)")
        out.append("- [When no code arrives](#when-no-code-arrives)")
        if !document.retryPolicies.isEmpty { out.append("- [Retry policies](#retry-policies)") }
        if !document.services.isEmpty { out.append("- [Services](#services)") }
        if !document.models.isEmpty { out.append("- [Models](#models)") }
        if !document.enums.isEmpty { out.append("- [Enums](#enums)") }
        out.append("")
        if let changes = document.changes { out.append(contentsOf: self.changes(changes)) }

        out.append("## Error codes")
        out.append("")
        out.append("| Code | Swift | Status | Category | Endpoints |")
        out.append("|---|---|---|---|---|")
        for entry in document.errors {
            out.append(
                "| \(link(entry.anchor, label(entry))) | \(code(entry.swiftCase)) | \(entry.status.map(String.init) ?? "") | \(entry.category.rawValue) | \(entry.endpoints.map(link).joined(separator: ", ")) |"
            )
        }
        out.append("")
        for entry in document.errors { out.append(contentsOf: error(entry)) }

        out.append("## When no code arrives")
        out.append("")
        out.append(
            "The entry the client raises when a request fails without a response it can read, or when the response has no code the catalog knows."
        )
        out.append("")
        out.append("| When | Entry |")
        out.append("|---|---|")
        for routing in document.clientErrors {
            out.append("| client error: \(text(routing.when)) | \(link(routing.entry)) |")
        }
        for routing in document.fallbacks { out.append("| status \(text(routing.when)) | \(link(routing.entry)) |") }
        out.append("")

        if !document.retryPolicies.isEmpty {
            out.append("## Retry policies")
            out.append("")
            for policy in document.retryPolicies {
                out.append(
                    "- \(anchor(policy.anchor))**\(text(policy.name))**: \(text(policy.description)). Defined at \(text(policy.definedAt))."
                )
            }
            out.append("")
        }
        if !document.services.isEmpty {
            out.append("## Services")
            out.append("")
            for service in document.services {
                out.append(anchor(service.anchor))
                out.append("### \(text(service.name))")
                out.append("")
                if let summary = service.summary {
                    out.append(inline(.prose(summary)))
                    out.append("")
                }
                for endpoint in service.endpoints { out.append(contentsOf: self.endpoint(endpoint, in: service)) }
            }
        }
        if !document.models.isEmpty {
            out.append("## Models")
            out.append("")
            for model in document.models {
                out.append(anchor(model.anchor))
                out.append("### \(text(model.name))")
                out.append("")
                for note in APICatalogWords.notes(model.evolution) { out.append(inline(note) + "  ") }
                out.append("Defined at \(text(model.definedAt)).")
                out.append("")
                if !model.properties.isEmpty {
                    out.append("| Property | Type | |")
                    out.append("|---|---|---|")
                    for property in model.properties {
                        let notes =
                            ([
                                property.secret ? "secret: redacted in logs" : nil,
                                property.summary.map { inline(.prose($0)) },
                            ]
                            .compactMap { $0 } + APICatalogWords.notes(property.evolution).map(inline)).joined(
                                separator: "; ")
                        out.append("| \(text(property.name)) | \(code(property.type)) | \(notes) |")
                    }
                    out.append("")
                }
            }
        }
        if !document.enums.isEmpty {
            out.append("## Enums")
            out.append("")
            for enumeration in document.enums {
                out.append(anchor(enumeration.anchor))
                out.append("### \(text(enumeration.name))")
                out.append("")
                if let summary = enumeration.summary {
                    out.append(inline(.prose(summary)))
                    out.append("")
                }
                out.append(
                    "\(text(APICatalogWords.enumDescription(enumeration))) Defined at \(text(enumeration.definedAt)).")
                out.append("")
                out.append("| Value | Swift | |")
                out.append("|---|---|---|")
                for value in enumeration.values {
                    let notes =
                        ([value.summary.map(APICatalogText.prose)].compactMap { $0 }
                        + APICatalogWords.notes(value.evolution)).map(inline)
                    out.append("| \(code(value.value)) | \(code(value.swiftCase)) | \(notes.joined(separator: "; ")) |")
                }
                out.append("")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// `errgen docs --against`: the changes since the revision, by class, each with its places.
    private static func changes(_ changes: APIDocument.Changes) -> [String] {
        var out = ["\(anchor("changes"))", "", "## Changes since \(text(changes.revision))", ""]
        if changes.groups.isEmpty { out += ["No changes.", ""] }
        for group in changes.groups {
            out += ["### \(text(group.heading))", ""]
            for change in group.changes {
                let places = APICatalogWords.places(change).map(text).joined(separator: "; ")
                out.append("- \(code(change.rule)): \(text(change.message)) (\(places))")
            }
            out.append("")
        }
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
        out.append("- **Code:** \(text(entry.code))\(entry.isIntegerCode ? " (an integer)" : "")")
        for note in APICatalogWords.notes(entry.evolution) { out.append("- **\(inline(note))**") }
        out.append("- **Swift:** \(code(entry.swiftCase))")
        out.append("- **HTTP status:** \(entry.status.map(String.init) ?? "any (not checked)")")
        out.append(
            "- **Category:** \(entry.category.rawValue). \(text(entry.behaviour)) \(text(APICatalogWords.presentation(entry)))"
        )
        out.append("- **Retry:** \(text(entry.retry))\(entry.retryPolicy.map { " Policy: \(link($0))." } ?? "")")
        if let problemType = entry.problemType { out.append("- **Problem type:** \(text(problemType))") }
        out.append(
            "- **Endpoints:** \(entry.endpoints.isEmpty ? "none documents it" : entry.endpoints.map(link).joined(separator: ", "))"
        )
        if !entry.raisedFor.isEmpty {
            out.append("- **Also raised for:** \(entry.raisedFor.map(text).joined(separator: ", "))")
        }
        out.append("- **Defined at:** \(text(entry.definedAt))")
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
        if !entry.fields.isEmpty {
            out.append("**Fields**")
            out.append("")
            out.append("| Field | Swift | Type | Read from |")
            out.append("|---|---|---|---|")
            for field in entry.fields {
                let readFrom = ([.plain(field.source)] + APICatalogWords.notes(field.evolution)).map(inline).joined(
                    separator: "; ")
                out.append("| \(text(field.name)) | \(code(field.swiftName)) | \(code(field.type)) | \(readFrom) |")
            }
            out.append("")
        }
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
        out.append("- **Swift:** \(code(endpoint.swiftCall))")
        for note in APICatalogWords.notes(endpoint.evolution) { out.append("- **\(inline(note))**") }
        for parameter in endpoint.parameters {
            out.append(
                "- **\(parameter.place.prefix(1).uppercased() + parameter.place.dropFirst()) parameter:** \(text(parameter.name)): \(code(parameter.type))"
                    + (parameter.secret ? " (secret: redacted in logs)" : "")
            )
        }
        if let body = endpoint.body { out.append("- **Body:** \(link(body))") }
        if let response = endpoint.response { out.append("- **Response:** \(link(response))") }
        if let timeout = endpoint.timeout { out.append("- **Timeout:** \(text(timeout))") }
        if let timeout = endpoint.resourceTimeout { out.append("- **Resource timeout:** \(text(timeout))") }
        out.append(
            "- **Retry policy:** \(endpoint.retryPolicy.map(link) ?? "none")\(endpoint.repeatable.map { "; safe to repeat (\(text($0)))" } ?? "; not safe to repeat, never retried")"
        )
        out.append("- **Auth:** \(text(endpoint.auth))")
        out.append(
            "- **Errors:** \(endpoint.errors.isEmpty ? "none documented" : endpoint.errors.map(link).joined(separator: ", "))"
        )
        out.append("- **Defined at:** \(text(endpoint.definedAt))")
        out.append("")
        return out
    }

    // MARK: Pieces

    private static func label(_ entry: APIDocument.ErrorEntry) -> String {
        entry.name.map { "\(text($0)) (\(text(entry.code)))" } ?? text(entry.code)
    }

    private static func anchor(_ id: String) -> String { "<a id=\"\(id)\"></a>" }

    private static func link(_ target: APIDocument.Link) -> String {
        target.anchor.map { link($0, text(target.text)) } ?? text(target.text)
    }

    private static func link(_ anchor: String, _ label: String) -> String { "[\(label)](#\(anchor))" }

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
    /// characters shown by code point, as in plain text).
    static func inline(_ value: APICatalogText) -> String {
        value.printed(plain: text) { code(APICatalogWords.shown($0)) }
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

/// The words both renderings of the catalog share.
enum APICatalogWords {
    /// `Deprecated: Use CARD_DECLINED.` and `Renamed from PAYMENT_DECLINED, 4021.`: a line each, when they apply.
    static func notes(_ evolution: APIDocument.Evolution) -> [APICatalogText] {
        var notes: [APICatalogText] = []
        if let message = evolution.deprecated {
            let stop = message.last.map { ".!?".contains($0) } == true ? "" : "."
            notes.append(
                message.isEmpty
                    ? .plain("Deprecated.") : .plain("Deprecated: ") + .prose(message) + .plain(stop))
        }
        if !evolution.renamedFrom.isEmpty {
            notes.append(.plain("Renamed from \(evolution.renamedFrom.joined(separator: ", "))."))
        }
        return notes
    }

    /// `was at v1.0:specs/a.yaml:3`, `now at a.yaml:3`: where a change is written.
    static func places(_ change: APIDocument.Changes.Change) -> [String] {
        [change.old.map { "was at \($0)" }, change.new.map { "now at \($0)" }].compactMap { $0 }
    }

    static func introduction(_ document: APIDocument) -> [String] {
        let locales = document.locales.enumerated().map { $0.offset == 0 ? "\($0.element) (the fallback)" : $0.element }
        let endpoints = document.services.reduce(0) { $0 + $1.endpoints.count }
        return [
            "The error codes, endpoints and models of the spec '\(document.specName)', for support, backend developers and translators. "
                + "Written by errgen from the spec; to change it, change the spec and run errgen docs again.",
            "",
            "\(count(document.errors.count, "error code")), \(count(endpoints, "endpoint")) in \(count(document.services.count, "service")), "
                + "\(count(document.models.count, "model")). Texts in \(locales.joined(separator: ", ")).",
        ]
    }

    /// What an enum is on the wire and what an unlisted value becomes.
    static func enumDescription(_ enumeration: APIDocument.Enumeration) -> String {
        let kind = enumeration.rawType == "Int" ? "An integer" : "A string"
        return
            "\(kind) on the wire; a value not listed here decodes as the case unknown, which keeps it and sends it back as it came."
    }

    /// `Shown as a toast: Retry, Dismiss.`
    static func presentation(_ entry: APIDocument.ErrorEntry) -> String {
        let actions = entry.actions.map { action in
            switch action {
            case .retry: "Retry"
            case .dismiss: "Dismiss"
            case .signIn: "Sign in"
            case .update: "Update"
            case .contactSupport: "Contact support"
            }
        }
        return
            "Shown as \(entry.style == .alert ? "an" : "a") \(entry.style.rawValue): \(actions.joined(separator: ", "))."
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `value` with each character `visible(_:)` names written as its name.
    static func shown(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            if let visible = visible(scalar) { out += visible } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// A character no reader could see or that would reorder the text around it (controls,
    /// bidirectional overrides and isolates), written as its code point: `⟨U+202E⟩`.
    static func visible(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        let isControl = (value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(value)
        let isBidi =
            (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C
        guard isControl || isBidi else { return nil }
        let hex = String(value, radix: 16, uppercase: true)
        return "⟨U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)⟩"
    }
}
