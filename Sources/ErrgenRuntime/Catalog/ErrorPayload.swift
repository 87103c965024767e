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
    public var body: Data
    /// The key path of the details object from the body's root.
    public var detailsPath: [String]

    public init(
        status: Int,
        code: WireCode?,
        problemType: String? = nil,
        context: ErrorContext,
        headers: [String: String] = [:],
        body: Data = Data(),
        detailsPath: [String] = []
    ) {
        self.status = status
        self.code = code
        self.problemType = problemType
        self.context = context
        self.headers = headers
        self.body = body
        self.detailsPath = detailsPath
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        if let exact = headers[name] { return exact }
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }

    /// The field at `source` decoded as `T`, or `nil` when it is absent or does not decode.
    ///
    /// Header values are read as text for `String` fields and as a JSON scalar
    /// otherwise, so `Retry-After: 2` fills an `Int?` field.
    public func field<T: Decodable>(_ type: T.Type, from source: FieldSource) -> T? {
        let fragment: Data
        switch source {
        case .header(let name):
            guard let text = header(name) else { return nil }
            if let string = text as? T { return string }
            fragment = Data(text.utf8)
        case .details(let path):
            guard let data = JSONFragment.extract(from: body, at: detailsPath + path) else { return nil }
            fragment = data
        case .body(let path):
            guard let data = JSONFragment.extract(from: body, at: path) else { return nil }
            fragment = data
        }
        return try? JSONFragment.decoder.decode(T.self, from: fragment)
    }
}

/// Reads one value out of a JSON document by key path, as JSON data of its own.
enum JSONFragment {
    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    static func extract(from body: Data, at path: [String]) -> Data? {
        guard let root = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
            let value = value(in: root, at: path),
            !(value is NSNull)
        else { return nil }
        return try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    }

    static func value(in root: Any, at path: [String]) -> Any? {
        var current: Any = root
        for key in path {
            guard let object = current as? [String: Any], let next = object[key] else { return nil }
            current = next
        }
        return current
    }
}
