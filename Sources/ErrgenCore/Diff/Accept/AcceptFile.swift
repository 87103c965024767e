/// `errgen diff --accept FILE`: the breaking changes a team reviewed and lets through, each
/// by its rule and entity, with why and until when.
///
/// ```yaml
/// accept:
///   - rule: property-removed
///     entity: Order.note
///     reason: Only the web app read it; no iOS release ever decoded it.
///     expires: 2027-03-31
/// ```
package struct AcceptFile: Sendable {
    /// One reviewed change.
    package struct Entry: Sendable, Hashable {
        package var rule: DiffRule
        /// How the change's message names what changed (`Order.note`, `OrderState: value shipped`).
        package var entity: String
        package var reason: String
        /// The last day the entry accepts its change; `nil` for no end.
        package var expires: CalendarDay?
        /// Where the entry starts (its first key), for the diagnostics about it.
        package var location: SourceLocation
        /// Where `expires:` is written, for the error once it has passed.
        package var expiresLocation: SourceLocation?

        /// Whether the entry names `change`: the same rule, and the change's message starts
        /// with the entity, followed by its end, a space, a colon or a comma, so `Order`
        /// does not name `Order.note` nor `OrderState`.
        package func names(_ change: SpecChange) -> Bool {
            guard change.rule == rule, change.message.hasPrefix(entity) else { return false }
            let rest = change.message.dropFirst(entity.count)
            return rest.first.map { [" ", ":", ","].contains($0) } ?? true
        }
    }

    package static let keys = ["rule", "entity", "reason", "expires"]

    package var entries: [Entry]

    /// Reads an accept file; `nil` with located errors when it is not one.
    package static func read(_ bytes: [UInt8], file: String) -> (file: AcceptFile?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticList()
        let root = YAMLLoader().load(bytes, file: file, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return (nil, diagnostics.sorted) }
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let root, root.scalar?.isNull != true else {
            return (nil, [Diagnostic(.error, "the accept file is empty; it needs an 'accept:' list", at: start)])
        }
        guard let top = root.mapping else {
            return (
                nil,
                [
                    Diagnostic(
                        .error, "expected a mapping with an 'accept:' list, found \(root.kindDescription)",
                        at: root.location)
                ]
            )
        }
        var list: YAMLNode?
        for entry in top {
            if entry.key.value == "accept" {
                list = entry.value
            } else {
                diagnostics.error(
                    "unknown key '\(entry.key.value)'; an accept file has only 'accept:'", at: entry.keyLocation)
            }
        }
        guard let list else {
            diagnostics.error("the accept file has no 'accept:' list", at: root.location)
            return (nil, diagnostics.sorted)
        }
        let items = list.scalar?.isNull == true ? [] : list.sequence
        guard let items else {
            diagnostics.error("'accept' must be a list of entries, found \(list.kindDescription)", at: list.location)
            return (nil, diagnostics.sorted)
        }
        var entries: [Entry] = []
        for item in items {
            guard let entry = Self.entry(item, diagnostics: &diagnostics) else { continue }
            if entries.contains(where: { $0.rule == entry.rule && $0.entity == entry.entity }) {
                diagnostics.error(
                    "\(entry.rule.id) \(entry.entity) is accepted twice; keep one entry", at: entry.location)
                continue
            }
            entries.append(entry)
        }
        guard !diagnostics.hasErrors else { return (nil, diagnostics.sorted) }
        return (AcceptFile(entries: entries), [])
    }

    private static func entry(_ item: YAMLNode, diagnostics: inout DiagnosticList) -> Entry? {
        guard let mapping = item.mapping else {
            diagnostics.error(
                "an entry is a mapping with rule, entity and reason, found \(item.kindDescription)", at: item.location)
            return nil
        }
        var values: [String: (text: String, location: SourceLocation)] = [:]
        var valid = true
        for member in mapping {
            let key = member.key.value
            guard keys.contains(key) else {
                let hint = NameSuggestion.closest(to: key, among: keys).map { " (did you mean '\($0)'?)" } ?? ""
                diagnostics.error(
                    "unknown key '\(key)'\(hint); an entry has \(keys.joined(separator: ", "))", at: member.keyLocation)
                valid = false
                continue
            }
            guard let scalar = member.value.scalar, !scalar.isNull,
                !scalar.value.allSatisfy(\.isWhitespace)
            else {
                diagnostics.error(
                    "'\(key)' needs a value, found \(member.value.kindDescription)", at: member.value.location)
                valid = false
                continue
            }
            values[key] = (scalar.value, member.value.location)
        }
        for key in ["rule", "entity", "reason"] where values[key] == nil && valid {
            diagnostics.error("the entry has no '\(key)'", at: item.location)
            valid = false
        }
        var rule: DiffRule?
        if let (id, location) = values["rule"] {
            rule = DiffRule(id: id)
            if rule == nil {
                let hint =
                    NameSuggestion.closest(to: id, among: DiffRule.allCases.map(\.id)).map {
                        " (did you mean '\($0)'?)"
                    }
                    ?? ""
                diagnostics.error(
                    "unknown rule '\(id)'\(hint); CommandLine.md lists the rules of errgen diff", at: location)
            }
        }
        var expires: CalendarDay?
        if let (text, location) = values["expires"] {
            expires = CalendarDay(text)
            if expires == nil {
                diagnostics.error("'expires' must be a day written YYYY-MM-DD, found '\(text)'", at: location)
            }
        }
        guard valid, let rule, let entity = values["entity"], let reason = values["reason"],
            values["expires"] == nil || expires != nil
        else { return nil }
        return Entry(
            rule: rule, entity: entity.text, reason: reason.text, expires: expires, location: item.location,
            expiresLocation: values["expires"]?.location)
    }
}
