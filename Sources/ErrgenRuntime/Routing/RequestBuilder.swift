import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Turns a router into the `URLRequest` of one attempt.
///
/// Everything that may differ between the attempts of one call (the bearer token
/// after a refresh) is a parameter; everything else comes from the router, so two
/// attempts with the same token are the same request.
///
/// Public so that apps and tests can see the exact request a generated router makes:
///
/// ```swift
/// let request = try RequestBuilder(baseURL: FinFlowServer.production.url)
///     .makeRequest(for: MovieRouter.popularMovies(page: 1))
/// ```
public struct RequestBuilder: Sendable {
    public let baseURL: URL
    /// The per-attempt timeout of routers that set none.
    public let defaultTimeout: Duration

    /// Sent with every request before the router's own headers, which replace one of the same name.
    public let defaultHeaders: [DefaultHeader]
    /// The locale a `.locale` default header sends, read for each request.
    public let locale: @Sendable () -> Locale

    public init(
        baseURL: URL,
        defaultTimeout: Duration = .seconds(30),
        defaultHeaders: [DefaultHeader] = [],
        locale: @escaping @Sendable () -> Locale = { Locale.current }
    ) {
        self.baseURL = baseURL
        self.defaultTimeout = defaultTimeout
        self.defaultHeaders = defaultHeaders
        self.locale = locale
    }

    /// The JSON encoder for bodies: ISO 8601 dates, as the spec's `Date` type says.
    static let bodyEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// - Parameters:
    ///   - router: the endpoint and its parameters; its path is resolved against the base URL.
    ///   - bearerToken: sent as `Authorization: Bearer <token>` when the router uses bearer auth.
    ///   - idempotencyKey: the call's `Idempotency-Key`, the same for every attempt.
    ///   - credentials: the app's credentials for the alternative of ``Router/credentialAlternatives``
    ///     the call uses, each sent where its scheme says: a header, a query item after the
    ///     router's, a cookie after the router's, or `Authorization`.
    /// - Throws: `EncodingError` when the body does not encode (a form body holds only flat fields);
    ///   the file system's error when an ``UploadFile``'s file cannot be read;
    ///   ``InvalidHeaderValue`` when a header value (the bearer token and the idempotency key
    ///   included) holds a line break, NUL or another control character, which could smuggle
    ///   in a header of its own or be dropped on the way; ``InvalidHeaderName`` when a header
    ///   name is not an RFC 9110 token; ``InvalidPathSegment`` when a segment of the path is
    ///   `.` or `..`, which the transport would resolve.
    public func makeRequest(
        for router: some Router,
        bearerToken: String? = nil,
        idempotencyKey: String? = nil,
        credentials: [(scheme: CredentialScheme, credential: Credential)] = []
    ) throws -> URLRequest {
        if let segment = PathSyntax.dotSegment(in: router.path) { throw InvalidPathSegment(segment: segment) }
        let keysInQuery = credentials.compactMap { entry -> QueryItem? in
            guard case .query(let name) = entry.scheme.placement, case .apiKey(let key) = entry.credential else {
                return nil
            }
            return QueryItem(name: name, value: key)
        }
        var request = URLRequest(url: url(for: router, appending: keysInQuery))
        request.httpMethod = router.method.rawValue
        request.timeoutInterval = (router.timeout ?? defaultTimeout).timeInterval
        request.cachePolicy = .reloadIgnoringLocalCacheData
        try Self.set(router.acceptedContentType, "Accept", on: &request)
        if let body = router.body {
            let (data, contentType) = try Self.encoded(body, of: router)
            request.httpBody = data
            try Self.set(contentType, "Content-Type", on: &request)
        }
        if router.auth == .bearer, let bearerToken {
            try Self.set("Bearer \(bearerToken)", "Authorization", on: &request)
        }
        if let idempotencyKey {
            try Self.set(idempotencyKey, "Idempotency-Key", on: &request)
        }
        if !defaultHeaders.isEmpty, router.sendsDefaultHeaders {
            let locale = locale()
            for header in defaultHeaders {
                guard let value = header.resolved(locale: locale) else { continue }
                try Self.set(value, header.name, on: &request)
            }
        }
        // The endpoint's own headers replace defaults of the same name (setValue ignores case).
        for header in router.headers {
            try Self.set(header.value, header.name, on: &request)
        }
        try Self.add(credentials, to: &request)
        return request
    }

    /// The body's bytes and `Content-Type`, written as the router's ``Router/bodyEncoding`` says.
    ///
    /// Files are read here, for each attempt: a retry or the repeat after a refresh sends them afresh.
    private static func encoded(_ body: any Encodable & Sendable, of router: some Router) throws -> (Data, String) {
        switch router.bodyEncoding {
        case .json:
            return (try bodyEncoder.encode(body), BodyEncoding.json.contentType)
        case .form:
            return (try FormEncoder.encode(body, fieldStyles: router.formFieldStyles), BodyEncoding.form.contentType)
        case .multipart:
            let written = try MultipartEncoder.encode(body, partContentTypes: router.partContentTypes)
            return (written.data, written.contentType)
        case .binary:
            let declared = router.bodyContentType ?? BodyEncoding.binary.contentType
            switch body {
            case let file as UploadFile: return (try file.contents(), file.contentType ?? declared)
            case let data as Data: return (data, declared)
            default: throw notOfEncoding(body, "an UploadFile or Data", router.bodyEncoding)
            }
        case .text:
            guard let text = body as? String else { throw notOfEncoding(body, "a String", router.bodyEncoding) }
            return (Data(text.utf8), TextBody.contentType(declared: router.bodyContentType))
        }
    }

    private static func notOfEncoding(_ body: Any, _ expected: String, _ encoding: BodyEncoding) -> EncodingError {
        EncodingError.invalidValue(
            body,
            EncodingError.Context(
                codingPath: [], debugDescription: "A \(encoding.rawValue) body is \(expected), not \(type(of: body))."))
    }

    /// Sets the credentials' headers, after the router's: a credential is the app's, never replaced.
    private static func add(
        _ credentials: [(scheme: CredentialScheme, credential: Credential)], to request: inout URLRequest
    ) throws {
        var cookies: [(name: String, value: String?)] = []
        for (scheme, credential) in credentials {
            switch (scheme.placement, credential) {
            case (.header(let name), .apiKey(let key)): try set(key, name, on: &request)
            case (.cookie(let name), .apiKey(let key)): cookies.append((name, key))
            case (.basic, .basic(let username, let password)):
                try set(Credential.basicValue(username, password), "Authorization", on: &request)
            case (.bearer, .bearer(let token)): try set("Bearer \(token)", "Authorization", on: &request)
            default: continue  // A query key is in the URL; a mismatch is never chosen.
            }
        }
        guard let pairs = CookieHeader.value(cookies) else { return }
        let existing = request.value(forHTTPHeaderField: "Cookie")
        try set(existing.map { $0 + "; " + pairs } ?? pairs, "Cookie", on: &request)
    }

    /// Sets a header once it is known to go out as it is: `URLRequest` would drop a value
    /// with a line break silently, and the request would go without it.
    private static func set(_ value: String, _ name: String, on request: inout URLRequest) throws {
        try HeaderSyntax.check(name: name, value: value)
        request.setValue(value, forHTTPHeaderField: name)
    }

    /// The base URL, then the router's path (already percent-encoded), then its query.
    ///
    /// Joined as text rather than with `appendingPathComponent`, which would encode
    /// the path's `%` a second time.
    public func url(for router: some Router) -> URL {
        url(for: router, appending: [])
    }

    private func url(for router: some Router, appending extraItems: [QueryItem]) -> URL {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        text += router.path.hasPrefix("/") ? router.path : "/" + router.path
        let query = (router.queryItems + extraItems).compactMap { item in
            let value =
                item.joinedValues.map { joined in
                    joined.values.map(PercentEncoding.queryComponent).joined(separator: joined.delimiter.encoded)
                }
                ?? item.value.map(PercentEncoding.queryComponent)
            return value.map { PercentEncoding.queryComponent(item.name) + "=" + $0 }
        }
        if !query.isEmpty { text += "?" + query.joined(separator: "&") }
        return URL(string: text) ?? baseURL
    }
}

/// A header value the request builder refused: it holds a line break, NUL or another
/// control character (a horizontal tab is allowed). Such a value usually comes from user
/// input or from a server (a token), and sent as is it would end the header and start
/// another; Foundation drops it without a word instead, and the request would go without
/// the header. The call fails as `client_errors.other` and nothing is sent.
public struct InvalidHeaderValue: Error, Sendable, Equatable {
    /// The header's name (never its value, which may be secret).
    public var name: String

    public init(name: String) {
        self.name = name
    }
}
