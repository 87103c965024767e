/// One query item; `nil` values are left out of the URL.
public struct QueryItem: Sendable, Hashable {
    public var name: String
    public var value: String?
    /// The values of `init(name:joining:by:)`, each encoded on its own, and what joins them in the URL.
    var joinedValues: JoinedValues? = nil

    struct JoinedValues: Sendable, Hashable {
        var values: [String]
        var delimiter: Delimiter
    }

    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// One endpoint call, as generated per service into a router enum.
///
/// The runtime builds the `URLRequest`, chooses the retry policy and decides
/// whether a retry is safe from these properties alone.
public protocol Router: Sendable {
    /// `Service.endpoint`, for logs and error contexts.
    var endpointName: String { get }
    var method: HTTPMethod { get }
    /// The path below the server's base URL, path parameters already percent-encoded.
    var path: String { get }
    /// Query items in spec order; items with `nil` values are left out.
    var queryItems: [QueryItem] { get }
    /// Headers of the spec's `headers:` in spec order; `nil` values are left out.
    var headers: [(name: String, value: String)] { get }
    /// The body, when the endpoint has one, written as ``bodyEncoding`` says.
    var body: (any Encodable & Sendable)? { get }
    /// How the body is written: JSON, a form, multipart, bytes or text (`body_encoding`).
    var bodyEncoding: BodyEncoding { get }
    /// The `Content-Type` of a `binary` or `text` body (`body_content_type`); `nil`: the
    /// encoding's own (``BodyEncoding/contentType``). A binary body's ``UploadFile/contentType`` wins.
    var bodyContentType: String? { get }
    /// The declared `Content-Type` of a multipart body's parts, by wire name (`part_content_types`).
    var partContentTypes: [String: String] { get }
    /// How a form body writes its list and object fields, by wire name (`form_encoding`);
    /// a field not named is written the default way (``FormFieldStyle``).
    var formFieldStyles: [String: FormFieldStyle] { get }
    /// The `Accept` header: the media type of a 2xx body (`response_content_type`), else `application/json`.
    var acceptedContentType: String { get }
    /// Whether the client's default headers go with this request (`default_headers: false` opts out).
    var sendsDefaultHeaders: Bool { get }
    /// The timeout of one attempt.
    var timeout: Duration? { get }
    /// The timeout of the whole transfer.
    var resourceTimeout: Duration? { get }
    /// The largest 2xx body this endpoint reads, in bytes; `nil`: the client's
    /// ``ResponseSizeLimits/maximumResponseSize``. An entry for the endpoint in
    /// ``ResponseSizeLimits/perEndpoint`` wins over it.
    var maximumResponseSize: Int? { get }
    /// The endpoint's policy; an error's own policy overrides it.
    var retryPolicy: RetryPolicy { get }
    var auth: AuthRequirement { get }
    /// The credential schemes the endpoint accepts, as alternatives, each an AND of schemes (the
    /// spec's `auth` naming `credentials`, OpenAPI's `security`): a call sends the first
    /// alternative the app has every credential for. Empty: ``auth`` alone decides.
    var credentialAlternatives: [[CredentialScheme]] { get }
    /// Whether the endpoint says `idempotent: true` or its method is idempotent.
    var isIdempotent: Bool { get }
    /// Whether every call sends an `Idempotency-Key` kept across its attempts.
    var sendsIdempotencyKey: Bool { get }
    /// The key the caller chose for this call; `nil`: a fresh one
    /// (``APIClientConfiguration/makeIdempotencyKey``). Read only when ``sendsIdempotencyKey``.
    var idempotencyKey: IdempotencyKey? { get }
    /// The codes the endpoint documents.
    var documentedErrors: [WireCode] { get }
    /// Wire names of body fields that must never be logged (passwords, tokens), in
    /// the request body and in the response body, at any depth, in any letter case. A
    /// generated router names every `secret: true` property of the spec and the session's
    /// token fields, on every endpoint: a server may echo one anywhere.
    var secretFields: Set<String> { get }
    /// Names of the headers the spec marks `secret: true` (a parameter, the session's refresh
    /// token header), never logged; headers ``Redaction`` hides by default need not be listed.
    var secretHeaders: Set<String> { get }
}

extension Router {
    /// No secret fields unless the endpoint names some.
    public var secretFields: Set<String> { [] }

    /// None: the endpoint sends the session's token or nothing, as ``auth`` says.
    public var credentialAlternatives: [[CredentialScheme]] { [] }

    /// No secret headers but the defaults unless the endpoint names some.
    public var secretHeaders: Set<String> { [] }

    /// Default headers go with every request unless the endpoint says `default_headers: false`.
    public var sendsDefaultHeaders: Bool { true }

    /// JSON unless the endpoint says another `body_encoding`.
    public var bodyEncoding: BodyEncoding { .json }

    /// None: the body encoding's own type.
    public var bodyContentType: String? { nil }

    /// No part has a declared type.
    public var partContentTypes: [String: String] { [:] }

    /// Every form field in the default style: a list repeats its name, a JSON object is its JSON text.
    public var formFieldStyles: [String: FormFieldStyle] { [:] }

    /// JSON, as most endpoints answer.
    public var acceptedContentType: String { "application/json" }

    /// The client's limit: generated routers set none (the spec has no size key).
    public var maximumResponseSize: Int? { nil }

    /// No key of the caller's: each call makes a fresh one.
    public var idempotencyKey: IdempotencyKey? { nil }

    /// Whether the request may be sent again: an idempotent method or endpoint, or an idempotency key.
    public var isSafeToRepeat: Bool { isIdempotent || sendsIdempotencyKey }
}
