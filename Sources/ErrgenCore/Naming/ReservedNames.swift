/// Names the generated code or Swift itself already uses, which a spec's names may not take.
enum ReservedNames {
    /// Members of the generated error and code enums that a case may not shadow.
    static let caseNames: Set<String> = [
        "unrecognized", "code", "wireCode", "isUnrecognized", "context", "message", "title", "errorDescription",
        "failureReason", "recoverySuggestion", "helpAnchor", "errorCode", "errorUserInfo", "errorDomain",
        "description", "debugDescription", "envelope", "category", "retryPolicy", "isCancellation",
        "localizedDescription", "wire", "httpStatus", "allCases", "hashValue", "hash", "problemType", "summary",
        "fallback", "matching", "byWire", "byProblemType",
    ]

    /// Members of every generated enum that a value's case may not take: the case that keeps
    /// unlisted values, and the members of `RawRepresentable` and `Hashable`.
    static let enumCaseNames: Set<String> = [GeneratedNames.unknownEnumCase, "rawValue", "hashValue", "hash", "encode"]

    /// Case names that read as `Optional`'s own wherever the enum's type is optional: `.none` is `nil` there.
    static let optionalCaseNames: Set<String> = ["none"]

    /// Names a field may not have: the error context's label, the decoder's parameter,
    /// and `self`, which a binding of that name would shadow.
    static let fieldNames: Set<String> = ["context", "payload", "self"]

    /// Members of the generated routers that an endpoint may not shadow.
    static let endpointNames: Set<String> = [
        "endpointName", "method", "path", "queryItems", "headers", "body", "timeout", "resourceTimeout",
        "retryPolicy", "auth", "isIdempotent", "sendsIdempotencyKey", "documentedErrors", "secretFields",
        "isSafeToRepeat", "client", "idempotencyKey", "bodyEncoding", "sendsDefaultHeaders", "secretHeaders",
        "customMirror", "bodyContentType", "partContentTypes", "formFieldStyles", "acceptedContentType",
    ]

    /// What a model may not be called, besides the generated top-level types and the
    /// namespace's routers and services (`GeneratedNames`): the modules generated code
    /// qualifies standard and runtime types with, which a model would hide inside the
    /// namespace. Every other name is free: a model lives in the namespace (`FinFlow.Task`),
    /// and generated code writes every standard and runtime type module-qualified.
    static let modelNames: Set<String> = StandardType.moduleNames

    /// What the module may not be called besides `StandardType.moduleNames`: the namespace
    /// (`enum Result {}`) would hide the standard library's, Foundation's or the runtime's
    /// type of that name from the app's own code in the same module (a build-plugin target),
    /// which writes them unqualified. Generated code is safe either way (it qualifies them).
    static let moduleTypeNames: Set<String> = Set(StandardType.allCases.map(\.rawValue))
        .union(RuntimeType.allCases.map(\.rawValue))
        .union([
            // The standard library.
            "Result", "Error", "Optional", "Array", "Dictionary", "Character", "Substring", "Task", "Never", "Range",
            "ClosedRange", "Sequence", "Collection", "Equatable", "Comparable", "Identifiable", "Actor", "MainActor",
            "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Float16", "Float80", "Float32", "Float64",
            "AnyHashable", "CustomStringConvertible", "LocalizedError", "Clock", "ContinuousClock", "AsyncSequence",
            "AsyncStream", "Unicode", "KeyPath", "ObjectIdentifier", "Mirror", "Decodable", "Numeric",
            // Foundation.
            "JSONDecoder", "JSONEncoder", "JSONSerialization", "URLSession", "URLRequest", "URLResponse",
            "HTTPURLResponse", "URLComponents", "URLQueryItem", "URLError", "Bundle", "Calendar", "TimeZone",
            "DateComponents", "DateFormatter", "NumberFormatter", "Measurement", "AttributedString", "NSError",
            "Notification", "NotificationCenter", "ProcessInfo", "FileManager", "UserDefaults", "CharacterSet",
            "IndexSet", "Progress", "Operation", "OperationQueue", "Thread", "RunLoop", "Timer", "DispatchQueue",
        ])

    /// What the module's error type (`<Name>Error`) and code type (`<Name>ErrorCode`) may not
    /// be: a type the app's code in the same module names unqualified, which they would hide
    /// (module `Catalog` makes `CatalogError`, the runtime's protocol of every catalog error).
    static let errorTypeNames: Set<String> = moduleTypeNames.union([
        "DecodingError", "EncodingError", "CancellationError",
    ])

    /// Swift's name for a `Codable` type's keys, which the compiler declares inside a model
    /// it derives `Codable` for (one without properties), hiding a model of that name there.
    static let nestedModelTypeNames: Set<String> = ["CodingKeys"]
}
