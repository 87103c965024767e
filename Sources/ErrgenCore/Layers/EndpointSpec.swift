// The models and services sections of a spec. Methods and auth are the runtime's own types.

import ErrgenVocabulary

public struct ModelSpec: Sendable {
    public struct Property: Sendable {
        public var wireName: Located<String>
        public var type: Located<TypeRef>
        public var secret: Bool
        public var summary: String? = nil
        /// How the property's dates are written, over `module.date_format`.
        public var dateFormat: Located<DateFormat>? = nil
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

public struct EndpointSpec: Sendable {
    public var name: Located<String>
    public var summary: String?
    public var method: HTTPMethod
    public var path: Located<String>
    /// The path split into text and `{name}` parameters; `nil` when its braces do not balance.
    public var pathTemplate: PathTemplate?
    public var pathParams: [ParameterSpec] = []
    public var query: [ParameterSpec] = []
    public var headers: [ParameterSpec] = []
    /// The type sent as the body: a model, a list, a dictionary or a scalar.
    public var body: Located<TypeRef>?
    /// `body_encoding`; `nil` when the spec does not say (JSON).
    public var bodyEncoding: Located<BodyEncoding>?
    /// The type a 2xx body decodes as; `nil` when the endpoint answers with no body (204).
    public var response: Located<TypeRef>?
    public var errors: [Located<ErrorReference>] = []
    public var timeout: DurationValue?
    public var resourceTimeout: DurationValue?
    public var retry: Located<String>?
    public var auth: AuthRequirement?
    public var idempotent = false
    public var idempotencyKey = false
    /// `default_headers`: whether the request sends `defaults.headers`.
    public var sendsDefaultHeaders = true
}

/// A path as the spec writes it, split once (by Decode) into literal text and `{name}`
/// parameters, for Check (which matches the parameters with `path_params`) and
/// Translate (which writes the path expression).
public struct PathTemplate: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    public var parts: [Part]

    /// The `{name}` parts, in order.
    public var parameterNames: [String] {
        parts.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }
}
