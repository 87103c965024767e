/// The standard library and Foundation types that generated code names, each written
/// module-qualified (`Swift.String`, `Foundation.Date`): in a build-plugin target the
/// generated files share a module with the app, whose own `Date` or `Result` would
/// otherwise hide Foundation's there, and inside the namespace a model named `Locale`
/// or `Sendable` would hide the standard one.
enum StandardType: String, CaseIterable, Sendable {
    case string = "String"
    case int = "Int"
    case int64 = "Int64"
    case int32 = "Int32"
    case double = "Double"
    case float = "Float"
    case decimal = "Decimal"
    case data = "Data"
    case bool = "Bool"
    case duration = "Duration"
    case set = "Set"
    case sendable = "Sendable"
    case hashable = "Hashable"
    case timeInterval = "TimeInterval"
    case void = "Void"
    case codable = "Codable"
    case caseIterable = "CaseIterable"
    case encodable = "Encodable"
    case decoder = "Decoder"
    case encoder = "Encoder"
    case hasher = "Hasher"
    case url = "URL"
    case uuid = "UUID"
    case date = "Date"
    case locale = "Locale"
    case customReflectable = "CustomReflectable"
    case mirror = "Mirror"
    case keyValuePairs = "KeyValuePairs"

    /// The modules generated code qualifies names with; a model may not take these names,
    /// which would hide the module inside the namespace.
    static let moduleNames: Set<String> = ["Swift", "Foundation", RuntimeType.moduleName]

    var module: String {
        switch self {
        case .url, .uuid, .date, .locale, .decimal, .data, .timeInterval: "Foundation"
        default: "Swift"
        }
    }

    /// `Swift.String`, `Foundation.Date`.
    var qualified: String { module + "." + rawValue }

    /// `nil` for `UploadFile`, a runtime type (`RuntimeType.uploadFile`).
    init?(_ primitive: PrimitiveType) {
        switch primitive {
        case .string: self = .string
        case .int: self = .int
        case .int64: self = .int64
        case .int32: self = .int32
        case .double: self = .double
        case .float: self = .float
        case .decimal: self = .decimal
        case .data: self = .data
        case .bool: self = .bool
        case .url: self = .url
        case .uuid: self = .uuid
        case .date: self = .date
        case .file: return nil
        }
    }
}
