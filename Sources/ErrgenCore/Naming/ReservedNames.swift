/// Names the generated code or Swift itself already uses, which a spec's names may not take.
enum ReservedNames {
    /// Members of the generated error and code enums that a case may not shadow.
    static let caseNames: Set<String> = [
        "unrecognized", "code", "wireCode", "isUnrecognized", "context", "message", "title", "errorDescription",
        "failureReason", "recoverySuggestion", "helpAnchor", "errorCode", "errorUserInfo", "errorDomain",
        "description", "debugDescription", "envelope", "category", "retryPolicy", "isCancellation",
        "localizedDescription", "wire", "httpStatus", "allCases", "hashValue", "hash", "problemType", "summary",
        "fallback", "matching",
    ]

    /// Names a field may not have: the error context's label, the decoder's parameter,
    /// and `self`, which a binding of that name would shadow.
    static let fieldNames: Set<String> = ["context", "payload", "self"]

    /// Members of the generated routers that an endpoint may not shadow.
    static let endpointNames: Set<String> = [
        "endpointName", "method", "path", "queryItems", "headers", "body", "timeout", "resourceTimeout",
        "retryPolicy", "auth", "isIdempotent", "sendsIdempotencyKey", "documentedErrors", "secretFields",
        "isSafeToRepeat", "client",
    ]

    /// Type names that generated code uses unqualified, so a model may not take them:
    /// Swift's and Foundation's, and every runtime type (`RuntimeType`).
    static let typeNames: Set<String> = Set(swiftTypeNames).union(RuntimeType.allCases.map(\.name)).union([RuntimeType.moduleName])

    private static let swiftTypeNames = [
        "String", "Int", "Int64", "Double", "Bool", "URL", "UUID", "Date", "Data", "Error", "Never", "Optional",
        "Array", "Dictionary", "Set", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Sendable",
        "CodingKey", "CodingKeys", "Foundation", "Swift", "Duration", "Result", "LocalizedError", "CustomNSError",
        "Decoder", "Encoder",
    ]
}
