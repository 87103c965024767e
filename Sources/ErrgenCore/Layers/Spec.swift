/// A whole spec folder, decoded: the typed form of every section of the spec format.
///
/// Every value that a later check or a generated doc comment may point at keeps its
/// `SourceLocation`. Collections keep the order of the spec (files in sorted path
/// order, entries in file order), which makes the output deterministic.
package struct Spec: Sendable {
    /// The file that holds `errgen: 1`.
    package var versionLocation: SourceLocation?
    package var module = ModuleSpec()
    package var servers: [ServerSpec] = []
    package var envelope = EnvelopeSpec()
    package var retryPolicies: [RetryPolicySpec] = []
    package var defaults = DefaultsSpec()
    /// `session`, when the spec says how the session refreshes.
    package var session: SessionSpec?
    /// `credentials`: the API keys, basic and fixed bearer schemes endpoints' `auth` may name.
    package var credentials: [NamedCredential] = []
    package var errors: [ErrorSpec] = []
    package var clientErrors = ClientErrorsSpec()
    package var fallbacks: [FallbackSpec] = []
    /// `mock`: settings of `errgen mock` only.
    package var mock = MockSettingsSpec()
    package var models: [ModelSpec] = []
    package var enums: [EnumSpec] = []
    /// `unions`: values that are one of several types.
    package var unions: [UnionSpec] = []
    package var services: [ServiceSpec] = []
    /// `openapi`, when the services and models come from an OpenAPI document.
    package var openAPI: OpenAPISettings?
    /// `operations`: per-operation settings for the OpenAPI document's operations.
    package var operations: [OperationSettings] = []
    /// Every file of the OpenAPI document that was read (root first): inputs of the run,
    /// not spec files.
    package var openAPIFiles: [String] = []
    /// The document's operations that `unsupported: skip` left out.
    package var skippedOperations: [SkippedOperation] = []
    /// A spec file could not be read or parsed, so entries may be missing: the checks
    /// across sections are skipped, as they would only report what that file holds.
    package var hasUnreadableFiles = false
    /// The `name:`s of catalog entries left out as a code defined twice (reported there):
    /// a reference to one is no second mistake.
    package var namesOfRepeatedErrors: Set<String> = []
    /// The spec folder's `Localizable.xcstrings`, when it has one: translations that
    /// the Merge stage puts into the texts.
    package var stringCatalog: TranslationCatalog?

    package init() {}
}

/// A value and where the spec wrote it.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
