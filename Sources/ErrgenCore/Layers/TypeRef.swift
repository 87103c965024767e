/// A type of SPEC.md's type grammar.
public indirect enum TypeRef: Sendable, Hashable, CustomStringConvertible {
    case primitive(PrimitiveType)
    case model(String)
    case array(TypeRef)
    case dictionary(TypeRef)
    case optional(TypeRef)

    public var description: String {
        switch self {
        case .primitive(let primitive): primitive.rawValue
        case .model(let name): name
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its outer `?`.
    public var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Every model name the type mentions.
    public var modelNames: [String] {
        switch self {
        case .primitive: []
        case .model(let name): [name]
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.modelNames
        }
    }
}

public enum PrimitiveType: String, Sendable, CaseIterable {
    case string = "String"
    case int = "Int"
    case int64 = "Int64"
    case double = "Double"
    case bool = "Bool"
    case url = "URL"
    case uuid = "UUID"
    case date = "Date"
}
