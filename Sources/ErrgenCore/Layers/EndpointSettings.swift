import ErrgenVocabulary

/// How an endpoint is sent, apart from its route and types: the keys an endpoint of
/// `services:` and an entry of `operations:` share (`SpecFormat.endpointSettingKeys`).
///
/// One reader (`SpecDecoder.decodeEndpointSettings`) reads them for both, and an endpoint
/// imported from an OpenAPI document takes its `operations:` entry through `overlay(_:)`,
/// so a new setting is a property here, a line in each of those two and a key of the table.
/// A value the spec leaves out is `nil`, so an entry overrides only what it writes.
package struct EndpointSettings: Sendable, Equatable {
    /// `errors`: the codes the endpoint documents.
    package var errors: [Located<ErrorReference>] = []
    /// `timeout`: the longest wait for a response to start.
    package var timeout: DurationValue?
    /// `resource_timeout`: the longest the whole request may take.
    package var resourceTimeout: DurationValue?
    /// `retry`: the name of a retry policy.
    package var retry: Located<String>?
    /// `auth`: whether the request sends the session's token.
    package var auth: AuthRequirement?
    /// `auth` naming `credentials` schemes: the alternatives, each the names sent together
    /// (`bearer`: the session's token; `none`: no credentials). `auth` is then `bearer` when
    /// an alternative sends the session's token, else `none`, so they are set together.
    package var authSchemes: [[Located<String>]]?
    /// `idempotent`: safe to retry although the method is not (`nil`: no).
    package var idempotent: Bool?
    /// `idempotency_key`: sends an `Idempotency-Key` header, the same on every retry (`nil`: no).
    package var idempotencyKey: Bool?
    /// `default_headers`: whether the request sends `defaults.headers` (`nil`: yes).
    package var sendsDefaultHeaders: Bool?
    /// `terminator`: with `events`, the `data` that ends the stream and is not an event.
    package var terminator: Located<String>?

    package init() {}

    /// Writes `other` over these settings: its codes after these, and each value it sets in
    /// place of this one.
    ///
    /// An operation whose document says `security: []` and lists `x-errors: [NOT_FOUND]`,
    /// overlaid with `{auth: bearer, errors: [GONE]}`, sends the token and documents
    /// `NOT_FOUND` and `GONE`; its timeout, which neither sets, stays `nil`.
    package mutating func overlay(_ other: EndpointSettings) {
        errors += other.errors
        timeout = other.timeout ?? timeout
        resourceTimeout = other.resourceTimeout ?? resourceTimeout
        retry = other.retry ?? retry
        if other.auth != nil || other.authSchemes != nil { (auth, authSchemes) = (other.auth, other.authSchemes) }
        idempotent = other.idempotent ?? idempotent
        idempotencyKey = other.idempotencyKey ?? idempotencyKey
        sendsDefaultHeaders = other.sendsDefaultHeaders ?? sendsDefaultHeaders
        terminator = other.terminator ?? terminator
    }
}

/// The settings as the stages after Decode read them, each unset flag as its default.
extension EndpointSpec {
    package var errors: [Located<ErrorReference>] {
        get { settings.errors }
        set { settings.errors = newValue }
    }
    package var timeout: DurationValue? {
        get { settings.timeout }
        set { settings.timeout = newValue }
    }
    package var resourceTimeout: DurationValue? {
        get { settings.resourceTimeout }
        set { settings.resourceTimeout = newValue }
    }
    package var retry: Located<String>? {
        get { settings.retry }
        set { settings.retry = newValue }
    }
    package var auth: AuthRequirement? {
        get { settings.auth }
        set { settings.auth = newValue }
    }
    package var idempotent: Bool {
        get { settings.idempotent ?? false }
        set { settings.idempotent = newValue }
    }
    package var idempotencyKey: Bool {
        get { settings.idempotencyKey ?? false }
        set { settings.idempotencyKey = newValue }
    }
    package var sendsDefaultHeaders: Bool {
        get { settings.sendsDefaultHeaders ?? true }
        set { settings.sendsDefaultHeaders = newValue }
    }
    package var terminator: Located<String>? {
        get { settings.terminator }
        set { settings.terminator = newValue }
    }
}
