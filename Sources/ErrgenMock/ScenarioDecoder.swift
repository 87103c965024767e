import ErrgenCore
import Foundation

/// Reads a scenario file with errgen's YAML reader: every mistake is a located diagnostic,
/// and the file is read to its end so one run reports them all.
package struct ScenarioDecoder {
    package let api: MockAPI
    private var diagnostics = DiagnosticList()

    package init(api: MockAPI) {
        self.api = api
    }

    /// The scenarios of the file, and every diagnostic; with an error, the scenarios are not to be used.
    package static func decode(_ bytes: [UInt8], file: String, api: MockAPI) -> (
        scenarios: [Scenario], diagnostics: DiagnosticList
    ) {
        var decoder = ScenarioDecoder(api: api)
        var diagnostics = DiagnosticList()
        guard let root = YAMLLoader().load(bytes, file: file, diagnostics: &diagnostics) else {
            if !diagnostics.hasErrors {
                diagnostics.error("the scenario file is empty", at: SourceLocation(file: file, line: 1, column: 1))
            }
            return ([], diagnostics)
        }
        let scenarios = decoder.file(root)
        diagnostics.append(contentsOf: decoder.diagnostics)
        return (scenarios, diagnostics)
    }

    private mutating func file(_ root: YAMLNode) -> [Scenario] {
        guard let entries = mapping(root, "a scenario file") else { return [] }
        var scenarios: [Scenario] = []
        for entry in entries {
            guard entry.key.value == "scenarios" else {
                unknown(entry, allowed: ["scenarios"])
                continue
            }
            for item in mapping(entry.value, "'scenarios'") ?? [] {
                if let scenario = scenario(item) { scenarios.append(scenario) }
            }
        }
        if scenarios.isEmpty && !diagnostics.hasErrors {
            diagnostics.error("a scenario file needs 'scenarios' with at least one scenario", at: root.location)
        }
        return scenarios
    }

    private mutating func scenario(_ entry: YAMLMapping.Entry) -> Scenario? {
        let name = entry.key.value
        if name.isEmpty || name.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" || $0 == "%" || $0.isWhitespace })
        {
            diagnostics.error(
                "scenario name '\(name)' must not be empty nor hold '/', '?', '#', '%' or spaces: it is a part of a URL path",
                at: entry.keyLocation)
        }
        var scenario = Scenario(name: name, rules: [], location: entry.keyLocation)
        for field in keyed(entry.value, "scenario '\(name)'", ScenarioFormat.scenario) {
            switch field.key.value {
            case "summary": scenario.summary = string(field.value, "the summary")
            case "latency": scenario.latency = duration(field.value, "'latency'")
            default:
                for (index, item) in (sequence(field.value, "'responses'") ?? []).enumerated() {
                    if let rule = rule(item, "response \(index + 1) of scenario '\(name)'") {
                        scenario.rules.append(rule)
                    }
                }
            }
        }
        return scenario
    }

    private mutating func rule(_ node: YAMLNode, _ what: String) -> Scenario.Rule? {
        var rule = Scenario.Rule(endpoint: nil, steps: [], location: node.location)
        var hasSteps = false
        for field in keyed(node, what, ScenarioFormat.response) {
            switch field.key.value {
            case "endpoint":
                guard let endpoint = string(field.value, "'endpoint'") else { continue }
                rule.endpoint = resolvedEndpoint(endpoint, at: field.value.location)
            case "rate":
                guard let rate = number(field.value, "'rate'") else { continue }
                if rate < 0 || rate > 1 {
                    diagnostics.error("'rate' must be between 0 and 1, found \(rate)", at: field.value.location)
                }
                rule.rate = rate
            case "seed":
                guard let text = string(field.value, "'seed'") else { continue }
                guard let seed = UInt64(text) else {
                    diagnostics.error(
                        "'seed' must be a whole number of 0 or more, found '\(text)'", at: field.value.location)
                    continue
                }
                rule.seed = seed
            default:
                hasSteps = true
                let items = sequence(field.value, "'steps'") ?? []
                if items.isEmpty { diagnostics.error("'steps' needs at least one step", at: field.value.location) }
                for item in items {
                    if let step = step(item) { rule.steps.append(step) }
                }
            }
        }
        if !hasSteps && node.mapping != nil { diagnostics.error("\(what) needs 'steps'", at: node.location) }
        return rule
    }

    /// The endpoint a rule names, as `Service.endpoint`: written so, as `Service.*` or `*`,
    /// or as the OpenAPI `operationId` it was imported from (the JSON endpoint, where errgen
    /// split a stream off). An unknown name is an error with the closest of either spelling.
    private mutating func resolvedEndpoint(_ endpoint: String, at location: SourceLocation) -> String {
        let ids = api.endpoints.map(\.id)
        if endpoint == "*" || ids.contains(endpoint) { return endpoint }
        if endpoint.hasSuffix(".*"), ids.contains(where: { $0.hasPrefix(endpoint.dropLast()) }) { return endpoint }
        if let imported = api.endpoints.first(where: { $0.spec.operationID == endpoint }) { return imported.id }
        let operationIDs = api.endpoints.compactMap(\.spec.operationID)
        let guess = NameSuggestion.closest(to: endpoint, among: ids + operationIDs)
        let spellings =
            operationIDs.isEmpty
            ? "Service.endpoint, Service.* or *" : "Service.endpoint, an operationId, Service.* or *"
        diagnostics.error(
            "unknown endpoint '\(endpoint)'\(guess.map { " (did you mean '\($0)'?)" } ?? ""); write \(spellings)",
            at: location)
        return endpoint
    }

    private mutating func step(_ node: YAMLNode) -> Scenario.Step? {
        if let scalar = node.scalar {
            guard scalar.value == "ok" else {
                diagnostics.error(
                    "a step is 'ok' or a mapping with 'ok', 'code' or 'fault', found '\(scalar.value)'",
                    at: node.location)
                return nil
            }
            return Scenario.Step(action: .ok, location: node.location)
        }
        var step = Scenario.Step(action: .ok, location: node.location)
        var actions: [String] = []
        var entry: Int?
        var fieldsNode: YAMLNode?
        var asText = false
        for field in keyed(node, "a step", ScenarioFormat.step) {
            let value = field.value
            switch field.key.value {
            case "ok":
                actions.append("ok")
                if value.scalar?.value != "true" { diagnostics.error("'ok' must be true", at: value.location) }
            case "code":
                actions.append("code")
                guard let code = string(value, "'code'") else { continue }
                entry = api.catalog.entry(code)
                if entry == nil {
                    let names = api.catalog.entries.flatMap {
                        [$0.code.value.description] + ($0.name.map { [$0.value] } ?? [])
                    }
                    let guess = NameSuggestion.closest(to: code, among: names)
                    diagnostics.error(
                        "unknown code '\(code)'\(guess.map { " (did you mean '\($0)'?)" } ?? "")", at: value.location)
                }
            case "error_event":
                actions.append("error_event")
                guard let code = string(value, "'error_event'") else { continue }
                guard let found = api.catalog.entry(code) else {
                    diagnostics.error("unknown code '\(code)' in 'error_event'", at: value.location)
                    continue
                }
                step.action = .errorEvent(found)
            case "events":
                guard let count = integer(value, "'events'") else { continue }
                if count < 0 { diagnostics.error("'events' must be 0 or more, found \(count)", at: value.location) }
                step.events = max(count, 0)
            case "fault":
                actions.append("fault")
                guard let text = string(value, "'fault'") else { continue }
                if let fault = Scenario.Step.Fault(rawValue: text) {
                    step.action = .fault(fault)
                } else {
                    let names = Scenario.Step.Fault.allCases.map(\.rawValue)
                    diagnostics.error(
                        "unknown fault '\(text)'; a fault is one of \(names.joined(separator: ", "))",
                        at: value.location)
                }
            case "status":
                guard let status = integer(value, "'status'") else { continue }
                if !(100...599).contains(status) {
                    diagnostics.error("'status' must be between 100 and 599, found \(status)", at: value.location)
                }
                step.status = status
            case "times":
                guard let times = integer(value, "'times'") else { continue }
                if times < 1 { diagnostics.error("'times' must be 1 or more, found \(times)", at: value.location) }
                step.times = max(times, 1)
            case "until": step.until = duration(value, "'until'")
            case "latency": step.latency = duration(value, "'latency'")
            case "retry_after":
                if let seconds = duration(value, "'retry_after'") {
                    step.retryAfter = .seconds(Int(seconds.rounded(.up)))
                }
            case "retry_after_date":
                guard let text = string(value, "'retry_after_date'") else { continue }
                if let seconds = Self.seconds(text) {
                    step.retryAfter = .dateIn(seconds)
                } else if let date = ISO8601DateFormatter().date(from: text) {
                    step.retryAfter = .date(date)
                } else {
                    diagnostics.error(
                        "'retry_after_date' must be a duration from the answer (30s) or an ISO 8601 date, found '\(text)'",
                        at: value.location)
                }
            case "headers":
                for header in mapping(value, "'headers'") ?? [] {
                    if let text = string(header.value, "header '\(header.key.value)'") {
                        step.headers.append((header.key.value, text))
                    }
                }
            case "fields": fieldsNode = value
            case "code_as_text":
                asText = value.scalar?.value == "true"
                if value.scalar?.value != "true" && value.scalar?.value != "false" {
                    diagnostics.error("'code_as_text' must be true or false", at: value.location)
                }
            default: break
            }
        }
        if actions.count != 1 {
            diagnostics.error(
                actions.isEmpty
                    ? "a step needs one of 'ok', 'code', 'fault' or 'error_event'"
                    : "a step has one of 'ok', 'code', 'fault' or 'error_event', found \(actions.map { "'\($0)'" }.joined(separator: " and "))",
                at: node.location)
        }
        if let entry {
            if asText, case .string = api.catalog.entries[entry].code.value {
                diagnostics.error(
                    "'code_as_text' is for an integer code; '\(api.catalog.entries[entry].code.value)' is text",
                    at: node.location)
            }
            step.action = .code(entry, asText: asText)
            if let fieldsNode { step.fields = fields(fieldsNode, entry: entry) }
        } else if fieldsNode != nil || asText, actions == ["ok"] || actions == ["fault"] {
            diagnostics.error("'fields' and 'code_as_text' go with 'code'", at: node.location)
        }
        return step
    }

    private mutating func fields(_ node: YAMLNode, entry index: Int) -> [String: JSONValue] {
        let entry = api.catalog.entries[index]
        var values: [String: JSONValue] = [:]
        for item in mapping(node, "'fields'") ?? [] {
            let name = item.key.value
            guard let field = entry.fields.first(where: { $0.name.value == name }) else {
                let names = entry.fields.map(\.name.value)
                let guess = NameSuggestion.closest(to: name, among: names)
                diagnostics.error(
                    "\(entry.code.value) has no field '\(name)'"
                        + (guess.map { " (did you mean '\($0)'?)" }
                            ?? (names.isEmpty ? "; it has none" : "; it has \(names.joined(separator: ", "))")),
                    at: item.keyLocation)
                continue
            }
            values[name] = json(item.value, as: field.type.value)
        }
        return values
    }

    /// A YAML value as JSON, its scalars read as the field's type says; a scalar of another type is an error.
    private mutating func json(_ node: YAMLNode, as type: TypeRef?) -> JSONValue {
        var mistakes: [(String, YAMLNode)] = []
        let value = ExampleValue.json(node, as: type) { mistakes.append(($0, $1)) }
        for (message, node) in mistakes { diagnostics.error(message, at: node.location) }
        return value
    }

    // MARK: Readers

    private mutating func mapping(_ node: YAMLNode, _ what: String) -> [YAMLMapping.Entry]? {
        if let entries = node.mapping { return entries }
        if node.scalar?.isNull == true { return [] }
        diagnostics.error("\(what) must be a mapping, found \(node.kindDescription)", at: node.location)
        return nil
    }

    private mutating func sequence(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        if let items = node.sequence { return items }
        diagnostics.error("\(what) must be a list, found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// The entries whose keys the table knows; each other key is an error with a did-you-mean.
    private mutating func keyed(_ node: YAMLNode, _ what: String, _ keys: [ScenarioFormat.Key]) -> [YAMLMapping.Entry] {
        let allowed = keys.map(\.name)
        var known: [YAMLMapping.Entry] = []
        for entry in mapping(node, what) ?? [] {
            if allowed.contains(entry.key.value) { known.append(entry) } else { unknown(entry, allowed: allowed) }
        }
        return known
    }

    private mutating func unknown(_ entry: YAMLMapping.Entry, allowed: [String]) {
        let guess = NameSuggestion.closest(to: entry.key.value, among: allowed)
        diagnostics.error(
            "unknown key '\(entry.key.value)'\(guess.map { " (did you mean '\($0)'?)" } ?? "")", at: entry.keyLocation)
    }

    private mutating func string(_ node: YAMLNode, _ what: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            diagnostics.error("\(what) must be text, found \(node.kindDescription)", at: node.location)
            return nil
        }
        return scalar.value
    }

    private mutating func integer(_ node: YAMLNode, _ what: String) -> Int? {
        guard let text = string(node, what) else { return nil }
        guard let value = Int(text) else {
            diagnostics.error("\(what) must be a whole number, found '\(text)'", at: node.location)
            return nil
        }
        return value
    }

    private mutating func number(_ node: YAMLNode, _ what: String) -> Double? {
        guard let text = string(node, what) else { return nil }
        guard let value = Double(text), value.isFinite else {
            diagnostics.error("\(what) must be a number, found '\(text)'", at: node.location)
            return nil
        }
        return value
    }

    private mutating func duration(_ node: YAMLNode, _ what: String) -> Double? {
        guard let text = string(node, what) else { return nil }
        guard let seconds = Self.seconds(text) else {
            diagnostics.error("\(what) must be a duration (200ms, 1.5s, 2m), found '\(text)'", at: node.location)
            return nil
        }
        return seconds
    }

    /// `200ms`, `1.5s`, `2m`, or a plain number of seconds; at most a day.
    package static func seconds(_ text: String) -> Double? {
        let units: [(suffix: String, scale: Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
        var number = Substring(text)
        var scale = 1.0
        for unit in units where text.hasSuffix(unit.suffix) {
            number = number.dropLast(unit.suffix.count)
            scale = unit.scale
            break
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(number), value.isFinite
        else { return nil }
        let seconds = value * scale
        return seconds <= 86_400 ? seconds : nil
    }
}
