// The settings sections of a spec: module, servers, envelope, retry policies, defaults.
// Jitter, the Retry-After rule and auth are the runtime's own types.

import ErrgenVocabulary

/// `public`, `package` or `internal`: the access level of everything generated.
package enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `package`
    case `internal`
}

package enum MissingTranslationPolicy: String, Sendable, CaseIterable {
    case error
    case warning
}

package struct ModuleSpec: Sendable {
    package var name = Located("API", at: SourceLocation(file: "", line: 0, column: 0))
    package var access = AccessLevel.internal
    /// The first is the fallback locale.
    package var locales: [Located<String>] = [Located("en", at: SourceLocation(file: "", line: 0, column: 0))]
    package var missingTranslation = MissingTranslationPolicy.error
    /// How model properties of type `Date` are written, unless they set their own;
    /// `nil`: as the client's `JSONDecoder` and `JSONEncoder` do (ISO 8601 by default).
    package var dateFormat: DateFormat?
    package var location: SourceLocation?

    package var fallbackLocale: String { locales.first?.value ?? "en" }
}

package struct ServerSpec: Sendable {
    package var name: Located<String>
    package var url: Located<String>
}

package struct EnvelopeSpec: Sendable {
    package var code = Located(["code"], at: SourceLocation(file: "", line: 0, column: 0))
    package var message: Located<[String]>? = Located(["message"], at: SourceLocation(file: "", line: 0, column: 0))
    package var details: Located<[String]>?
    package var requestID: Located<[String]>?
}

/// A length of time, kept in whole milliseconds so output never depends on float printing.
package struct DurationValue: Sendable, Hashable, Comparable {
    package var milliseconds: Int64

    package static func < (lhs: DurationValue, rhs: DurationValue) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }
}

package struct RetryPolicySpec: Sendable {
    package var name: Located<String>
    package var maxAttempts = 1
    package var initialBackoff = DurationValue(milliseconds: 1000)
    package var maxBackoff = DurationValue(milliseconds: 60_000)
    package var multiplier = 2.0
    package var jitter = Jitter.full
    package var retryAfter = RetryAfterRule.honor
}

package struct DefaultsSpec: Sendable {
    package var timeout: DurationValue?
    package var resourceTimeout: DurationValue?
    package var retry: Located<String>?
    package var auth = AuthRequirement.bearer
    package var headers: [DefaultHeaderSpec] = []
}

/// A header of `defaults.headers`: its name and where its value comes from.
package struct DefaultHeaderSpec: Sendable {
    package enum Source: Sendable {
        case runtime(DefaultHeaderSource)
        /// The property of the generated header values protocol.
        case provider(Located<String>)
        case text(String)
    }

    package var name: Located<String>
    /// `nil` when the entry gives none or several sources (the checker says so).
    package var source: Source?
    /// How many of `from`, `provider` and `value` the entry gives.
    package var sourceCount: Int
}

/// `session`: the endpoint that refreshes the session, where the refresh token goes, and
/// which properties of its response carry the new tokens.
package struct SessionSpec: Sendable {
    /// Where the request carries the refresh token.
    package enum RefreshTokenPlace: Sendable {
        /// A property of the body model, by its wire name.
        case body(String)
        /// A header parameter of the endpoint, by its name.
        case header(String)
        /// Neither `body.<property>` nor `header.<name>`, as written.
        case unrecognized(String)
    }

    package var location: SourceLocation
    /// `Service.endpoint`.
    package var refresh: Located<String>
    package var sendRefreshToken: Located<RefreshTokenPlace>
    /// `body_values`: fixed text for other properties of the body, by wire name, in spec order.
    package var bodyValues: [(name: Located<String>, value: String)] = []
    /// `send_client_id`, as written (`body.client_id`): the body property that carries the
    /// client identifier the app gives at run time.
    package var sendClientID: Located<String>?
    /// `send_client_secret`: the same for the client secret, which never appears in the spec.
    package var sendClientSecret: Located<String>?

    /// The body property `send_client_id` names; `nil` when it is not `body.<property>`.
    package var clientIDProperty: String? { Self.bodyProperty(sendClientID) }
    /// The body property `send_client_secret` names; `nil` when it is not `body.<property>`.
    package var clientSecretProperty: String? { Self.bodyProperty(sendClientSecret) }

    private static func bodyProperty(_ written: Located<String>?) -> String? {
        guard let text = written?.value, text.hasPrefix("body."), text.count > 5 else { return nil }
        return String(text.dropFirst(5))
    }
    /// Wire names of the response's properties.
    package var accessToken: Located<String>
    package var refreshToken: Located<String>?
    package var expiresIn: Located<String>?
}
