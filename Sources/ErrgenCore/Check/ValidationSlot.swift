/// How a field of a catalog entry carries a malformed request's failing fields, when
/// `errgen mock` answers with that entry: by the field's type, and for plain strings and
/// lists by its name. A field that fits none of these carries none.
package enum ValidationSlot: Sendable, Equatable {
    /// `[String: [String]]`: each failing field with its messages (`{"amount": ["must be Decimal"]}`).
    case messagesByField
    /// `[String: String]`: each failing field with its message.
    case messageByField
    /// `[String]` named like a list of fields (`fields`, `invalid_fields`, `missing`): their names.
    case fieldNames
    /// `[String]` named like a list of errors (`errors`, `messages`, `violations`): `field: message` each.
    case messages
    /// `String` named like one field (`field`, `param`, `pointer`, `property`): the first failing field.
    case firstField
    /// `String` named like a message (`message`, `detail`, `reason`): every failure in one line.
    case summary
    /// A list of a model with a `String` property named like a field, and perhaps one named like a
    /// message (`errors: [FieldError]`): one item per failing field, by those properties' wire names.
    case items(model: String, field: String, message: String?)

    /// Whether the slot names the failing fields (a `summary` only describes them).
    package var namesFields: Bool { self != .summary }

    /// The slot of `field`; `nil` when it carries nothing of the failure.
    package static func of(_ field: FieldSpec, models: [ModelSpec]) -> ValidationSlot? {
        let name = normalized(field.name.value)
        let string = TypeRef.primitive(.string)
        switch field.type.value.nonOptional {
        case .dictionary(.array(string)): return .messagesByField
        case .dictionary(string): return .messageByField
        case .array(string) where namesOfFieldLists.contains(name): return .fieldNames
        case .array(string) where messageListNames.contains(where: name.contains): return .messages
        case string where namesOfOneField.contains(name): return .firstField
        case string where messageNames.contains(where: name.contains): return .summary
        case .array(.model(let modelName)):
            guard let model = models.first(where: { $0.name.value == modelName }) else { return nil }
            let strings = model.properties.filter { $0.type.value.nonOptional == string }.map(\.wireName.value)
            guard let field = strings.first(where: { namesOfAnItemsField.contains(normalized($0)) }) else { return nil }
            let message = strings.first { name in messageNames.contains { normalized(name).contains($0) } }
            return .items(model: modelName, field: field, message: message)
        default: return nil
        }
    }

    /// Lower case without `_` and `-`: `field_name`, `fieldName` and `Field-Name` are one name.
    private static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0 != "_" && $0 != "-" }
    }

    private static let namesOfOneField: Set<String> = [
        "field", "fieldname", "param", "parameter", "paramname", "parametername", "pointer", "property",
        "attribute", "invalidfield", "invalidparam", "invalidparameter",
    ]
    private static let namesOfAnItemsField = namesOfOneField.union(["name", "path", "loc", "location", "key", "source"])
    private static let namesOfFieldLists: Set<String> = [
        "fields", "fieldnames", "invalidfields", "missingfields", "missing", "params", "parameters",
        "invalidparams", "invalidparameters", "attributes", "properties",
    ]
    private static let messageListNames = ["error", "message", "violation", "problem", "detail", "issue"]
    private static let messageNames = ["message", "detail", "reason", "description", "error", "msg"]
}
