/// The Swift names of a spec's generated declarations, derived once.
public enum GeneratedNames {
    /// The case name of a catalog entry: from `name:`, else from the code.
    public static func caseName(of error: ErrorSpec) -> String? {
        if let name = error.name { return SwiftNames.lowerCamel(name.value) }
        return SwiftNames.lowerCamel(error.code.value.description)
    }

    /// Members of the generated error and code enums that a case may not shadow.
    public static let reservedCaseNames: Set<String> = [
        "unrecognized", "code", "wireCode", "isUnrecognized", "context", "message", "title", "errorDescription",
        "failureReason", "recoverySuggestion", "helpAnchor", "errorCode", "errorUserInfo", "errorDomain",
        "description", "debugDescription", "envelope", "category", "retryPolicy", "isCancellation",
        "localizedDescription", "wire", "httpStatus", "allCases", "hashValue", "hash", "problemType", "summary",
        "fallback", "matching",
    ]

    /// Names a field may not have: the error context's label, the decoder's parameter,
    /// and `self`, which a binding of that name would shadow.
    public static let reservedFieldNames: Set<String> = ["context", "payload", "self"]

    /// Members of the generated routers that an endpoint may not shadow.
    public static let reservedEndpointNames: Set<String> = [
        "endpointName", "method", "path", "queryItems", "headers", "body", "timeout", "resourceTimeout",
        "retryPolicy", "auth", "isIdempotent", "sendsIdempotencyKey", "documentedErrors", "secretFields",
        "isSafeToRepeat", "client",
    ]

    /// Type names that generated code uses unqualified, so a model may not take them.
    public static let reservedTypeNames: Set<String> = [
        "String", "Int", "Int64", "Double", "Bool", "URL", "UUID", "Date", "Data", "Error", "Never", "Optional",
        "Array", "Dictionary", "Set", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Sendable",
        "CodingKey", "CodingKeys", "Foundation", "Swift", "Duration", "Result", "ErrorContext", "WireCode",
        "RetryPolicy", "ErrorCategory", "ErrorEnvelope", "ErrorPayload", "FieldSource", "ClientFailure", "Router",
        "HTTPMethod", "QueryItem", "AuthRequirement", "APIClient", "APIClientConfiguration", "CatalogError",
        "CatalogErrorCode", "PercentEncoding", "TextValue", "LocaleMatching", "LocalizedError", "CustomNSError",
        "ErrgenRuntime", "Jitter", "RetryAfterRule", "Decoder", "Encoder",
    ]
}
