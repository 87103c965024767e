/// Reads YAML nodes as the spec's value kinds, recording a located diagnostic for
/// each mistake and returning `nil` for the value, so decoding goes on and one run
/// reports every mistake.
///
/// Each reader takes `what` (`"error 'E1'"`, `"the type of field 'ref'"`) as an
/// autoclosure: it is only built for a message, and a correct spec needs none.
struct NodeReader {
    var diagnostics = DiagnosticList()
    /// Types already read: a spec writes a few dozen types tens of thousands of times
    /// (`String`, `Int?`, `[Movie]`). Only types without a problem, which has to be
    /// reported at each place.
    private var parsedTypes: [String: TypeRef] = [:]

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.error(message, at: location)
    }

    // MARK: Containers

    mutating func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLMapping.Entry]? {
        if let entries = node.mapping { return entries }
        if node.scalar?.isNull == true { return [] }
        error("\(what()) must be a mapping, found \(node.kindDescription)", at: node.location)
        return nil
    }

    mutating func sequence(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLNode]? {
        if let items = node.sequence { return items }
        error("\(what()) must be a list, found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// The entries of a mapping with a fixed set of keys, as `SpecFormat` declares them:
    /// unknown keys get a did-you-mean, missing required keys are reported at the mapping.
    mutating func keyedFields(_ node: YAMLNode, _ what: @autoclosure () -> String, _ shape: SpecFormat.Mapping)
        -> KeyedFields?
    {
        let allowed = shape.allowed
        let required = shape.required
        guard let entries = mapping(node, what()) else { return nil }
        var suggestions: SuggestionIndex?  // built on the first unknown key only
        var misspelled = Set<String>()
        let isAllowed = { (key: String) in allowed.contains(key) }
        for entry in entries where !isAllowed(entry.key.value) {
            let index = suggestions ?? SuggestionIndex(allowed)
            suggestions = index
            let guess = index.suggestion(for: entry.key.value)
            error(
                "unknown key '\(entry.key.value)'\(guess.map { " (did you mean '\($0)'?)" } ?? "")",
                at: entry.keyLocation)
            if let guess { misspelled.insert(guess) }
        }
        let fields = KeyedFields(location: node.location, entries: entries.filter { isAllowed($0.key.value) })
        // `catgory:` is the missing `category:`: the unknown key already says so, in its place.
        for key in required where fields[key] == nil && !misspelled.contains(key) {
            error("\(what()) needs '\(key)'", at: node.location)
        }
        return fields
    }

    /// One scalar or a list of at least one (`renamed_from`): the items, each still to be read.
    mutating func oneOrList(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [YAMLNode]? {
        if node.scalar != nil { return [node] }
        guard let items = sequence(node, what()) else { return nil }
        guard !items.isEmpty else {
            error("\(what()) must name at least one previous name, found an empty list", at: node.location)
            return nil
        }
        return items
    }

    /// `renamed_from` as names: each a non-empty text.
    mutating func previousNames(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [Located<String>] {
        guard let items = oneOrList(node, what()) else { return [] }
        return items.compactMap { item in
            nonEmptyString(item, "an entry of \(what())").map { Located($0, at: item.location) }
        }
    }

    // MARK: Scalars

    /// `deprecated`: `true` (no message), `false` (not deprecated: `nil`), the message, or
    /// `{message: ..., sunset: 2027-06-30}` with either key or both.
    mutating func deprecation(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Deprecation? {
        if node.mapping != nil {
            guard let fields = keyedFields(node, what(), SpecFormat.deprecation) else { return nil }
            let message = fields["message"].flatMap { nonEmptyString($0, "the 'message' of \(what())") }
            var sunset: Located<String>?
            if let day = fields["sunset"], let text = string(day, "the 'sunset' of \(what())") {
                if Deprecation.isDay(text) {
                    sunset = Located(text, at: day.location)
                } else {
                    error(
                        "the 'sunset' of \(what()) must be a day such as 2027-06-30, found '\(text)'", at: day.location)
                }
            }
            return Deprecation(message: message, sunset: sunset, at: node.location)
        }
        guard let scalar = node.scalar, !scalar.isNull, !scalar.value.isEmpty else {
            error(
                "\(what()) must be true, a message or {message, sunset}, found \(node.kindDescription)",
                at: node.location)
            return nil
        }
        if scalar.isPlain, ["true", "True", "TRUE"].contains(scalar.value) {
            return Deprecation(message: nil, at: node.location)
        }
        if scalar.isPlain, ["false", "False", "FALSE"].contains(scalar.value) { return nil }
        return Deprecation(message: scalar.value, at: node.location)
    }

    mutating func string(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            error("\(what()) must be text, found \(node.kindDescription)", at: node.location)
            return nil
        }
        return scalar.value
    }

    mutating func nonEmptyString(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard let text = string(node, what()) else { return nil }
        guard !text.isEmpty else {
            error("\(what()) must not be empty", at: node.location)
            return nil
        }
        return text
    }

    mutating func integer(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Int? {
        guard let scalar = node.scalar, scalar.isPlain, let value = ScalarSyntax.integer(scalar.value) else {
            error("\(what()) must be a whole number, found \(node.kindDescription)", at: node.location)
            return nil
        }
        return value
    }

    /// `true` or `false`, unquoted; YAML 1.1's `yes`/`no`/`on`/`off` are refused
    /// because YAML 1.2 reads them as text.
    mutating func boolean(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        if let scalar = node.scalar, scalar.isPlain {
            if scalar.value == "true" { return true }
            if scalar.value == "false" { return false }
            if ["yes", "no", "on", "off", "y", "n"].contains(scalar.value.lowercased())
                || ["True", "False", "TRUE", "FALSE"].contains(scalar.value)
            {
                error(
                    "\(what()) must be true or false, found '\(scalar.value)' (YAML 1.1 reads it as a boolean, YAML 1.2 as text; write true or false)",
                    at: node.location)
                return nil
            }
        }
        error("\(what()) must be true or false, found \(node.kindDescription)", at: node.location)
        return nil
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: YAMLNode, _ what: @autoclosure () -> String, _: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(node, what()) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        let names = Choice.allCases.map(\.rawValue)
        error(
            "\(what()) must be one of \(names.joined(separator: ", ")), found '\(text)'\(DidYouMean.hint(for: text, among: names))",
            at: node.location)
        return nil
    }

    mutating func duration(_ node: YAMLNode, _ what: @autoclosure () -> String) -> DurationValue? {
        guard let text = string(node, what()) else { return nil }
        switch ScalarSyntax.duration(text) {
        case .success(let value): return value
        case .failure(let problem):
            error("\(what()): \(problem.message)", at: node.location)
            return nil
        }
    }

    mutating func type(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<TypeRef>? {
        guard let text = string(node, what()) else { return nil }
        if let known = parsedTypes[text] { return Located(known, at: node.location) }
        switch TypeSyntax.parse(text) {
        case .success(let type):
            parsedTypes[text] = type
            return Located(type, at: node.location)
        case .failure(let problem):
            error("\(what()): \(problem.message)", at: node.location)
            return nil
        }
    }

    /// A dot-separated key path such as `error.code`.
    mutating func keyPath(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<[String]>? {
        guard let text = string(node, what()) else { return nil }
        if let dotted = ScalarSyntax.dottedIndexes(text) {
            error(
                "\(what()) indexes an array with brackets, found '\(text)'; a key path names an item by its number: write '\(dotted)'",
                at: node.location)
            return nil
        }
        guard let path = ScalarSyntax.keyPath(text) else {
            error(
                "\(what()) must be a dot-separated key path such as 'error.code', found '\(text)' (a part is empty)",
                at: node.location)
            return nil
        }
        return Located(path, at: node.location)
    }

    mutating func errorReference(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Located<ErrorReference>? {
        guard let scalar = node.scalar, !scalar.isNull, !scalar.value.isEmpty else {
            error("\(what()) must be an error code, found \(node.kindDescription)", at: node.location)
            return nil
        }
        return Located(ErrorReference(text: scalar.value, isPlain: scalar.isPlain), at: node.location)
    }

    /// A mapping locale -> text, or one plain string for the fallback locale.
    ///
    /// Keys in `rejectedLocales` (locales `module.locales` lists but are not BCP-47, already
    /// reported there) are left out silently: one bad locale is one error, not one per text.
    mutating func localizedText(
        _ node: YAMLNode, _ what: @autoclosure () -> String, fallbackLocale: String, rejectedLocales: Set<String> = []
    ) -> LocalizedText? {
        if let scalar = node.scalar, !scalar.isNull {
            guard
                let translation = translation(
                    scalar.value, locale: Located(fallbackLocale, at: node.location), at: node.location, what())
            else {
                return nil
            }
            return LocalizedText(translations: [translation], location: node.location)
        }
        guard let entries = mapping(node, what()) else { return nil }
        var translations: [LocalizedText.Translation] = []
        var unreadable: [String] = []
        for entry in entries where !rejectedLocales.contains(entry.key.value) {
            guard ScalarSyntax.isLocale(entry.key.value) else {
                error(
                    "'\(entry.key.value)' is not a BCP-47 locale such as en, vi, pt-BR or zh-Hans",
                    at: entry.keyLocation)
                continue
            }
            guard let text = string(entry.value, "the \(entry.key.value) text of \(what())"),
                let translation = translation(
                    text, locale: Located(entry.key.value, at: entry.keyLocation), at: entry.value.location, what())
            else {
                unreadable.append(entry.key.value)
                continue
            }
            translations.append(translation)
        }
        return LocalizedText(translations: translations, location: node.location, unreadableLocales: unreadable)
    }

    private mutating func translation(
        _ text: String, locale: Located<String>, at location: SourceLocation, _ what: @autoclosure () -> String
    ) -> LocalizedText.Translation? {
        switch PlaceholderSyntax.segments(of: text) {
        case .success(let segments):
            return LocalizedText.Translation(locale: locale, text: text, segments: segments, location: location)
        case .failure(let problem):
            error("\(what()) (\(locale.value)): \(problem.message)", at: location)
            return nil
        }
    }
}

/// The entries of a mapping with known keys, by key.
///
/// A list searched by key: such a mapping has a few keys, and the loader has already
/// refused duplicates.
struct KeyedFields {
    var location: SourceLocation
    var entries: [YAMLMapping.Entry] = []

    subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.value == key }?.value
    }
}

/// A problem with the text of one scalar.
struct SyntaxProblem: Error {
    var message: String
}
