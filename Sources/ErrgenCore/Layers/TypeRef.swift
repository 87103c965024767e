/// A type of the spec format's type grammar.
package indirect enum TypeRef: Sendable, Hashable, CustomStringConvertible {
    case primitive(PrimitiveType)
    case model(String)
    case array(TypeRef)
    case dictionary(TypeRef)
    case optional(TypeRef)
    /// `JSON`: any JSON value, `ErrgenRuntime.AnyJSON` in Swift (a free-form value).
    case json

    package var description: String {
        switch self {
        case .primitive(let primitive): primitive.rawValue
        case .model(let name): name
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .json: TypeRef.jsonName
        }
    }

    /// How the spec writes `json`.
    package static let jsonName = "JSON"

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its outer `?`.
    package var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Whether the type is `primitive` or holds it in a list, dictionary or optional.
    package func holds(_ primitive: PrimitiveType) -> Bool {
        switch self {
        case .primitive(let own): own == primitive
        case .model, .json: false
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.holds(primitive)
        }
    }

    /// Whether the type is `json` or holds it in a list, dictionary or optional.
    package var holdsJSON: Bool {
        switch self {
        case .json: true
        case .primitive, .model: false
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.holdsJSON
        }
    }

    /// Every model name the type mentions.
    package var modelNames: [String] {
        switch self {
        case .primitive, .json: []
        case .model(let name): [name]
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.modelNames
        }
    }
}

package enum PrimitiveType: String, Sendable, CaseIterable {
    case string = "String"
    case int = "Int"
    case int64 = "Int64"
    case int32 = "Int32"
    case double = "Double"
    case float = "Float"
    case decimal = "Decimal"
    case bool = "Bool"
    case url = "URL"
    case uuid = "UUID"
    case date = "Date"
    case data = "Data"
    /// `UploadFile`: a file to upload, `ErrgenRuntime.UploadFile` in Swift (bytes or a file URL,
    /// with a filename and content type): a part of a `multipart` body, or a `binary` body.
    /// Named like the runtime type, not `File`, which a spec's own model may well be called.
    case file = "UploadFile"
}
