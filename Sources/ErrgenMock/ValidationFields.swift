import ErrgenCore
import ErrgenVocabulary

/// A request's mistakes as the values of a catalog entry's fields, each field by its
/// ``ValidationSlot``: the failing fields the mock found, never made-up ones.
struct ValidationFields {
    let api: MockAPI
    let values: ValueSynthesizer

    /// The value of each field of `entry` a slot fits; the entry's other fields are not here.
    func values(of entry: ErrorSpec, for violations: [RequestValidator.Violation]) -> [String: JSONValue] {
        let summary = violations.map { "\($0.field): \($0.message)" }.joined(separator: "; ")
        var result: [String: JSONValue] = [:]
        for field in entry.fields {
            guard let slot = ValidationSlot.of(field, models: api.spec.models) else { continue }
            let value: JSONValue
            switch slot {
            case .messagesByField:
                value = .object(grouped(violations).map { .init($0.name, .array($0.messages.map(JSONValue.string))) })
            case .messageByField:
                value = .object(
                    grouped(violations).map { .init($0.name, .string($0.messages.joined(separator: "; "))) })
            case .fieldNames:
                value = .array(grouped(violations).map { .string($0.name) })
            case .messages:
                value = .array(violations.map { .string("\($0.name): \($0.message)") })
            case .firstField:
                guard let first = violations.first else { continue }
                value = .string(first.name)
            case .summary:
                value = .string(summary)
            case .items(let model, let name, let message):
                value = .array(violations.map { item(of: model, field: name, message: message, for: $0) })
            }
            result[field.name.value] = value
        }
        return result
    }

    /// The violations by failing field, in the order found: one field may fail twice.
    private func grouped(_ violations: [RequestValidator.Violation]) -> [(name: String, messages: [String])] {
        var groups: [(name: String, messages: [String])] = []
        for violation in violations {
            if let position = groups.firstIndex(where: { $0.name == violation.name }) {
                groups[position].messages.append(violation.message)
            } else {
                groups.append((violation.name, [violation.message]))
            }
        }
        return groups
    }

    /// One item of a list of field errors: the field and message where the model keeps them,
    /// its other required properties made up (the client needs them to decode), no optional ones.
    private func item(of name: String, field: String, message: String?, for violation: RequestValidator.Violation)
        -> JSONValue
    {
        guard let model = api.model(name) else { return .null }
        var members: [JSONValue.Member] = []
        for property in model.properties {
            let wire = property.wireName.value
            if wire == field {
                members.append(.init(wire, .string(violation.name)))
            } else if wire == message {
                members.append(.init(wire, .string(violation.message)))
            } else if !property.type.value.isOptional {
                members.append(.init(wire, values.value(of: property.type.value, at: "\(name).\(wire)")))
            }
        }
        return .object(members)
    }
}
