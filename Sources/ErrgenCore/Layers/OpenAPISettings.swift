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
    /// Written over what the importer reads from the document (`EndpointSettings.overlaid(by:)`).
    package var settings = EndpointSettings()
}
