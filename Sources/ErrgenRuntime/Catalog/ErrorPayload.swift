import Foundation

/// Where an error field is read from: the spec's `from:` (`details.<path>`,
/// `body.<path>`, `header.<Name>`).
public enum FieldSource: Sendable, Hashable {
    /// A key path below the envelope's `details` (for problem+json: the extension members).
    case details([String])
    /// A key path from the root of the body.
    case body([String])
    /// A response header, matched without regard to case.
    case header(String)
}

/// A server's error response as the generated catalog sees it: the code already
/// read through the envelope, and typed access to the fields.
///
/// The body is parsed once, when the payload is made (or its body replaced); every
/// field is then read from the parsed document.
public struct ErrorPayload: Sendable {
    /// The HTTP status.
    public var status: Int
    /// The code the body carried, or `nil` when it had none (or was not JSON).
    public var code: WireCode?
    /// The RFC 9457 problem `type`, for `application/problem+json` bodies (not `about:blank`).
    public var problemType: String?
    /// Status, server message, request id, endpoint.
    public var context: ErrorContext
    /// The response headers.
    public var headers: [String: String]
    /// The body as received.
    public var body: Data {
        didSet { json = JSONValue.parseServerText(body) }
    }
    /// The key path of the details object from the body's root.
    public var detailsPath: [String]
    /// The body, parsed, its text cleaned (``ServerText``); `nil` when it is not JSON.
    private var json: JSONValue?
    /// What the payload's `dump` and description hide: what the log of its endpoint hides,
    /// when a client made it; else the default credential headers.
    var redactor = Redactor()

    /// - Parameters:
    ///   - status: the HTTP status.
    ///   - code: the code the body carried, `nil` when it carried none.
    ///   - problemType: the RFC 9457 problem `type`, for problem+json bodies.
    ///   - context: status, server message, request id, endpoint.
    ///   - headers: the response headers.
    ///   - body: the body as received; parsed here, once.
    ///   - detailsPath: where the envelope keeps `details`, from the body's root.
    public init(
        status: Int,
        code: WireCode?,
        problemType: String? = nil,
        context: ErrorContext,
        headers: [String: String] = [:],
        body: Data = Data(),
        detailsPath: [String] = []
    ) {
        self.init(
            status: status, code: code, problemType: problemType, context: context, headers: headers,
            body: body, json: JSONValue.parseServerText(body), detailsPath: detailsPath)
    }

    /// A payload whose body the caller has parsed (and cleaned: ``JSONValue/parseServerText(_:)``) already.
    init(
        status: Int,
        code: WireCode?,
        problemType: String?,
        context: ErrorContext,
        headers: [String: String],
        body: Data,
        json: JSONValue?,
        detailsPath: [String]
    ) {
        self.status = status
        self.code = code
        self.problemType = problemType
        self.context = context
        // What the catalog will choose the entry by: the code, else the problem type, else the status.
        if code == nil {
            self.context.classification = problemType == nil ? .byStatus(status) : .byProblemType
        }
        self.headers = headers
        self.body = body
        self.json = json
        self.detailsPath = detailsPath
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        HeaderFields.value(name, in: headers)
    }

    /// The field at the first of `sources` that holds one: its place, then the places of
    /// its previous keys (the spec's `renamed_from`), so a server that still sends an old
    /// key is read. `nil` when none does.
    public func field<T: Decodable>(_ type: T.Type, from sources: [FieldSource]) -> T? {
        for source in sources {
            if let value = field(T.self, from: source) { return value }
        }
        return nil
    }

    /// The field at `source` decoded as `T`, or `nil` when it is absent or does not decode.
    ///
    /// Text is the server's with its control characters and bidirectional overrides taken
    /// out (line breaks become spaces), so a field shown in a message or written to a log
    /// cannot start a line or reverse the text around it. A `URL` is only an `https` URL
    /// with a host or an App Store link (`itms-apps`, `itms-appss`): a store URL of
    /// `javascript:`, `http:` or `file:` is `nil`.
    ///
    /// Header values are read as text for `String` fields and as a JSON scalar
    /// otherwise. `Retry-After` is read as the client reads it (``RetryAfter``): a number
    /// field gets the wait in seconds (a date's too, rounded up), and a value the client
    /// ignores (`-1`, `soon`) or does not act on (a day or more: ``RetryAfter/horizon``)
    /// fills no field, so a message shows its fallback text rather than a huge number.
    public func field<T: Decodable>(_ type: T.Type, from source: FieldSource) -> T? {
        switch source {
        case .header(let name):
            guard let text = header(name).map(ServerText.cleaned) else { return nil }
            if HeaderFields.equalIgnoringCase(name, "Retry-After") { return retryAfterField(T.self, text) }
            if T.self == String.self { return text as? T }
            if T.self == Int.self, let integer = Int(text) { return integer as? T }  // the common case: seconds
            return JSONValue.parse(text).flatMap { JSONValueReading.read(T.self, from: $0.cleanedServerText) }
        case .details(let path):
            return json?.value(at: detailsPath).flatMap { $0.value(at: path) }.flatMap {
                JSONValueReading.read(T.self, from: $0)
            }
        case .body(let path):
            return json?.value(at: path).flatMap { JSONValueReading.read(T.self, from: $0) }
        }
    }

    /// The header's wait as the client took it (the context's), else parsed now; no value
    /// for a wait the client does not act on, so none reaches a message or `Int` arithmetic.
    private func retryAfterField<T>(_ type: T.Type, _ text: String) -> T? {
        guard let wait = context.retryAfter ?? RetryAfter.parse(text, now: Date()),
            wait >= .zero, RetryAfter.isWithinHorizon(wait)
        else { return nil }
        let (seconds, attoseconds) = wait.components
        let whole = attoseconds > 0 ? seconds + 1 : seconds  // under a day: no overflow
        switch T.self {
        case is String.Type: return text as? T
        case is Int.Type: return Int(whole) as? T
        case is Int64.Type: return whole as? T
        case is Double.Type: return wait.timeInterval as? T
        case is Decimal.Type: return Decimal(whole) as? T
        default: return nil
        }
    }
}

extension ErrorPayload: CustomReflectable {
    /// The payload as `dump` and `String(describing:)` show it: headers and body redacted as
    /// the log redacts them (see ``Redaction``), so a dumped error shows no `Set-Cookie`, no
    /// token header and no secret field.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "status": status, "code": code as Any, "problemType": problemType as Any, "context": context,
                "headers": redactor.headers(headers),
                "body": redactor.body(body, contentType: HeaderFields.value("Content-Type", in: headers)) as Any,
                "detailsPath": detailsPath,
            ],
            displayStyle: .struct)
    }
}
