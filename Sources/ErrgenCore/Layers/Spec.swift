/// A whole spec folder, decoded: the typed form of every section of the spec format.
///
/// Every value that a later check or a generated doc comment may point at keeps its
/// `SourceLocation`. Collections keep the order of the spec (files in sorted path
/// order, entries in file order), which makes the output deterministic.
public struct Spec: Sendable {
    /// The file that holds `errgen: 1`.
    public var versionLocation: SourceLocation?
    public var module = ModuleSpec()
    public var servers: [ServerSpec] = []
    public var envelope = EnvelopeSpec()
    public var retryPolicies: [RetryPolicySpec] = []
    public var defaults = DefaultsSpec()
    /// `session`, when the spec says how the session refreshes.
    public var session: SessionSpec?
    public var errors: [ErrorSpec] = []
    public var clientErrors = ClientErrorsSpec()
    public var fallbacks: [FallbackSpec] = []
    public var models: [ModelSpec] = []
    public var enums: [EnumSpec] = []
    public var services: [ServiceSpec] = []
    /// A spec file could not be read or parsed, so entries may be missing: the checks
    /// across sections are skipped, as they would only report what that file holds.
    public var hasUnreadableFiles = false
    /// The `name:`s of catalog entries left out as a code defined twice (reported there):
    /// a reference to one is no second mistake.
    public var namesOfRepeatedErrors: Set<String> = []
    /// The spec folder's `Localizable.xcstrings`, when it has one: translations that
    /// Check merges into the texts.
    public var stringCatalog: TranslationCatalog?

    public init() {}
}

/// A value and where the spec wrote it.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
