/// The ErrgenRuntime types that generated code names, spelled as the runtime declares
/// them (`RuntimeVocabularyTests` checks each against the runtime's own type).
///
/// Translators never write a runtime type's name themselves: they ask
/// `GeneratedNames.runtime(_:)`, the one place that decides whether it is written
/// module-qualified.
enum RuntimeType: String, CaseIterable, Sendable {
    case anyJSON = "AnyJSON"
    case apiClient = "APIClient"
    case apiClientConfiguration = "APIClientConfiguration"
    case authRequirement = "AuthRequirement"
    case bearerAuthenticator = "BearerAuthenticator"
    case bearerToken = "BearerToken"
    case bodyEncoding = "BodyEncoding"
    case catalogError = "CatalogError"
    case catalogErrorCode = "CatalogErrorCode"
    case clientFailure = "ClientFailure"
    case coded = "Coded"
    case cookieHeader = "CookieHeader"
    case decimalCoding = "DecimalCoding"
    case iso8601DateCoding = "ISO8601DateCoding"
    case iso8601FractionalDateCoding = "ISO8601FractionalDateCoding"
    case unixSecondsDateCoding = "UnixSecondsDateCoding"
    case unixMillisecondsDateCoding = "UnixMillisecondsDateCoding"
    case defaultHeader = "DefaultHeader"
    case errorCategory = "ErrorCategory"
    case errorContext = "ErrorContext"
    case errorEnvelope = "ErrorEnvelope"
    case errorPayload = "ErrorPayload"
    case fieldSource = "FieldSource"
    case formFieldStyle = "FormFieldStyle"
    case httpMethod = "HTTPMethod"
    case idempotencyKey = "IdempotencyKey"
    case indirect = "Indirect"
    case jitter = "Jitter"
    case jsonKey = "JSONKey"
    case localeMatching = "LocaleMatching"
    case messageFormatting = "MessageFormatting"
    case messageValue = "MessageValue"
    case modelEquality = "ModelEquality"
    case openEnum = "OpenEnum"
    case percentEncoding = "PercentEncoding"
    case credentialScheme = "CredentialScheme"
    case queryItem = "QueryItem"
    case redactedValue = "RedactedValue"
    case retryAfterRule = "RetryAfterRule"
    case retryPolicy = "RetryPolicy"
    case router = "Router"
    case serverSentEvents = "ServerSentEvents"
    case sessionEnd = "SessionEnd"
    case sessionHooks = "SessionHooks"
    case storedSession = "StoredSession"
    case textValue = "TextValue"
    case tokenStore = "TokenStore"
    case uploadFile = "UploadFile"
    case wireCode = "WireCode"
    case wireCodeIndex = "WireCodeIndex"

    /// The module generated code imports.
    static let moduleName = "ErrgenRuntime"

    /// The runtime's SPI that holds what only generated code names (`JSONKey`,
    /// `PercentEncoding`, `TextValue`, `WireCodeIndex`), out of an app's completion.
    static let generatedSPI = "Generated"

    /// How generated code imports `module`: the runtime together with its generated-code SPI.
    static func importLine(of module: String) -> String {
        module == moduleName ? "@_spi(\(generatedSPI)) import \(module)" : "import \(module)"
    }

    var name: String { rawValue }
}
