/// Reading the fields of an OpenAPI document's mappings, the same for the importer and the
/// error survey: each key an `OpenAPIKey`, each result `nil` (or `false`) when the field is
/// absent or the node is no mapping.
extension YAMLNode {
    /// The value of field `key`.
    ///
    /// `{operationId: listPets}[.operationId]` is `listPets`; `{}[.operationId]` is `nil`.
    subscript(key: OpenAPIKey) -> YAMLNode? {
        self[named: key.rawValue]
    }

    /// The value of the entry the document names `name`: a property, a security scheme.
    ///
    /// `{petstore_auth: {type: oauth2}}[named: "petstore_auth"]` is `{type: oauth2}`.
    subscript(named name: String) -> YAMLNode? {
        mapping?.first { $0.key.value == name }?.value
    }

    /// A scalar field as text; `nil` when it is absent, `null` or not a scalar.
    ///
    /// `{type: string}.text(.type)` is `"string"`; `{type: null}.text(.type)` and
    /// `{type: [string, null]}.text(.type)` are `nil`.
    func text(_ key: OpenAPIKey) -> String? {
        guard let scalar = self[key]?.scalar, !scalar.isNull else { return nil }
        return scalar.value
    }

    /// Whether a field is `true`; absent or anything else is `false`.
    ///
    /// `{nullable: true}.flag(.nullable)` is `true`; `{}.flag(.nullable)` and
    /// `{nullable: yes}.flag(.nullable)` are `false`.
    func flag(_ key: OpenAPIKey) -> Bool {
        text(key) == "true"
    }

    /// The first paragraph of the `description` (else the `summary`, else the `title`) on one
    /// line, for a doc comment's summary.
    ///
    /// `{description: "A pet\nin the store.\n\nMore."}.summaryLine` is `"A pet in the store."`.
    var summaryLine: String? {
        guard let text = text(.description) ?? text(.summary) ?? text(.title) else { return nil }
        let paragraph = text.split(separator: "\n\n", maxSplits: 1).first.map(String.init) ?? text
        let line = paragraph.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" || $0 == "\r" })
            .joined(separator: " ")
        return line.isEmpty ? nil : line
    }
}
