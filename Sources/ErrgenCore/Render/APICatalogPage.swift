/// The API catalog as a page, built once from an `APIDocument` for both renderers: which
/// sections there are and in what order (the contents list follows it), and every table
/// with its cells as `APICatalogText`. The HTML and Markdown renderers only print it; what
/// differs between them is how a section, a table or a run looks, never what it holds.
struct APICatalogPage {
    /// The module name: the page is "`title` API".
    var title: String
    /// The introduction's paragraphs.
    var introduction: [String]
    var sections: [Section]

    struct Section {
        /// The `id` the contents list links to.
        var anchor: String
        var title: String
        var content: Content
    }

    enum Content {
        /// `errgen docs --against`: the changes since the revision, by class.
        case changes([ChangeGroup])
        /// The index of every code, then each code's own entry.
        case errorCodes(index: Table, entries: [APIDocument.ErrorEntry])
        /// What a failure without a usable code becomes.
        case whenNoCodeArrives(lead: String, table: Table)
        case retryPolicies([APIDocument.RetryPolicy])
        /// The services with their endpoints; `errors` are the codes an endpoint's links name.
        case services([APIDocument.Service], errors: [APIDocument.ErrorEntry])
        case models([Model])
        case enums([Enumeration])
    }

    struct ChangeGroup {
        var heading: String
        /// One line a change: its rule as code, the message, where it was and is written.
        var changes: [APICatalogText]
    }

    struct Model {
        var anchor: String
        var name: String
        var notes: [APICatalogText]
        var properties: Table
        var definedAt: String
    }

    struct Enumeration {
        var anchor: String
        var name: String
        var summary: APICatalogText?
        /// What the enum is on the wire and what an unlisted value becomes.
        var description: String
        var values: Table
        var definedAt: String
    }

    struct Table {
        /// `index` is the filterable list of codes; `fields` an entry's fields (HTML's class).
        enum Kind { case plain, index, fields }

        struct Row {
            var cells: [APICatalogText]
            /// The code the row lists, for the HTML page's filter.
            var entry: APIDocument.ErrorEntry?
        }

        var kind: Kind = .plain
        /// The headings; "Notes" is the column of summaries, renames and deprecations.
        var columns: [String]
        var rows: [Row]
    }
}

extension APICatalogPage {
    static let notesColumn = "Notes"

    init(_ document: APIDocument) {
        title = document.title
        introduction = APICatalogWords.introduction(document).filter { !$0.isEmpty }
        var sections: [Section] = []
        if let changes = document.changes {
            sections.append(
                Section(
                    anchor: "changes", title: "Changes since \(changes.revision)",
                    content: .changes(changes.groups.map(Self.group))))
        }
        sections.append(
            Section(
                anchor: "error-codes", title: "Error codes",
                content: .errorCodes(index: Self.index(document.errors), entries: document.errors)))
        sections.append(
            Section(
                anchor: "when-no-code-arrives", title: "When no code arrives",
                content: .whenNoCodeArrives(
                    lead:
                        "The entry the client raises when a request fails without a response it can read, or when the response has no code the catalog knows.",
                    table: Self.routing(document))))
        if !document.retryPolicies.isEmpty {
            sections.append(
                Section(
                    anchor: "retry-policies", title: "Retry policies", content: .retryPolicies(document.retryPolicies)))
        }
        if !document.services.isEmpty {
            sections.append(
                Section(
                    anchor: "services", title: "Services",
                    content: .services(document.services, errors: document.errors)))
        }
        if !document.models.isEmpty {
            sections.append(
                Section(anchor: "models", title: "Models", content: .models(document.models.map(Self.model))))
        }
        if !document.enums.isEmpty {
            sections.append(
                Section(anchor: "enums", title: "Enums", content: .enums(document.enums.map(Self.enumeration))))
        }
        self.sections = sections
    }

    private static func group(_ group: APIDocument.Changes.Group) -> ChangeGroup {
        ChangeGroup(
            heading: group.heading,
            changes: group.changes.map { change in
                let places = APICatalogWords.places(change).joined(separator: "; ")
                return APICatalogText([.code(change.rule)]) + .plain(": \(change.message) (\(places))")
            })
    }

    private static func index(_ errors: [APIDocument.ErrorEntry]) -> Table {
        Table(
            kind: .index, columns: ["Code", "Swift", "Status", "Category", "Endpoints"],
            rows: errors.map { entry in
                Table.Row(
                    cells: [
                        APICatalogText([.link(anchor: entry.anchor, label: APICatalogText.label(entry))]),
                        APICatalogText([.code(entry.swiftCase)]), .plain(entry.status.map(String.init) ?? ""),
                        APICatalogText([.category(entry.category)]),
                        .joined(entry.endpoints.map(APICatalogText.link), separator: ", "),
                    ], entry: entry)
            })
    }

    private static func routing(_ document: APIDocument) -> Table {
        let rows =
            document.clientErrors.map { ("client error: \($0.when)", $0.entry) }
            + document.fallbacks.map { ("status \($0.when)", $0.entry) }
        return Table(
            columns: ["When", "Entry"],
            rows: rows.map { Table.Row(cells: [.plain($0.0), APICatalogText.link($0.1)]) })
    }

    /// An error entry's fields: name, Swift name, type, and where each is read from.
    static func fields(_ entry: APIDocument.ErrorEntry) -> Table {
        Table(
            kind: .fields, columns: ["Field", "Swift", "Type", "Read from"],
            rows: entry.fields.map { field in
                Table.Row(cells: [
                    .plain(field.name), APICatalogText([.code(field.swiftName)]), APICatalogText([.code(field.type)]),
                    .joined([.plain(field.source)] + APICatalogWords.notes(field.evolution), separator: "; "),
                ])
            })
    }

    private static func model(_ model: APIDocument.Model) -> Model {
        let rows = model.properties.map { property in
            let notes =
                [
                    property.secret ? .plain("secret: redacted in logs") : nil,
                    property.summary.map(APICatalogText.prose),
                ]
                .compactMap { $0 } + APICatalogWords.notes(property.evolution)
            return Table.Row(cells: [
                .plain(property.name), APICatalogText([.code(property.type)]), .joined(notes, separator: "; "),
            ])
        }
        return Model(
            anchor: model.anchor, name: model.name, notes: APICatalogWords.notes(model.evolution),
            properties: Table(columns: ["Property", "Type", notesColumn], rows: rows), definedAt: model.definedAt)
    }

    private static func enumeration(_ enumeration: APIDocument.Enumeration) -> Enumeration {
        let rows = enumeration.values.map { value in
            let notes =
                [value.summary.map(APICatalogText.prose)].compactMap { $0 } + APICatalogWords.notes(value.evolution)
            return Table.Row(cells: [
                APICatalogText([.code(value.value)]), APICatalogText([.code(value.swiftCase)]),
                .joined(notes, separator: "; "),
            ])
        }
        return Enumeration(
            anchor: enumeration.anchor, name: enumeration.name, summary: enumeration.summary.map(APICatalogText.prose),
            description: APICatalogWords.enumDescription(enumeration),
            values: Table(columns: ["Value", "Swift", notesColumn], rows: rows), definedAt: enumeration.definedAt)
    }
}

// MARK: Facts

extension APICatalogPage {
    /// One line of what an error entry or an endpoint is: a term and its value (HTML's
    /// `<dt>`/`<dd>`, a bullet in Markdown).
    struct Fact {
        var term: String
        var value: APICatalogText
        /// Where the spec writes it (`errors.yaml:12`), which HTML sets apart.
        var isPlace = false
    }

    /// An error entry's facts, in the order both files show them.
    static func facts(_ entry: APIDocument.ErrorEntry) -> [Fact] {
        var facts = [
            Fact(
                term: "Code",
                value: APICatalogText([.code(entry.code)]) + .plain(entry.isIntegerCode ? " (an integer)" : "")),
            Fact(term: "Swift", value: APICatalogText([.code(entry.swiftCase)])),
        ]
        facts += APICatalogWords.notes(entry.evolution).map { Fact(term: "Note", value: $0) }
        facts.append(Fact(term: "HTTP status", value: .plain(entry.status.map(String.init) ?? "any (not checked)")))
        facts.append(
            Fact(
                term: "Category",
                value: APICatalogText([.code(entry.category.rawValue)])
                    + .plain(". \(entry.behaviour) \(APICatalogWords.presentation(entry))")))
        facts.append(
            Fact(
                term: "Retry",
                value: .plain(entry.retry)
                    + (entry.retryPolicy.map { .plain(" Policy: ") + .link($0) + .plain(".") } ?? .plain(""))))
        if let problemType = entry.problemType {
            facts.append(Fact(term: "Problem type", value: APICatalogText([.code(problemType)])))
        }
        facts.append(
            Fact(
                term: "Endpoints",
                value: entry.endpoints.isEmpty
                    ? .plain("none documents it") : .joined(entry.endpoints.map(APICatalogText.link), separator: ", ")))
        if !entry.raisedFor.isEmpty {
            facts.append(Fact(term: "Also raised for", value: .plain(entry.raisedFor.joined(separator: ", "))))
        }
        facts.append(Fact(term: "Defined at", value: .plain(entry.definedAt), isPlace: true))
        return facts
    }

    /// ` (deprecated: Use limit; sunset 2027-06-30)` after a parameter, or nothing.
    static func deprecationNote(_ evolution: APIDocument.Evolution) -> APICatalogText {
        guard let message = evolution.deprecated else { return .plain("") }
        let sunset = evolution.sunset.map { "; sunset \($0)" } ?? ""
        return message.isEmpty
            ? .plain(" (deprecated\(sunset))") : .plain(" (deprecated: ") + .prose(message) + .plain("\(sunset))")
    }

    /// An endpoint's facts, in the order both files show them: one line a parameter.
    static func facts(_ endpoint: APIDocument.Endpoint) -> [Fact] {
        var facts = [Fact(term: "Swift", value: APICatalogText([.code(endpoint.swiftCall)]))]
        facts += APICatalogWords.notes(endpoint.evolution).map { Fact(term: "Note", value: $0) }
        for parameter in endpoint.parameters {
            facts.append(
                Fact(
                    term: parameter.place.prefix(1).uppercased() + parameter.place.dropFirst() + " parameter",
                    value: APICatalogText([.code(parameter.name)]) + .plain(": ")
                        + APICatalogText([.code(parameter.type)])
                        + .plain(parameter.secret ? " (secret: redacted in logs)" : "")
                        + deprecationNote(parameter.evolution)))
        }
        if let body = endpoint.body { facts.append(Fact(term: "Body", value: .link(body))) }
        if let response = endpoint.response { facts.append(Fact(term: "Response", value: .link(response))) }
        if let events = endpoint.events {
            let end = endpoint.terminator.map { " until " + $0 } ?? ""
            facts.append(Fact(term: "Events", value: .link(events) + .plain(" (text/event-stream)\(end)")))
        }
        if let timeout = endpoint.timeout { facts.append(Fact(term: "Timeout", value: .plain(timeout))) }
        if let timeout = endpoint.resourceTimeout {
            facts.append(Fact(term: "Resource timeout", value: .plain(timeout)))
        }
        let repeatable = endpoint.repeatable.map { "; safe to repeat (\($0))" } ?? "; not safe to repeat, never retried"
        facts.append(
            Fact(
                term: "Retry policy",
                value: (endpoint.retryPolicy.map(APICatalogText.link) ?? .plain("none")) + .plain(repeatable)))
        facts.append(Fact(term: "Auth", value: .plain(endpoint.auth)))
        facts.append(
            Fact(
                term: "Errors",
                value: endpoint.errors.isEmpty
                    ? .plain("none documented") : .joined(endpoint.errors.map(APICatalogText.link), separator: ", ")))
        facts.append(Fact(term: "Defined at", value: .plain(endpoint.definedAt), isPlace: true))
        return facts
    }
}
