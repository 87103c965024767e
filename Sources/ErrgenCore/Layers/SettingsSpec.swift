// The settings sections of a spec: module, servers, envelope, retry policies, defaults.
// Jitter, the Retry-After rule and auth are the runtime's own types.

import ErrgenVocabulary

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
    /// How model properties of type `Date` are written, unless they set their own;
    /// `nil`: as the client's `JSONDecoder` and `JSONEncoder` do (ISO 8601 by default).
    public var dateFormat: DateFormat?
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

public struct RetryPolicySpec: Sendable {
    public var name: Located<String>
    public var maxAttempts = 1
    public var initialBackoff = DurationValue(milliseconds: 1000)
    public var maxBackoff = DurationValue(milliseconds: 60_000)
    public var multiplier = 2.0
    public var jitter = Jitter.full
    public var retryAfter = RetryAfterRule.honor
}

public struct DefaultsSpec: Sendable {
    public var timeout: DurationValue?
    public var resourceTimeout: DurationValue?
    public var retry: Located<String>?
    public var auth = AuthRequirement.bearer
    public var headers: [DefaultHeaderSpec] = []
}

/// A header of `defaults.headers`: its name and where its value comes from.
public struct DefaultHeaderSpec: Sendable {
    public enum Source: Sendable {
        case runtime(DefaultHeaderSource)
        /// The property of the generated header values protocol.
        case provider(Located<String>)
        case text(String)
    }

    public var name: Located<String>
    /// `nil` when the entry gives none or several sources (the checker says so).
    public var source: Source?
    /// How many of `from`, `provider` and `value` the entry gives.
    public var sourceCount: Int
}

/// `session`: the endpoint that refreshes the session, where the refresh token goes, and
/// which properties of its response carry the new tokens.
public struct SessionSpec: Sendable {
    /// Where the request carries the refresh token.
    public enum RefreshTokenPlace: Sendable {
        /// A property of the body model, by its wire name.
        case body(String)
        /// A header parameter of the endpoint, by its name.
        case header(String)
        /// Neither `body.<property>` nor `header.<name>`, as written.
        case unrecognized(String)
    }

    public var location: SourceLocation
    /// `Service.endpoint`.
    public var refresh: Located<String>
    public var sendRefreshToken: Located<RefreshTokenPlace>
    /// `body_values`: fixed text for other properties of the body, by wire name, in spec order.
    public var bodyValues: [(name: Located<String>, value: String)] = []
    /// Wire names of the response's properties.
    public var accessToken: Located<String>
    public var refreshToken: Located<String>?
    public var expiresIn: Located<String>?
}
