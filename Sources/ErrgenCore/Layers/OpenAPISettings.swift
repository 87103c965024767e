import ErrgenVocabulary

/// `openapi:`: the OpenAPI document a spec takes its services and models from.
package struct OpenAPISettings: Sendable {
    /// What to do with an operation or schema errgen cannot represent.
    package enum UnsupportedPolicy: String, Sendable, CaseIterable {
        /// Each is an error, and nothing is generated.
        case error
        /// Each is a warning, and the rest is generated without it.
        case skip
    }

    /// Where the settings are written.
    package var location: SourceLocation
    /// The document's path, relative to the spec folder, as written.
    package var document: Located<String>
    package var unsupported = UnsupportedPolicy.error
}

/// An entry of `operations:`: what an OpenAPI document cannot say about one operation,
/// by its `operationId` (or the name errgen derives for an operation without one).
package struct OperationSettings: Sendable {
    package var operationID: Located<String>
    package var errors: [Located<ErrorReference>] = []
    package var timeout: DurationValue?
    package var resourceTimeout: DurationValue?
    package var retry: Located<String>?
    package var auth: AuthRequirement?
    package var idempotent: Bool?
    package var idempotencyKey: Bool?
    package var sendsDefaultHeaders: Bool?
}
