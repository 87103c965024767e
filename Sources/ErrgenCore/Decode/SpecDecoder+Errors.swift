import ErrgenVocabulary

/// The `errors` section: the catalog.
extension SpecDecoder {
    mutating func decodeError(_ entry: YAMLMapping.Entry) -> ErrorSpec? {
        let codeValue: WireCode
        if entry.key.isPlain, let integer = ScalarSyntax.integer(entry.key.value) {
            codeValue = .integer(integer)
        } else {
            codeValue = .string(entry.key.value)
        }
        guard !entry.key.value.isEmpty else {
            reader.error("an error code must not be empty", at: entry.keyLocation)
            return nil
        }
        let what = { "error '\(entry.key.value)'" }
        // An entry with a mistake (already reported) stays in the catalog with what could be
        // read, so the endpoints, fallbacks and client errors that name it do not add
        // "unknown error code" to the report.
        guard let fields = reader.keyedFields(entry.value, what(), SpecFormat.error) else {
            return ErrorSpec(
                code: Located(codeValue, at: entry.keyLocation), category: .nonRetryable, location: entry.keyLocation)
        }
        let category =
            fields["category"].flatMap { reader.choice($0, "'category'", ErrorCategory.self) } ?? .nonRetryable
        var error = ErrorSpec(
            code: Located(codeValue, at: entry.keyLocation), category: category, location: entry.keyLocation)
        if let node = fields["name"], let name = reader.nonEmptyString(node, "'name'") {
            error.name = Located(name, at: node.location)
        }
        if let node = fields["status"], let status = reader.integer(node, "'status'") {
            if (100...599).contains(status) {
                error.status = Located(status, at: node.location)
            } else {
                reader.error("'status' must be an HTTP status from 100 to 599, found \(status)", at: node.location)
            }
        }
        error.summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
        error.title = fields["title"].flatMap { decodeText($0, "'title'") }
        error.message = fields["message"].flatMap { decodeText($0, "'message'") }
        error.failureReason = fields["failure_reason"].flatMap { decodeText($0, "'failure_reason'") }
        error.recoverySuggestion = fields["recovery_suggestion"].flatMap { decodeText($0, "'recovery_suggestion'") }
        if let node = fields["retry"], let name = reader.nonEmptyString(node, "'retry'") {
            error.retry = Located(name, at: node.location)
        }
        if let node = fields["problem_type"], let type = reader.nonEmptyString(node, "'problem_type'") {
            error.problemType = Located(type, at: node.location)
        }
        if let node = fields["renamed_from"], let items = reader.oneOrList(node, "'renamed_from'") {
            error.renamedFrom = items.compactMap { item in
                guard let scalar = item.scalar, !scalar.isNull, !scalar.value.isEmpty else {
                    reader.error(
                        "an entry of 'renamed_from' must be an error code, found \(item.kindDescription)",
                        at: item.location)
                    return nil
                }
                let code: WireCode =
                    scalar.isPlain
                    ? ScalarSyntax.integer(scalar.value).map(WireCode.integer) ?? .string(scalar.value)
                    : .string(scalar.value)
                return Located(code, at: item.location)
            }
        }
        error.deprecation = fields["deprecated"].flatMap { reader.deprecation($0, "'deprecated'") }
        if let node = fields["fields"], let entries = reader.mapping(node, "'fields'") {
            error.fields = entries.compactMap { decodeField($0) }
        }
        return error
    }

    private mutating func decodeText(_ node: YAMLNode, _ what: @autoclosure () -> String) -> LocalizedText? {
        reader.localizedText(
            node, what(), fallbackLocale: spec.module.fallbackLocale, rejectedLocales: rejectedModuleLocales)
    }

    private mutating func decodeField(_ entry: YAMLMapping.Entry) -> FieldSpec? {
        let name = Located(entry.key.value, at: entry.keyLocation)
        let what = { "field '\(entry.key.value)'" }
        if entry.value.scalar != nil {
            guard let type = reader.type(entry.value, "the type of \(what())") else { return nil }
            return FieldSpec(name: name, type: type, source: .details([entry.key.value]))
        }
        guard let fields = reader.keyedFields(entry.value, what(), SpecFormat.field),
            let typeNode = fields["type"], let type = reader.type(typeNode, "the type of \(what())")
        else { return nil }
        var source = FieldSpec.Source.details([entry.key.value])
        if let node = fields["from"], let text = reader.string(node, "'from'") {
            guard let parsed = fieldSource(text, at: node.location) else { return nil }
            source = parsed
        }
        let summary = fields["summary"].flatMap { reader.string($0, "'summary'") }
        var field = FieldSpec(name: name, type: type, source: source, summary: summary)
        field.renamedFrom = fields["renamed_from"].map { reader.previousNames($0, "'renamed_from'") } ?? []
        field.deprecation = fields["deprecated"].flatMap { reader.deprecation($0, "'deprecated'") }
        return field
    }

    /// `details.<path>`, `body.<path>` or `header.<Name>`.
    private mutating func fieldSource(_ text: String, at location: SourceLocation) -> FieldSpec.Source? {
        let (place, rest) =
            text.firstIndex(of: ".").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, "")
        switch place {
        case "details", "body":
            if let dotted = ScalarSyntax.dottedIndexes(rest) {
                reader.error(
                    "'from: \(text)' indexes an array with brackets; a key path names an item by its number: write \(place).\(dotted)",
                    at: location)
                return nil
            }
            guard let path = ScalarSyntax.keyPath(rest) else {
                reader.error(
                    "'from: \(text)' has an empty key path; write \(place).<key>, such as \(place).retry_after",
                    at: location)
                return nil
            }
            return place == "details" ? .details(path) : .body(path)
        case "header":
            guard ScalarSyntax.isHTTPToken(rest) else {
                reader.error("'\(rest)' in 'from: \(text)' is not an HTTP header name", at: location)
                return nil
            }
            return .header(rest)
        default:
            reader.error(
                "'from: \(text)' must start with details., body. or header.\(DidYouMean.hint(for: place, among: ["details", "body", "header"]))",
                at: location)
            return nil
        }
    }
}
