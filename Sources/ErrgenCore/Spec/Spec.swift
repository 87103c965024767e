/// A whole spec folder, decoded: the typed form of every section of SPEC.md.
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
    public var errors: [ErrorSpec] = []
    public var clientErrors = ClientErrorsSpec()
    public var fallbacks: [FallbackSpec] = []
    public var models: [ModelSpec] = []
    public var services: [ServiceSpec] = []
    /// A spec file could not be read or parsed, so entries may be missing: the checks
    /// across sections are skipped, as they would only report what that file holds.
    public var hasUnreadableFiles = false

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

/// `public`, `package` or `internal`: the access level of everything generated.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `package`
    case `internal`
}

public enum MissingTranslationPolicy: String, Sendable, CaseIterable {
    case error
    case warning
}

public struct ModuleSpec: Sendable {
    public var name = Located("API", at: SourceLocation(file: "", line: 0, column: 0))
    public var access = AccessLevel.internal
    /// The first is the fallback locale.
    public var locales: [Located<String>] = [Located("en", at: SourceLocation(file: "", line: 0, column: 0))]
    public var missingTranslation = MissingTranslationPolicy.error
    public var location: SourceLocation?

    public var fallbackLocale: String { locales.first?.value ?? "en" }
}

public struct ServerSpec: Sendable {
    public var name: Located<String>
    public var url: Located<String>
}

public struct EnvelopeSpec: Sendable {
    public var code = Located(["code"], at: SourceLocation(file: "", line: 0, column: 0))
    public var message: Located<[String]>? = Located(["message"], at: SourceLocation(file: "", line: 0, column: 0))
    public var details: Located<[String]>?
    public var requestID: Located<[String]>?
}

/// A length of time, kept in whole milliseconds so output never depends on float printing.
public struct DurationValue: Sendable, Hashable, Comparable {
    public var milliseconds: Int64

    public static func < (lhs: DurationValue, rhs: DurationValue) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }
}

public enum JitterKind: String, Sendable, CaseIterable {
    case full, equal, none
}

public enum RetryAfterHandling: String, Sendable, CaseIterable {
    case honor, ignore
}

public struct RetryPolicySpec: Sendable {
    public var name: Located<String>
    public var maxAttempts = 1
    public var initialBackoff = DurationValue(milliseconds: 1000)
    public var maxBackoff = DurationValue(milliseconds: 60_000)
    public var multiplier = 2.0
    public var multiplierText = "2"
    public var jitter = JitterKind.full
    public var retryAfter = RetryAfterHandling.honor
}

public enum AuthKind: String, Sendable, CaseIterable {
    case bearer, none
}

public struct DefaultsSpec: Sendable {
    public var timeout: DurationValue?
    public var resourceTimeout: DurationValue?
    public var retry: Located<String>?
    public var auth = AuthKind.bearer
}

/// An error code as the server sends it.
public enum ErrorCodeValue: Sendable, Hashable, CustomStringConvertible {
    case string(String)
    case integer(Int)

    public var description: String {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        }
    }
}

/// The six categories of SPEC.md, with their spec spelling.
public enum CategorySpec: String, Sendable, CaseIterable {
    case retryable
    case nonRetryable = "non_retryable"
    case reauthenticate
    case requiresLogout = "requires_logout"
    case maintenance
    case forceUpdate = "force_update"
}

/// Text in each locale; `{name}` placeholders already split out.
public struct LocalizedText: Sendable {
    public struct Translation: Sendable {
        public var locale: Located<String>
        public var text: String
        public var segments: [TextSegment]
        public var location: SourceLocation
    }

    public var translations: [Translation]
    public var location: SourceLocation
    /// Locales whose text has a mistake (already reported): present, so not "missing".
    public var unreadableLocales: [String] = []

    public func translation(for locale: String) -> Translation? {
        translations.first { $0.locale.value == locale }
    }
}

public enum TextSegment: Sendable, Hashable {
    case literal(String)
    case placeholder(String)
}

public struct ErrorSpec: Sendable {
    public var code: Located<ErrorCodeValue>
    /// The spec's `name:`, when it gives one.
    public var name: Located<String>?
    public var status: Located<Int>?
    public var category: CategorySpec
    public var summary: String?
    public var title: LocalizedText?
    public var message: LocalizedText?
    public var failureReason: LocalizedText?
    public var recoverySuggestion: LocalizedText?
    public var fields: [FieldSpec] = []
    public var retry: Located<String>?
    public var problemType: Located<String>?
    /// Where the entry's key is written.
    public var location: SourceLocation
}

public struct FieldSpec: Sendable {
    public enum Source: Sendable, Hashable {
        case details([String])
        case body([String])
        case header(String)
    }

    public var name: Located<String>
    public var type: Located<TypeRef>
    public var source: Source
}

/// A type of SPEC.md's type grammar.
public indirect enum TypeRef: Sendable, Hashable, CustomStringConvertible {
    case primitive(PrimitiveType)
    case model(String)
    case array(TypeRef)
    case dictionary(TypeRef)
    case optional(TypeRef)

    public var description: String {
        switch self {
        case .primitive(let primitive): primitive.rawValue
        case .model(let name): name
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without its outer `?`.
    public var nonOptional: TypeRef {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Every model name the type mentions.
    public var modelNames: [String] {
        switch self {
        case .primitive: []
        case .model(let name): [name]
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.modelNames
        }
    }
}

public enum PrimitiveType: String, Sendable, CaseIterable {
    case string = "String"
    case int = "Int"
    case int64 = "Int64"
    case double = "Double"
    case bool = "Bool"
    case url = "URL"
    case uuid = "UUID"
    case date = "Date"
}

public enum ClientErrorKind: String, Sendable, CaseIterable {
    case offline, timeout, decoding, other
}

public struct ClientErrorsSpec: Sendable {
    public var entries: [(kind: ClientErrorKind, code: Located<ErrorReference>)] = []
    public var location: SourceLocation?

    public func code(for kind: ClientErrorKind) -> Located<ErrorReference>? {
        entries.first { $0.kind == kind }?.code
    }
}

/// A code or name that refers to a catalog entry, as written in an endpoint,
/// `client_errors` or `fallbacks`.
public struct ErrorReference: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var isPlain: Bool

    public var description: String { text }
}

public enum StatusMatch: Sendable, Hashable, Comparable, CustomStringConvertible {
    case exact(Int)
    /// `4xx` is `.statusClass(4)`.
    case statusClass(Int)

    public var description: String {
        switch self {
        case .exact(let status): String(status)
        case .statusClass(let digit): "\(digit)xx"
        }
    }
}

public struct FallbackSpec: Sendable {
    public var status: Located<StatusMatch>
    public var code: Located<ErrorReference>
}

public struct ModelSpec: Sendable {
    public struct Property: Sendable {
        public var wireName: Located<String>
        public var type: Located<TypeRef>
        public var secret: Bool
        public var summary: String? = nil
    }

    public var name: Located<String>
    public var properties: [Property]
}

public struct ServiceSpec: Sendable {
    public var name: Located<String>
    public var summary: String?
    public var endpoints: [EndpointSpec]
}

public struct ParameterSpec: Sendable {
    public var wireName: Located<String>
    public var type: Located<TypeRef>
}

public enum HTTPMethodSpec: String, Sendable, CaseIterable {
    case GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS
}

public struct EndpointSpec: Sendable {
    public var name: Located<String>
    public var summary: String?
    public var method: HTTPMethodSpec
    public var path: Located<String>
    public var pathParams: [ParameterSpec] = []
    public var query: [ParameterSpec] = []
    public var headers: [ParameterSpec] = []
    public var body: Located<String>?
    public var response: Located<String>?
    public var errors: [Located<ErrorReference>] = []
    public var timeout: DurationValue?
    public var resourceTimeout: DurationValue?
    public var retry: Located<String>?
    public var auth: AuthKind?
    public var idempotent = false
    public var idempotencyKey = false
}
